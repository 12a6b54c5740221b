// convert-to-pdf: office files become a pdf with LibreOffice (once per content), a pdf is linked as it
// is, images are refused; without LibreOffice the answer says so clearly. Who may: as for the project.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fileLinkSchema, PROJECT_PATHS, type Project } from '@app/shared/contract';
import { describeEachDatabase } from './support/databases.ts';
import { assertRefused, projectCalls, startProjectsHarness, type ProjectsHarness } from './support/project-fixtures.ts';
import { docxTableQuestionnaire, pdfQuestionnaire } from '@app/test-fixtures/questionnaire-files';
import { pngFile } from '@app/test-fixtures/test-files';

/** LibreOffice takes seconds to start, more on a busy machine. */
const CONVERSION_TIMEOUT_MS = 120_000;

describeEachDatabase('convert-to-pdf with LibreOffice', (db) => {
  let h: ProjectsHarness;
  let project: Project;
  before(async () => {
    h = await startProjectsHarness(db());
    project = await createProject({ name: 'Preview project' });
  });
  after(() => h?.stop());
  const { send, createProject, uploaded } = projectCalls(() => h);

  const open = (url: string, host = 'localhost') => h.app.inject({ method: 'GET', url, headers: { host } });

  test('a docx is converted once and kept; a pdf is linked as it is', { timeout: CONVERSION_TIMEOUT_MS * 2 }, async () => {
    const file = await docxTableQuestionnaire();
    const docx = await uploaded(project.id, { name: file.fileName, content: Buffer.from(file.data) });
    const first = await send('POST', PROJECT_PATHS.convertToPdf, { document_id: docx.id }, h.client);
    assert.equal(first.statusCode, 200, first.body);
    const pdf = await open(fileLinkSchema.parse(first.json().data).url);
    assert.equal(pdf.statusCode, 200, pdf.body);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.match(String(pdf.headers['content-disposition']), /inline.*supplier-questionnaire\.pdf/);
    assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');

    const started = performance.now();
    const again = await send('POST', PROJECT_PATHS.convertToPdf, { document_id: docx.id });
    assert.equal(again.statusCode, 200, again.body);
    assert.ok(performance.now() - started < 2000, 'the second preview reuses the first conversion');
    assert.equal((await db().selectFrom('pdf_conversions').select('source_sha256').execute()).length, 1);
    // A link of this organisation does not open on another's address.
    assertRefused(await open(fileLinkSchema.parse(again.json().data).url, 'globex.localhost'), 404);

    const original = await pdfQuestionnaire();
    const asIs = await uploaded(project.id, { name: original.fileName, content: Buffer.from(original.data) });
    const linked = await send('POST', PROJECT_PATHS.convertToPdf, { document_id: asIs.id });
    assert.equal(linked.statusCode, 200, linked.body);
    assert.deepEqual(new Uint8Array((await open(linked.json().data.url)).rawPayload), original.data);
  });

  test('an image is linked as it is; other clients and organisations answer 404; bad input 400', async () => {
    const image = await uploaded(project.id, { name: 'diagram.png', content: pngFile() });
    const linked = await send('POST', PROJECT_PATHS.convertToPdf, { document_id: image.id });
    assert.equal(linked.statusCode, 200, linked.body);
    const shown = await open(fileLinkSchema.parse(linked.json().data).url);
    assert.equal(shown.headers['content-type'], 'image/png');
    assert.deepEqual(shown.rawPayload, pngFile());
    assertRefused(await send('POST', PROJECT_PATHS.convertToPdf, { document_id: image.id }, h.otherClient), 404);
    assertRefused(await send('POST', PROJECT_PATHS.convertToPdf, { document_id: image.id }, h.otherTenantAdmin), 404);
    assertRefused(await send('POST', PROJECT_PATHS.convertToPdf, { document_id: 'nope' }), 400);
    assertRefused(await open('/api/v1/documents/convert-to-pdf/file/?token=forged'), 404);
  });
});

describeEachDatabase('convert-to-pdf without LibreOffice', (db) => {
  let h: ProjectsHarness;
  before(async () => {
    h = await startProjectsHarness(db(), { soffice: { path: '/nonexistent/soffice' } });
  });
  after(() => h?.stop());
  const { send, createProject, uploaded } = projectCalls(() => h);

  test('the call answers 503 with a message for people, and nothing is kept', async () => {
    const project = await createProject({ name: 'No converter' });
    const file = await docxTableQuestionnaire();
    const docx = await uploaded(project.id, { name: file.fileName, content: Buffer.from(file.data) });
    assertRefused(await send('POST', PROJECT_PATHS.convertToPdf, { document_id: docx.id }), 503, /LibreOffice is not installed.*shown in the page/);
    assert.equal((await db().selectFrom('pdf_conversions').select('source_sha256').execute()).length, 0);
  });
});
