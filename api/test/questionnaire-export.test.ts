// Exports: each questionnaire goes back in its own format with the approved answers in their own cells,
// table cells, paragraphs and form fields (a pdf without form fields as an xlsx answer sheet), the project as one zip with progress,
// and the list of documents as xlsx or csv; who may export; every export is audited.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import {
  exportStatusSchema,
  fileLinkSchema,
  PROJECT_PATHS,
  questionAnswerSchema,
  type ExportStatus,
  type Project,
  type ProjectDocument,
} from '@app/shared/contract';
import { extractPdfFormPages, extractPdfPages } from '../src/files/pdf-text.ts';
import { extractQuestions } from '../src/questionnaires/formats/index.ts';
import { describeEachDatabase } from './support/databases.ts';
import { addPerson, assertRefused, projectCalls, startProjectsHarness, type Person, type ProjectsHarness } from './support/project-fixtures.ts';
import {
  docxCheckboxQuestionnaire,
  docxNumberedQuestionnaire,
  docxTableQuestionnaire,
  fillablePdfQuestionnaire,
  pdfQuestionnaire,
  semicolonCsv,
  VERDICT_ROWS,
  xlsxMarkedVerdictQuestionnaire,
  xlsxVerdictQuestionnaire,
  xlsxWithTitleBlock,
  type GeneratedQuestionnaire,
} from '@app/test-fixtures/questionnaire-files';
import { waitFor } from './support/test-app.ts';
import { pngFile } from '@app/test-fixtures/test-files';

/** The answer each question is given: recognisable and tied to its question. */
const answerFor = (question: string) => `Answer to: ${question.slice(0, 40).trim()}`;

describeEachDatabase('questionnaire exports', (db) => {
  let h: ProjectsHarness;
  let project: Project;
  let outsider: Person;
  const documents: Record<string, ProjectDocument> = {};
  const files: Record<string, GeneratedQuestionnaire> = {};
  const { get, send, createProject, uploaded, processed, questions, repositoryDocument } = projectCalls(() => h);

  /** Approves every question with its own answer, except the last, which is not applicable. */
  async function answerAll(documentId: string) {
    const list = await questions(documentId);
    for (const [index, question] of list.results.entries()) {
      const last = index === list.results.length - 1;
      const body = last ? { status: 'not_applicable' } : { answer: answerFor(question.question), status: 'approved' };
      const response = await send('PATCH', PROJECT_PATHS.answer(question.id), body, h.reviewer);
      assert.equal(response.statusCode, 200, response.body);
    }
    return list.results.map((question, index) => ({
      question: question.question,
      answer: index === list.results.length - 1 ? 'Not applicable' : answerFor(question.question),
    }));
  }

  before(async () => {
    h = await startProjectsHarness(db());
    outsider = await addPerson(h.app, h.db, { email: 'outsider@demo.test', firstName: 'Otto', permissions: ['view_repository'] });
    project = await createProject({ name: 'Export: Acme / 2024', assigned_to: [h.reviewer.id] });
    for (const generate of [xlsxWithTitleBlock, docxTableQuestionnaire, docxNumberedQuestionnaire, pdfQuestionnaire, semicolonCsv]) {
      const file = await generate();
      files[file.fileName] = file;
      documents[file.fileName] = await uploaded(project.id, { name: file.fileName, content: Buffer.from(file.data) });
    }
    documents['diagram.png'] = await uploaded(project.id, { name: 'diagram.png', content: pngFile() });
    for (const document of Object.values(documents)) {
      if (document.is_questionnaire) assert.equal((await processed(document.id)).state, 'ready_for_review');
    }
  });
  after(() => h?.stop());

  async function startExport(body: object, as: Person = h.admin): Promise<ExportStatus> {
    const response = await send('POST', PROJECT_PATHS.exports, body, as);
    assert.equal(response.statusCode, 202, response.body);
    return exportStatusSchema.parse(response.json().data);
  }

  async function finished(exportId: string, as: Person = h.admin): Promise<ExportStatus> {
    let status: ExportStatus | undefined;
    await waitFor(async () => {
      const response = await get(PROJECT_PATHS.exportStatus(exportId), as);
      assert.equal(response.statusCode, 200, response.body);
      status = exportStatusSchema.parse(response.json().data);
      return status.state === 'ready' || status.state === 'failed';
    }, 30_000);
    return status!;
  }

  /** Follows a signed link (no Authorization header); answers the bytes and the response headers. */
  async function download(url: string) {
    const response = await h.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    assert.equal(response.statusCode, 200, response.body);
    return { data: response.rawPayload, type: String(response.headers['content-type']), disposition: String(response.headers['content-disposition']) };
  }

  async function exportOne(name: string) {
    const status = await finished((await startExport({ project_id: project.id, document_ids: [documents[name]!.id] })).id);
    assert.equal(status.state, 'ready', status.error ?? '');
    assert.deepEqual([status.done, status.total], [1, 1]);
    return { status, ...(await download(status.url!)) };
  }

  /** Question text → the answer found in the exported file's answer place. */
  async function answersIn(format: 'xlsx' | 'csv', data: Uint8Array) {
    const { questions: found } = await extractQuestions(format, data);
    return Object.fromEntries(found.map((question) => [question.text, question.existingAnswer]));
  }

  test('an xlsx goes back as xlsx with the answers in their cells and its formatting kept', async () => {
    const name = 'vendor-assessment.xlsx';
    const expected = await answerAll(documents[name]!.id);
    const { status, data, type, disposition } = await exportOne(name);
    assert.equal(status.file_name, name);
    assert.match(type, /spreadsheetml/);
    assert.match(disposition, /attachment/);
    assert.deepEqual(await answersIn('xlsx', data), Object.fromEntries(expected.map((item) => [item.question, item.answer])));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Security Questionnaire')!;
    assert.equal(sheet.getCell('C7').value, expected[0]!.answer);
    // The client's fill on the answer column, the title's merge and the column widths are kept.
    assert.equal((sheet.getCell('C7').fill as ExcelJS.FillPattern).fgColor?.argb, 'FFFFF2CC');
    assert.equal(sheet.getCell('D1').master.address, 'A1');
    assert.equal(sheet.getColumn(2).width, 70);
  });

  test('with include_sources each answer is followed by the repository documents it cites, once each', async () => {
    const name = 'vendor-assessment.xlsx';
    await answerAll(documents[name]!.id);
    const [first] = (await questions(documents[name]!.id)).results;
    const cited = (document_name: string, source = 'repository') => ({
      source,
      document_id: null,
      version_id: null,
      document_name,
      version: 1,
      passage: 'AES-256 at rest.',
      score: 0.8,
    });
    const citations = [cited('Encryption Policy.docx'), cited('Encryption Policy.docx'), cited('Key Management.pdf'), cited('Last year.xlsx', 'library')];
    await h.db
      .updateTable('questions')
      .set({ citations: JSON.stringify(citations) })
      .where('id', '=', first!.id)
      .execute();
    const withSources = await finished((await startExport({ project_id: project.id, document_ids: [documents[name]!.id], include_sources: true })).id);
    const found = await answersIn('xlsx', (await download(withSources.url!)).data);
    assert.equal(found[first!.question], `${answerFor(first!.question)}\n\nSources: Encryption Policy.docx, Key Management.pdf.`);
    const { data } = await exportOne(name);
    assert.equal((await answersIn('xlsx', data))[first!.question], answerFor(first!.question), 'not asked for: the answer alone');
  });

  test('a docx goes back as docx: answers in the response cells of a table and after numbered paragraphs', async () => {
    for (const name of ['supplier-questionnaire.docx', 'data-processing.docx']) {
      const expected = await answerAll(documents[name]!.id);
      const { data, type } = await exportOne(name);
      assert.match(type, /wordprocessingml/);
      const text = (await mammoth.extractRawText({ buffer: Buffer.from(data) })).value;
      // Each answer stands after its own question and before the next question.
      let cursor = 0;
      for (const { question, answer } of expected) {
        const at = text.indexOf(question, cursor);
        assert.ok(at >= cursor, `${name}: "${question}" is in the export, in order`);
        const answerAt = text.indexOf(answer, at + question.length);
        assert.ok(answerAt > at, `${name}: the answer of "${question}" follows it`);
        cursor = answerAt;
      }
    }
  });

  test('a pdf questionnaire comes back as an xlsx answer sheet; a csv as csv with its delimiter', async () => {
    const pdfExpected = await answerAll(documents['vendor-risk.pdf']!.id);
    const pdf = await exportOne('vendor-risk.pdf');
    assert.equal(pdf.status.file_name, 'vendor-risk.xlsx');
    assert.match(pdf.type, /spreadsheetml/);
    assert.deepEqual(await answersIn('xlsx', pdf.data), Object.fromEntries(pdfExpected.map((item) => [item.question, item.answer])));

    const csvExpected = await answerAll(documents['questions.csv']!.id);
    const csv = await exportOne('questions.csv');
    assert.match(csv.type, /text\/csv/);
    assert.match(csv.data.toString('utf8'), /^Nr;Section;Question;Answer\r\n/);
    assert.deepEqual(await answersIn('csv', csv.data), Object.fromEntries(csvExpected.map((item) => [item.question, item.answer])));
  });

  test('the whole project is one zip: every questionnaire answered in its own format, files as uploaded, progress counted', async () => {
    const started = await startExport({ project_id: project.id });
    assert.equal(started.total, Object.keys(documents).length);
    assert.equal(started.file_name, 'Export_ Acme _ 2024.zip');
    const status = await finished(started.id);
    assert.equal(status.state, 'ready', status.error ?? '');
    assert.equal(status.done, status.total);
    const { data, type } = await download(status.url!);
    assert.equal(type, 'application/zip');
    const zip = await JSZip.loadAsync(data);
    assert.deepEqual(Object.keys(zip.files).sort(), [
      'data-processing.docx',
      'diagram.png',
      'questions.csv',
      'supplier-questionnaire.docx',
      'vendor-assessment.xlsx',
      'vendor-risk.xlsx',
    ]);
    assert.deepEqual(Buffer.from(await zip.file('diagram.png')!.async('uint8array')), pngFile());
    const inZip = await answersIn('xlsx', await zip.file('vendor-assessment.xlsx')!.async('uint8array'));
    assert.equal(Object.values(inZip).filter((answer) => answer?.startsWith('Answer to:')).length, 4);
    const audit = await db().selectFrom('audit_entries').select(['action', 'actor_user_id']).where('target_id', '=', started.id).executeTakeFirstOrThrow();
    assert.deepEqual(audit, { action: 'export', actor_user_id: h.admin.id });
  });

  test('unanswered questions leave their cells as they were', async () => {
    const fresh = await createProject({ name: 'Nothing approved' });
    const file = await xlsxWithTitleBlock();
    const document = await uploaded(fresh.id, { name: file.fileName, content: Buffer.from(file.data) });
    await processed(document.id);
    const status = await finished((await startExport({ project_id: fresh.id })).id);
    const answers = await answersIn('xlsx', (await download(status.url!)).data);
    // Only the answer the client had written in the file itself.
    assert.deepEqual(Object.values(answers).filter(Boolean), ['Quarterly, approved by the CISO.']);
  });

  test('the list of documents as xlsx and as csv, with status and progress', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const response = await send('POST', PROJECT_PATHS.exportDocumentList, { project_id: project.id, format });
      assert.equal(response.statusCode, 200, response.body);
      const { url } = fileLinkSchema.parse(response.json().data);
      const { data, disposition } = await download(url);
      assert.match(disposition, new RegExp(`documents\\.${format}`));
      let rows: string[][];
      if (format === 'csv') {
        rows = parse(data, { bom: true }) as string[][];
      } else {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(data as unknown as ArrayBuffer);
        rows = [];
        workbook.getWorksheet('Documents')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
        assert.equal(rows.shift()?.[0], project.name);
      }
      assert.deepEqual(rows[0]?.slice(0, 5), ['Document', 'Type', 'Category', 'Format', 'Status']);
      const byName = Object.fromEntries(rows.slice(1).map((row) => [row[0], row]));
      assert.deepEqual(Object.keys(byName).sort(), Object.keys(documents).sort());
      assert.equal(byName['vendor-assessment.xlsx']?.[4], 'Completed');
      assert.equal(byName['vendor-assessment.xlsx']?.[9], '100');
      assert.equal(byName['diagram.png']?.[1], 'Supporting document');
    }
    const audit = await db().selectFrom('audit_entries').select('action').where('action', '=', 'export_document_list').execute();
    assert.equal(audit.length, 2);
  });

  test("a client user exports its own client's project; others answer 404, and no view_project answers 403", async () => {
    const status = await finished((await startExport({ project_id: project.id, document_ids: [documents['questions.csv']!.id] }, h.client)).id, h.client);
    assert.equal(status.state, 'ready');
    assert.ok(status.url);
    assertRefused(await get(PROJECT_PATHS.exportStatus(status.id), h.otherClient), 404);
    assertRefused(await get(PROJECT_PATHS.exportStatus(status.id), h.otherTenantAdmin), 404);
    assertRefused(await send('POST', PROJECT_PATHS.exports, { project_id: project.id }, h.otherClient), 404);
    assertRefused(await send('POST', PROJECT_PATHS.exports, { project_id: project.id }, h.otherTenantAdmin), 404);
    assertRefused(await send('POST', PROJECT_PATHS.exportDocumentList, { project_id: project.id }, h.otherTenantAdmin), 404);
    assertRefused(await send('POST', PROJECT_PATHS.exports, { project_id: project.id }, outsider), 403);
    assertRefused(await send('POST', PROJECT_PATHS.exportDocumentList, { project_id: project.id }, outsider), 403);
    // A link of this organisation does not open on another's address.
    const elsewhere = await h.app.inject({ method: 'GET', url: status.url!, headers: { host: 'globex.localhost' } });
    assertRefused(elsewhere, 404);
  });

  test('bad export requests answer 4xx with a message and start nothing', async () => {
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('project_exports')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    assertRefused(await send('POST', PROJECT_PATHS.exports, { project_id: 'nope' }), 400);
    assertRefused(await send('POST', PROJECT_PATHS.exports, { project_id: project.id, document_ids: [] }), 400, /at least one document/);
    const elsewhere = await createProject({ name: 'Empty project' });
    assertRefused(await send('POST', PROJECT_PATHS.exports, { project_id: elsewhere.id }), 400, /no documents/);
    assertRefused(
      await send('POST', PROJECT_PATHS.exports, { project_id: elsewhere.id, document_ids: [documents['questions.csv']!.id] }),
      404,
      /not in this project/,
    );
    assertRefused(await send('POST', PROJECT_PATHS.exportDocumentList, { project_id: project.id, format: 'pdf' }), 400);
    assertRefused(await get(PROJECT_PATHS.exportStatus('00000000-0000-4000-8000-000000000000')), 404);
    assertRefused(
      await h.app.inject({ method: 'GET', url: '/api/v1/documents/export-project-documents/file/?token=forged', headers: { host: 'localhost' } }),
      404,
    );
    assert.equal(await count(), before);
  });

  test('a questionnaire read before verdict columns: its stored answer places still export; reprocessing keeps reviewed answers and finds the columns', async () => {
    const oldProject = await createProject({ name: 'Read before verdicts' });
    const file = await xlsxVerdictQuestionnaire();
    const document = await uploaded(oldProject.id, { name: file.fileName, content: Buffer.from(file.data) });
    assert.equal((await processed(document.id)).state, 'ready_for_review');
    const first = (await questions(document.id)).results[0]!;
    const response = await send(
      'PATCH',
      PROJECT_PATHS.answer(first.id),
      { answer: 'Hardware keys for all remote access.', verdict: null, status: 'approved' },
      h.reviewer,
    );
    assert.equal(response.statusCode, 200, response.body);
    // As stored before verdict columns (no verdict): the Response column was the single answer column.
    const rows = await db().selectFrom('questions').select(['id', 'location']).where('document_id', '=', document.id).execute();
    for (const row of rows) {
      const { verdictCell, verdictValues, answerCell, ...rest } = (typeof row.location === 'string' ? JSON.parse(row.location) : row.location) as Record<
        string,
        string
      >;
      void verdictValues;
      void answerCell;
      await db()
        .updateTable('questions')
        .set({ location: JSON.stringify({ ...rest, answerCell: verdictCell }) })
        .where('id', '=', row.id)
        .execute();
    }
    const exportedCell = async (cell: string) => {
      const status = await finished((await startExport({ project_id: oldProject.id })).id);
      assert.equal(status.state, 'ready', status.error ?? '');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await download(status.url!)).data as unknown as ArrayBuffer);
      return workbook.getWorksheet('Access Control')!.getCell(cell).value;
    };
    assert.equal(await exportedCell('C8'), 'Hardware keys for all remote access.');

    assert.equal((await send('POST', PROJECT_PATHS.reprocess, { document_id: document.id }, h.reviewer)).statusCode, 202);
    assert.equal((await processed(document.id)).state, 'in_review');
    const again = (await questions(document.id)).results[0]!;
    assert.deepEqual([again.id, again.status, again.answer], [first.id, 'approved', 'Hardware keys for all remote access.']);
    const stored = await db().selectFrom('questions').select('location').where('id', '=', first.id).executeTakeFirstOrThrow();
    const location = (typeof stored.location === 'string' ? JSON.parse(stored.location) : stored.location) as Record<string, unknown>;
    assert.deepEqual([location.verdictCell, location.answerCell], ['C8', 'D8']);
    assert.equal(await exportedCell('D8'), 'Hardware keys for all remote access.');
    assert.equal(await exportedCell('C8'), null);
  });

  // Last: it adds a repository document, which would change what the questionnaires above are suggested.
  test('a verdict column: verdicts suggested and listed, set by PATCH (audited) and by N/A, exported in the drop-down spelling beside the explanation', async () => {
    await repositoryDocument(
      'encryption-standard.txt',
      'Encryption Standard. Customer data is encrypted in transit using TLS 1.2 or higher on every public network. Keys are rotated every year.',
    );
    const verdictProject = await createProject({ name: 'Verdicts' });
    const file = await xlsxVerdictQuestionnaire();
    const document = await uploaded(verdictProject.id, { name: file.fileName, content: Buffer.from(file.data) });
    assert.equal((await processed(document.id)).state, 'ready_for_review');
    const listed = await questions(document.id);
    const id = Object.fromEntries(listed.results.map((question, index) => [file.questions[index]!.reference, question.id]));
    const listedAs = (reference: string) => listed.results.find((question) => question.id === id[reference])!;
    // The repository states the TLS requirement: a yes. No answer, or a question not asked yes-or-no
    // ("How often…", "In which countries…"), has none. (The answers approved by the tests above are
    // library answers to some of these questions.)
    const tls = listedAs('DP-01');
    assert.deepEqual([tls.status, tls.verdict], ['suggested', 'yes']);
    for (const question of listed.results) if (question.confidence === 'none') assert.equal(question.verdict, null, question.question);
    assert.deepEqual([listedAs('AC-02').verdict, listedAs('DP-02').verdict], [null, null]);

    const patch = async (reference: string, body: object) => {
      const response = await send('PATCH', PROJECT_PATHS.answer(id[reference]!), body, h.reviewer);
      assert.equal(response.statusCode, 200, response.body);
      return questionAnswerSchema.parse(response.json().data);
    };
    assertRefused(await send('PATCH', PROJECT_PATHS.answer(id['AC-01']!), { verdict: 'maybe' }, h.reviewer), 400);
    assert.equal((await patch('AC-01', { answer: 'Hardware security keys for all remote access.', verdict: 'yes', status: 'approved' })).verdict, 'yes');
    assert.equal((await patch('AC-02', { answer: 'Quarterly, signed off by the CISO.', status: 'approved' })).verdict, null);
    // A verdict alone is an edit; null clears it.
    assert.deepEqual(await patch('AC-03', { verdict: 'no' }).then((question) => [question.status, question.verdict]), ['edited', 'no']);
    assert.equal((await patch('AC-03', { verdict: null })).verdict, null);
    await patch('AC-03', { answer: 'Two break-glass accounts remain, kept in a vault.', verdict: 'no', status: 'approved' });
    assert.equal((await patch('DP-01', { status: 'approved' })).verdict, 'yes');
    // Not applicable is the verdict too where the file has a verdict column.
    assert.equal((await patch('DP-02', { status: 'not_applicable' })).verdict, 'n/a');
    await patch('OP-1', { answer: 'The plan is tested every year.', verdict: 'yes', status: 'approved' });
    assert.equal((await patch('OP-2', { status: 'not_applicable' })).verdict, 'n/a');

    const audits = await db()
      .selectFrom('audit_entries')
      .select(['action', 'before', 'after'])
      .where('target_id', '=', id['AC-03']!)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
    assert.deepEqual(
      audits.map((entry) => entry.action),
      ['update_answer', 'update_answer', 'update_answer'],
    );
    assert.deepEqual(
      audits.map((entry) => [(json(entry.before) as unknown as { verdict: string | null }[])[0]?.verdict, json(entry.after).verdict]),
      [
        [listedAs('AC-03').verdict, 'no'],
        ['no', null],
        [null, 'no'],
      ],
    );
    // A client user sees a verdict once its answer is approved.
    const seen = Object.fromEntries((await questions(document.id, '', h.client)).results.map((question) => [question.id, question.verdict]));
    assert.deepEqual([seen[id['AC-01']!], seen[id['OP-3']!]], ['yes', null]);

    const status = await finished((await startExport({ project_id: verdictProject.id })).id);
    assert.equal(status.state, 'ready', status.error ?? '');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(status.url!)).data as unknown as ArrayBuffer);
    const cells = (sheet: string) =>
      VERDICT_ROWS[sheet]!.map((row) => [workbook.getWorksheet(sheet)!.getCell(`C${row}`).value, workbook.getWorksheet(sheet)!.getCell(`D${row}`).value]);
    assert.deepEqual(cells('Access Control'), [
      ['Yes', 'Hardware security keys for all remote access.'],
      [null, 'Quarterly, signed off by the CISO.'],
      ['No', 'Two break-glass accounts remain, kept in a vault.'],
      ['Yes', tls.answer],
      ['N/A', null],
    ]);
    assert.deepEqual(cells('Operations'), [
      ['Compliant', 'The plan is tested every year.'],
      ['Not applicable', null],
      [null, null],
    ]);
    const validation = workbook.getWorksheet('Access Control')!.getCell('C13').dataValidation;
    assert.deepEqual([validation?.type, validation?.formulae], ['list', ['"Yes,No,N/A"']]);
    assert.equal(workbook.getWorksheet('Lists')?.state, 'hidden');
  });

  test('verdicts marked with an X under Yes | No | N/A, and boxes to tick in Word, come back marked and ticked as reviewed', async () => {
    const markedProject = await createProject({ name: 'Marks and boxes' });
    const caiq = await xlsxMarkedVerdictQuestionnaire();
    const boxes = await docxCheckboxQuestionnaire();
    const uploadedFile = async (file: GeneratedQuestionnaire) => {
      const document = await uploaded(markedProject.id, { name: file.fileName, content: Buffer.from(file.data) });
      assert.equal((await processed(document.id)).state, 'ready_for_review');
      return document;
    };
    const caiqDocument = await uploadedFile(caiq);
    const boxesDocument = await uploadedFile(boxes);
    const decide = async (documentId: string, verdicts: ('yes' | 'no' | 'n/a')[]) => {
      const listed = (await questions(documentId)).results;
      for (const [index, question] of listed.entries()) {
        const response = await send(
          'PATCH',
          PROJECT_PATHS.answer(question.id),
          { answer: `Answer ${index + 1}.`, verdict: verdicts[index], status: 'approved' },
          h.reviewer,
        );
        assert.equal(response.statusCode, 200, response.body);
      }
    };
    // The marks already in the files (No on IAM-01.1, on the second Word question) give way to the reviewer's.
    await decide(caiqDocument.id, ['yes', 'n/a', 'no']);
    await decide(boxesDocument.id, ['yes', 'yes', 'no', 'no', 'yes']);

    const exported = async (documentId: string) => {
      const status = await finished((await startExport({ project_id: markedProject.id, document_ids: [documentId] })).id);
      assert.equal(status.state, 'ready', status.error ?? '');
      return (await download(status.url!)).data;
    };

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported(caiqDocument.id)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('CAIQ v3.1')!;
    assert.deepEqual(
      [3, 4, 5].map((row) => ['F', 'G', 'H', 'I'].map((column) => sheet.getCell(`${column}${row}`).value)),
      [
        ['X', null, null, 'Answer 1.'],
        [null, null, 'X', 'Answer 2.'],
        [null, 'X', null, 'Answer 3.'],
      ],
    );

    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(await exported(boxesDocument.id)) });
    const lines = value.split(/\n+/).map((line) => line.trim());
    assert.ok(lines.includes('☒ Yes    ☐ No    ☐ N/A') && lines.includes('Comments: Answer 1.'), value);
    assert.ok(lines.includes(`2. ${boxes.questions[1]!.text} ☒ Yes ☐ No`), value);
    assert.deepEqual(
      lines.filter((line) => /^\[.\] Yes \[.\] No$/.test(line)),
      ['[ ] Yes [X] No', '[X] Yes [ ] No'],
    );
  });

  test('a fillable pdf comes back as the pdf with the approved answers in its fields, the verdicts ticked, answers without a field on a page after', async () => {
    const formProject = await createProject({ name: 'Fillable form' });
    const form = await fillablePdfQuestionnaire();
    const document = await uploaded(formProject.id, { name: form.fileName, content: Buffer.from(form.data) });
    assert.equal((await processed(document.id)).state, 'ready_for_review');
    const listed = (await questions(document.id)).results;
    assert.deepEqual(
      listed.map((question) => question.question),
      form.questions.map((question) => question.text),
    );
    // What the form already held is the pre-filled answer and verdict.
    const prefilled = listed[4]!;
    assert.deepEqual([prefilled.answer, prefilled.verdict, prefilled.status], [form.fields[4]!.existingAnswer, 'no', 'edited']);
    const verdicts = ['yes', 'no', 'no', 'n/a', 'yes', 'no'] as const;
    for (const [index, question] of listed.entries()) {
      const body = index === 0 ? { status: 'not_applicable' } : { answer: `Answer ${index + 1}.`, verdict: verdicts[index], status: 'approved' };
      const response = await send('PATCH', PROJECT_PATHS.answer(question.id), body, h.reviewer);
      assert.equal(response.statusCode, 200, response.body);
    }
    const started = await startExport({ project_id: formProject.id, document_ids: [document.id] });
    assert.equal(started.file_name, 'vendor-security-form.pdf');
    const status = await finished(started.id);
    assert.equal(status.state, 'ready', status.error ?? '');
    const { data, type } = await download(status.url!);
    assert.equal(type, 'application/pdf');
    assert.ok(Buffer.from(data.subarray(0, form.data.length)).equals(Buffer.from(form.data)), 'the original bytes come first');
    const pages = await extractPdfPages(data);
    assert.deepEqual(pages.slice(1), [`Answers to questions without a form field\n2.3 ${form.questions[5]!.text}\nNo. Answer 6.`]);
    const values: Record<string, string> = {};
    for (const { widgets } of await extractPdfFormPages(data)) {
      for (const widget of widgets)
        values[`${widget.field}${widget.type === 'text' ? '' : `=${widget.onValue}`}`] = widget.type === 'text' ? widget.value : String(widget.checked);
    }
    assert.deepEqual(values, {
      q1_answer: 'Not applicable',
      q2_comments: 'No. Answer 2.',
      'q3_yes=Yes': 'false',
      'q3_no=Yes': 'true',
      q3_explanation: 'Answer 3.',
      'q4_verdict=0': 'false',
      'q4_verdict=1': 'false',
      'q4_verdict=2': 'true',
      q4_details: 'Answer 4.',
      'q5_yes=Yes': 'true',
      'q5_no=Yes': 'false',
      q5_answer: 'Answer 5.',
      completed_by: '',
    });
  });
});
