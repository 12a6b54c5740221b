// Real questionnaire files, generated with the libraries people's tools use (ExcelJS, docx, pdfkit, pdf-lib),
// in the layouts clients send: title blocks above the header, merged section rows, instructions
// sheets, semicolon CSVs, Word tables and numbered paragraphs, PDFs. Each generator returns the file
// and the questions a reader should find in it, in order.
import ExcelJS from 'exceljs';
import { AlignmentType, CheckBox, HeadingLevel, LevelFormat, Paragraph, TableCell, TableRow, TextRun } from 'docx';
import JSZip from 'jszip';
import { PDFDocument as FormDocument, StandardFonts, type PDFPage, type PDFFont } from '@cantoo/pdf-lib';
import PDFDocument from 'pdfkit';
import {
  ANSWER_FILL,
  csvBytes,
  dropDown,
  fullWidthTable,
  solidFill,
  styleHeader,
  wordCell,
  wordFile,
  wordHeaderRow,
  wordRow,
  wordTitle,
  workbookBytes,
  writeSectionRow,
  writeTitle,
  WORD_HEADER_SHADE,
} from './office-builders';

export interface ExpectedQuestion {
  reference: string | null;
  text: string;
  section: string | null;
}

export interface GeneratedQuestionnaire {
  data: Uint8Array;
  fileName: string;
  questions: ExpectedQuestion[];
}

/** Security questions as vendors receive them, by section. */
export const QUESTION_BANK: readonly { section: string; text: string }[] = [
  { section: 'Access Control', text: 'Do you enforce multi-factor authentication for all remote access to production systems?' },
  { section: 'Access Control', text: 'How often are user access rights reviewed, and who approves the review?' },
  { section: 'Access Control', text: 'Describe how access is revoked when an employee leaves the company.' },
  { section: 'Access Control', text: 'Are shared or generic administrator accounts prohibited?' },
  { section: 'Access Control', text: 'What is your password policy for employees (length, complexity, rotation)?' },
  { section: 'Data Protection', text: 'Is customer data encrypted at rest, and which algorithm and key length are used?' },
  { section: 'Data Protection', text: 'Is customer data encrypted in transit using TLS 1.2 or higher?' },
  { section: 'Data Protection', text: 'Where are encryption keys stored and who can access them?' },
  { section: 'Data Protection', text: 'In which countries is customer data stored and processed?' },
  { section: 'Data Protection', text: 'How long is customer data retained after the end of the contract?' },
  { section: 'Data Protection', text: 'Describe how customer data is securely deleted on request.' },
  { section: 'Incident Response', text: 'Do you maintain a documented incident response plan that is tested at least annually?' },
  { section: 'Incident Response', text: 'Within how many hours will customers be notified of a security breach affecting their data?' },
  { section: 'Incident Response', text: 'Have you had a security incident involving customer data in the last three years?' },
  { section: 'Incident Response', text: 'Do you monitor production systems for security events around the clock?' },
  { section: 'Business Continuity', text: 'Do you have a business continuity and disaster recovery plan?' },
  { section: 'Business Continuity', text: 'What are your recovery time and recovery point objectives for the service?' },
  { section: 'Business Continuity', text: 'How often are backups taken, and are restores tested?' },
  { section: 'Business Continuity', text: 'Are backups stored in a separate region from production?' },
  { section: 'Vendor Management', text: 'Do you assess the security of your subprocessors before onboarding them?' },
  { section: 'Vendor Management', text: 'Provide the list of subprocessors that have access to customer data.' },
  { section: 'Vendor Management', text: 'Are your subprocessors bound by data protection agreements?' },
  { section: 'Compliance', text: 'Do you hold a current SOC 2 Type II report or ISO 27001 certification?' },
  { section: 'Compliance', text: 'When was your last external penetration test, and were all critical findings fixed?' },
  { section: 'Compliance', text: 'Do employees receive security awareness training at least once a year?' },
  { section: 'Compliance', text: 'Are background checks performed on employees with access to customer data?' },
  { section: 'Application Security', text: 'Is source code reviewed for security issues before it is deployed?' },
  { section: 'Application Security', text: 'Do you scan dependencies for known vulnerabilities?' },
  { section: 'Application Security', text: 'How quickly are critical vulnerabilities patched in production?' },
  { section: 'Application Security', text: 'Are production and development environments separated?' },
];

/** `count` questions from the bank, numbered variants once the bank is exhausted. */
export function bankQuestions(count: number): { section: string; text: string }[] {
  return Array.from({ length: count }, (_, index) => {
    const question = QUESTION_BANK[index % QUESTION_BANK.length] as { section: string; text: string };
    const round = Math.floor(index / QUESTION_BANK.length);
    return round === 0 ? question : { section: question.section, text: `${question.text.replace(/\?$/, '')} (scope ${round + 1})?` };
  });
}

const SECTION_FILL = solidFill('FFD9E2F3');

/**
 * The classic vendor questionnaire: a merged title and a few info rows above the header (row 5:
 * ID | Question | Answer | Comments), section rows merged across the table, one pre-filled answer,
 * a blank row. Questions in rows 7-9 and 12-13.
 */
export async function xlsxWithTitleBlock(): Promise<GeneratedQuestionnaire> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Security Questionnaire');
  sheet.columns = [{ width: 8 }, { width: 70 }, { width: 45 }, { width: 30 }];
  writeTitle(sheet, 'A1:D1', 'Vendor Security Assessment 2024', 16);
  sheet.getCell('A2').value = 'Vendor name:';
  sheet.getCell('B2').value = 'Acme Analytics Ltd';
  sheet.getCell('A3').value = 'Please complete every question in column C and return by 30 June.';
  styleHeader(Object.assign(sheet.getRow(5), { values: ['ID', 'Question', 'Answer', 'Comments'] }));
  const section = (rowNumber: number, title: string) => writeSectionRow(sheet, rowNumber, 4, title, SECTION_FILL);
  section(6, 'Access Control');
  sheet.getRow(7).values = ['AC-1', QUESTION_BANK[0]?.text ?? ''];
  sheet.getRow(8).values = ['AC-2', QUESTION_BANK[1]?.text ?? '', 'Quarterly, approved by the CISO.'];
  sheet.getRow(9).values = ['AC-3', QUESTION_BANK[2]?.text ?? ''];
  section(11, 'Data Protection');
  sheet.getRow(12).values = ['DP-1', QUESTION_BANK[5]?.text ?? ''];
  sheet.getRow(13).values = ['DP-2', QUESTION_BANK[6]?.text ?? ''];
  // The answer column the client formatted for its vendors.
  for (let row = 7; row <= 13; row += 1) sheet.getCell(`C${row}`).fill = ANSWER_FILL;
  return {
    data: await workbookBytes(workbook),
    fileName: 'vendor-assessment.xlsx',
    questions: [
      { reference: 'AC-1', text: QUESTION_BANK[0]?.text ?? '', section: 'Access Control' },
      { reference: 'AC-2', text: QUESTION_BANK[1]?.text ?? '', section: 'Access Control' },
      { reference: 'AC-3', text: QUESTION_BANK[2]?.text ?? '', section: 'Access Control' },
      { reference: 'DP-1', text: QUESTION_BANK[5]?.text ?? '', section: 'Data Protection' },
      { reference: 'DP-2', text: QUESTION_BANK[6]?.text ?? '', section: 'Data Protection' },
    ],
  };
}

/** An "Instructions" sheet (prose, no question column) then a "Questions" sheet: # | Question | Response. */
export async function xlsxInstructionsAndQuestions(): Promise<GeneratedQuestionnaire> {
  const workbook = new ExcelJS.Workbook();
  const instructions = workbook.addWorksheet('Instructions');
  instructions.getColumn(1).width = 100;
  instructions.addRow(['How to complete this questionnaire']);
  instructions.addRow(['Answer each question on the Questions sheet in the Response column.']);
  instructions.addRow(['Attach evidence where available and return the file to procurement@example.com.']);
  const sheet = workbook.addWorksheet('Questions');
  sheet.columns = [{ width: 6 }, { width: 80 }, { width: 50 }];
  styleHeader(sheet.addRow(['#', 'Question', 'Response']));
  const picked = QUESTION_BANK.slice(11, 15);
  picked.forEach((question, index) => sheet.addRow([index + 1, question.text]));
  return {
    data: await workbookBytes(workbook),
    fileName: 'questionnaire-with-instructions.xlsx',
    questions: picked.map((question, index) => ({ reference: String(index + 1), text: question.text, section: 'Questions' })),
  };
}

/**
 * Two question sheets with different layouts: "Security" (Requirement | Vendor response, a Category
 * column) and "Privacy" (Question | Yes/No | Comments, the header on row 3 below a title).
 */
export async function xlsxTwoQuestionSheets(): Promise<GeneratedQuestionnaire> {
  const workbook = new ExcelJS.Workbook();
  const security = workbook.addWorksheet('Security');
  security.columns = [{ width: 22 }, { width: 80 }, { width: 50 }];
  styleHeader(security.addRow(['Category', 'Requirement', 'Vendor response']));
  const securityQuestions = [QUESTION_BANK[15], QUESTION_BANK[16], QUESTION_BANK[22]] as { section: string; text: string }[];
  for (const question of securityQuestions) security.addRow([question.section, question.text]);
  const privacy = workbook.addWorksheet('Privacy');
  privacy.getCell('A1').value = 'Privacy questions';
  privacy.getCell('A1').font = { bold: true };
  styleHeader(Object.assign(privacy.getRow(3), { values: ['Question', 'Yes/No', 'Comments'] }));
  const privacyQuestions = [QUESTION_BANK[8], QUESTION_BANK[9]] as { section: string; text: string }[];
  privacyQuestions.forEach((question, index) => {
    privacy.getRow(4 + index).values = [question.text];
  });
  return {
    data: await workbookBytes(workbook),
    fileName: 'two-sheets.xlsx',
    questions: [
      ...securityQuestions.map((question) => ({ reference: null, text: question.text, section: question.section })),
      ...privacyQuestions.map((question) => ({ reference: null, text: question.text, section: 'Privacy' })),
    ],
  };
}

/** The 1-based rows of xlsxVerdictQuestionnaire()'s questions, by sheet. */
export const VERDICT_ROWS: Readonly<Record<string, readonly number[]>> = { 'Access Control': [8, 9, 10, 12, 13], Operations: [2, 3, 4] };

/**
 * The most common layout, as in the development set (../shared/eval/vsaq-halden/questionnaire.xlsx):
 * an "Instructions" sheet; "Access Control" with a title block in rows 1-4 (merged title, vendor,
 * completed by, a merged note), the header on row 6 (ID | Question | Response | Comments/Evidence),
 * merged section rows, and a "Yes,No,N/A" list validation on every Response cell of a question row;
 * "Operations" (Ref | Requirement | Status | Implementation description) whose Status drop-down takes
 * its values from a range of the hidden sheet "Lists" (Compliant, Non-compliant, Not applicable).
 */
export async function xlsxVerdictQuestionnaire(): Promise<GeneratedQuestionnaire> {
  const workbook = new ExcelJS.Workbook();
  const instructions = workbook.addWorksheet('Instructions');
  instructions.getColumn(2).width = 30;
  instructions.getColumn(3).width = 90;
  writeTitle(instructions, 'B2', 'Vendor Security Assessment Questionnaire', 16);
  instructions.getCell('B4').value = 'Instructions';
  instructions.getCell('C5').value = '1. Select Yes, No or N/A in the Response column (use the drop-down).';
  instructions.getCell('C6').value = '2. Use the Comments/Evidence column to explain your answer. Do you have questions? Ask your contact.';

  const sheet = workbook.addWorksheet('Access Control', { views: [{ state: 'frozen', ySplit: 6 }] });
  sheet.columns = [{ width: 10 }, { width: 80 }, { width: 14 }, { width: 60 }];
  writeTitle(sheet, 'A1:D1', 'Vendor Security Assessment – Access Control');
  sheet.getCell('A2').value = 'Vendor:';
  sheet.getCell('B2').value = 'Acme Analytics Ltd';
  sheet.getCell('A3').value = 'Completed by:';
  sheet.mergeCells('A4:D4');
  sheet.getCell('A4').value = 'Select Yes / No / N/A in the Response column and provide details or evidence references in Comments/Evidence.';
  styleHeader(Object.assign(sheet.getRow(6), { values: ['ID', 'Question', 'Response', 'Comments/Evidence'] }));
  const accessQuestions: [number, string, { section: string; text: string }][] = [
    [8, 'AC-01', QUESTION_BANK[0]!],
    [9, 'AC-02', QUESTION_BANK[1]!],
    [10, 'AC-03', QUESTION_BANK[3]!],
    [12, 'DP-01', QUESTION_BANK[6]!],
    [13, 'DP-02', QUESTION_BANK[8]!],
  ];
  writeSectionRow(sheet, 7, 4, 'Identity and Access', SECTION_FILL);
  writeSectionRow(sheet, 11, 4, 'Data Protection', SECTION_FILL);
  for (const [rowNumber, id, question] of accessQuestions) {
    sheet.getRow(rowNumber).values = [id, question.text];
    sheet.getCell(rowNumber, 3).dataValidation = dropDown('"Yes,No,N/A"', { errorTitle: 'Invalid response', error: 'Please select Yes, No or N/A.' });
  }

  const operations = workbook.addWorksheet('Operations');
  operations.columns = [{ width: 8 }, { width: 80 }, { width: 18 }, { width: 60 }];
  styleHeader(operations.addRow(['Ref', 'Requirement', 'Status', 'Implementation description']));
  const operationsQuestions = [QUESTION_BANK[15]!, QUESTION_BANK[18]!, QUESTION_BANK[11]!];
  operationsQuestions.forEach((question, index) => {
    operations.addRow([`OP-${index + 1}`, question.text]);
    operations.getCell(index + 2, 3).dataValidation = dropDown('Lists!$A$1:$A$3', { showErrorMessage: false });
  });
  const lists = workbook.addWorksheet('Lists', { state: 'hidden' });
  ['Compliant', 'Non-compliant', 'Not applicable'].forEach((value, index) => {
    lists.getCell(index + 1, 1).value = value;
  });
  return {
    data: await workbookBytes(workbook),
    fileName: 'vendor-security-assessment.xlsx',
    questions: [
      ...accessQuestions.map(([rowNumber, reference, question]) => ({
        reference,
        text: question.text,
        section: rowNumber < 11 ? 'Identity and Access' : 'Data Protection',
      })),
      ...operationsQuestions.map((question, index) => ({ reference: `OP-${index + 1}`, text: question.text, section: 'Operations' })),
    ],
  };
}

/**
 * A verdict marked with an X under one of several columns, as the CAIQ v3 asks it: Control Domain |
 * Control ID | Question ID | Control Specification | Consensus Assessment Questions, then "Consensus
 * Assessment Answers" merged over Yes | No | Not Applicable on the row below, and Notes. The first
 * question is already answered No (an "x"); the domain is given on a control's first row only.
 */
export async function xlsxMarkedVerdictQuestionnaire(): Promise<GeneratedQuestionnaire> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('CAIQ v3.1');
  sheet.columns = [{ width: 24 }, { width: 10 }, { width: 10 }, { width: 50 }, { width: 80 }, { width: 8 }, { width: 8 }, { width: 12 }, { width: 60 }];
  styleHeader(
    Object.assign(sheet.getRow(1), {
      values: [
        'Control Domain',
        'Control ID',
        'Question ID',
        'Control Specification',
        'Consensus Assessment Questions',
        'Consensus Assessment Answers',
        '',
        '',
        'Notes',
      ],
    }),
  );
  sheet.mergeCells('F1:H1');
  styleHeader(Object.assign(sheet.getRow(2), { values: [null, null, null, null, null, 'Yes', 'No', 'Not Applicable'] }));
  const picked = [QUESTION_BANK[0], QUESTION_BANK[2], QUESTION_BANK[6]] as { section: string; text: string }[];
  picked.forEach((question, index) => {
    sheet.getRow(index + 3).values = [
      index === 0 ? 'Identity & Access Management' : null,
      'IAM-01',
      `IAM-01.${index + 1}`,
      index === 0 ? 'Access to systems shall be restricted to authorised users.' : null,
      question.text,
      null,
      index === 0 ? 'x' : null,
    ];
  });
  return {
    data: await workbookBytes(workbook),
    fileName: 'caiq-v3.1.xlsx',
    questions: picked.map((question, index) => ({ reference: `IAM-01.${index + 1}`, text: question.text, section: 'Identity & Access Management' })),
  };
}

/** A csv whose verdict columns are marked: ID,Question,Yes,No,N/A,Comments. */
export function markedVerdictCsv(): GeneratedQuestionnaire {
  const picked = [QUESTION_BANK[1], QUESTION_BANK[3]] as { section: string; text: string }[];
  const lines = ['ID,Question,Yes,No,N/A,Comments', ...picked.map((question, index) => `Q${index + 1},"${question.text}",,,,`)];
  return {
    data: csvBytes(lines, '\n'),
    fileName: 'marked.csv',
    questions: picked.map((question, index) => ({ reference: `Q${index + 1}`, text: question.text, section: null })),
  };
}

/** No header row at all: a number column, questions in column B, an empty column C for the answers. */
export async function xlsxWithoutHeaderRow(): Promise<GeneratedQuestionnaire> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(['Supplier due diligence']);
  const picked = QUESTION_BANK.slice(19, 23);
  picked.forEach((question, index) => sheet.addRow([`${index + 1}.`, question.text, '', index === 0 ? 'See policy VM-01' : '']));
  return {
    data: await workbookBytes(workbook),
    fileName: 'no-header.xlsx',
    questions: picked.map((question, index) => ({ reference: String(index + 1), text: question.text, section: null })),
  };
}

/** A workbook of prices: no question in it. */
export async function xlsxWithoutQuestions(): Promise<GeneratedQuestionnaire> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Prices');
  sheet.addRow(['Item', 'Unit price', 'Quantity']);
  sheet.addRow(['Licence', 120, 10]);
  sheet.addRow(['Support', 30, 10]);
  return { data: await workbookBytes(workbook), fileName: 'prices.xlsx', questions: [] };
}

/** One sheet, ID | Question | Answer, `count` questions (the benchmark's 500-question file). */
export async function largeXlsxQuestionnaire(count: number): Promise<GeneratedQuestionnaire> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questionnaire');
  sheet.columns = [{ width: 10 }, { width: 90 }, { width: 60 }];
  styleHeader(sheet.addRow(['ID', 'Question', 'Answer']));
  const questions = bankQuestions(count);
  questions.forEach((question, index) => sheet.addRow([`Q-${index + 1}`, question.text]));
  return {
    data: await workbookBytes(workbook),
    fileName: `questionnaire-${count}.xlsx`,
    questions: questions.map((question, index) => ({ reference: `Q-${index + 1}`, text: question.text, section: 'Questionnaire' })),
  };
}

/**
 * A semicolon CSV as European Excel writes it (CRLF, a quoted question with a semicolon inside):
 * Nr;Section;Question;Answer.
 */
export function semicolonCsv(): GeneratedQuestionnaire {
  const picked = [QUESTION_BANK[23], QUESTION_BANK[24], QUESTION_BANK[26]] as { section: string; text: string }[];
  const lines = ['Nr;Section;Question;Answer'];
  picked.forEach((question, index) => lines.push(`${index + 1};${question.section};"${question.text.replace('?', '; please explain?')}";`));
  return {
    data: csvBytes(lines),
    fileName: 'questions.csv',
    questions: picked.map((question, index) => ({
      reference: String(index + 1),
      text: question.text.replace('?', '; please explain?'),
      section: question.section,
    })),
  };
}

const ANSWER_RUN_FONT = { font: 'Arial', size: 20, color: '1F4E79' } as const;

/**
 * A Word questionnaire in a table: title, an instructions paragraph, then No. | Question | Response
 * with a shaded bold header, a section row merged across the table, and a formatted (empty) response
 * cell on each row; one response already filled.
 */
/** `underInstructions`: the table follows an "Instructions" heading with no heading of its own. */
export async function docxTableQuestionnaire({ underInstructions = false } = {}): Promise<GeneratedQuestionnaire> {
  const picked = [QUESTION_BANK[0], QUESTION_BANK[3], QUESTION_BANK[12]] as { section: string; text: string }[];
  const question = (reference: string, text: string, answer = '') =>
    new TableRow({ children: [wordCell(reference), wordCell(text), wordCell(answer, { run: ANSWER_RUN_FONT })] });
  const section = (title: string) => new TableRow({ children: [wordCell(title, { bold: true, span: 3 })] });
  const rows = [
    wordHeaderRow(['No.', 'Question', 'Response']),
    section('Access Control'),
    question('1.1', picked[0]?.text ?? ''),
    question('1.2', picked[1]?.text ?? '', 'Yes, they are disabled.'),
    section('Incident Response'),
    question('2.1', picked[2]?.text ?? ''),
  ];
  const data = await wordFile([
    wordTitle('Supplier Security Questionnaire'),
    ...(underInstructions ? [new Paragraph({ text: 'Instructions', heading: HeadingLevel.HEADING_1 })] : []),
    new Paragraph({ text: 'Please answer every question in the Response column and return the document.' }),
    fullWidthTable(rows),
  ]);
  return {
    data,
    fileName: 'supplier-questionnaire.docx',
    questions: [
      { reference: '1.1', text: picked[0]?.text ?? '', section: 'Access Control' },
      { reference: '1.2', text: picked[1]?.text ?? '', section: 'Access Control' },
      { reference: '2.1', text: picked[2]?.text ?? '', section: 'Incident Response' },
    ],
  };
}

/**
 * A Word questionnaire table with a verdict column: Ref | Question | Y/N | Comments, a shaded bold
 * header, one row already answered "Y" with a comment.
 */
export async function docxYesNoTable(): Promise<GeneratedQuestionnaire> {
  const look = { run: ANSWER_RUN_FONT };
  const picked = [QUESTION_BANK[0], QUESTION_BANK[2], QUESTION_BANK[19], QUESTION_BANK[24]] as { section: string; text: string }[];
  const rows = [
    wordHeaderRow(['Ref', 'Question', 'Y/N', 'Comments'], { ...look, bold: true, fill: WORD_HEADER_SHADE }),
    ...picked.map((question, index) =>
      wordRow([`Q${index + 1}`, question.text, index === 3 ? 'Y' : '', index === 3 ? 'Every new starter, then yearly.' : ''], look),
    ),
  ];
  const data = await wordFile([
    wordTitle('Supplier Assurance Questionnaire'),
    new Paragraph({ text: 'Answer Y or N, and explain in the Comments column.' }),
    fullWidthTable(rows),
  ]);
  return {
    data,
    fileName: 'supplier-assurance.docx',
    questions: picked.map((question, index) => ({ reference: `Q${index + 1}`, text: question.text, section: null })),
  };
}

/** A Word table whose verdict is a mark under Yes, No or N/A: No. | Question | Yes | No | N/A | Comments. */
export async function docxMarkedVerdictTable(): Promise<GeneratedQuestionnaire> {
  const picked = [QUESTION_BANK[4], QUESTION_BANK[5]] as { section: string; text: string }[];
  const rows = [
    wordHeaderRow(['No.', 'Question', 'Yes', 'No', 'N/A', 'Comments'], { bold: true }),
    ...picked.map((question, index) => wordRow([String(index + 1), question.text, '', '', '', ''], { bold: false })),
  ];
  const data = await wordFile([wordTitle('Supplier Checklist'), fullWidthTable(rows)]);
  return {
    data,
    fileName: 'supplier-checklist.docx',
    questions: picked.map((question, index) => ({ reference: String(index + 1), text: question.text, section: null })),
  };
}

/**
 * Yes / No offered as boxes to tick, as Word questionnaires do: on the line below a question (the box
 * a symbol-font run of its own, then a "Comments:" line for the answer), after the question in its
 * own paragraph (one already ticked No), as Word checkbox content controls, and in a table's Response
 * cells ("[ ] Yes [ ] No").
 */
export async function docxCheckboxQuestionnaire(): Promise<GeneratedQuestionnaire> {
  const box = (checked = false) => new TextRun({ text: checked ? '☒' : '☐', font: 'MS Gothic' });
  const picked = [QUESTION_BANK[0], QUESTION_BANK[2], QUESTION_BANK[6], QUESTION_BANK[8], QUESTION_BANK[11]] as { section: string; text: string }[];
  const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
  const data = await wordFile([
    wordTitle('Supplier Security Questionnaire'),
    new Paragraph({ text: `1. ${picked[0]!.text}` }),
    new Paragraph({ children: [box(), new TextRun(' Yes    '), box(), new TextRun(' No    '), box(), new TextRun(' N/A')] }),
    new Paragraph({ text: 'Comments:' }),
    new Paragraph({ children: [new TextRun(`2. ${picked[1]!.text} `), box(), new TextRun(' Yes '), box(true), new TextRun(' No')] }),
    new Paragraph({
      children: [
        new TextRun(`3. ${picked[2]!.text} `),
        new CheckBox({ checked: false }),
        new TextRun(' Yes '),
        new CheckBox({ checked: false }),
        new TextRun(' No'),
      ],
    }),
    fullWidthTable([
      new TableRow({ tableHeader: true, children: ['#', 'Question', 'Response'].map(cell) }),
      new TableRow({ children: ['4', picked[3]!.text, '[ ] Yes [ ] No'].map(cell) }),
      new TableRow({ children: ['5', picked[4]!.text, '[ ] Yes [ ] No'].map(cell) }),
    ]),
  ]);
  return {
    data,
    fileName: 'supplier-checkboxes.docx',
    questions: picked.map((question, index) => ({ reference: String(index + 1), text: question.text, section: null })),
  };
}

/**
 * A Word questionnaire of numbered paragraphs under headings: a title, an "Instructions" heading with
 * a numbered list of instructions (not questions), then sections whose questions are Word list items
 * (1., 2., 2.a), one followed by an "Answer:" line, one by an empty placeholder paragraph, one by an
 * answer already given, plus an unnumbered paragraph ending in "?" and one with a typed "Q7" prefix.
 */
export async function docxNumberedQuestionnaire(): Promise<GeneratedQuestionnaire> {
  const item = (text: string, level = 0) => new Paragraph({ text, numbering: { reference: 'questions', level } });
  const data = await wordFile(
    [
      wordTitle('Data Processing Questionnaire'),
      new Paragraph({ text: 'Instructions', heading: HeadingLevel.HEADING_1 }),
      new Paragraph({ text: 'Answer each question directly below it.', numbering: { reference: 'instructions', level: 0 } }),
      new Paragraph({ text: 'Return the completed document to your account manager.', numbering: { reference: 'instructions', level: 0 } }),
      new Paragraph({ text: 'Data Protection', heading: HeadingLevel.HEADING_1 }),
      item(QUESTION_BANK[5]?.text ?? ''),
      new Paragraph({ children: [new TextRun({ text: 'Answer: ', bold: true }), new TextRun({ text: '________' })] }),
      item(QUESTION_BANK[7]?.text ?? ''),
      new Paragraph({ text: '' }),
      item('Please state the retention periods that apply to:'),
      item('customer records held in the production database', 1),
      new Paragraph({ text: 'Operations', heading: HeadingLevel.HEADING_1 }),
      item(QUESTION_BANK[17]?.text ?? ''),
      new Paragraph({ text: 'Response: Daily, with quarterly restore tests.' }),
      new Paragraph({ text: QUESTION_BANK[18]?.text ?? '' }),
      new Paragraph({ text: `Q7. ${QUESTION_BANK[29]?.text ?? ''}` }),
      new Paragraph({ text: 'Thank you for completing this questionnaire.' }),
    ],
    {
      numbering: {
        config: [
          {
            reference: 'questions',
            levels: [
              { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
              { level: 1, format: LevelFormat.LOWER_LETTER, text: '%1.%2)', alignment: AlignmentType.START },
            ],
          },
          { reference: 'instructions', levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START }] },
        ],
      },
    },
  );
  return {
    data,
    fileName: 'data-processing.docx',
    questions: [
      { reference: '1', text: QUESTION_BANK[5]?.text ?? '', section: 'Data Protection' },
      { reference: '2', text: QUESTION_BANK[7]?.text ?? '', section: 'Data Protection' },
      { reference: '3', text: 'Please state the retention periods that apply to:', section: 'Data Protection' },
      { reference: '3.a', text: 'customer records held in the production database', section: 'Data Protection' },
      { reference: '4', text: QUESTION_BANK[17]?.text ?? '', section: 'Operations' },
      { reference: null, text: QUESTION_BANK[18]?.text ?? '', section: 'Operations' },
      { reference: 'Q7', text: QUESTION_BANK[29]?.text ?? '', section: 'Operations' },
    ],
  };
}

/** A Word document with prose only. */
export async function docxWithoutQuestions(): Promise<GeneratedQuestionnaire> {
  const data = await wordFile([wordTitle('Meeting notes'), new Paragraph({ text: 'We agreed to renew the contract for another year.' })]);
  return { data, fileName: 'notes.docx', questions: [] };
}

/**
 * A PDF questionnaire: a title, an instructions heading and text, numbered section titles, numbered
 * questions (one long enough to wrap over lines), an "Answer:" line, and an unnumbered question.
 */
export async function pdfQuestionnaire(options: { userPassword?: string } = {}): Promise<GeneratedQuestionnaire> {
  const long = `${QUESTION_BANK[23]?.text ?? ''} Include the name of the testing firm, the scope of the test and the date by which the remaining medium findings will be remediated?`;
  const questions: ExpectedQuestion[] = [
    { reference: '1.1', text: QUESTION_BANK[0]?.text ?? '', section: 'Access Control' },
    { reference: '1.2', text: QUESTION_BANK[3]?.text ?? '', section: 'Access Control' },
    { reference: '2.1', text: long, section: 'Compliance' },
    { reference: '2.2', text: QUESTION_BANK[24]?.text ?? '', section: 'Compliance' },
    { reference: null, text: QUESTION_BANK[25]?.text ?? '', section: 'Compliance' },
  ];
  const pdf = new PDFDocument({ size: 'A4', margin: 56, ...(options.userPassword ? { userPassword: options.userPassword, pdfVersion: '1.7' as const } : {}) });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => pdf.on('end', () => resolve()));
  pdf.fontSize(18).text('Vendor Risk Questionnaire').moveDown();
  pdf.fontSize(13).text('Instructions').fontSize(11);
  pdf.text('Answer each question below. Attach evidence where available.').moveDown();
  pdf.fontSize(13).text('1. Access Control').fontSize(11);
  pdf.text(`1.1 ${questions[0]?.text}`);
  pdf.text('Answer: ____________________').moveDown(0.5);
  pdf.text(`1.2 ${questions[1]?.text}`).moveDown();
  pdf.fontSize(13).text('2. Compliance').fontSize(11);
  pdf.text(`2.1 ${long}`, { width: 300 });
  pdf.text(`2.2 ${questions[3]?.text}`);
  pdf.text(questions[4]?.text ?? '');
  pdf.end();
  await done;
  return { data: new Uint8Array(Buffer.concat(chunks)), fileName: 'vendor-risk.pdf', questions };
}

/** Where a fillable PDF question's answer goes: its text field and its verdict boxes (field names). */
export interface ExpectedFormFields {
  answerField: string | null;
  /** Each verdict's field and the value that checks it. */
  verdictFields: Partial<Record<'yes' | 'no' | 'n/a', { field: string; value: string }>> | null;
  existingAnswer: string | null;
  existingVerdict: 'yes' | 'no' | 'n/a' | null;
}

/**
 * A fillable PDF questionnaire (an AcroForm, as Acrobat or Word's "Save as PDF form" make them),
 * one A4 page: numbered questions in a column, each with its answer fields placed the ways vendor
 * forms do: a text field to the right of the question (1.1); a "Comments:" label and text field below
 * it (1.2); Yes / No check boxes to the right with an "Explanation:" field below (1.3); a Yes / No /
 * N/A radio group (2.1); a pre-filled answer and a checked "No" box (2.2); no field at all (2.3). A
 * section title and a footer field ("Completed by") belong to no question. With `ownerPassword`, encrypted against changes.
 */
export async function fillablePdfQuestionnaire(options: { ownerPassword?: string } = {}): Promise<GeneratedQuestionnaire & { fields: ExpectedFormFields[] }> {
  const questions: ExpectedQuestion[] = [
    { reference: '1.1', text: QUESTION_BANK[0]?.text ?? '', section: 'Access Control' },
    { reference: '1.2', text: QUESTION_BANK[2]?.text ?? '', section: 'Access Control' },
    { reference: '1.3', text: QUESTION_BANK[3]?.text ?? '', section: 'Access Control' },
    { reference: '2.1', text: QUESTION_BANK[6]?.text ?? '', section: 'Data Protection' },
    { reference: '2.2', text: QUESTION_BANK[17]?.text ?? '', section: 'Data Protection' },
    { reference: '2.3', text: QUESTION_BANK[19]?.text ?? '', section: 'Data Protection' },
  ];
  const yesNo = (name: string) => ({ yes: { field: `${name}_yes`, value: 'Yes' }, no: { field: `${name}_no`, value: 'Yes' } });
  const fields: ExpectedFormFields[] = [
    { answerField: 'q1_answer', verdictFields: null, existingAnswer: null, existingVerdict: null },
    { answerField: 'q2_comments', verdictFields: null, existingAnswer: null, existingVerdict: null },
    { answerField: 'q3_explanation', verdictFields: yesNo('q3'), existingAnswer: null, existingVerdict: null },
    {
      answerField: 'q4_details',
      verdictFields: { yes: { field: 'q4_verdict', value: 'Yes' }, no: { field: 'q4_verdict', value: 'No' }, 'n/a': { field: 'q4_verdict', value: 'NA' } },
      existingAnswer: null,
      existingVerdict: null,
    },
    {
      answerField: 'q5_answer',
      verdictFields: yesNo('q5'),
      existingAnswer: 'Backups are taken nightly; restores are tested each quarter.',
      existingVerdict: 'no',
    },
    { answerField: null, verdictFields: null, existingAnswer: null, existingVerdict: null },
  ];

  const document = await FormDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([595, 842]);
  const form = document.getForm();
  let y = 790;
  const write = (text: string, x: number, size = 10, face: PDFFont = font) => page.drawText(text, { x, y, size, font: face });
  /** The question wrapped into a 300pt column from x=56; answers the baseline of its last line. */
  const question = (reference: string, text: string): number => {
    const lines = wrap(`${reference} ${text}`, font, 10, 300);
    const first = y;
    for (const line of lines) {
      write(line, 56);
      y -= 14;
    }
    return first;
  };
  const textField = (name: string, x: number, top: number, width: number, height: number) => {
    const field = form.createTextField(name);
    field.addToPage(page, { x, y: top - height, width, height, font });
    field.setFontSize(10);
    if (height >= 40) field.enableMultiline();
    return field;
  };
  const boxes = (name: string, firstLine: number, onPage: PDFPage) => {
    for (const [index, label] of ['Yes', 'No'].entries()) {
      const box = form.createCheckBox(`${name}_${label.toLowerCase()}`);
      box.addToPage(onPage, { x: 380 + index * 60, y: firstLine - 2, width: 10, height: 10 });
      page.drawText(label, { x: 394 + index * 60, y: firstLine, size: 10, font });
    }
  };

  write('Vendor Security Form', 56, 18, bold);
  y -= 34;
  write('1. Access Control', 56, 13, bold);
  y -= 22;
  // 1.1: a text field to the right of the question.
  const q1 = question('1.1', questions[0]!.text);
  textField('q1_answer', 380, q1 + 10, 160, 30);
  y -= 20;
  // 1.2: a labelled text field below the question.
  question('1.2', questions[1]!.text);
  y -= 4;
  write('Comments:', 56);
  textField('q2_comments', 120, y + 12, 420, 40);
  y -= 56;
  // 1.3: Yes / No check boxes to the right, an explanation field below.
  const q3 = question('1.3', questions[2]!.text);
  boxes('q3', q3, page);
  y -= 4;
  write('Explanation:', 56);
  textField('q3_explanation', 120, y + 12, 420, 30);
  y -= 50;
  write('2. Data Protection', 56, 13, bold);
  y -= 22;
  // 2.1: a radio group Yes / No / N/A to the right, a field below without a label.
  const q4 = question('2.1', questions[3]!.text);
  const radio = form.createRadioGroup('q4_verdict');
  for (const [index, [value, label]] of [
    ['Yes', 'Yes'],
    ['No', 'No'],
    ['NA', 'N/A'],
  ].entries()) {
    radio.addOptionToPage(value!, page, { x: 380 + index * 55, y: q4 - 2, width: 10, height: 10 });
    page.drawText(label!, { x: 394 + index * 55, y: q4, size: 10, font });
  }
  textField('q4_details', 56, y + 4, 484, 30);
  y -= 44;
  // 2.2: answered before it was sent: the field filled in, "No" ticked.
  const q5 = question('2.2', questions[4]!.text);
  boxes('q5', q5, page);
  y -= 4;
  const prefilled = textField('q5_answer', 56, y + 10, 484, 30);
  prefilled.setText(fields[4]!.existingAnswer!);
  form.getCheckBox('q5_no').check();
  y -= 50;
  // 2.3: no field of its own.
  question('2.3', questions[5]!.text);
  y -= 60;
  write('Completed by:', 56);
  textField('completed_by', 130, y + 12, 200, 18);
  form.updateFieldAppearances(font);
  // Protected against changes only: it opens without a password.
  if (options.ownerPassword) document.encrypt({ ownerPassword: options.ownerPassword, userPassword: '' });
  return { data: await document.save(), fileName: 'vendor-security-form.pdf', questions, fields };
}

/**
 * A fillable PDF questionnaire whose verdicts are drop-downs (combo boxes), as many vendor forms make
 * them: 3.1 with a "Response:" drop-down of Yes / No / N/A beside it and a comments field below; 3.2
 * with one of Compliant / Non-compliant / Not applicable, "Non-compliant" already selected; 3.3 with a
 * drop-down of departments (no verdict) and a text field.
 */
export async function fillablePdfWithDropDowns(): Promise<GeneratedQuestionnaire & { fields: ExpectedFormFields[] }> {
  const questions: ExpectedQuestion[] = [
    { reference: '3.1', text: QUESTION_BANK[0]?.text ?? '', section: null },
    { reference: '3.2', text: QUESTION_BANK[6]?.text ?? '', section: null },
    { reference: '3.3', text: QUESTION_BANK[2]?.text ?? '', section: null },
  ];
  /** A drop-down's verdicts: each the option that says it. */
  const choices = (field: string, [yes, no, notApplicable]: string[]) => ({
    yes: { field, value: yes! },
    no: { field, value: no! },
    'n/a': { field, value: notApplicable! },
  });
  const fields: ExpectedFormFields[] = [
    { answerField: 'q31_comments', verdictFields: choices('q31_response', ['Yes', 'No', 'N/A']), existingAnswer: null, existingVerdict: null },
    {
      answerField: 'q32_comments',
      verdictFields: choices('q32_status', ['Compliant', 'Non-compliant', 'Not applicable']),
      existingAnswer: null,
      existingVerdict: 'no',
    },
    { answerField: 'q33_comments', verdictFields: null, existingAnswer: null, existingVerdict: null },
  ];
  const document = await FormDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  const form = document.getForm();
  let y = 790;
  const dropDown = (name: string, options: string[], top: number) => {
    page.drawText('Response:', { x: 380, y: top, size: 10, font });
    const field = form.createDropdown(name);
    field.setOptions(options);
    field.addToPage(page, { x: 436, y: top - 4, width: 100, height: 16, font });
    return field;
  };
  for (const [index, question] of questions.entries()) {
    const first = y;
    for (const line of wrap(`${question.reference} ${question.text}`, font, 10, 300)) {
      page.drawText(line, { x: 56, y, size: 10, font });
      y -= 14;
    }
    const name = `q${index + 31}`;
    if (index === 0) dropDown(`${name}_response`, ['Yes', 'No', 'N/A'], first);
    if (index === 1) dropDown(`${name}_status`, ['Compliant', 'Non-compliant', 'Not applicable'], first).select('Non-compliant');
    if (index === 2) dropDown(`${name}_team`, ['Security', 'IT', 'Legal'], first);
    y -= 4;
    page.drawText('Comments:', { x: 56, y, size: 10, font });
    form.createTextField(`${name}_comments`).addToPage(page, { x: 120, y: y - 18, width: 420, height: 30, font });
    y -= 60;
  }
  form.updateFieldAppearances(font);
  return { data: await document.save(), fileName: 'drop-down-form.pdf', questions, fields };
}

/** Words laid out into lines of at most `width` points. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, size) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A truncated xlsx: the zip's central directory is missing. */
export async function corruptXlsx(): Promise<GeneratedQuestionnaire> {
  const { data } = await xlsxWithTitleBlock();
  return { data: data.slice(0, Math.floor(data.length / 2)), fileName: 'corrupt.xlsx', questions: [] };
}

/**
 * What Office writes when a file is saved with a password: an OLE compound file holding the
 * "EncryptionInfo" and "EncryptedPackage" streams (MS-OFFCRYPTO). No library at hand encrypts OOXML,
 * so the container is built here, structurally valid, with an agile EncryptionInfo header and
 * random bytes for the encrypted package.
 */
export function passwordProtectedOfficeFile(fileName = 'protected.xlsx'): GeneratedQuestionnaire {
  const sector = 512;
  const encryptionInfo = Buffer.alloc(4096);
  encryptionInfo.writeUInt16LE(4, 0);
  encryptionInfo.writeUInt16LE(4, 2);
  encryptionInfo.writeUInt32LE(0x40, 4);
  encryptionInfo.write(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><encryption xmlns="http://schemas.microsoft.com/office/2006/encryption"/>',
    8,
    'utf8',
  );
  const encryptedPackage = Buffer.alloc(8192);
  for (let index = 0; index < encryptedPackage.length; index += 1) encryptedPackage[index] = (index * 7919) % 251;
  encryptedPackage.writeBigUInt64LE(6000n, 0);
  const streams = [
    { name: 'EncryptionInfo', data: encryptionInfo, start: 2 },
    { name: 'EncryptedPackage', data: encryptedPackage, start: 2 + encryptionInfo.length / sector },
  ];
  const sectorCount = 2 + (encryptionInfo.length + encryptedPackage.length) / sector;
  const END_OF_CHAIN = 0xfffffffe;
  const FREE = 0xffffffff;

  const header = Buffer.alloc(sector);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(0x1000, 56);
  header.writeUInt32LE(END_OF_CHAIN, 60);
  header.writeUInt32LE(END_OF_CHAIN, 68);
  for (let index = 0; index < 109; index += 1) header.writeUInt32LE(index === 0 ? 0 : FREE, 76 + index * 4);

  const fat = Buffer.alloc(sector, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // the FAT's own sector
  fat.writeUInt32LE(END_OF_CHAIN, 4); // the directory
  for (const stream of streams) {
    const sectors = stream.data.length / sector;
    for (let index = 0; index < sectors; index += 1) {
      fat.writeUInt32LE(index === sectors - 1 ? END_OF_CHAIN : stream.start + index + 1, (stream.start + index) * 4);
    }
  }

  const directory = Buffer.alloc(sector);
  const entry = (index: number, name: string, type: number, start: number, size: number, siblings: { right?: number; child?: number }) => {
    const offset = index * 128;
    directory.write(`${name}\u0000`, offset, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, offset + 64);
    directory.writeUInt8(type, offset + 66);
    directory.writeUInt8(1, offset + 67);
    directory.writeUInt32LE(FREE, offset + 68);
    directory.writeUInt32LE(siblings.right ?? FREE, offset + 72);
    directory.writeUInt32LE(siblings.child ?? FREE, offset + 76);
    directory.writeUInt32LE(start, offset + 116);
    directory.writeUInt32LE(size, offset + 120);
  };
  entry(0, 'Root Entry', 5, END_OF_CHAIN, 0, { child: 1 });
  // Siblings are ordered by name length: "EncryptionInfo" < "EncryptedPackage".
  entry(1, 'EncryptionInfo', 2, streams[0]?.start ?? 0, encryptionInfo.length, { right: 2 });
  entry(2, 'EncryptedPackage', 2, streams[1]?.start ?? 0, encryptedPackage.length, {});
  for (const unused of [3]) {
    directory.writeUInt32LE(FREE, unused * 128 + 68);
    directory.writeUInt32LE(FREE, unused * 128 + 72);
    directory.writeUInt32LE(FREE, unused * 128 + 76);
  }
  const data = Buffer.concat([header, fat, directory, encryptionInfo, encryptedPackage]);
  if (data.length !== sector * (sectorCount + 1)) throw new Error('the compound file layout is off');
  return { data: new Uint8Array(data), fileName, questions: [] };
}

/**
 * A zip bomb dressed as an xlsx: a real workbook plus a padding entry that inflates to
 * `inflatedBytes`, its central directory claiming `declaredBytes` (a lie, when smaller).
 */
export async function zipBombXlsx(inflatedBytes: number, declaredBytes = inflatedBytes): Promise<GeneratedQuestionnaire> {
  const { data } = await xlsxWithTitleBlock();
  const zip = await JSZip.loadAsync(data);
  zip.file('xl/media/padding.bin', new Uint8Array(inflatedBytes));
  const bytes = Buffer.from(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
  if (declaredBytes !== inflatedBytes) {
    // Rewrite the size in the entry's local header and in the central directory.
    const name = Buffer.from('xl/media/padding.bin');
    for (let offset = bytes.indexOf(name); offset !== -1; offset = bytes.indexOf(name, offset + 1)) {
      if (bytes.readUInt32LE(offset - 30) === 0x04034b50) bytes.writeUInt32LE(declaredBytes, offset - 30 + 22);
      if (bytes.readUInt32LE(offset - 46) === 0x02014b50) bytes.writeUInt32LE(declaredBytes, offset - 46 + 24);
    }
  }
  return { data: new Uint8Array(bytes), fileName: 'bomb.xlsx', questions: [] };
}
