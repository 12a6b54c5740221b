// Word and PDF questionnaires: questions found in generated documents, answers written into the same
// docx (checked in word/document.xml and by mammoth, an independent reader), a pdf answered as an
// xlsx answer sheet (fillable PDFs: questionnaire-formats-pdf-forms.test.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DOMParser, type Element } from '@xmldom/xmldom';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import {
  detectQuestionnaireFormat,
  extractQuestions,
  QuestionnaireFileError,
  writeAnswers,
  type ExtractedQuestion,
} from '../src/questionnaires/formats/index.ts';
import {
  docxCheckboxQuestionnaire,
  docxMarkedVerdictTable,
  docxNumberedQuestionnaire,
  docxTableQuestionnaire,
  pdfQuestionnaire,
  type GeneratedQuestionnaire,
} from '@app/test-fixtures/questionnaire-files';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

async function extract(file: GeneratedQuestionnaire) {
  return extractQuestions(await detectQuestionnaireFormat(file.data, file.fileName), file.data);
}

const seen = (questions: ExtractedQuestion[]) => questions.map(({ reference, text, section }) => ({ reference, text, section }));

async function documentXml(data: Uint8Array) {
  const zip = await JSZip.loadAsync(data);
  const xml = await zip.file('word/document.xml')?.async('string');
  assert.ok(xml);
  return new DOMParser().parseFromString(xml, 'text/xml');
}

const all = (parent: { getElementsByTagNameNS(ns: string, name: string): ArrayLike<Element> }, name: string) =>
  Array.from(parent.getElementsByTagNameNS(W, name));
const directChildren = (parent: Element, name: string) =>
  Array.from(parent.childNodes).filter((node): node is Element => node.nodeType === 1 && (node as Element).localName === name);
const textOf = (element: Element) =>
  all(element, 't')
    .map((t) => t.textContent)
    .join('');
const runProperty = (run: Element | undefined, name: string) => (run ? all(run, name)[0]?.getAttributeNS(W, name === 'rFonts' ? 'ascii' : 'val') : undefined);

describe('docx questionnaires', () => {
  test('a question table: header row, merged section rows, reference column, a pre-filled response', async () => {
    const file = await docxTableQuestionnaire();
    const result = await extract(file);
    assert.equal(result.format, 'docx');
    assert.deepEqual(seen(result.questions), file.questions);
    assert.deepEqual(
      result.questions.map((question) => question.location),
      [2, 3, 5].map((row) => ({ kind: 'docx_table_cell', tableIndex: 0, row, questionColumn: 1, answerColumn: 2 })),
    );
    assert.deepEqual(
      result.questions.map((question) => question.existingAnswer),
      [null, 'Yes, they are disabled.', null],
    );
  });

  test('a table whose verdict is a mark under Yes, No or N/A gets an X there and the answer in Comments', async () => {
    const file = await docxMarkedVerdictTable();
    const result = await extract(file);
    assert.deepEqual(seen(result.questions), file.questions);
    assert.deepEqual(
      result.questions.map((question) => question.location),
      [1, 2].map((row) => ({ kind: 'docx_table_cell', tableIndex: 0, row, questionColumn: 1, answerColumn: 5, verdictMarks: { yes: 2, no: 3, 'n/a': 4 } })),
    );
    const exported = await writeAnswers('docx', file.data, [
      { location: result.questions[0]!.location, answer: 'Every quarter.', verdict: 'yes' },
      { location: result.questions[1]!.location, answer: 'We host no email.', verdict: 'n/a' },
    ]);
    const rows = all(all(await documentXml(exported.data), 'tbl')[0]!, 'tr').map((row) => directChildren(row, 'tc').map(textOf));
    assert.deepEqual(
      rows.map((cells) => cells.slice(2)),
      [
        ['Yes', 'No', 'N/A', 'Comments'],
        ['X', '', '', 'Every quarter.'],
        ['', '', 'X', 'We host no email.'],
      ],
    );
    const again = await extractQuestions('docx', exported.data);
    assert.deepEqual(
      again.questions.map((question) => question.existingVerdict),
      ['yes', 'n/a'],
    );
  });

  test('boxes to tick (☐ Yes ☐ No): after the question, on the line below it, as checkbox controls, in cells', async () => {
    const file = await docxCheckboxQuestionnaire();
    const result = await extract(file);
    // The boxes are not part of the question, nor an answer already given; a ticked box is the file's verdict.
    assert.deepEqual(seen(result.questions), file.questions);
    assert.deepEqual(
      result.questions.map(({ location, existingAnswer, existingVerdict }) => ({ location, existingAnswer, existingVerdict })),
      [
        {
          location: { kind: 'docx_paragraph', paragraphIndex: 1, answerParagraphIndex: 3, verdictParagraphIndex: 2, verdictValues: ['Yes', 'No', 'N/A'] },
          existingAnswer: null,
          existingVerdict: null,
        },
        {
          location: { kind: 'docx_paragraph', paragraphIndex: 4, verdictParagraphIndex: 4, verdictValues: ['Yes', 'No'] },
          existingAnswer: null,
          existingVerdict: 'no',
        },
        {
          location: { kind: 'docx_paragraph', paragraphIndex: 5, verdictParagraphIndex: 5, verdictValues: ['Yes', 'No'] },
          existingAnswer: null,
          existingVerdict: null,
        },
        ...[1, 2].map((row) => ({
          location: {
            kind: 'docx_table_cell',
            tableIndex: 0,
            row,
            questionColumn: 1,
            answerColumn: 2,
            verdictColumn: 2,
            verdictValues: ['Yes', 'No'],
            verdictBoxes: true,
          },
          existingAnswer: null,
          existingVerdict: null,
        })),
      ],
    );
    const verdicts = ['yes', 'yes', 'no', 'no', null] as const;
    const exported = await writeAnswers(
      'docx',
      file.data,
      result.questions.map((question, index) => ({ location: question.location, answer: `Answer ${index + 1}.`, verdict: verdicts[index] })),
    );
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(exported.data) });
    const lines = value.split(/\n+/).map((line) => line.trim());
    const after = (start: string, count: number) => lines.slice(lines.findIndex((line) => line.startsWith(start)) + 1).slice(0, count);
    assert.deepEqual(after(`1. ${file.questions[0]!.text}`, 2), ['☒ Yes    ☐ No    ☐ N/A', 'Comments: Answer 1.']);
    assert.deepEqual(after(`2. ${file.questions[1]!.text}`, 1), ['Answer 2.']);
    assert.ok(lines.includes(`2. ${file.questions[1]!.text} ☒ Yes ☐ No`), 'the No ticked in the file is cleared');
    assert.deepEqual(after(`3. ${file.questions[2]!.text}`, 1), ['Answer 3.']);
    assert.deepEqual(after(file.questions[3]!.text, 2), ['[ ] Yes [X] No', 'Answer 4.']);
    assert.deepEqual(after(file.questions[4]!.text, 2), ['[ ] Yes [ ] No', 'Answer 5.'], 'no verdict: no box ticked');
    // Word's checkbox controls keep their state with their glyph: No checked, Yes not.
    const controls = all(await documentXml(exported.data), 'sdt').map((control) =>
      control.getElementsByTagNameNS('http://schemas.microsoft.com/office/word/2010/wordml', 'checked')[0]?.getAttribute('w14:val'),
    );
    assert.deepEqual(controls, ['0', '1']);
    const again = await extractQuestions('docx', exported.data);
    assert.deepEqual(
      again.questions.map((question) => question.existingVerdict),
      ['yes', 'yes', 'no', 'no', null],
    );
  });

  test('a question table right after the instructions, under no heading of its own, is read', async () => {
    const file = await docxTableQuestionnaire({ underInstructions: true });
    assert.deepEqual(seen((await extract(file)).questions), file.questions);
  });

  test('answers replace the response cells, keeping the cell font and the header shading', async () => {
    const file = await docxTableQuestionnaire();
    const { questions } = await extract(file);
    const answers = questions.map((question) => ({ location: question.location, answer: `Answer ${question.ordinal} <&> "ok"` }));
    answers[2] = { location: answers[2]?.location ?? questions[0]!.location, answer: 'Within 24 hours.\nBy email and phone.' };
    const exported = await writeAnswers('docx', file.data, answers);
    assert.deepEqual({ format: exported.format, extension: exported.extension }, { format: 'docx', extension: 'docx' });
    assert.equal(exported.mimeType, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');

    const document = await documentXml(exported.data);
    const rows = directChildren(all(document, 'tbl')[0] as Element, 'tr');
    const responseCell = (row: number) => directChildren(rows[row] as Element, 'tc')[2] as Element;
    assert.equal(textOf(responseCell(2)), 'Answer 1 <&> "ok"');
    assert.equal(textOf(responseCell(3)), 'Answer 2 <&> "ok"');
    assert.equal(textOf(responseCell(5)), 'Within 24 hours.By email and phone.');
    assert.equal(all(responseCell(5), 'br').length, 1);
    for (const row of [2, 3, 5]) {
      const run = all(responseCell(row), 'r')[0];
      assert.equal(all(responseCell(row), 'p').length, 1);
      assert.equal(runProperty(run, 'color'), '1F4E79');
      assert.equal(runProperty(run, 'rFonts'), 'Arial');
      assert.equal(runProperty(run, 'sz'), '20');
    }
    // The header row's shading and the question cells are as they were.
    assert.equal(all(rows[0] as Element, 'shd')[0]?.getAttributeNS(W, 'fill'), 'D9E2F3');
    assert.equal(textOf(directChildren(rows[2] as Element, 'tc')[1] as Element), file.questions[0]?.text);

    const { value: text } = await mammoth.extractRawText({ buffer: Buffer.from(exported.data) });
    assert.match(text, /Answer 1 <&> "ok"/);
    const again = await extractQuestions('docx', exported.data);
    assert.deepEqual(seen(again.questions), file.questions);
    assert.deepEqual(
      again.questions.map((question) => question.existingAnswer),
      ['Answer 1 <&> "ok"', 'Answer 2 <&> "ok"', 'Within 24 hours. By email and phone.'],
    );
  });

  test('numbered paragraphs under headings; instructions, title and answer lines are no questions', async () => {
    const file = await docxNumberedQuestionnaire();
    const result = await extract(file);
    assert.deepEqual(seen(result.questions), file.questions);
    assert.deepEqual(result.sections, ['Data Protection', 'Operations']);
    const locations = result.questions.map((question) => question.location);
    // Title, "Instructions", 2 instructions, "Data Protection": paragraphs 0-4.
    assert.deepEqual(locations, [
      { kind: 'docx_paragraph', paragraphIndex: 5, answerParagraphIndex: 6 },
      { kind: 'docx_paragraph', paragraphIndex: 7, answerParagraphIndex: 8 },
      { kind: 'docx_paragraph', paragraphIndex: 9 },
      { kind: 'docx_paragraph', paragraphIndex: 10 },
      { kind: 'docx_paragraph', paragraphIndex: 12, answerParagraphIndex: 13 },
      { kind: 'docx_paragraph', paragraphIndex: 14 },
      { kind: 'docx_paragraph', paragraphIndex: 15 },
    ]);
    assert.deepEqual(
      result.questions.map((question) => question.existingAnswer),
      [null, null, null, null, 'Daily, with quarterly restore tests.', null, null],
    );
  });

  test('answers fill "Answer:" lines and empty placeholders, or come as new paragraphs right after the question', async () => {
    const file = await docxNumberedQuestionnaire();
    const { questions } = await extract(file);
    const answers = questions.map((question) => ({ location: question.location, answer: `Answer ${question.ordinal}` }));
    const exported = await writeAnswers('docx', file.data, answers);
    const document = await documentXml(exported.data);
    const paragraphs = all(document, 'p');
    const texts = paragraphs.map(textOf);
    assert.deepEqual(texts.slice(5), [
      file.questions[0]?.text,
      'Answer: Answer 1',
      file.questions[1]?.text,
      'Answer 2',
      file.questions[2]?.text,
      'Answer 3',
      file.questions[3]?.text,
      'Answer 4',
      'Operations',
      file.questions[4]?.text,
      'Response: Answer 5',
      file.questions[5]?.text,
      'Answer 6',
      `Q7. ${file.questions[6]?.text}`,
      'Answer 7',
      'Thank you for completing this questionnaire.',
    ]);

    // "Answer:" keeps its bold label; the answer itself is neither bold nor underscores.
    const answerLine = paragraphs[6] as Element;
    const [label, answer, ...rest] = all(answerLine, 'r');
    assert.equal(rest.length, 0);
    assert.equal(textOf(label as Element), 'Answer: ');
    assert.equal(all(label as Element, 'b').length, 1);
    assert.equal(textOf(answer as Element), 'Answer 1');
    assert.equal(all(answer as Element, 'b').length, 0);
    // New answer paragraphs are in the normal style: no list numbering, no heading style.
    const inserted = paragraphs[10] as Element;
    assert.equal(all(inserted, 'numPr').length, 0);
    assert.equal(all(inserted, 'pStyle').length, 0);

    const { value: text } = await mammoth.extractRawText({ buffer: Buffer.from(exported.data) });
    assert.match(text, /Answer: Answer 1/);
    assert.match(text, /Answer 7/);
    const again = await extractQuestions('docx', exported.data);
    assert.deepEqual(seen(again.questions), file.questions);
    // Filled placeholders read back as existing answers.
    assert.equal(again.questions[0]?.existingAnswer, 'Answer 1');
    assert.equal(again.questions[4]?.existingAnswer, 'Answer 5');
  });

  test('a paragraph index that is not in the document is refused', async () => {
    const file = await docxNumberedQuestionnaire();
    await assert.rejects(
      writeAnswers('docx', file.data, [{ location: { kind: 'docx_paragraph', paragraphIndex: 500 }, answer: 'x' }]),
      (error: unknown) => error instanceof QuestionnaireFileError && error.code === 'location_not_found',
    );
    await assert.rejects(
      writeAnswers('docx', file.data, [{ location: { kind: 'docx_table_cell', tableIndex: 3, row: 0, questionColumn: 0, answerColumn: 1 }, answer: 'x' }]),
      (error: unknown) => error instanceof QuestionnaireFileError && error.code === 'location_not_found',
    );
  });
});

describe('pdf questionnaires', () => {
  test('numbered lines and lines ending in "?", wrapped lines joined, numbered titles as sections', async () => {
    const file = await pdfQuestionnaire();
    const result = await extract(file);
    assert.equal(result.format, 'pdf');
    assert.deepEqual(seen(result.questions), file.questions);
    assert.deepEqual(result.sections, ['Access Control', 'Compliance']);
    const wrapped = result.questions[2]?.location;
    assert.equal(wrapped?.kind, 'pdf');
    assert.ok(wrapped.kind === 'pdf' && wrapped.page === 1 && wrapped.lineCount > 2, JSON.stringify(wrapped));
  });

  test('a pdf exports as an xlsx answer sheet: number, section, question, answer', async () => {
    const file = await pdfQuestionnaire();
    const { questions } = await extract(file);
    const answers = questions.slice(0, 4).map((question) => ({ location: question.location, answer: `Answer ${question.ordinal}` }));
    const exported = await writeAnswers('pdf', file.data, answers);
    assert.deepEqual({ format: exported.format, extension: exported.extension }, { format: 'xlsx', extension: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(exported.data) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Answers');
    assert.ok(sheet);
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    assert.deepEqual(values(1), ['No.', 'Section', 'Question', 'Answer']);
    assert.equal(sheet.getRow(1).font?.bold, true);
    assert.deepEqual((sheet.getCell('A1').fill as ExcelJS.FillPattern).fgColor, { argb: 'FF1F4E79' });
    assert.deepEqual(
      sheet.columns.map((column) => column.width),
      [10, 28, 70, 70],
    );
    assert.equal(sheet.getCell('C2').alignment?.wrapText, true);
    file.questions.forEach((question, index) => {
      assert.deepEqual(values(index + 2), [question.reference ?? String(index + 1), question.section, question.text, index < 4 ? `Answer ${index + 1}` : '']);
    });
    assert.equal(sheet.rowCount, 6);
  });
});
