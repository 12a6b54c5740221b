// The questionnaire layout a person confirms: what detection found for each sheet or table (header row,
// question / ID / verdict / explanation columns, sheets left out, the first rows), a changed layout
// stored and read again keeping the answers given to questions found again, the refusals (an impossible
// layout, a document being processed, someone else's document), Word drop-downs as verdict columns
// whose item the export selects, and the questions listed by their own IDs.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import JSZip from 'jszip';
import { PROJECT_PATHS, questionAnswerSchema, questionnaireLayoutSchema, type Project, type TableLayoutChoice, tableLayoutChoice } from '@app/shared/contract';
import { extractQuestions } from '../src/questionnaires/formats/index.ts';
import { describeEachDatabase } from './support/databases.ts';
import { addPerson, assertRefused, projectCalls, startProjectsHarness, type Person, type ProjectsHarness } from './support/project-fixtures.ts';
import { pdfQuestionnaire, xlsxVerdictQuestionnaire } from '@app/test-fixtures/questionnaire-files';
import { xlsxFile } from '@app/test-fixtures/test-files';

const SECURITY = [
  ['ID', 'Question', 'Answer', 'Notes'],
  ['S-1', 'Do you enforce multi-factor authentication for remote access?', '', ''],
  ['S-2', 'Is customer data encrypted at rest?', '', ''],
];
/** Detection takes the Question column; the client wants its requirements answered. */
const PRIVACY = [
  ['Requirement', 'Question', 'Answer'],
  ['Customer data must be deleted within 30 days of the end of the contract.', 'Do you delete customer data at the end of the contract?', ''],
  ['Backups must be stored in a separate region from production.', 'Are backups stored in another region?', ''],
];

/**
 * A Word table (Ref | Question | Response | Comments) whose Response cells hold a drop-down content
 * control (Yes / No / N/A shown, Y / N / NA stored), as Word's Developer tab makes it; the third row
 * has "No" selected already.
 */
async function docxWithDropDowns(): Promise<Buffer> {
  const cell = (text: string) => new TableCell({ children: [new Paragraph({ children: [new TextRun(text)] })] });
  const questions = [
    'Do you enforce multi-factor authentication for remote access?',
    'Do you process cardholder data?',
    'Do you allow shared administrator accounts?',
  ];
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Supplier questionnaire' }),
          new Table({
            rows: [
              new TableRow({ children: ['Ref', 'Question', 'Response', 'Comments'].map(cell) }),
              ...questions.map(
                (question, index) => new TableRow({ children: [cell(`Q${index + 1}`), cell(question), cell(`@@RESPONSE${index}@@`), cell('')] }),
              ),
            ],
          }),
        ],
      },
    ],
  });
  const zip = await JSZip.loadAsync(await Packer.toBuffer(document));
  const items =
    '<w:listItem w:displayText="Choose an item." w:value=""/><w:listItem w:displayText="Yes" w:value="Y"/>' +
    '<w:listItem w:displayText="No" w:value="N"/><w:listItem w:displayText="N/A" w:value="NA"/>';
  const dropDown = (index: number) =>
    index === 2
      ? `<w:sdt><w:sdtPr><w:id w:val="${900 + index}"/><w:dropDownList w:lastValue="N">${items}</w:dropDownList></w:sdtPr><w:sdtContent><w:r><w:t>No</w:t></w:r></w:sdtContent></w:sdt>`
      : `<w:sdt><w:sdtPr><w:id w:val="${900 + index}"/><w:showingPlcHdr/><w:dropDownList>${items}</w:dropDownList></w:sdtPr>` +
        '<w:sdtContent><w:r><w:rPr><w:rStyle w:val="PlaceholderText"/></w:rPr><w:t>Choose an item.</w:t></w:r></w:sdtContent></w:sdt>';
  const xml = (await zip.file('word/document.xml')!.async('string')).replace(/<w:r>(?:(?!<w:r>).)*?@@RESPONSE(\d)@@<\/w:t><\/w:r>/g, (_, index: string) =>
    dropDown(Number(index)),
  );
  assert.doesNotMatch(xml, /@@RESPONSE/);
  zip.file('word/document.xml', xml);
  return zip.generateAsync({ type: 'nodebuffer' });
}

describeEachDatabase('questionnaire layout confirmation', (db) => {
  let h: ProjectsHarness;
  let project: Project;
  let outsider: Person;
  const { get, send, createProject, uploaded, processed, questions, exportedFile } = projectCalls(() => h);
  before(async () => {
    h = await startProjectsHarness(db());
    outsider = await addPerson(h.app, h.db, { email: 'outsider@demo.test', firstName: 'Otto', permissions: ['view_repository'] });
    project = await createProject({ name: 'Layout project' });
  });
  after(() => h?.stop());

  const layoutOf = async (documentId: string, as: Person = h.admin) => {
    const response = await get(PROJECT_PATHS.questionnaireLayout(documentId), as);
    assert.equal(response.statusCode, 200, response.body);
    return questionnaireLayoutSchema.parse(response.json().data);
  };
  const putLayout = (documentId: string, tables: TableLayoutChoice[], as: Person = h.reviewer) =>
    send('PUT', PROJECT_PATHS.questionnaireLayout(documentId), { tables }, as);
  const patch = async (questionId: string, body: object) => {
    const response = await send('PATCH', PROJECT_PATHS.answer(questionId), body, h.reviewer);
    assert.equal(response.statusCode, 200, response.body);
    return questionAnswerSchema.parse(response.json().data);
  };
  async function processedUpload(name: string, content: Buffer | Uint8Array) {
    const document = await uploaded(project.id, { name, content: Buffer.from(content) });
    assert.equal((await processed(document.id)).state, 'ready_for_review');
    return document;
  }
  const storedLayout = async (documentId: string) =>
    await h.db.selectFrom('project_documents').select(['layout', 'state']).where('id', '=', documentId).executeTakeFirstOrThrow();

  test('GET: the title block, the Yes/No drop-down and the comments column of each sheet, sheets left out and why, the first rows', async () => {
    const file = await xlsxVerdictQuestionnaire();
    const document = await processedUpload(file.fileName, file.data);
    const layout = await layoutOf(document.id);
    assert.equal(layout.confirmed, false);
    assert.equal(layout.format, 'xlsx');
    const byKey = Object.fromEntries(layout.tables.map((table) => [table.key, table]));
    assert.deepEqual(Object.keys(byKey), ['Instructions', 'Access Control', 'Operations', 'Lists']);

    const access = byKey['Access Control']!;
    assert.deepEqual(
      { included: access.included, skipped: access.skipped_reason, header: access.header_row, questions: access.question_count, values: access.verdict_values },
      { included: true, skipped: null, header: 5, questions: 5, values: ['Yes', 'No', 'N/A'] },
    );
    assert.deepEqual(access.roles, {
      question: { column: 1, header: 'Question' },
      reference: { column: 0, header: 'ID' },
      verdict: { column: 2, header: 'Response' },
      explanation: { column: 3, header: 'Comments/Evidence' },
    });
    // The title block above the header, the header, then the first rows below it (a section row among them).
    assert.deepEqual(
      access.rows.map((row) => row.row),
      [0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12],
    );
    assert.equal(access.rows[0]!.cells[0], 'Vendor Security Assessment – Access Control');
    assert.deepEqual(access.rows.find((row) => row.row === 7)!.cells.slice(0, 2), ['AC-01', file.questions[0]!.text]);

    const operations = byKey['Operations']!;
    assert.equal(operations.header_row, 0);
    assert.deepEqual(
      [operations.roles.reference?.header, operations.roles.question?.header, operations.roles.verdict?.header, operations.roles.explanation?.header],
      ['Ref', 'Requirement', 'Status', 'Implementation description'],
    );
    assert.deepEqual(operations.verdict_values, ['Compliant', 'Non-compliant', 'Not applicable']);
    assert.deepEqual([byKey['Instructions']!.included, byKey['Instructions']!.skipped_reason], [false, 'no question column was found']);
    assert.deepEqual([byKey['Lists']!.included, byKey['Lists']!.skipped_reason, byKey['Lists']!.question_count], [false, 'it is hidden', 0]);

    // A client user of the project's client may look; another client's user, another organisation, nobody else.
    assert.equal((await layoutOf(document.id, h.client)).tables.length, 4);
    assertRefused(await get(PROJECT_PATHS.questionnaireLayout(document.id), h.otherClient), 404);
    assertRefused(await get(PROJECT_PATHS.questionnaireLayout(document.id), h.otherTenantAdmin), 404);
    assertRefused(await get(PROJECT_PATHS.questionnaireLayout(document.id), outsider), 403);
  });

  test('PUT: another question column and explanation column are read at once, kept for reprocessing, and approved answers of the same questions stay', async () => {
    const document = await processedUpload('two-sheets.xlsx', await xlsxFile({ Security: SECURITY, Privacy: PRIVACY }));
    const before = await questions(document.id);
    assert.deepEqual(
      before.results.map((question) => question.question),
      [SECURITY[1]![1], SECURITY[2]![1], PRIVACY[1]![1], PRIVACY[2]![1]],
    );
    const mfa = before.results[0]!;
    await patch(mfa.id, { answer: 'Hardware keys for all remote access.' });
    await patch(mfa.id, { status: 'approved' });

    const detected = await layoutOf(document.id);
    const [security, privacy] = detected.tables.map(tableLayoutChoice) as [TableLayoutChoice, TableLayoutChoice];
    assert.deepEqual(privacy.roles, { question: 1, reference: null, verdict: null, explanation: 2 });
    const changed = [
      { ...security, roles: { ...security.roles, explanation: 3 } },
      { ...privacy, roles: { ...privacy.roles, question: 0 } },
    ];
    const response = await putLayout(document.id, changed);
    assert.equal(response.statusCode, 202, response.body);
    assert.match(response.json().message, /read again with these columns/);
    const confirmed = questionnaireLayoutSchema.parse(response.json().data);
    assert.equal(confirmed.confirmed, true);
    assert.deepEqual(confirmed.tables[0]!.roles.explanation, { column: 3, header: 'Notes' });
    assert.deepEqual([confirmed.tables[1]!.roles.question, confirmed.tables[1]!.question_count], [{ column: 0, header: 'Requirement' }, 2]);

    // In review: an answer is approved.
    assert.equal((await processed(document.id)).state, 'in_review');
    const after = await questions(document.id);
    assert.deepEqual(
      after.results.map((question) => question.question),
      [SECURITY[1]![1], SECURITY[2]![1], PRIVACY[1]![0], PRIVACY[2]![0]],
    );
    const kept = after.results[0]!;
    assert.deepEqual([kept.id, kept.status, kept.answer, kept.reference], [mfa.id, 'approved', 'Hardware keys for all remote access.', 'S-1']);
    // Its answer now goes into the Notes column.
    const location = await h.db.selectFrom('questions').select('location').where('id', '=', mfa.id).executeTakeFirstOrThrow();
    assert.equal((location.location as { answerCell: string }).answerCell, 'D2');

    const again = await layoutOf(document.id);
    assert.equal(again.confirmed, true);
    assert.deepEqual(again.tables.map(tableLayoutChoice), changed);
    const audit = await h.db
      .selectFrom('audit_entries')
      .select(['actor_user_id', 'before', 'after'])
      .where('target_id', '=', document.id)
      .where('action', '=', 'confirm_layout')
      .executeTakeFirstOrThrow();
    assert.equal(audit.actor_user_id, h.reviewer.id);
    assert.deepEqual(audit.before, { state: 'in_review', layout: null });
    assert.deepEqual(audit.after, { state: 'queued', layout: changed });

    // Reprocessing reads the file with the confirmed layout, not with detection.
    assert.equal((await send('POST', PROJECT_PATHS.reprocess, { document_id: document.id }, h.reviewer)).statusCode, 202);
    assert.equal((await processed(document.id)).state, 'in_review');
    assert.deepEqual((await questions(document.id)).results.map((question) => question.question).slice(2), [PRIVACY[1]![0], PRIVACY[2]![0]]);
  });

  test('PUT refuses an impossible layout with a message, a document being processed, and those who may not change it; nothing changes', async () => {
    const document = await processedUpload('refusals.xlsx', await xlsxFile({ Security: SECURITY, Privacy: PRIVACY }));
    const [security, privacy] = (await layoutOf(document.id)).tables.map(tableLayoutChoice) as [TableLayoutChoice, TableLayoutChoice];
    const withRoles = (roles: Partial<TableLayoutChoice['roles']>, changes: Partial<TableLayoutChoice> = {}) => [
      { ...security, ...changes, roles: { ...security.roles, ...roles } },
    ];
    const refusals: [TableLayoutChoice[], RegExp][] = [
      [[{ ...security, key: 'Finance' }], /The file has no sheet or table "Finance"/],
      [withRoles({ question: null }), /Choose the question column of sheet "Security", or leave it out/],
      [withRoles({ explanation: 9 }), /Sheet "Security" has 4 columns: column J \(Answer \/ explanation\) is not one of them/],
      [withRoles({ explanation: 1 }), /Column B of sheet "Security" is given two roles \(Question and Answer \/ explanation\)/],
      [withRoles({}, { header_row: 50 }), /Sheet "Security" has 3 rows: row 51 cannot be its header row/],
      [[...withRoles({ question: 2, explanation: null }), { ...privacy, included: false }], /No questions are found with these columns/],
      [withRoles({ question: -1 }), /A column is counted from 0/],
    ];
    for (const [tables, message] of refusals) assertRefused(await putLayout(document.id, tables), 400, message);

    // While a job works on the document: 409, and the layout is not stored.
    await h.db.updateTable('project_documents').set({ state: 'extracting' }).where('id', '=', document.id).execute();
    assertRefused(await putLayout(document.id, [security, privacy]), 409, /"refusals.xlsx" is being processed already/);
    await h.db.updateTable('project_documents').set({ state: 'ready_for_review' }).where('id', '=', document.id).execute();

    assertRefused(await putLayout(document.id, [security], h.viewer), 403);
    assertRefused(await putLayout(document.id, [security], h.client), 403);
    assertRefused(await putLayout(document.id, [security], h.otherTenantAdmin), 404);
    assert.deepEqual(await storedLayout(document.id), { layout: null, state: 'ready_for_review' });
    assert.equal((await questions(document.id)).count, 4);

    const pdf = await pdfQuestionnaire();
    const pdfDocument = await uploaded(project.id, { name: pdf.fileName, content: Buffer.from(pdf.data) });
    assertRefused(await get(PROJECT_PATHS.questionnaireLayout(pdfDocument.id)), 400, /is a PDF: its questions are read from its lines/);
  });

  test("the question ID filter lists the questions whose own ID starts with it, in any case, for the client's users too", async () => {
    const file = await xlsxVerdictQuestionnaire();
    const document = await processedUpload('ids.xlsx', file.data);
    const ids = async (reference: string, as: Person = h.admin) =>
      (await questions(document.id, `&reference=${encodeURIComponent(reference)}`, as)).results.map((question) => question.reference);
    assert.deepEqual(await ids('ac-0'), ['AC-01', 'AC-02', 'AC-03']);
    assert.deepEqual(await ids('DP', h.client), ['DP-01', 'DP-02']);
    // Typed literally: no wildcard.
    assert.deepEqual(await ids('%'), []);
  });

  test('docx: a drop-down content control is the verdict column, and the export selects its item', async () => {
    const document = await processedUpload('supplier-drop-downs.docx', await docxWithDropDowns());
    const [table] = (await layoutOf(document.id)).tables;
    assert.deepEqual(
      { key: table!.key, verdict: table!.roles.verdict, explanation: table!.roles.explanation, values: table!.verdict_values },
      { key: 'table:0', verdict: { column: 2, header: 'Response' }, explanation: { column: 3, header: 'Comments' }, values: ['Yes', 'No', 'N/A'] },
    );
    const [mfa, cards, shared] = (await questions(document.id)).results;
    // The item selected in the file is the question's verdict.
    assert.equal(shared!.verdict, 'no');
    await patch(mfa!.id, { answer: 'Hardware keys for all remote access.', verdict: 'yes' });
    await patch(mfa!.id, { status: 'approved' });
    await patch(cards!.id, { status: 'not_applicable' });

    const exported = await exportedFile(project.id, document.id);
    const xml = (await (await JSZip.loadAsync(exported)).file('word/document.xml')?.async('string')) ?? '';
    const controls = [...xml.matchAll(/<w:sdt>.*?<\/w:sdt>/g)].map(([control]) => control);
    assert.equal(controls.length, 3);
    // Each control keeps its list and shows the display text of its item, in the control's own run.
    for (const control of controls) assert.equal([...control.matchAll(/<w:listItem /g)].length, 4);
    const shownText = (control: string) => [...control.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map(([, text]) => text).join('');
    assert.deepEqual(controls.map(shownText), ['Yes', 'N/A', 'No']);
    assert.match(controls[0]!, /<w:dropDownList w:lastValue="Y">/);
    assert.match(controls[1]!, /<w:dropDownList w:lastValue="NA">/);
    assert.doesNotMatch(controls[0]! + controls[1]!, /showingPlcHdr|PlaceholderText|Choose an item\.<\/w:t>/);
    assert.match(xml, /Hardware keys for all remote access\./);
    // Read again, the file gives back its verdicts.
    const again = await extractQuestions('docx', new Uint8Array(exported));
    assert.deepEqual(
      again.questions.map((question) => question.existingVerdict),
      ['yes', 'n/a', 'no'],
    );
  });
});
