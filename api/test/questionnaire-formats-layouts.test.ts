// The reading rules on their own, layout by layout: numbering prefixes, header words, the table rules
// shared by xlsx, csv and docx tables, and Word layouts beyond the two generated questionnaires.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, VerticalMergeType } from 'docx';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import { extractQuestions, writeAnswers } from '../src/questionnaires/formats/index.ts';
import { classifyHeader, looksLikeQuestion, splitNumbering } from '../src/questionnaires/formats/question-text.ts';
import { findTableQuestions, type TabularQuestion } from '../src/questionnaires/formats/tabular.ts';

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
      rows: [['Security questions'], [], ['Ref', 'Control', 'Guidance', 'Status', 'Comments'], ['1', q('Backups'), 'See ISO A.12', '', 'n/a'], ['2', q('Logging'), '', 'Yes', '']],
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
      rows: [['Question', '', 'Answer'], [q('Backups'), '', ''], [q('Logging'), '', 'Done']],
      merges: [
        { top: 0, left: 0, bottom: 0, right: 1 },
        { top: 1, left: 0, bottom: 1, right: 1 },
        { top: 2, left: 0, bottom: 2, right: 1 },
      ],
    });
    assert.ok('questions' in result);
    assert.deepEqual(result.questions.map((question) => [question.answerColumn, question.existingAnswer]), [[2, null], [2, 'Done']]);
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
      rows: [['Domain', 'Requirement', 'Response'], ['Access', q('MFA')], ['', q('Reviews')], ['Crypto', q('Keys')]],
      merges: [{ top: 1, left: 0, bottom: 2, right: 0 }],
    });
    assert.ok('questions' in result);
    assert.deepEqual(result.questions.map((question) => question.section), ['Access', 'Access', 'Crypto']);
  });

  test('with no header, the column with the most questions, and the first mostly empty column to its right', () => {
    const result = findTableQuestions({
      rows: [['Due diligence'], ['A.1', q('Backups'), 'Owner: IT', ''], ['A.2', q('Logging'), 'Owner: IT', 'Yes'], ['A.3', q('Access'), 'Owner: HR', '']],
      merges: [],
    });
    assert.ok('questions' in result);
    assert.deepEqual(result.questions.map((question) => [question.reference, question.answerColumn, question.existingAnswer]), [
      ['A.1', 3, null],
      ['A.2', 3, 'Yes'],
      ['A.3', 3, null],
    ]);
  });

  test('without an empty column the answer goes to a new column; prose-only tables are skipped', () => {
    const full = findTableQuestions({ rows: [['Question', 'Owner'], [q('Backups'), 'IT'], [q('Logging'), 'IT']], merges: [] });
    assert.ok('questions' in full);
    assert.deepEqual(full.questions.map((question) => question.answerColumn), [2, 2]);
    assert.deepEqual(findTableQuestions({ rows: [['Welcome'], ['Please read the attached policy?']], merges: [] }), { skipped: 'no question column was found' });
    assert.deepEqual(findTableQuestions({ rows: [], merges: [] }), { skipped: 'it is empty' });
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
    const exported = await writeAnswers('docx', data, questions.map((question) => ({ location: question.location, answer: 'Filled' })));
    const xml = (await (await JSZip.loadAsync(exported.data)).file('word/document.xml')?.async('string')) ?? '';
    assert.match(xml, /Comments: <\/w:t>|Comments:<\/w:t>/);
    assert.doesNotMatch(xml, /Jane Doe|\[Type here\]/);
    const again = await extractQuestions('docx', exported.data);
    assert.deepEqual(again.questions.map((question) => question.existingAnswer), ['Filled', 'Filled']);
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
    const exported = await writeAnswers('docx', data, questions.map((question, index) => ({ location: question.location, answer: `Answer ${index + 1}` })));
    const xml = (await (await JSZip.loadAsync(exported.data)).file('word/document.xml')?.async('string')) ?? '';
    assert.doesNotMatch(xml, /Click or tap here|PlaceholderText|showingPlcHdr/);
    const again = await extractQuestions('docx', exported.data);
    assert.deepEqual(again.questions.map((question) => question.existingAnswer), ['Answer 1', 'Answer 2']);
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
  test('running headers and page numbers are not part of questions; a question does not run across pages', async () => {
    const pdf = new PDFDocument({ size: 'A5', margin: 40 });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise((resolve) => pdf.on('end', resolve));
    const pages = [
      ['SECURITY REVIEW', 'Q1 Do you run vulnerability scans on every release', 'Q2 Is there a bug bounty programme?'],
      ['Q3 Do you rotate service account credentials', 'Q4 Are logs kept for at least a year?'],
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
