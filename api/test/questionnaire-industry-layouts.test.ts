// Questionnaires in the layouts of the common industry questionnaires (a CAIQ v4, a HECVAT, a SIG
// Lite, a plain csv, Word tables and numbered paragraphs), end to end through the API: uploaded into
// a project, read into questions and suggested, their columns detected (the verdict drop-down and not
// another drop-down, the explanation column and not a hidden one), the reviewed answers exported,
// and the exported file opened again: the answers in their cells, everything else as it was. Then
// the reading and writing rules these layouts needed, on files built here.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { Document, Packer, Paragraph, TextRun, UnderlineType } from 'docx';
import { PROJECT_PATHS, questionnaireLayoutSchema, type Project, type ProjectDocument, type Verdict } from '@app/shared/contract';
import { extractQuestions, writeAnswers, type ExtractedQuestion } from '../src/questionnaires/formats/index.ts';
import { describeEachDatabase } from './support/databases.ts';
import { assertRefused, projectCalls, startProjectsHarness, type ProjectsHarness } from './support/project-fixtures.ts';
import {
  caiqV4Workbook,
  CSV_ROWS,
  hecvatWorkbook,
  plainCsv,
  sigLiteWorkbook,
  wordParagraphQuestionnaire,
  wordTableQuestionnaire,
  withDropDownOver,
  type IndustryWorkbook,
} from '@app/test-fixtures/industry-questionnaires';
import type { GeneratedQuestionnaire } from '@app/test-fixtures/questionnaire-files';

const VERDICTS: readonly Verdict[] = ['yes', 'no', 'n/a'];
const answerText = (index: number) => `Answer ${index + 1}: see the policy, section ${index + 1}.`;

async function openWorkbook(data: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(data) as unknown as ExcelJS.Buffer);
  return workbook;
}

/** Every cell of every sheet (value and style), and what each sheet is: state, merges, columns, hidden rows. */
function workbookContent(workbook: ExcelJS.Workbook): Map<string, string> {
  const content = new Map<string, string>();
  for (const sheet of workbook.worksheets) {
    content.set(
      `${sheet.name}/sheet`,
      JSON.stringify([sheet.state, [...sheet.model.merges].sort(), sheet.columns?.map((column) => [column.width, column.hidden])]),
    );
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      content.set(`${sheet.name}/row ${rowNumber}`, String(row.hidden));
      row.eachCell({ includeEmpty: true }, (cell) => content.set(`${sheet.name}!${cell.address}`, JSON.stringify([cell.value, cell.style])));
    });
  }
  return content;
}

/** The data validations of every sheet as the package holds them (the sheet's own and Excel 2010's). */
async function validationElements(data: Uint8Array): Promise<string[]> {
  const zip = await JSZip.loadAsync(data);
  const found: string[] = [];
  for (const path of Object.keys(zip.files).filter((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name))) {
    const xml = await zip.file(path)!.async('string');
    for (const [element] of xml.matchAll(/<(x14:)?dataValidation\b[\s\S]*?<\/\1dataValidation>/g)) found.push(element.replace(/\s+xmlns(:\w+)?="[^"]*"/g, ''));
  }
  return found.sort();
}

describeEachDatabase('questionnaires in industry layouts, end to end', (db) => {
  let h: ProjectsHarness;
  let project: Project;
  const uploadedFiles = new Map<string, { file: GeneratedQuestionnaire; document: ProjectDocument }>();
  const { get, send, createProject, uploaded, processed, questions, repositoryDocument, exportedFile } = projectCalls(() => h);

  before(async () => {
    h = await startProjectsHarness(db());
    await repositoryDocument(
      'Business continuity policy.txt',
      'Business continuity plan\n\nThe business continuity plan is tested every year and reviewed after every major change. Backups are taken daily.',
    );
    project = await createProject({ name: 'Industry layouts' });
    const files = await Promise.all([
      caiqV4Workbook(),
      hecvatWorkbook(),
      sigLiteWorkbook(),
      plainCsv(),
      wordTableQuestionnaire(),
      wordParagraphQuestionnaire(),
    ]);
    for (const file of files) {
      const document = await uploaded(project.id, { name: file.fileName, content: Buffer.from(file.data) });
      uploadedFiles.set(file.fileName, { file, document });
    }
    for (const { document } of uploadedFiles.values()) assert.equal((await processed(document.id)).state, 'ready_for_review');
  });
  after(() => h?.stop());

  /** The questions as the API lists them, checked against the file's; each approved with an answer and a verdict (yes, no, n/a in turn). */
  async function readAndAnswer(fileName: string) {
    const { file, document } = uploadedFiles.get(fileName)!;
    const listed = (await questions(document.id)).results;
    assert.deepEqual(
      listed.map(({ reference, question, section }) => ({ reference, text: question, section })),
      file.questions,
    );
    for (const [index, question] of listed.entries()) {
      const response = await send(
        'PATCH',
        PROJECT_PATHS.answer(question.id),
        { answer: answerText(index), verdict: VERDICTS[index % 3], status: 'approved' },
        h.reviewer,
      );
      assert.equal(response.statusCode, 200, response.body);
    }
    return { file, document, listed, exported: new Uint8Array(await exportedFile(project.id, document.id)) };
  }

  async function layoutOf(documentId: string) {
    const response = await get(PROJECT_PATHS.questionnaireLayout(documentId));
    assert.equal(response.statusCode, 200, response.body);
    return questionnaireLayoutSchema.parse(response.json().data);
  }

  /** The workbook's answers in their cells (the verdict in the drop-down's spelling), and not one other cell or drop-down changed. */
  async function assertWorkbookAnswered(file: IndustryWorkbook, exported: Uint8Array) {
    const before = workbookContent(await openWorkbook(file.data));
    const answered = await openWorkbook(exported);
    const after = workbookContent(answered);
    const answerCells = new Set<string>();
    file.places.forEach((place, index) => {
      const sheet = answered.getWorksheet(place.sheet)!;
      const verdict = VERDICTS[index % 3]!;
      const spelled = file.verdictValues.find((value) => value.toLowerCase().replace('/', '') === verdict.replace('/', '')) ?? null;
      if (place.verdictCell) {
        // A verdict the drop-down has no word for leaves the cell as it was.
        if (spelled) assert.equal(sheet.getCell(place.verdictCell).value, spelled, `${place.sheet}!${place.verdictCell}`);
        answerCells.add(`${place.sheet}!${place.verdictCell}`);
      }
      assert.equal(sheet.getCell(place.answerCell).value, answerText(index), `${place.sheet}!${place.answerCell}`);
      answerCells.add(`${place.sheet}!${place.answerCell}`);
    });
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((key) => before.get(key) !== after.get(key) && !answerCells.has(key));
    assert.deepEqual(changed, []);
    assert.deepEqual(await validationElements(exported), await validationElements(file.data));
  }

  test('CAIQ v4: the CSP CAIQ Answer drop-down takes the verdict, the implementation description the answer; SSRM ownership untouched', async () => {
    const { file, exported } = await readAndAnswer('caiq-v4.xlsx');
    const { tables } = await layoutOf(uploadedFiles.get('caiq-v4.xlsx')!.document.id);
    const sheet = tables.find((table) => table.key === 'CAIQv4.0.3')!;
    assert.deepEqual(
      [sheet.header_row, sheet.roles.reference?.header, sheet.roles.question?.header, sheet.roles.verdict?.header, sheet.roles.explanation?.header],
      [4, 'Question ID', 'Question', 'CSP CAIQ Answer', 'CSP Implementation Description (Optional/Recommended)'],
    );
    assert.deepEqual(sheet.verdict_values, ['Yes', 'No', 'NA']);
    assert.deepEqual(
      tables.filter((table) => !table.included).map((table) => [table.key, table.skipped_reason]),
      [
        ['Introduction', 'no question column was found'],
        ['Lists', 'it is hidden'],
      ],
    );
    await assertWorkbookAnswered(file as IndustryWorkbook, exported);
  });

  test('HECVAT: section rows name the sections, the instructions are no questions, the hidden analyst column is no answer place', async () => {
    const { file, exported } = await readAndAnswer('hecvat-lite.xlsx');
    const { tables } = await layoutOf(uploadedFiles.get('hecvat-lite.xlsx')!.document.id);
    assert.deepEqual(
      tables.map((table) => [
        table.key,
        table.question_count,
        table.roles.verdict?.column ?? null,
        table.roles.explanation?.column ?? null,
        table.verdict_values,
      ]),
      [
        ['Instructions', 0, null, null, null],
        // Vendor Answers (C) and Additional Information (D); no header row names the question column.
        ['Organization', 5, 2, 3, ['Yes', 'No']],
        ['Application', 4, 2, 3, ['Yes', 'No']],
        ['Lists', 0, null, null, null],
      ],
    );
    await assertWorkbookAnswered(file as IndustryWorkbook, exported);
  });

  test('SIG Lite: sub-questions kept with their numbers, the hidden question row read and said, hidden columns left alone', async () => {
    const { file, document, exported } = await readAndAnswer('sig-lite.xlsx');
    const { tables } = await layoutOf(document.id);
    const sheet = tables.find((table) => table.key === 'SIG Lite')!;
    assert.deepEqual(
      [sheet.roles.verdict?.header, sheet.roles.explanation?.header, sheet.verdict_values],
      ['Response', 'Additional Information', ['Yes', 'No', 'N/A']],
    );
    // Said to the reviewers with the document, as the API gives it.
    const notes = (await questions(document.id)).document.reading_notes;
    const hiddenRow = (file as Awaited<ReturnType<typeof sigLiteWorkbook>>).hiddenRow;
    assert.ok(
      notes.some((note) => note.startsWith(`Row ${hiddenRow} of the sheet "SIG Lite" is hidden; its question was read`)),
      JSON.stringify(notes),
    );
    await assertWorkbookAnswered(file as IndustryWorkbook, exported);
  });

  test('a plain csv: quoted questions over several lines read whole; answers into the Answer column, nothing else moved', async () => {
    const { exported } = await readAndAnswer('vendor-questions.csv');
    const records = parse(Buffer.from(exported), { relax_column_count: true }) as string[][];
    assert.deepEqual(records, [
      ['ID', 'Question', 'Answer', 'Comments'],
      ...CSV_ROWS.map((row, index) => [row.id, row.question, `${['Yes', 'No', 'N/A'][index % 3]}. ${answerText(index)}`, row.comments]),
    ]);
    assert.ok(Buffer.from(exported).toString('utf8').startsWith('ID,Question,Answer,Comments\r\n'));
  });

  test('Word tables (No. | Question | Response, Question | Response): each answer in its empty response cell', async () => {
    const { file, exported } = await readAndAnswer('supplier-onboarding.docx');
    const again = await extractQuestions('docx', exported);
    assert.deepEqual(
      again.questions.map((question) => [question.text, question.existingAnswer]),
      file.questions.map((question, index) => [question.text, `${['Yes', 'No', 'N/A'][index % 3]}. ${answerText(index)}`]),
    );
  });

  test('Word numbered paragraphs: each answer on its "Answer:" line, the blank replaced, the rest of the document as it was', async () => {
    const { file, exported } = await readAndAnswer('due-diligence.docx');
    const lines = async (data: Uint8Array) => (await mammoth.extractRawText({ buffer: Buffer.from(data) })).value.split(/\n+/).filter(Boolean);
    const expected = (await lines(file.data)).map((line) => line.trimEnd());
    let answered = 0;
    for (const [index, line] of expected.entries()) {
      if (!line.startsWith('Answer:')) continue;
      // The fixture's "Answer:" lines take turns: a tab after the label, then an underlined blank.
      expected[index] = `Answer:${answered % 2 === 0 ? '\t' : ' '}${['Yes', 'No', 'N/A'][answered % 3]}. ${answerText(answered)}`;
      answered += 1;
    }
    assert.equal(answered, file.questions.length);
    assert.deepEqual(await lines(exported), expected);
  });

  test('another organisation sees none of it', async () => {
    const { document } = uploadedFiles.get('caiq-v4.xlsx')!;
    assertRefused(await get(`${PROJECT_PATHS.questionAnswers}?document_id=${document.id}`, h.otherTenantAdmin), 404);
    assertRefused(await get(PROJECT_PATHS.questionnaireLayout(document.id), h.otherTenantAdmin), 404);
  });
});

/** An xlsx of one sheet: a header row, question rows, a Yes/No drop-down on the verdict column. */
async function workbookWith(header: (string | null)[], rows: (string | null)[][], options: { verdictColumn?: string; hidden?: string[] } = {}) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  sheet.addRow(header);
  rows.forEach((row, index) => {
    sheet.addRow(row);
    if (options.verdictColumn)
      sheet.getCell(`${options.verdictColumn}${index + 2}`).dataValidation = { type: 'list', allowBlank: true, formulae: ['"Yes,No,N/A"'] };
  });
  for (const column of options.hidden ?? []) sheet.getColumn(column).hidden = true;
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const QUESTIONS = ['Do you encrypt customer data at rest?', 'Is multi-factor authentication enforced for administrators?'];

const places = (questions: ExtractedQuestion[]) =>
  questions.map(({ location }) => location.kind === 'xlsx' && [location.verdictCell ?? null, location.answerCell]);

describe('reading and writing the layouts of industry questionnaires', () => {
  test('a hidden column is never the answer place, nor the verdict column', async () => {
    // Internal notes (hidden) stand nearer the verdict than Comments; a hidden drop-down left of the visible one.
    const withHeader = await workbookWith(
      ['ID', 'Question', 'Reviewer verdict', 'Response', 'Internal notes', 'Comments'],
      QUESTIONS.map((text, index) => [`Q${index + 1}`, text]),
      { hidden: ['C', 'E'] },
    );
    const hiddenDropDown = await JSZip.loadAsync(withHeader);
    const xml = await hiddenDropDown.file('xl/worksheets/sheet1.xml')!.async('string');
    hiddenDropDown.file(
      'xl/worksheets/sheet1.xml',
      xml.replace(
        '</sheetData>',
        '</sheetData><dataValidations count="2"><dataValidation type="list" allowBlank="1" sqref="C2:C3"><formula1>"Yes,No"</formula1></dataValidation><dataValidation type="list" allowBlank="1" sqref="D2:D3"><formula1>"Yes,No,N/A"</formula1></dataValidation></dataValidations>',
      ),
    );
    const { questions } = await extractQuestions('xlsx', await hiddenDropDown.generateAsync({ type: 'uint8array' }));
    assert.deepEqual(places(questions), [
      ['D2', 'F2'],
      ['D3', 'F3'],
    ]);

    // Without a header row, the first empty column right of the questions that is not hidden.
    const byContent = await workbookWith(
      [null],
      QUESTIONS.map((text, index) => [`${index + 1}.`, text, null, null]),
      { hidden: ['C'] },
    );
    assert.deepEqual(places((await extractQuestions('xlsx', byContent)).questions), [
      [null, 'D2'],
      [null, 'D3'],
    ]);
  });

  test('"Additional Information" is as good an explanation column as "Notes": the nearest right of the verdict wins', async () => {
    const data = await workbookWith(
      ['Ques Num', 'Question/Request', 'Answer', 'Additional Information', 'Reviewer Notes'],
      QUESTIONS.map((text, index) => [`1.${index + 1}`, text]),
      { verdictColumn: 'C' },
    );
    assert.deepEqual(places((await extractQuestions('xlsx', data)).questions), [
      ['C2', 'D2'],
      ['C3', 'D3'],
    ]);
  });

  test('a section row naming the answer columns again (as the HECVAT starts each section) names the section', async () => {
    const file = await hecvatWorkbook();
    const { questions } = await extractQuestions('xlsx', file.data);
    assert.deepEqual(
      questions.map((question) => question.section),
      file.questions.map((question) => question.section),
    );
    assert.deepEqual(
      [...new Set(questions.map((question) => question.section))],
      ['DOCUMENTATION', 'COMPANY OVERVIEW', 'APPLICATION SECURITY', 'AUTHENTICATION, AUTHORIZATION, AND ACCOUNTING'],
    );
  });

  test('a drop-down from another sheet, kept by Excel 2010 in the extension list, is the verdict column, and comes back whole', async () => {
    const file = await hecvatWorkbook();
    const { questions } = await extractQuestions('xlsx', file.data);
    assert.deepEqual(places(questions).slice(0, 2), [
      ['C4', 'D4'],
      ['C5', 'D5'],
    ]);
    const exported = await writeAnswers(
      'xlsx',
      file.data,
      questions.map((question) => ({ location: question.location, answer: 'Yes, yearly.', verdict: 'yes' })),
    );
    const elements = await validationElements(exported.data);
    assert.equal(elements.filter((element) => element.startsWith('<x14:dataValidation')).length, 4);
    assert.deepEqual(elements, await validationElements(file.data));
    const sheet = (await openWorkbook(exported.data)).getWorksheet('Organization')!;
    assert.deepEqual([sheet.getCell('C4').value, sheet.getCell('D4').value], ['Yes', 'Yes, yearly.']);
  });

  test('a drop-down on a whole column ("D:D", "D2:D1048576") is the verdict column, read in moments and kept as it was', async () => {
    const data = await workbookWith(
      ['ID', 'Question', 'Notes', 'Response', 'Comments'],
      QUESTIONS.map((text, index) => [`Q${index + 1}`, text]),
      { verdictColumn: 'D' },
    );
    for (const range of ['D:D', 'D2:D1048576']) {
      const file = await withDropDownOver(data, 'xl/worksheets/sheet1.xml', 'D', range);
      const started = performance.now();
      const { questions } = await extractQuestions('xlsx', file);
      const elapsed = performance.now() - started;
      // ExcelJS alone takes 15-30 s and some 400 MB over a million cells.
      assert.ok(elapsed < 5000, `${range}: ${Math.round(elapsed)} ms`);
      assert.deepEqual(places(questions), [
        ['D2', 'E2'],
        ['D3', 'E3'],
      ]);
      const exported = await writeAnswers(
        'xlsx',
        file,
        questions.map((question) => ({ location: question.location, answer: 'Done.', verdict: 'no' })),
      );
      assert.deepEqual(await validationElements(exported.data), await validationElements(file));
      assert.match((await validationElements(exported.data))[0] ?? '', new RegExp(`sqref="${range}"`));
    }
  });

  test('an "Answer:" line: a tab after the label stays, a blank of underlined spaces gives way to the answer', async () => {
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph('1. Do you encrypt customer data at rest?'),
            new Paragraph({ children: [new TextRun({ text: 'Answer:', bold: true }), new TextRun('\t')] }),
            new Paragraph('2. Describe how access is reviewed.'),
            new Paragraph({
              children: [new TextRun({ text: 'Answer: ', bold: true }), new TextRun({ text: '          ', underline: { type: UnderlineType.SINGLE } })],
            }),
          ],
        },
      ],
    });
    const data = new Uint8Array(await Packer.toBuffer(document));
    const { questions } = await extractQuestions('docx', data);
    const exported = await writeAnswers(
      'docx',
      data,
      questions.map((question, index) => ({ location: question.location, answer: `Answer ${index + 1}.` })),
    );
    const xml = await (await JSZip.loadAsync(exported.data)).file('word/document.xml')!.async('string');
    assert.equal(/<w:u\b/.test(xml), false, 'no underlined blank left');
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(exported.data) });
    assert.deepEqual(value.split(/\n+/).filter(Boolean).slice(1, 4), ['Answer:\tAnswer 1.', '2. Describe how access is reviewed.', 'Answer: Answer 2.']);
  });
});
