// Questionnaire spreadsheets (xlsx, csv): questions found in real generated files, answers written back
// into the same file and read again with ExcelJS / csv-parse, formatting checked.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import {
  detectQuestionnaireFormat,
  extractQuestions,
  QuestionnaireFileError,
  questionLocationSchema,
  writeAnswers,
  type ExtractedQuestion,
  type QuestionLocation,
} from '../src/questionnaires/formats/index.ts';
import {
  largeXlsxQuestionnaire,
  markedVerdictCsv,
  semicolonCsv,
  xlsxInstructionsAndQuestions,
  xlsxMarkedVerdictQuestionnaire,
  xlsxTwoQuestionSheets,
  xlsxWithoutHeaderRow,
  xlsxWithTitleBlock,
  type GeneratedQuestionnaire,
} from '@app/test-fixtures/questionnaire-files';

async function extract(file: GeneratedQuestionnaire) {
  return extractQuestions(await detectQuestionnaireFormat(file.data, file.fileName), file.data);
}

/** What a reader sees of each question, to compare with what the generator put in the file. */
const seen = (questions: ExtractedQuestion[]) => questions.map(({ reference, text, section }) => ({ reference, text, section }));

const answersFor = (questions: ExtractedQuestion[]) =>
  questions.map((question) => ({ location: question.location, answer: `Answer ${question.ordinal}: yes; "quoted", with a comma` }));

async function openWorkbook(data: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(data) as unknown as ExcelJS.Buffer);
  return workbook;
}

function xlsxLocation(question: ExtractedQuestion | undefined): Extract<QuestionLocation, { kind: 'xlsx' }> {
  assert.equal(question?.location.kind, 'xlsx');
  return question.location as Extract<QuestionLocation, { kind: 'xlsx' }>;
}

describe('xlsx questionnaires', () => {
  test('a header row below a title block, merged section rows, an ID column and a pre-filled answer', async () => {
    const file = await xlsxWithTitleBlock();
    const result = await extract(file);
    assert.equal(result.format, 'xlsx');
    assert.deepEqual(seen(result.questions), file.questions);
    assert.deepEqual(
      result.questions.map((question) => question.location),
      [7, 8, 9, 12, 13].map((row) => ({ kind: 'xlsx', sheet: 'Security Questionnaire', row, questionCell: `B${row}`, answerCell: `C${row}` })),
    );
    assert.deepEqual(
      result.questions.map((question) => question.existingAnswer),
      [null, 'Quarterly, approved by the CISO.', null, null, null],
    );
    assert.deepEqual(
      result.questions.map((question) => question.ordinal),
      [1, 2, 3, 4, 5],
    );
    assert.deepEqual(result.sections, ['Security Questionnaire']);
    assert.deepEqual(result.warnings, []);
  });

  test('answers are written into their cells, keeping fills, fonts, widths and merged cells', async () => {
    const file = await xlsxWithTitleBlock();
    const { questions } = await extract(file);
    const answers = answersFor(questions);
    const exported = await writeAnswers('xlsx', file.data, answers);
    assert.deepEqual({ format: exported.format, extension: exported.extension }, { format: 'xlsx', extension: 'xlsx' });
    assert.equal(exported.mimeType, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const sheet = (await openWorkbook(exported.data)).getWorksheet('Security Questionnaire');
    assert.ok(sheet);
    for (const [index, question] of questions.entries()) {
      const cell = sheet.getCell(xlsxLocation(question).answerCell);
      assert.equal(cell.value, answers[index]?.answer);
      assert.equal(cell.alignment?.wrapText, true);
      // The client's yellow answer fill is still there.
      assert.deepEqual((cell.fill as ExcelJS.FillPattern).fgColor, { argb: 'FFFFF2CC' });
    }
    // Questions, title and other cells untouched.
    assert.equal(sheet.getCell('B7').value, file.questions[0]?.text);
    assert.equal(sheet.getCell('A1').value, 'Vendor Security Assessment 2024');
    assert.equal(sheet.getCell('A1').font?.bold, true);
    assert.equal(sheet.getCell('B5').font?.bold, true);
    assert.deepEqual((sheet.getCell('B5').fill as ExcelJS.FillPattern).fgColor, { argb: 'FF1F4E79' });
    assert.deepEqual((sheet.getCell('A6').fill as ExcelJS.FillPattern).fgColor, { argb: 'FFD9E2F3' });
    assert.deepEqual(sheet.model.merges.sort(), ['A11:D11', 'A1:D1', 'A6:D6'].sort());
    assert.deepEqual(
      sheet.columns.map((column) => column.width),
      [8, 70, 45, 30],
    );
    assert.equal(sheet.getCell('D7').value, null);

    // Read again, the answers are the cells' existing answers.
    const again = await extractQuestions('xlsx', exported.data);
    assert.deepEqual(seen(again.questions), file.questions);
    assert.deepEqual(
      again.questions.map((question) => question.existingAnswer),
      answers.map((answer) => answer.answer),
    );
  });

  test('an instructions sheet is skipped with a warning; the questions sheet is read', async () => {
    const file = await xlsxInstructionsAndQuestions();
    const result = await extract(file);
    assert.deepEqual(seen(result.questions), file.questions);
    assert.deepEqual(result.sections, ['Questions']);
    assert.equal(result.warnings.length, 1);
    assert.match(result.warnings[0] ?? '', /"Instructions" was skipped/);
    assert.deepEqual(xlsxLocation(result.questions[0]), { kind: 'xlsx', sheet: 'Questions', row: 2, questionCell: 'B2', answerCell: 'C2' });

    const exported = await writeAnswers('xlsx', file.data, answersFor(result.questions).slice(0, 2));
    const workbook = await openWorkbook(exported.data);
    assert.deepEqual(
      workbook.worksheets.map((sheet) => sheet.name),
      ['Instructions', 'Questions'],
    );
    assert.equal(workbook.getWorksheet('Instructions')?.getCell('A2').value, 'Answer each question on the Questions sheet in the Response column.');
    const questions = workbook.getWorksheet('Questions');
    assert.equal(questions?.getCell('C2').value, 'Answer 1: yes; "quoted", with a comma');
    assert.equal(questions?.getCell('C3').value, 'Answer 2: yes; "quoted", with a comma');
    // An answer not given leaves its cell as it was.
    assert.equal(questions?.getCell('C4').value, null);
  });

  test('two question sheets with their own layouts: a category column, a Yes/No column beside Comments', async () => {
    const file = await xlsxTwoQuestionSheets();
    const result = await extract(file);
    assert.deepEqual(seen(result.questions), file.questions);
    assert.deepEqual(result.sections, ['Security', 'Privacy']);
    assert.deepEqual(
      result.questions.map((question) => [
        xlsxLocation(question).sheet,
        xlsxLocation(question).questionCell,
        xlsxLocation(question).answerCell,
        xlsxLocation(question).verdictCell,
      ]),
      [
        ['Security', 'B2', 'C2', undefined],
        ['Security', 'B3', 'C3', undefined],
        ['Security', 'B4', 'C4', undefined],
        // The Yes/No column takes the verdict; the answer text goes into Comments.
        ['Privacy', 'A4', 'C4', 'B4'],
        ['Privacy', 'A5', 'C5', 'B5'],
      ],
    );
    const exported = await writeAnswers('xlsx', file.data, answersFor(result.questions));
    const workbook = await openWorkbook(exported.data);
    assert.equal(workbook.getWorksheet('Security')?.getCell('C4').value, 'Answer 3: yes; "quoted", with a comma');
    assert.equal(workbook.getWorksheet('Privacy')?.getCell('C5').value, 'Answer 5: yes; "quoted", with a comma');
    assert.equal(workbook.getWorksheet('Privacy')?.getCell('B5').value, null);
    assert.equal(workbook.getWorksheet('Privacy')?.getCell('A3').font?.bold, true);
  });

  test('a verdict marked under Yes | No | Not Applicable (CAIQ v3): an X under the verdict, the answer in Notes', async () => {
    const file = await xlsxMarkedVerdictQuestionnaire();
    const result = await extract(file);
    assert.deepEqual(seen(result.questions), file.questions);
    assert.deepEqual(
      result.questions.map((question) => ({ ...xlsxLocation(question), existing: question.existingVerdict })),
      [3, 4, 5].map((row) => ({
        kind: 'xlsx',
        sheet: 'CAIQ v3.1',
        row,
        questionCell: `E${row}`,
        answerCell: `I${row}`,
        verdictMarks: { yes: `F${row}`, no: `G${row}`, 'n/a': `H${row}` },
        // The file's own "x" under No on the first question is read as its verdict.
        existing: row === 3 ? 'no' : null,
      })),
    );
    assert.deepEqual(questionLocationSchema.parse(JSON.parse(JSON.stringify(result.questions[0]!.location))), result.questions[0]!.location);
    const verdicts = ['yes', 'n/a', null] as const;
    const exported = await writeAnswers(
      'xlsx',
      file.data,
      result.questions.map((question, index) => ({ location: question.location, answer: `Answer ${index + 1}.`, verdict: verdicts[index] })),
    );
    const sheet = (await openWorkbook(exported.data)).getWorksheet('CAIQ v3.1')!;
    const row = (number: number) => ['F', 'G', 'H', 'I'].map((column) => sheet.getCell(`${column}${number}`).value);
    assert.deepEqual(row(3), ['X', null, null, 'Answer 1.'], 'the old mark under No is cleared');
    assert.deepEqual(row(4), [null, null, 'X', 'Answer 2.']);
    assert.deepEqual(row(5), [null, null, null, 'Answer 3.'], 'no verdict: no mark');
    assert.equal(sheet.getCell('F1').value, 'Consensus Assessment Answers');
    assert.equal(sheet.getCell('G2').value, 'No');
  });

  test('without a header row the content tells the question column and the empty answer column', async () => {
    const file = await xlsxWithoutHeaderRow();
    const result = await extract(file);
    assert.deepEqual(seen(result.questions), file.questions);
    assert.deepEqual(
      result.questions.map((question) => xlsxLocation(question).answerCell),
      ['C2', 'C3', 'C4', 'C5'],
    );
    const exported = await writeAnswers('xlsx', file.data, answersFor(result.questions));
    const sheet = (await openWorkbook(exported.data)).getWorksheet('Sheet1');
    assert.equal(sheet?.getCell('C2').value, 'Answer 1: yes; "quoted", with a comma');
    assert.equal(sheet?.getCell('D2').value, 'See policy VM-01');
  });

  test('a 500-question workbook is read well under a second, and locations survive JSON', async () => {
    const file = await largeXlsxQuestionnaire(500);
    const started = performance.now();
    const result = await extract(file);
    const elapsed = performance.now() - started;
    assert.equal(result.questions.length, 500);
    assert.deepEqual(seen(result.questions), file.questions);
    assert.ok(elapsed < 1000, `extraction took ${Math.round(elapsed)} ms`);

    // Locations are stored as JSON in the database: what comes back must still write.
    const stored = (JSON.parse(JSON.stringify(result.questions.map((question) => question.location))) as unknown[]).map((location) =>
      questionLocationSchema.parse(location),
    );
    assert.deepEqual(
      stored,
      result.questions.map((question) => question.location),
    );
    assert.equal(questionLocationSchema.safeParse({ kind: 'xlsx', sheet: 'Questionnaire' }).success, false);
    const exported = await writeAnswers(
      'xlsx',
      file.data,
      stored.map((location, index) => ({ location, answer: `A${index + 1}` })),
    );
    const sheet = (await openWorkbook(exported.data)).getWorksheet('Questionnaire');
    assert.equal(sheet?.getCell('C2').value, 'A1');
    assert.equal(sheet?.getCell('C501').value, 'A500');
  });

  test('writing to a location that is not in the workbook is refused', async () => {
    const file = await xlsxWithTitleBlock();
    await assert.rejects(
      writeAnswers('xlsx', file.data, [{ location: { kind: 'xlsx', sheet: 'Gone', row: 2, questionCell: 'B2', answerCell: 'C2' }, answer: 'x' }]),
      (error: unknown) => error instanceof QuestionnaireFileError && error.code === 'location_not_found' && /"Gone"/.test(error.message),
    );
    await assert.rejects(
      writeAnswers('xlsx', file.data, [{ location: { kind: 'csv', row: 1, questionColumn: 0, answerColumn: 1 }, answer: 'x' }]),
      (error: unknown) => error instanceof QuestionnaireFileError && error.code === 'location_not_found',
    );
  });
});

describe('csv questionnaires', () => {
  test('a semicolon CSV: delimiter, reference and section columns, quoted text', async () => {
    const file = semicolonCsv();
    const result = await extract(file);
    assert.equal(result.format, 'csv');
    assert.deepEqual(seen(result.questions), file.questions);
    assert.deepEqual(
      result.questions.map((question) => question.location),
      [1, 2, 3].map((row) => ({ kind: 'csv', row, questionColumn: 2, answerColumn: 3 })),
    );
  });

  test('answers are written into the answer column with the same delimiter and line endings', async () => {
    const file = semicolonCsv();
    const { questions } = await extract(file);
    const answers = questions.map((question) => ({ location: question.location, answer: `Yes; see "policy ${question.ordinal}",\nsigned` }));
    const exported = await writeAnswers('csv', file.data, answers);
    assert.deepEqual(
      { format: exported.format, extension: exported.extension, mimeType: exported.mimeType },
      {
        format: 'csv',
        extension: 'csv',
        mimeType: 'text/csv',
      },
    );
    const text = Buffer.from(exported.data).toString('utf8');
    assert.ok(text.startsWith('Nr;Section;Question;Answer\r\n'), text);
    assert.ok(text.endsWith('\r\n'));
    const records = parse(text, { delimiter: ';' }) as string[][];
    assert.equal(records.length, 4);
    for (const [index, answer] of answers.entries()) {
      assert.deepEqual(records[index + 1], [String(index + 1), file.questions[index]?.section, file.questions[index]?.text, answer.answer]);
    }
    const again = await extractQuestions('csv', exported.data);
    assert.deepEqual(
      again.questions.map((question) => question.existingAnswer),
      answers.map((answer) => answer.answer),
    );
  });

  test('verdict columns marked with an X (ID,Question,Yes,No,N/A,Comments)', async () => {
    const file = markedVerdictCsv();
    const result = await extract(file);
    assert.deepEqual(seen(result.questions), file.questions);
    assert.deepEqual(
      result.questions.map((question) => question.location),
      [1, 2].map((row) => ({ kind: 'csv', row, questionColumn: 1, answerColumn: 5, verdictMarks: { yes: 2, no: 3, 'n/a': 4 } })),
    );
    const exported = await writeAnswers('csv', file.data, [
      { location: result.questions[0]!.location, answer: 'Quarterly.', verdict: 'yes' },
      { location: result.questions[1]!.location, answer: 'Not offered.', verdict: 'no' },
    ]);
    const records = parse(Buffer.from(exported.data).toString('utf8')) as string[][];
    assert.deepEqual(
      records.map((record) => record.slice(2)),
      [
        ['Yes', 'No', 'N/A', 'Comments'],
        ['X', '', '', 'Quarterly.'],
        ['', 'X', '', 'Not offered.'],
      ],
    );
    const again = await extractQuestions('csv', exported.data);
    assert.deepEqual(
      again.questions.map((question) => question.existingVerdict),
      ['yes', 'no'],
    );
  });

  test('a Response column of boxes to tick ("☐ Yes ☐ No"): the verdict ticked, the answer below the boxes', async () => {
    const data = new Uint8Array(Buffer.from('No.,Question,Response\n1,Do you encrypt backups?,☐ Yes ☐ No\n2,Do you test restores?,☐ Yes ☒ No\n', 'utf8'));
    const result = await extractQuestions('csv', data);
    assert.deepEqual(
      result.questions.map(({ location, existingAnswer, existingVerdict }) => ({ location, existingAnswer, existingVerdict })),
      [
        {
          location: { kind: 'csv', row: 1, questionColumn: 1, answerColumn: 2, verdictColumn: 2, verdictValues: ['Yes', 'No'], verdictBoxes: true },
          existingAnswer: null,
          existingVerdict: null,
        },
        {
          location: { kind: 'csv', row: 2, questionColumn: 1, answerColumn: 2, verdictColumn: 2, verdictValues: ['Yes', 'No'], verdictBoxes: true },
          existingAnswer: null,
          existingVerdict: 'no',
        },
      ],
    );
    const exported = await writeAnswers(
      'csv',
      data,
      result.questions.map((question) => ({ location: question.location, answer: 'Nightly, tested monthly.', verdict: 'yes' })),
    );
    const records = parse(Buffer.from(exported.data).toString('utf8')) as string[][];
    assert.deepEqual(
      records.slice(1).map((record) => record[2]),
      ['☒ Yes ☐ No\nNightly, tested monthly.', '☒ Yes ☐ No\nNightly, tested monthly.'],
    );
    const again = await extractQuestions('csv', exported.data);
    assert.deepEqual(
      again.questions.map(({ existingAnswer, existingVerdict }) => [existingAnswer, existingVerdict]),
      [
        ['Nightly, tested monthly.', 'yes'],
        ['Nightly, tested monthly.', 'yes'],
      ],
    );
  });

  test('a comma CSV with a byte order mark and no answer column gets one, and keeps its BOM', async () => {
    const csv = '\ufeffQuestion,Owner\r\n"Do you log administrator actions, and for how long?",Security\r\nIs there a change management process?,IT\r\n';
    const data = new Uint8Array(Buffer.from(csv, 'utf8'));
    assert.equal(await detectQuestionnaireFormat(data, 'export.csv'), 'csv');
    const { questions } = await extractQuestions('csv', data);
    assert.deepEqual(
      questions.map((question) => [question.text, question.location]),
      [
        ['Do you log administrator actions, and for how long?', { kind: 'csv', row: 1, questionColumn: 0, answerColumn: 2 }],
        ['Is there a change management process?', { kind: 'csv', row: 2, questionColumn: 0, answerColumn: 2 }],
      ],
    );
    const exported = await writeAnswers('csv', data, [{ location: questions[1]?.location as QuestionLocation, answer: 'Yes' }]);
    assert.deepEqual([...exported.data.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const records = parse(Buffer.from(exported.data).toString('utf8'), { bom: true, relax_column_count: true }) as string[][];
    assert.deepEqual(records, [
      ['Question', 'Owner'],
      ['Do you log administrator actions, and for how long?', 'Security'],
      ['Is there a change management process?', 'IT', 'Yes'],
    ]);
  });

  test('a tab-separated UTF-16 export from Excel is read and written in UTF-16', async () => {
    const text = 'ID\tQuestion\tResponse\n1\tDo you encrypt backups at rest?\t\n2\tAre laptops encrypted with full-disk encryption?\t\n';
    const data = new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    assert.equal(await detectQuestionnaireFormat(data, 'questions.txt'), 'csv');
    const { questions } = await extractQuestions('csv', data);
    assert.deepEqual(
      questions.map((question) => [question.reference, question.text]),
      [
        ['1', 'Do you encrypt backups at rest?'],
        ['2', 'Are laptops encrypted with full-disk encryption?'],
      ],
    );
    const exported = await writeAnswers('csv', data, [{ location: questions[0]?.location as QuestionLocation, answer: 'Oui, AES-256 ✓' }]);
    assert.deepEqual([...exported.data.subarray(0, 2)], [0xff, 0xfe]);
    const written = Buffer.from(exported.data.subarray(2)).toString('utf16le');
    assert.equal(written.split('\n')[1], '1\tDo you encrypt backups at rest?\tOui, AES-256 ✓');
  });
});
