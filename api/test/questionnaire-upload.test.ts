// Project files: questionnaires in every format and layout go in and their questions come out; bad
// files are refused at once with the reason and leave nothing behind; supporting files travel with
// the project; who may upload, list and delete.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { z } from 'zod';
import { PROJECT_PATHS, projectDetailSchema, projectDocumentSchema } from '@app/shared/contract';
import { describeEachDatabase } from './support/databases.ts';
import { assertRefused, projectCalls, startProjectsHarness, type ProjectsHarness } from './support/project-fixtures.ts';
import {
  corruptXlsx,
  docxNumberedQuestionnaire,
  docxTableQuestionnaire,
  docxWithoutQuestions,
  largeXlsxQuestionnaire,
  passwordProtectedOfficeFile,
  pdfQuestionnaire,
  semicolonCsv,
  xlsxTwoQuestionSheets,
  xlsxWithoutQuestions,
  xlsxWithTitleBlock,
  zipBombXlsx,
  type GeneratedQuestionnaire,
} from '@app/test-fixtures/questionnaire-files';
import { corruptPdfFile, exeFile, pngFile } from '@app/test-fixtures/test-files';

const MAX_UPLOAD_MB = 1;
const MAX_QUESTIONS = 100;

describeEachDatabase('questionnaire upload and project files', (db) => {
  let h: ProjectsHarness;
  let projectId: string;
  let types: Record<string, string>;
  let categories: Record<string, string>;
  before(async () => {
    h = await startProjectsHarness(db(), { maxUploadMb: MAX_UPLOAD_MB, questionnaireMaxQuestions: MAX_QUESTIONS });
    projectId = (await createProject({ name: 'Files project' })).id;
    const lookup = async (path: string) =>
      Object.fromEntries(((await get(path)).json().data as { id: string; code: string }[]).map((item) => [item.code, item.id]));
    types = await lookup('/api/v1/documents/lookups/project-document-type/');
    categories = await lookup('/api/v1/documents/lookups/project-document-category/');
  });
  after(() => h?.stop());
  const { get, send, upload, uploaded, createProject, processed, questions } = projectCalls(() => h);

  const asFile = (file: GeneratedQuestionnaire) => ({ name: file.fileName, content: Buffer.from(file.data) });
  /** Every stored object (not the staging area) of the test's storage. */
  async function storedObjects(): Promise<string[]> {
    const root = join(h.storageDir, 'objects');
    const found: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
        if (entry.isDirectory()) await walk(join(dir, entry.name));
        else found.push(entry.name);
      }
    };
    await walk(root);
    return found.sort();
  }
  const stagingFiles = async () => readdir(join(h.storageDir, 'tmp')).catch(() => []);
  const documentCount = async () =>
    Number(
      (
        await db()
          .selectFrom('project_documents')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  for (const [label, generate] of [
    ['an xlsx with a title block above the header', xlsxWithTitleBlock],
    ['an xlsx with two question sheets', xlsxTwoQuestionSheets],
    ['a semicolon csv', semicolonCsv],
    ['a docx question table', docxTableQuestionnaire],
    ['a docx of numbered paragraphs', docxNumberedQuestionnaire],
    ['a pdf', pdfQuestionnaire],
  ] as const) {
    test(`${label}: uploaded, its questions extracted in order, with sections`, async () => {
      const file = await generate();
      const document = await uploaded(projectId, asFile(file), { category_id: categories.security! });
      assert.equal(document.is_questionnaire, true);
      assert.equal(document.document_type?.name, 'Questionnaire');
      assert.equal(document.category?.name, 'Security');
      assert.equal(document.state, 'queued');
      assert.equal(document.uploaded_by?.full_name, 'Avery Admin');
      assert.deepEqual(await processed(document.id), { state: 'ready_for_review', error: null });
      const list = await questions(document.id);
      assert.deepEqual(
        list.results.map((question) => question.question),
        file.questions.map((question) => question.text),
      );
      assert.deepEqual(
        list.results.map((question) => question.section),
        file.questions.map((question) => question.section),
      );
      assert.deepEqual(
        list.results.map((question) => question.ordinal),
        file.questions.map((_, index) => index + 1),
      );
      assert.equal(list.progress.total, file.questions.length);
      // An empty repository and library answer nothing: no answer is invented. An answer already in the
      // file is kept as the client's own (edited, awaiting review).
      for (const question of list.results) {
        assert.equal(question.confidence, 'none');
        assert.deepEqual(question.citations, []);
        if (question.status === 'edited') assert.notEqual(question.answer, '');
        else assert.deepEqual([question.status, question.answer], ['unanswered', '']);
      }
    });
  }

  test('bad questionnaires are refused with the reason, leaving no row and no file', async () => {
    const before = { objects: await storedObjects(), documents: await documentCount() };
    const cases: [GeneratedQuestionnaire | { fileName: string; data: Uint8Array }, number, RegExp][] = [
      [await corruptXlsx(), 422, /damaged|could not be read|not a valid/i],
      [passwordProtectedOfficeFile('protected.xlsx'), 422, /password/i],
      [await pdfQuestionnaire({ userPassword: 'secret' }), 422, /password/i],
      [await xlsxWithoutQuestions(), 422, /no questions|No questions/i],
      [await docxWithoutQuestions(), 422, /no questions|No questions/i],
      [await zipBombXlsx(101 * 1024 * 1024, 1000), 413, /large/i],
      [{ fileName: 'broken.pdf', data: corruptPdfFile() }, 422, /PDF/],
      // QUESTIONNAIRE_MAX_QUESTIONS: the refusal says how many the file holds.
      [await largeXlsxQuestionnaire(MAX_QUESTIONS + 1), 413, /holds 101 questions; one questionnaire may hold at most 100\./],
    ];
    for (const [file, status, message] of cases) {
      const response = await upload(projectId, { name: file.fileName, content: Buffer.from(file.data) }, { document_type_id: types.questionnaire! });
      assertRefused(response, status, message);
    }
    // Not a questionnaire format at all.
    assertRefused(await upload(projectId, { name: 'tool.exe', content: exeFile() }, { document_type_id: types.questionnaire! }), 415);
    assertRefused(await upload(projectId, { name: 'photo.png', content: pngFile() }, { document_type_id: types.questionnaire! }), 415, /questionnaire/);
    assertRefused(await upload(projectId, { name: 'empty.xlsx', content: Buffer.alloc(0) }), 400, /empty/);
    const huge = await upload(projectId, { name: 'huge.csv', content: Buffer.alloc(MAX_UPLOAD_MB * 1024 * 1024 + 10, 'a') });
    assertRefused(huge, 413, /larger than the limit of 1 MB/);
    assert.deepEqual({ objects: await storedObjects(), documents: await documentCount() }, before);
    assert.deepEqual(await stagingFiles(), []);
  });

  test('bad upload requests answer 400 with a message', async () => {
    assertRefused(await upload('not-a-uuid', { name: 'a.csv', content: 'Question;Answer\nDo you?;\n' }), 400);
    const noProject = await h.app.inject({
      method: 'POST',
      url: PROJECT_PATHS.projectFiles,
      headers: { authorization: `Bearer ${h.admin.token}`, 'content-type': 'application/json' },
      payload: {},
    });
    assertRefused(noProject, 400, /multipart/);
    assertRefused(
      await upload(projectId, { name: 'a.xlsx', content: Buffer.from((await xlsxWithTitleBlock()).data) }, { document_type_id: categories.security! }),
      400,
      /document type/,
    );
    assertRefused(
      await upload(projectId, { name: 'a.xlsx', content: Buffer.from((await xlsxWithTitleBlock()).data) }, { category_id: types.questionnaire! }),
      400,
      /category/,
    );
  });

  test('a supporting file travels with the project without extraction; an untyped non-questionnaire is one too', async () => {
    const typed = await uploaded(
      projectId,
      { name: 'soc2.pdf', content: (await pdfQuestionnaire()).data as Buffer },
      { document_type_id: types.supporting_document! },
    );
    assert.equal(typed.is_questionnaire, false);
    assert.equal(typed.format, null);
    assert.equal(typed.state, 'completed');
    assert.equal(typed.document_type?.name, 'Supporting document');
    const image = await uploaded(projectId, { name: 'diagram.png', content: pngFile() });
    assert.equal(image.is_questionnaire, false);
    assert.equal(image.document_type?.name, 'Supporting document');
    // Text reads as csv, but untyped notes without questions are a supporting file, not a refusal.
    const notes = await uploaded(projectId, { name: 'notes.txt', content: 'Call the auditor on Monday.' });
    assert.deepEqual([notes.is_questionnaire, notes.state, notes.document_type?.name], [false, 'completed', 'Supporting document']);
    // A .csv without questions is a questionnaire gone wrong: refused with the reason.
    assertRefused(await upload(projectId, { name: 'assets.csv', content: 'Asset;Owner\nLaptop;IT\n' }), 422, /No questions/);
    assert.equal(await db().selectFrom('questions').select('id').where('document_id', 'in', [typed.id, image.id]).executeTakeFirst(), undefined);
  });

  test('the project lists its documents and follows them: in progress while extracting', async () => {
    const fresh = await createProject({ name: 'Status follows documents' });
    assert.equal(fresh.status.code, 'not_started');
    const document = await uploaded(fresh.id, asFile(await xlsxWithTitleBlock()));
    const detail = projectDetailSchema.parse((await get(PROJECT_PATHS.projectDetails(fresh.id))).json().data);
    assert.equal(detail.project.status.code, 'in_progress');
    assert.equal(detail.project.documents_count, 1);
    assert.deepEqual(
      detail.documents.map((item) => item.id),
      [document.id],
    );
    await processed(document.id);
    const listed = z
      .object({ count: z.number(), results: z.array(projectDocumentSchema) })
      .parse((await get(`${PROJECT_PATHS.projectFiles}?project_id=${fresh.id}`)).json().data);
    assert.equal(listed.count, 1);
    assert.equal(listed.results[0]?.state, 'ready_for_review');
    assert.equal(listed.results[0]?.progress.total, 5);
  });

  test('a client user uploads questionnaires into its own projects only', async () => {
    const own = await uploaded(projectId, asFile(await xlsxWithTitleBlock()), {}, h.client);
    assert.equal(own.uploaded_by?.full_name, 'Casey Client');
    assertRefused(await upload(projectId, { name: 'diagram.png', content: pngFile() }, {}, h.client), 415);
    assertRefused(
      await upload(projectId, asFile(await semicolonCsv()), { document_type_id: types.supporting_document! }, h.client),
      403,
      /questionnaires only/,
    );
    const otherClients = await createProject({ name: 'Not yours', entity_id: h.otherClientId });
    assertRefused(await upload(otherClients.id, asFile(await semicolonCsv()), {}, h.client), 404);
    assertRefused(await upload(projectId, asFile(await semicolonCsv()), {}, h.otherTenantAdmin), 404);
    // Staff without manage_projects may not upload.
    assertRefused(await upload(projectId, asFile(await semicolonCsv()), {}, h.viewer), 403, /manage projects/);
    assertRefused(await get(`${PROJECT_PATHS.projectFiles}?project_id=${projectId}`, h.otherClient), 404);
  });

  test('deleting a document removes its questions, its file once unused, and is audited', async () => {
    const file = asFile(await docxTableQuestionnaire());
    file.name = 'unique-to-delete.docx';
    const project = await createProject({ name: 'Deleting files' });
    const document = await uploaded(project.id, { ...file, content: Buffer.concat([file.content]) });
    await processed(document.id);
    const sha = (await db().selectFrom('project_documents').select('sha256').where('id', '=', document.id).executeTakeFirstOrThrow()).sha256;
    const sameBytesElsewhere = await db().selectFrom('project_documents').select('id').where('sha256', '=', sha).where('id', '!=', document.id).execute();
    assertRefused(await send('DELETE', PROJECT_PATHS.projectFile(document.id), undefined, h.client), 403);
    assertRefused(await send('DELETE', PROJECT_PATHS.projectFile(document.id), undefined, h.otherTenantAdmin), 404);
    const response = await send('DELETE', PROJECT_PATHS.projectFile(document.id));
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(await db().selectFrom('questions').select('id').where('document_id', '=', document.id).executeTakeFirst(), undefined);
    const stillStored = (await storedObjects()).includes(sha);
    assert.equal(stillStored, sameBytesElsewhere.length > 0);
    const audit = await db()
      .selectFrom('audit_entries')
      .select(['action', 'category'])
      .where('target_id', '=', document.id)
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    assert.deepEqual(audit, { action: 'delete_document', category: 'projects' });
    assert.equal(projectDetailSchema.parse((await get(PROJECT_PATHS.projectDetails(project.id))).json().data).project.status.code, 'not_started');
    assertRefused(await send('DELETE', PROJECT_PATHS.projectFile(document.id)), 404);
  });
});
