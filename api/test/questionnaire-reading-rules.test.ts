// The reading rules on their own, layout by layout: numbering prefixes, header words, the table rules
// shared by xlsx, csv and docx tables, and Word layouts beyond the two generated questionnaires; verdict
// and explanation columns (found, and written in the file's own vocabulary), and the verdict of a
// suggestion.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, VerticalMergeType } from 'docx';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import type { ConfidenceTier } from '@app/shared/contract';
import { extractQuestions, questionLocationSchema, writeAnswers, type AnswerToWrite } from '../src/questionnaires/formats/index.ts';
import { answerColumnRole, classifyHeader, looksLikeQuestion, splitNumbering } from '../src/questionnaires/formats/question-text.ts';
import { boxChoices, tickedText } from '../src/questionnaires/formats/choice-boxes.ts';
import { findTableQuestions, type TabularQuestion } from '../src/questionnaires/formats/tabular.ts';
import { headerVerdictValues, isVerdictList, spellVerdict, verdictOfText, withVerdict } from '../src/questionnaires/formats/verdict-columns.ts';
import { isYesNoQuestion, questionVerdict } from '../src/questionnaires/suggestions/verdict.ts';
import { docxYesNoTable, VERDICT_ROWS, xlsxVerdictQuestionnaire, xlsxWithTitleBlock } from '@app/test-fixtures/questionnaire-files';

describe('question text', () => {
  test('numbering prefixes are split from the text', () => {
    const cases: [string, string | null, string][] = [
      ['1. Do you?', '1', 'Do you?'],
      ['1.2 Do you?', '1.2', 'Do you?'],
      ['1.2.3) Do you?', '1.2.3', 'Do you?'],
      ['Q4: Do you?', 'Q4', 'Do you?'],
      ['Question 12 - Do you?', 'Question 12', 'Do you?'],
      ['a) Do you?', 'a', 'Do you?'],
      ['(b) Do you?', 'b', 'Do you?'],
      ['iv. Do you?', 'iv', 'Do you?'],
      ['AC-2 Do you?', 'AC-2', 'Do you?'],
      ['A user account is shared?', null, 'A user account is shared?'],
      ['2024 was audited?', null, '2024 was audited?'],
      ['e.g. this one', null, 'e.g. this one'],
    ];
    for (const [text, reference, rest] of cases) assert.deepEqual(splitNumbering(text), { reference, text: rest }, text);
  });

  test('questions and requests look like questions; labels and titles do not', () => {
    assert.equal(looksLikeQuestion('Is data encrypted?'), true);
    assert.equal(looksLikeQuestion('Describe your backup process.'), true);
    assert.equal(looksLikeQuestion('Provide the list of subprocessors'), true);
    assert.equal(looksLikeQuestion('Access Control'), false);
    assert.equal(looksLikeQuestion('Why?'), false);
  });

  test('header words name the columns', () => {
    assert.deepEqual(classifyHeader('Question'), { role: 'question', score: 4 });
    assert.deepEqual(classifyHeader('Control Description'), { role: 'question', score: 3 });
    assert.deepEqual(classifyHeader('Vendor Response'), { role: 'answer', score: 4 });
    assert.deepEqual(classifyHeader('Response to question'), { role: 'answer', score: 4 });
    assert.deepEqual(classifyHeader('Yes/No'), { role: 'answer', score: 3 });
    assert.deepEqual(classifyHeader('Comments:'), { role: 'answer', score: 2 });
    assert.deepEqual(classifyHeader('Question #'), { role: 'reference', score: 3 });
    assert.deepEqual(classifyHeader('Control ID'), { role: 'reference', score: 3 });
    assert.deepEqual(classifyHeader('Category'), { role: 'section', score: 3 });
    assert.equal(classifyHeader('Vendor name'), null);
  });
});

const q = (text: string) => `${text} — is this documented and reviewed every year?`;
const summary = (questions: TabularQuestion[]) =>
  questions.map(({ row, questionColumn, answerColumn, reference, text, section, existingAnswer }) => ({
    row,
    questionColumn,
    answerColumn,
    reference,
    text: text.slice(0, 12),
    section,
    existingAnswer,
  }));

describe('tables', () => {
  test('the header row wins over a title row that names questions', () => {
    const result = findTableQuestions({
      rows: [
        ['Security questions'],
        [],
        ['Ref', 'Control', 'Guidance', 'Status', 'Comments'],
        ['1', q('Backups'), 'See ISO A.12', '', 'n/a'],
        ['2', q('Logging'), '', 'Yes', ''],
      ],
      merges: [],
    });
    assert.ok('questions' in result);
    assert.deepEqual(summary(result.questions), [
      { row: 3, questionColumn: 1, answerColumn: 3, reference: '1', text: 'Backups — is', section: null, existingAnswer: null },
      { row: 4, questionColumn: 1, answerColumn: 3, reference: '2', text: 'Logging — is', section: null, existingAnswer: 'Yes' },
    ]);
  });

  test('a question merged over two columns: the answer goes to the first column after it', () => {
    const result = findTableQuestions({
      rows: [
        ['Question', '', 'Answer'],
        [q('Backups'), '', ''],
        [q('Logging'), '', 'Done'],
      ],
      merges: [
        { top: 0, left: 0, bottom: 0, right: 1 },
        { top: 1, left: 0, bottom: 1, right: 1 },
        { top: 2, left: 0, bottom: 2, right: 1 },
      ],
    });
    assert.ok('questions' in result);
    assert.deepEqual(
      result.questions.map((question) => [question.answerColumn, question.existingAnswer]),
      [
        [2, null],
        [2, 'Done'],
      ],
    );
  });

  test('section rows: merged titles, titles in the ID column, short titles; repeated headers and blank rows skipped', () => {
    const result = findTableQuestions({
      rows: [
        ['#', 'Question', 'Answer'],
        ['Governance'],
        ['1', q('Policy')],
        [],
        ['', 'Risk Management'],
        ['2', q('Risk')],
        ['#', 'Question', 'Answer'],
        ['People', '', ''],
        ['3', q('Training')],
        ['4', ''],
      ],
      merges: [{ top: 7, left: 0, bottom: 7, right: 2 }],
    });
    assert.ok('questions' in result);
    assert.deepEqual(
      result.questions.map((question) => [question.row, question.reference, question.section]),
      [
        [2, '1', 'Governance'],
        [5, '2', 'Risk Management'],
        [8, '3', 'People'],
      ],
    );
  });

  test('a category column gives each question its section, carried down over empty (merged) cells', () => {
    const result = findTableQuestions({
      rows: [
        ['Domain', 'Requirement', 'Response'],
        ['Access', q('MFA')],
        ['', q('Reviews')],
        ['Crypto', q('Keys')],
      ],
      merges: [{ top: 1, left: 0, bottom: 2, right: 0 }],
    });
    assert.ok('questions' in result);
    assert.deepEqual(
      result.questions.map((question) => question.section),
      ['Access', 'Access', 'Crypto'],
    );
  });

  test('with no header, the column with the most questions, and the first mostly empty column to its right', () => {
    const result = findTableQuestions({
      rows: [['Due diligence'], ['A.1', q('Backups'), 'Owner: IT', ''], ['A.2', q('Logging'), 'Owner: IT', 'Yes'], ['A.3', q('Access'), 'Owner: HR', '']],
      merges: [],
    });
    assert.ok('questions' in result);
    assert.deepEqual(
      result.questions.map((question) => [question.reference, question.answerColumn, question.existingAnswer]),
      [
        ['A.1', 3, null],
        ['A.2', 3, 'Yes'],
        ['A.3', 3, null],
      ],
    );
  });

  test('without an empty column the answer goes to a new column; prose-only tables are skipped', () => {
    const full = findTableQuestions({
      rows: [
        ['Question', 'Owner'],
        [q('Backups'), 'IT'],
        [q('Logging'), 'IT'],
      ],
      merges: [],
    });
    assert.ok('questions' in full);
    assert.deepEqual(
      full.questions.map((question) => question.answerColumn),
      [2, 2],
    );
    assert.deepEqual(findTableQuestions({ rows: [['Welcome'], ['Please read the attached policy?']], merges: [] }), {
      skipped: 'no question column was found',
      columns: null,
    });
    assert.deepEqual(findTableQuestions({ rows: [], merges: [] }), { skipped: 'it is empty', columns: null });
  });
});

async function docxBytes(children: (Paragraph | Table)[]): Promise<Uint8Array> {
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

describe('Word layouts', () => {
  test('bold titles are sections; typed numbering; a "Comments:" label line; questions in instructions are skipped', async () => {
    const data = await docxBytes([
      new Paragraph({ children: [new TextRun({ text: 'Instructions:', bold: true })] }),
      new Paragraph({ text: 'Questions? Contact procurement@example.com.' }),
      new Paragraph({ children: [new TextRun({ text: 'General Information', bold: true })] }),
      new Paragraph({ text: '1.1 Who is your data protection officer?' }),
      new Paragraph({ text: 'Comments: Jane Doe' }),
      new Paragraph({ text: '1.2) Describe your hosting set-up' }),
      new Paragraph({ text: 'Answer:\t[Type here]' }),
    ]);
    const { questions } = await extractQuestions('docx', data);
    assert.deepEqual(
      questions.map(({ reference, text, section, existingAnswer, location }) => ({ reference, text, section, existingAnswer, location })),
      [
        {
          reference: '1.1',
          text: 'Who is your data protection officer?',
          section: 'General Information',
          existingAnswer: 'Jane Doe',
          location: { kind: 'docx_paragraph', paragraphIndex: 3, answerParagraphIndex: 4 },
        },
        {
          reference: '1.2',
          text: 'Describe your hosting set-up',
          section: 'General Information',
          existingAnswer: null,
          location: { kind: 'docx_paragraph', paragraphIndex: 5, answerParagraphIndex: 6 },
        },
      ],
    );
    const exported = await writeAnswers(
      'docx',
      data,
      questions.map((question) => ({ location: question.location, answer: 'Filled' })),
    );
    const xml = (await (await JSZip.loadAsync(exported.data)).file('word/document.xml')?.async('string')) ?? '';
    assert.match(xml, /Comments: <\/w:t>|Comments:<\/w:t>/);
    assert.doesNotMatch(xml, /Jane Doe|\[Type here\]/);
    const again = await extractQuestions('docx', exported.data);
    assert.deepEqual(
      again.questions.map((question) => question.existingAnswer),
      ['Filled', 'Filled'],
    );
  });

  test('a table without an answer column: answers go under the question, in its cell; vertical merges read once', async () => {
    const cell = (text: string, verticalMerge?: (typeof VerticalMergeType)[keyof typeof VerticalMergeType]) =>
      new TableCell({ verticalMerge, children: [new Paragraph(text)] });
    const data = await docxBytes([
      new Table({
        rows: [
          new TableRow({ children: [cell('Area'), cell('Question')] }),
          new TableRow({ children: [cell('Hosting', VerticalMergeType.RESTART), cell('Where are your data centres located?')] }),
          new TableRow({ children: [cell('', VerticalMergeType.CONTINUE), cell('Are the data centres certified to ISO 27001?')] }),
        ],
      }),
    ]);
    const { questions } = await extractQuestions('docx', data);
    assert.deepEqual(
      questions.map(({ text, location }) => [text, location]),
      [
        ['Where are your data centres located?', { kind: 'docx_table_cell', tableIndex: 0, row: 1, questionColumn: 1, answerColumn: 1 }],
        ['Are the data centres certified to ISO 27001?', { kind: 'docx_table_cell', tableIndex: 0, row: 2, questionColumn: 1, answerColumn: 1 }],
      ],
    );
    const exported = await writeAnswers('docx', data, [{ location: questions[0]!.location, answer: 'Frankfurt and Dublin.' }]);
    const xml = (await (await JSZip.loadAsync(exported.data)).file('word/document.xml')?.async('string')) ?? '';
    assert.match(xml, /Where are your data centres located\?<\/w:t><\/w:r><\/w:p><w:p><w:r><w:t xml:space="preserve">Frankfurt and Dublin\.<\/w:t>/);
  });

  test('Word content controls showing their prompt are empty answer places, in table cells and after questions', async () => {
    const prompt = (tag: string) =>
      `<w:sdt><w:sdtPr><w:showingPlcHdr/></w:sdtPr><w:sdtContent>${tag === 'p' ? '<w:p>' : ''}<w:r><w:rPr><w:rStyle w:val="PlaceholderText"/></w:rPr><w:t>Click or tap here to enter text.</w:t></w:r>${tag === 'p' ? '</w:p>' : ''}</w:sdtContent></w:sdt>`;
    const cell = (content: string) => `<w:tc><w:tcPr><w:tcW w:w="4000" w:type="dxa"/></w:tcPr>${content}</w:tc>`;
    const body = [
      '<w:p><w:r><w:t>Hosting</w:t></w:r></w:p>',
      '<w:tbl><w:tr>',
      cell('<w:p><w:r><w:t>Question</w:t></w:r></w:p>'),
      cell('<w:p><w:r><w:t>Answer</w:t></w:r></w:p>'),
      '</w:tr><w:tr>',
      cell('<w:p><w:r><w:t>Which cloud provider hosts the service?</w:t></w:r></w:p>'),
      cell(prompt('p')),
      '</w:tr></w:tbl>',
      '<w:p><w:r><w:t>Is the service hosted in more than one region?</w:t></w:r></w:p>',
      `<w:p>${prompt('r')}</w:p>`,
    ].join('');
    const data = await minimalDocx(body);
    const { questions } = await extractQuestions('docx', data);
    assert.deepEqual(
      questions.map(({ text, location, existingAnswer }) => [text, location, existingAnswer]),
      [
        ['Which cloud provider hosts the service?', { kind: 'docx_table_cell', tableIndex: 0, row: 1, questionColumn: 0, answerColumn: 1 }, null],
        ['Is the service hosted in more than one region?', { kind: 'docx_paragraph', paragraphIndex: 5, answerParagraphIndex: 6 }, null],
      ],
    );
    const exported = await writeAnswers(
      'docx',
      data,
      questions.map((question, index) => ({ location: question.location, answer: `Answer ${index + 1}` })),
    );
    const xml = (await (await JSZip.loadAsync(exported.data)).file('word/document.xml')?.async('string')) ?? '';
    assert.doesNotMatch(xml, /Click or tap here|PlaceholderText|showingPlcHdr/);
    const again = await extractQuestions('docx', exported.data);
    assert.deepEqual(
      again.questions.map((question) => question.existingAnswer),
      ['Answer 1', 'Answer 2'],
    );
  });
});

/** The smallest docx Word opens: no styles, no numbering, just the body. */
async function minimalDocx(bodyXml: string): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${bodyXml}<w:sectPr/></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'uint8array' });
}

describe('PDF layouts', () => {
  test('running headers, page numbers and boxes to tick are not part of questions; a question does not run across pages', async () => {
    const pdf = new PDFDocument({ size: 'A5', margin: 40 });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise((resolve) => pdf.on('end', resolve));
    const pages = [
      ['SECURITY REVIEW', 'Q1 Do you run vulnerability scans on every release', 'Q2 Is there a bug bounty programme?'],
      ['Q3 Do you rotate service account credentials', '[ ] Yes [ ] No', 'Q4 Are logs kept for at least a year? [ ] Yes [ ] No [ ] N/A'],
      ['Describe how production changes are approved', 'and who may deploy them?'],
    ];
    pages.forEach((lines, index) => {
      if (index > 0) pdf.addPage();
      pdf.fontSize(8).text('ACME Confidential').moveDown();
      pdf.fontSize(10);
      for (const line of lines) pdf.text(line);
      pdf.fontSize(8).text(`Page ${index + 1} of 3`, 40, 500);
    });
    pdf.end();
    await done;
    const { questions } = await extractQuestions('pdf', new Uint8Array(Buffer.concat(chunks)));
    assert.deepEqual(
      questions.map(({ reference, text, section, location }) => ({ reference, text, section, page: location.kind === 'pdf' ? location.page : 0 })),
      [
        { reference: 'Q1', text: 'Do you run vulnerability scans on every release', section: 'SECURITY REVIEW', page: 1 },
        { reference: 'Q2', text: 'Is there a bug bounty programme?', section: 'SECURITY REVIEW', page: 1 },
        { reference: 'Q3', text: 'Do you rotate service account credentials', section: 'SECURITY REVIEW', page: 2 },
        { reference: 'Q4', text: 'Are logs kept for at least a year?', section: 'SECURITY REVIEW', page: 2 },
        { reference: null, text: 'Describe how production changes are approved and who may deploy them?', section: 'SECURITY REVIEW', page: 3 },
      ],
    );
  });
});

/** Cells of a table, by "row:column" (0-based), each with the same drop-down. */
const dropDowns = (cells: [number, number][], values: string[]) => new Map(cells.map(([row, column]) => [`${row}:${column}`, values]));

describe('verdict and explanation columns', () => {
  test('header words name the verdict and the explanation columns; list values spell the verdicts', () => {
    const roles: [string, 'verdict' | 'explanation' | null][] = [
      ['Yes/No', 'verdict'],
      ['Response (Y/N)', 'verdict'],
      ['Y/N/NA', 'verdict'],
      ['Compliant?', 'verdict'],
      ['Compliance', 'verdict'],
      ['Comments/Evidence', 'explanation'],
      ['Comment', 'explanation'],
      ['Details', 'explanation'],
      ['Justification', 'explanation'],
      ['Implementation description', 'explanation'],
      ['Notes', 'explanation'],
      ['Additional Information', 'explanation'],
      ['Supporting information', 'explanation'],
      ['Answer', 'explanation'],
      ['Response', 'explanation'],
      ['Guidance notes', null],
      ['Question', null],
    ];
    for (const [header, role] of roles) assert.equal(answerColumnRole(header), role, header);
    assert.deepEqual(headerVerdictValues('Y/N'), ['Y', 'N', 'N/A']);
    assert.deepEqual(headerVerdictValues('Yes/No/NA'), ['Yes', 'No', 'NA']);
    assert.deepEqual(headerVerdictValues('Compliance'), ['Compliant', 'Non-compliant', 'Not applicable']);
    assert.deepEqual(['Y', 'yes', 'True', 'Compliant', 'No', 'N', 'Non-compliant', 'NA', 'n/a', 'Not applicable', 'Partially', ''].map(verdictOfText), [
      'yes',
      'yes',
      'yes',
      'yes',
      'no',
      'no',
      'no',
      'n/a',
      'n/a',
      'n/a',
      null,
      null,
    ]);
    assert.equal(isVerdictList(['Yes', 'No', 'N/A']), true);
    assert.equal(isVerdictList(['Compliant', 'Partially compliant', 'Non-compliant']), true);
    assert.equal(isVerdictList(['High', 'Medium', 'Low']), false);
    assert.equal(spellVerdict(['Y', 'N', 'NA'], 'n/a'), 'NA');
    assert.equal(spellVerdict(['Compliant', 'Non-compliant', 'Not applicable'], 'no'), 'Non-compliant');
    assert.equal(spellVerdict(['Yes', 'No'], 'n/a'), null);
    assert.equal(withVerdict('MFA is enforced.', 'yes'), 'Yes. MFA is enforced.');
    assert.equal(withVerdict('Yes, MFA is enforced.', 'yes'), 'Yes, MFA is enforced.');
    assert.equal(withVerdict('', 'n/a'), 'N/A');
    assert.equal(withVerdict('Quarterly.', null), 'Quarterly.');
  });

  test('boxes to tick in the text: which verdicts they offer, which is ticked, the text without them', () => {
    assert.deepEqual(boxChoices('Do you have a plan? ☐ Yes ☒ No ☐ N/A'), { labels: ['Yes', 'No', 'N/A'], ticked: 'no', rest: 'Do you have a plan?' });
    assert.deepEqual(boxChoices('[ ] Yes [x] No'), { labels: ['Yes', 'No'], ticked: 'no', rest: '' });
    assert.equal(boxChoices('☐ Yes ☐ Partially'), null, 'yes and no both offered, or no boxes');
    assert.equal(boxChoices('Yes or no?'), null);
    assert.equal(tickedText('☐ Yes ☒ No ☐ N/A', 'yes'), '☒ Yes ☐ No ☐ N/A');
    assert.equal(tickedText('[x] Yes [ ] No', 'no'), '[ ] Yes [X] No');
    assert.equal(tickedText('✓ Yes □ No', 'yes'), '✓ Yes □ No', 'already right: left as it is');
  });

  test('tables: a verdict marked under one of several columns (Yes | No | N/A), in the header row or the row under it', () => {
    const marked = (rows: string[][], merges: { top: number; left: number; bottom: number; right: number }[] = []) => {
      const result = findTableQuestions({ rows, merges });
      assert.ok('questions' in result, JSON.stringify(result));
      return result;
    };
    const underMerged = marked(
      [
        ['Question ID', 'Question', 'Answers', '', '', 'Notes'],
        ['', '', 'Yes', 'No', 'Not Applicable', ''],
        ['A.1', q('Backups'), '', '✓', '', ''],
        ['A.2', q('Logging'), '', '', '', 'Pre-filled note'],
      ],
      [{ top: 0, left: 2, bottom: 0, right: 4 }],
    );
    assert.deepEqual(
      underMerged.questions.map(({ reference, answerColumn, verdictColumn, verdictMarks, existingVerdict }) => ({
        reference,
        answerColumn,
        verdictColumn,
        verdictMarks,
        existingVerdict,
      })),
      [
        { reference: 'A.1', answerColumn: 5, verdictColumn: null, verdictMarks: { yes: 2, no: 3, 'n/a': 4 }, existingVerdict: 'no' },
        { reference: 'A.2', answerColumn: 5, verdictColumn: null, verdictMarks: { yes: 2, no: 3, 'n/a': 4 }, existingVerdict: null },
      ],
    );
    // Named by the first marked column; choosing it again (with another explanation column) keeps the marks.
    assert.deepEqual(underMerged.columns, { headerRow: 0, question: 1, reference: 0, verdict: 2, explanation: 5 });
    const chosen = findTableQuestions(
      {
        rows: [
          ['Question ID', 'Question', 'Answers', '', '', 'Notes', 'Evidence'],
          ['', '', 'Yes', 'No', 'Not Applicable', '', ''],
          ['A.1', q('Backups'), '', 'x', '', '', ''],
        ],
        merges: [{ top: 0, left: 2, bottom: 0, right: 4 }],
      },
      { columns: { headerRow: 0, question: 1, reference: 0, verdict: 2, explanation: 6 } },
    );
    assert.ok('questions' in chosen);
    assert.deepEqual(
      chosen.questions.map(({ answerColumn, verdictMarks, existingVerdict }) => ({ answerColumn, verdictMarks, existingVerdict })),
      [{ answerColumn: 6, verdictMarks: { yes: 2, no: 3, 'n/a': 4 }, existingVerdict: 'no' }],
    );
    // Marks in the header row itself, and no explaining column: the answer goes right of the marks.
    const inline = marked([
      ['#', 'Question', 'Yes', 'No'],
      ['1', q('Backups'), 'X', ''],
    ]);
    assert.deepEqual(
      inline.questions.map(({ answerColumn, verdictMarks, existingVerdict }) => ({ answerColumn, verdictMarks, existingVerdict })),
      [{ answerColumn: 4, verdictMarks: { yes: 2, no: 3 }, existingVerdict: 'yes' }],
    );
    // Columns headed Yes and No that hold text are answers, not marks; a lone "Yes" column is no group.
    for (const rows of [
      [
        ['#', 'Question', 'Yes', 'No'],
        ['1', q('Backups'), 'Nightly to a second region', ''],
      ],
      [
        ['#', 'Question', 'Yes', 'Comments'],
        ['1', q('Backups'), '', ''],
      ],
    ]) {
      assert.deepEqual(
        marked(rows).questions.map(({ verdictMarks }) => verdictMarks),
        [null],
        JSON.stringify(rows[0]),
      );
    }
  });

  test('tables: a Yes/No drop-down or header makes the verdict column, the explaining column beside it takes the answer', () => {
    const rows = [
      ['ID', 'Question', 'Response', 'Comments'],
      ['1', q('Backups'), '', ''],
      ['2', q('Logging'), 'Yes', 'Nightly, kept a year'],
    ];
    const withList = findTableQuestions({
      rows,
      merges: [],
      lists: dropDowns(
        [
          [1, 2],
          [2, 2],
        ],
        ['Yes', 'No', 'N/A'],
      ),
    });
    assert.ok('questions' in withList);
    assert.deepEqual(
      withList.questions.map(({ answerColumn, verdictColumn, verdictValues, existingAnswer, existingVerdict }) => ({
        answerColumn,
        verdictColumn,
        verdictValues,
        existingAnswer,
        existingVerdict,
      })),
      [
        { answerColumn: 3, verdictColumn: 2, verdictValues: ['Yes', 'No', 'N/A'], existingAnswer: null, existingVerdict: null },
        { answerColumn: 3, verdictColumn: 2, verdictValues: ['Yes', 'No', 'N/A'], existingAnswer: 'Nightly, kept a year', existingVerdict: 'yes' },
      ],
    );
    // A shared-assessment layout: "Ques Num" is the question's ID (not the standard a "Reference" column
    // names), the Yes/No/N/A drop-down is the Response, and "Additional Information" explains it.
    const assessment = findTableQuestions({
      rows: [
        ['Ques Num', 'Question/Request', 'Response', 'Additional Information', 'Scoring', 'Reference'],
        ['A.1', q('Risk program'), '', '', '', 'ISO 27001'],
        ['A.2', q('Threat identification'), '', '', '', 'ISO 27001'],
      ],
      merges: [],
      lists: dropDowns(
        [
          [1, 2],
          [2, 2],
        ],
        ['Yes', 'No', 'N/A'],
      ),
    });
    assert.ok('questions' in assessment);
    assert.deepEqual(
      assessment.questions.map(({ reference, answerColumn, verdictColumn }) => ({ reference, answerColumn, verdictColumn })),
      [
        { reference: 'A.1', answerColumn: 3, verdictColumn: 2 },
        { reference: 'A.2', answerColumn: 3, verdictColumn: 2 },
      ],
    );
    // No header names the question column (the sheet's title "Documentation" stands above the IDs), but
    // the row above the questions names the answer columns: the drop-down's explanation goes beside it.
    const unnamedQuestions = findTableQuestions({
      rows: [
        ['Documentation', '', 'Vendor Answers', 'Additional Information', 'Guidance'],
        ['DOCU-01', q('Audit report'), '', '', 'Provide the report'],
        ['DOCU-02', q('Policies'), '', '', 'Attach them'],
      ],
      merges: [],
      lists: dropDowns(
        [
          [1, 2],
          [2, 2],
        ],
        ['Yes', 'No', 'N/A'],
      ),
    });
    assert.ok('questions' in unnamedQuestions);
    assert.deepEqual(
      unnamedQuestions.questions.map(({ reference, answerColumn, verdictColumn }) => ({ reference, answerColumn, verdictColumn })),
      [
        { reference: 'DOCU-01', answerColumn: 3, verdictColumn: 2 },
        { reference: 'DOCU-02', answerColumn: 3, verdictColumn: 2 },
      ],
    );
    // Without the drop-down, "Response" is the single answer column, as before.
    const withoutList = findTableQuestions({ rows, merges: [] });
    assert.ok('questions' in withoutList);
    assert.deepEqual(
      withoutList.questions.map(({ answerColumn, verdictColumn }) => [answerColumn, verdictColumn]),
      [
        [2, null],
        [2, null],
      ],
    );
    // A drop-down of other values is no verdict column.
    const otherList = findTableQuestions({
      rows,
      merges: [],
      lists: dropDowns(
        [
          [1, 2],
          [2, 2],
        ],
        ['High', 'Medium', 'Low'],
      ),
    });
    assert.ok('questions' in otherList);
    assert.deepEqual(
      otherList.questions.map(({ answerColumn, verdictColumn }) => [answerColumn, verdictColumn]),
      [
        [2, null],
        [2, null],
      ],
    );

    const byHeader = findTableQuestions({
      rows: [
        ['Control', 'Justification', 'Response (Y/N)'],
        [q('MFA'), '', 'N'],
      ],
      merges: [],
    });
    assert.ok('questions' in byHeader);
    assert.deepEqual(
      byHeader.questions.map(({ answerColumn, verdictColumn, verdictValues, existingVerdict }) => ({
        answerColumn,
        verdictColumn,
        verdictValues,
        existingVerdict,
      })),
      [{ answerColumn: 1, verdictColumn: 2, verdictValues: ['Y', 'N', 'N/A'], existingVerdict: 'no' }],
    );
    // A Yes/No column alone: the verdict is the only answer place.
    const alone = findTableQuestions({ rows: [['Question', 'Yes/No'], [q('MFA')], [q('Keys')]], merges: [] });
    assert.ok('questions' in alone);
    assert.deepEqual(
      alone.questions.map(({ answerColumn, verdictColumn }) => [answerColumn, verdictColumn]),
      [
        [1, 1],
        [1, 1],
      ],
    );
  });

  test('xlsx like the development set: the Response drop-down is the verdict column in its own spelling, Comments/Evidence the explanation', async () => {
    const file = await xlsxVerdictQuestionnaire();
    const result = await extractQuestions('xlsx', file.data);
    assert.deepEqual(
      result.questions.map(({ reference, text, section }) => ({ reference, text, section })),
      file.questions,
    );
    assert.deepEqual(result.sections, ['Access Control', 'Operations']);
    assert.deepEqual(result.warnings, ['The sheet "Instructions" was skipped: no question column was found.', 'The hidden sheet "Lists" was skipped.']);
    assert.deepEqual(result.questions[0]?.location, {
      kind: 'xlsx',
      sheet: 'Access Control',
      row: 8,
      questionCell: 'B8',
      answerCell: 'D8',
      verdictCell: 'C8',
      verdictValues: ['Yes', 'No', 'N/A'],
    });
    // The Status drop-down takes its values from a range of a hidden sheet.
    assert.deepEqual(result.questions[5]?.location, {
      kind: 'xlsx',
      sheet: 'Operations',
      row: 2,
      questionCell: 'B2',
      answerCell: 'D2',
      verdictCell: 'C2',
      verdictValues: ['Compliant', 'Non-compliant', 'Not applicable'],
    });
    for (const question of result.questions) assert.equal(questionLocationSchema.parse(question.location).kind, 'xlsx');
  });

  test('xlsx export: verdicts as drop-down values, explanations in their column; validations, merges, styles and other sheets untouched', async () => {
    const file = await xlsxVerdictQuestionnaire();
    const { questions } = await extractQuestions('xlsx', file.data);
    const byReference = Object.fromEntries(questions.map((question) => [question.reference, question]));
    const answer = (reference: string, text: string, verdict: AnswerToWrite['verdict']): AnswerToWrite => ({
      location: byReference[reference]!.location,
      answer: text,
      verdict,
    });
    const exported = await writeAnswers('xlsx', file.data, [
      answer('AC-01', 'All remote access requires a hardware security key.', 'yes'),
      answer('AC-02', 'Quarterly, signed off by the CISO.', null),
      answer('AC-03', 'Two shared break-glass accounts remain, in a vault.', 'no'),
      // Not applicable where the drop-down says N/A: the verdict alone.
      answer('DP-01', '', 'n/a'),
      answer('OP-1', 'Tested every year.', 'yes'),
      answer('OP-2', 'Backups stay in one region.', 'no'),
      answer('OP-3', 'Not relevant to a managed service.', 'n/a'),
    ]);
    const [before, after] = await Promise.all([loadWorkbook(file.data), loadWorkbook(exported.data)]);
    const sheet = after.getWorksheet('Access Control')!;
    assert.deepEqual(
      VERDICT_ROWS['Access Control']!.map((row) => [sheet.getCell(`C${row}`).value, sheet.getCell(`D${row}`).value]),
      [
        ['Yes', 'All remote access requires a hardware security key.'],
        [null, 'Quarterly, signed off by the CISO.'],
        ['No', 'Two shared break-glass accounts remain, in a vault.'],
        ['N/A', null],
        [null, null],
      ],
    );
    const operations = after.getWorksheet('Operations')!;
    assert.deepEqual(
      VERDICT_ROWS.Operations!.map((row) => [operations.getCell(`C${row}`).value, operations.getCell(`D${row}`).value]),
      [
        ['Compliant', 'Tested every year.'],
        ['Non-compliant', 'Backups stay in one region.'],
        ['Not applicable', 'Not relevant to a managed service.'],
      ],
    );
    // Every verdict cell holds a value of its own drop-down, or nothing.
    for (const [name, rows] of Object.entries(VERDICT_ROWS)) {
      for (const row of rows) {
        const cell = after.getWorksheet(name)!.getCell(`C${row}`);
        const allowed = name === 'Operations' ? ['Compliant', 'Non-compliant', 'Not applicable'] : ['Yes', 'No', 'N/A'];
        assert.ok(cell.value === null || allowed.includes(String(cell.value)), `${name}!C${row}: ${String(cell.value)}`);
      }
    }
    // What the client built is kept: sheets and their order, validations, merges, styles, the hidden sheet, the frozen header.
    assert.deepEqual(
      after.worksheets.map((each) => [each.name, each.state]),
      before.worksheets.map((each) => [each.name, each.state]),
    );
    for (const name of ['Instructions', 'Access Control', 'Operations', 'Lists']) {
      assert.deepEqual(validations(after.getWorksheet(name)!), validations(before.getWorksheet(name)!), `${name}: validations`);
      assert.deepEqual([...after.getWorksheet(name)!.model.merges].sort(), [...before.getWorksheet(name)!.model.merges].sort(), `${name}: merges`);
    }
    assert.equal(Object.keys(validations(sheet)).length, 5);
    assert.deepEqual(sheetValues(after.getWorksheet('Instructions')!), sheetValues(before.getWorksheet('Instructions')!));
    assert.deepEqual(sheetValues(after.getWorksheet('Lists')!), sheetValues(before.getWorksheet('Lists')!));
    assert.equal((sheet.getCell('C6').fill as ExcelJS.FillPattern).fgColor?.argb, 'FF1F4E79');
    assert.equal(sheet.getCell('A7').font?.bold, true);
    assert.equal(sheet.views[0]?.state, 'frozen');
    assert.equal(sheet.getColumn(2).width, 80);
    // Read again, the file gives back its answers and verdicts.
    const again = await extractQuestions('xlsx', exported.data);
    assert.deepEqual(
      again.questions.map(({ reference, existingVerdict }) => [reference, existingVerdict]),
      [
        ['AC-01', 'yes'],
        ['AC-02', null],
        ['AC-03', 'no'],
        ['DP-01', 'n/a'],
        ['DP-02', null],
        ['OP-1', 'yes'],
        ['OP-2', 'no'],
        ['OP-3', 'n/a'],
      ],
    );
  });

  test('a single answer column: the answer starts with its verdict ("Yes. …"); without a verdict it is written as before', async () => {
    const file = await xlsxWithTitleBlock();
    const { questions } = await extractQuestions('xlsx', file.data);
    assert.ok(questions.every((question) => question.location.kind === 'xlsx' && question.location.verdictCell === undefined));
    const exported = await writeAnswers('xlsx', file.data, [
      { location: questions[0]!.location, answer: 'Hardware keys for all remote access.', verdict: 'yes' },
      { location: questions[1]!.location, answer: 'Quarterly.', verdict: null },
      { location: questions[2]!.location, answer: 'Accounts are disabled on the last day.' },
      { location: questions[3]!.location, answer: 'No data is stored.', verdict: 'n/a' },
      { location: questions[4]!.location, answer: 'No, TLS 1.1 is still accepted.', verdict: 'no' },
    ]);
    const sheet = (await loadWorkbook(exported.data)).getWorksheet('Security Questionnaire')!;
    assert.deepEqual(
      [7, 8, 9, 12, 13].map((row) => sheet.getCell(`C${row}`).value),
      [
        'Yes. Hardware keys for all remote access.',
        'Quarterly.',
        'Accounts are disabled on the last day.',
        'N/A. No data is stored.',
        'No, TLS 1.1 is still accepted.',
      ],
    );
    assert.deepEqual(
      [7, 8, 9, 12, 13].map((row) => sheet.getCell(`D${row}`).value),
      [null, null, null, null, null],
    );
  });

  test('csv with a Yes/No column: the verdict in it, the answer in Comments', async () => {
    const text = ['Nr;Question;Yes/No;Comments', `1;${q('Backups')};;`, `2;${q('Logging')};;`].join('\r\n');
    const data = new Uint8Array(Buffer.from(`${text}\r\n`, 'utf8'));
    const { questions } = await extractQuestions('csv', data);
    assert.deepEqual(questions[0]?.location, {
      kind: 'csv',
      row: 1,
      questionColumn: 1,
      answerColumn: 3,
      verdictColumn: 2,
      verdictValues: ['Yes', 'No', 'N/A'],
    });
    const exported = await writeAnswers('csv', data, [
      { location: questions[0]!.location, answer: 'Nightly, restored every quarter.', verdict: 'yes' },
      { location: questions[1]!.location, answer: 'Kept for a year.', verdict: null },
    ]);
    assert.equal(
      Buffer.from(exported.data).toString('utf8'),
      ['Nr;Question;Yes/No;Comments', `1;${q('Backups')};Yes;Nightly, restored every quarter.`, `2;${q('Logging')};;Kept for a year.`].join('\r\n') + '\r\n',
    );
  });

  test('a Word table with a Y/N column: the verdict goes there in its spelling, the answer into Comments', async () => {
    const file = await docxYesNoTable();
    const { questions } = await extractQuestions('docx', file.data);
    assert.deepEqual(
      questions.map(({ reference, text }) => ({ reference, text, section: null })),
      file.questions,
    );
    assert.deepEqual(
      questions.map(({ location, existingAnswer, existingVerdict }) => [location, existingAnswer, existingVerdict]),
      [1, 2, 3, 4].map((row) => [
        { kind: 'docx_table_cell', tableIndex: 0, row, questionColumn: 1, answerColumn: 3, verdictColumn: 2, verdictValues: ['Y', 'N', 'N/A'] },
        row === 4 ? 'Every new starter, then yearly.' : null,
        row === 4 ? 'yes' : null,
      ]),
    );
    const exported = await writeAnswers('docx', file.data, [
      { location: questions[0]!.location, answer: 'Hardware keys for all remote access.', verdict: 'yes' },
      { location: questions[1]!.location, answer: 'Disabled on the last working day.', verdict: null },
      { location: questions[2]!.location, answer: 'Every supplier before onboarding.', verdict: 'no' },
    ]);
    const xml = (await (await JSZip.loadAsync(exported.data)).file('word/document.xml')?.async('string')) ?? '';
    const table = [...xml.matchAll(/<w:tr[ >].*?<\/w:tr>/g)].map(([row]) =>
      [...row.matchAll(/<w:tc>.*?<\/w:tc>/g)].map(([cell]) => [...cell.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((text) => text[1]).join('')),
    );
    assert.deepEqual(
      table.slice(1).map((cells) => cells.slice(2)),
      [
        ['Y', 'Hardware keys for all remote access.'],
        ['', 'Disabled on the last working day.'],
        ['N', 'Every supplier before onboarding.'],
        ['Y', 'Every new starter, then yearly.'],
      ],
    );
    // The cells keep their font.
    assert.match(xml, /<w:rFonts w:ascii="Arial"[^>]*\/>.*?<w:t xml:space="preserve">Y<\/w:t>/);
  });

  test('locations stored before verdict columns read and write as before', async () => {
    const file = await xlsxWithTitleBlock();
    const stored = questionLocationSchema.parse({ kind: 'xlsx', sheet: 'Security Questionnaire', row: 7, questionCell: 'B7', answerCell: 'C7' });
    const exported = await writeAnswers('xlsx', file.data, [{ location: stored, answer: 'As before.' }]);
    assert.equal((await loadWorkbook(exported.data)).getWorksheet('Security Questionnaire')!.getCell('C7').value, 'As before.');
    assert.deepEqual(questionLocationSchema.parse({ kind: 'csv', row: 1, questionColumn: 0, answerColumn: 1 }), {
      kind: 'csv',
      row: 1,
      questionColumn: 0,
      answerColumn: 1,
    });
  });

  const developmentSet = fileURLToPath(new URL('../../../shared/eval/vsaq-halden/', import.meta.url));
  test(
    'the development set questionnaire: every domain sheet has its Response verdict column and Comments/Evidence column; Instructions is skipped',
    { skip: !existsSync(`${developmentSet}questionnaire.xlsx`) && 'the development set is not here' },
    async () => {
      const truth = JSON.parse(readFileSync(`${developmentSet}truth.json`, 'utf8')) as { id: string; sheet: string }[];
      const { questions, sections, warnings } = await extractQuestions('xlsx', new Uint8Array(readFileSync(`${developmentSet}questionnaire.xlsx`)));
      assert.deepEqual(sections, ['Security Program', 'Infrastructure', 'Web Application', 'Physical & Data Center']);
      assert.deepEqual(warnings, ['The sheet "Instructions" was skipped: no question column was found.']);
      assert.deepEqual(
        questions.map((question) => [question.reference, question.location.kind === 'xlsx' ? question.location.sheet : '']),
        truth.map((question) => [question.id, question.sheet]),
      );
      for (const question of questions) {
        const location = question.location;
        assert.ok(location.kind === 'xlsx');
        assert.deepEqual(
          { verdictCell: location.verdictCell, answerCell: location.answerCell, verdictValues: location.verdictValues },
          { verdictCell: `C${location.row}`, answerCell: `D${location.row}`, verdictValues: ['Yes', 'No', 'N/A'] },
          `${question.reference}`,
        );
      }
    },
  );
});

describe('verdict of a suggestion', () => {
  const suggestion = (answer: string, confidence: ConfidenceTier = 'strong') => ({ answer, confidence });

  test('an answer that opens with its own verdict has it (a past questionnaire row: "No. We rely on…")', () => {
    assert.equal(questionVerdict('Do you run a public bug bounty?', suggestion('No. We rely on an annual penetration test instead.')), 'no');
    assert.equal(questionVerdict('Is customer data stored outside the EU?', suggestion('No.')), 'no');
    assert.equal(questionVerdict('Do you run a data centre?', suggestion('N/A – we host on a public cloud.', 'weak')), 'n/a');
    assert.equal(questionVerdict('Do you still run Windows XP?', suggestion('Yes, on two lab machines.')), 'yes');
    // Not a verdict: "No one…", and an open question.
    assert.equal(questionVerdict('Can staff read customer data?', suggestion('No one outside support can read customer data.')), null);
    assert.equal(questionVerdict('How often are backups tested?', suggestion('No. Backups are not tested.')), null);
  });

  test('yes: a yes-or-no question whose answer states the requirement', () => {
    assert.equal(
      questionVerdict('Are incident response procedures documented?', suggestion('Incident response procedures are documented and reviewed each year.')),
      'yes',
    );
    assert.equal(questionVerdict('Do you regularly test your backups?', suggestion('Restores are tested every quarter.', 'weak')), 'yes');
    assert.equal(questionVerdict('Has your company selected a team to manage security?', suggestion('Yes, the security team does.', 'library')), 'yes');
    assert.equal(
      questionVerdict(
        'Firewalls are a basic network security control. Does your company use firewalls to restrict traffic?',
        suggestion('Firewalls restrict inbound traffic.'),
      ),
      'yes',
    );
    assert.equal(
      questionVerdict(
        'In addition to third-party tests, do you have security know-how internally?',
        suggestion('Security engineers test every release, including but not limited to web applications.'),
      ),
      'yes',
    );
    assert.equal(questionVerdict('Please confirm whether data is encrypted at rest.', suggestion('Data is encrypted at rest with AES-256.')), 'yes');
    assert.equal(questionVerdict('Do you retain logs for at least six months?', suggestion('Logs are kept for one year.')), 'yes');
  });

  test('no verdict, never a guessed no: no answer, open and either-or questions, negating answers, bad practices, no period stated', () => {
    assert.equal(questionVerdict('Are incident response procedures documented?', suggestion('')), null);
    assert.equal(questionVerdict('Are incident response procedures documented?', suggestion('Procedures are documented.', 'none')), null);
    assert.equal(questionVerdict('How often are risk assessments reviewed?', suggestion('Risk assessments are reviewed every year.')), null);
    assert.equal(questionVerdict('Describe your strategy for protecting against XSS vulnerabilities:', suggestion('Output is encoded.')), null);
    assert.equal(questionVerdict('Select the controls you have in place at your offices:', suggestion('Badges and cameras.')), null);
    assert.equal(questionVerdict('Are all facilities used exclusively by your company, or are some shared?', suggestion('Offices are leased.')), null);
    for (const answer of [
      'Shared accounts must not be used.',
      'Removable media is not permitted.',
      'Storing card numbers is prohibited.',
      'Passwords are never sent by email.',
      'Personal devices are not allowed.',
    ]) {
      assert.equal(questionVerdict('Do you allow removable media?', suggestion(answer)), null, answer);
    }
    // A bad practice the answer only describes: yes would confess to it, no is not said.
    assert.equal(questionVerdict('Do you allow access from unencrypted mobile devices?', suggestion('Devices are issued by IT.')), null);
    // The bar is a period and the answer states none: nothing says whether it is met.
    assert.equal(questionVerdict('Are physical entry logs kept for at least six months?', suggestion('Visitor logs are reviewed for unusual activity.')), null);
  });

  test('no: the policy sets a rule against the bad practice the question asks about', () => {
    assert.equal(
      questionVerdict('Does your company still have systems running Windows Vista?', suggestion('Operating systems must be no more than one generation old.')),
      'no',
    );
    assert.equal(questionVerdict('Do you allow access from unencrypted mobile devices?', suggestion('Data on devices must be encrypted.', 'weak')), 'no');
    assert.equal(questionVerdict('Do all clients use the same local administrator password?', suggestion('Only unique local passwords are permitted.')), 'no');
    assert.equal(questionVerdict('Do you allow access from unencrypted mobile devices?', suggestion('Data on devices must be encrypted.', 'none')), null);
  });

  test('no: the question sets a period and every period the evidence states falls short of it', () => {
    assert.equal(questionVerdict('Are physical entry logs kept for at least six months?', suggestion('Visitor logs are kept for a minimum of 90 days.')), 'no');
    assert.equal(
      questionVerdict('Do you retain security event logs for at least one year?', suggestion('Logs are kept for 30 days and archived for six months.', 'weak')),
      'no',
    );
    // One period that reaches the bar is enough, and a `no` needs evidence as much as a `yes` does.
    assert.equal(questionVerdict('Do you retain logs for at least six months?', suggestion('Logs are reviewed every 7 days and kept for 2 years.')), 'yes');
    assert.equal(questionVerdict('Do you retain logs for at least six months?', suggestion('Logs are kept for a minimum of 90 days.', 'none')), null);
  });

  test('yes-or-no questions as the development set asks them', () => {
    const yesNo = [
      'Do you inform affected customers about security incidents?',
      'Is your change management process formally documented, and does it classify changes by impact and size?',
      'Many vulnerabilities cannot be found by automated scanners. Do the penetration tests include manual security testing?',
      'If your application supports authentication, are authentication cookies marked with the secure attribute?',
      'To improve security for your users even further, have you deployed HTTP Strict Transport Security (HSTS)?',
    ];
    const open = [
      "What's the name of the standard your security program is based on?",
      'Sometimes, passwords are simply forgotten — it happens to the best of us. How does your application deal with that?',
      'How often (on average) are penetration tests done for the scope you described?',
      'List all countries where data centers are located:',
      'Provide a link to your public security and/or privacy policy.',
    ];
    for (const question of yesNo) assert.equal(isYesNoQuestion(question), true, question);
    for (const question of open) assert.equal(isYesNoQuestion(question), false, question);
  });
});

async function loadWorkbook(data: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(data) as unknown as ArrayBuffer);
  return workbook;
}

/** The sheet's data validations by cell (ExcelJS keeps them, not in its types). */
function validations(sheet: ExcelJS.Worksheet): Record<string, unknown> {
  const { model } = (sheet as unknown as { dataValidations: { model: Record<string, unknown> } }).dataValidations;
  return Object.fromEntries(Object.entries(model).filter(([, validation]) => validation !== undefined));
}

function sheetValues(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    rows[rowNumber] = (row.values as unknown[]).slice(1);
  });
  return rows;
}
