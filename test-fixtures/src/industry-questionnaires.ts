// Questionnaires in the layouts of the common industry questionnaires (a CAIQ v4, a HECVAT, a SIG
// Lite, a plain csv, Word tables and numbered paragraphs), written from their public structure with
// our own question texts, generated with the libraries people's tools use. Each generator returns the
// file, the questions a reader should find in it, in order, and where each question's verdict and
// answer text belong, so that a test can check the exported file cell by cell.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { HeadingLevel, Paragraph, TextRun, UnderlineType } from 'docx';
import {
  addProseSheet,
  ANSWER_FILL,
  csvBytes,
  dropDown,
  fullWidthTable,
  solidFill,
  styleHeader,
  wordFile,
  wordHeaderRow,
  wordRow,
  wordTitle,
  workbookBytes,
  writeSectionRow,
  writeTitle,
  WORD_HEADER_SHADE,
  type WordCellLook,
} from './office-builders';
import type { ExpectedQuestion, GeneratedQuestionnaire } from './questionnaire-files.ts';

/** Where a question of a workbook takes its answer: its sheet, its verdict cell (if any) and its answer text cell. */
export interface WorkbookAnswerPlace {
  sheet: string;
  row: number;
  verdictCell: string | null;
  answerCell: string;
}

export interface IndustryWorkbook extends GeneratedQuestionnaire {
  places: WorkbookAnswerPlace[];
  /** The verdict column's values as the file spells them. */
  verdictValues: string[];
}

interface Row {
  reference: string;
  text: string;
  section: string;
}

const BAND_FILL = solidFill('FF203864');
const DOMAIN_FILL = solidFill('FFDDEBF7');

const expected = (rows: readonly Row[]): ExpectedQuestion[] => rows.map(({ reference, text, section }) => ({ reference, text, section }));

/** The SSRM ownership values of a CAIQ v4: a drop-down that is not a verdict. */
export const OWNERSHIP_VALUES = ['CSP-owned', 'CSC-owned', 'Third-party outsourced', 'Shared CSP and CSC', 'Shared CSP and Third-party'];

const CAIQ_ROWS: readonly Row[] = [
  {
    reference: 'A&A-01.1',
    section: 'Audit & Assurance',
    text: 'Are audit and assurance policies written down, approved by management and shared with the staff who carry them out?',
  },
  { reference: 'A&A-01.2', section: 'Audit & Assurance', text: 'Are the audit and assurance policies reviewed and updated at least once a year?' },
  { reference: 'A&A-02.1', section: 'Audit & Assurance', text: 'Are independent audits of the cloud service carried out at least annually?' },
  {
    reference: 'AIS-01.1',
    section: 'Application & Interface Security',
    text: 'Is there a documented secure development standard that every application team follows?',
  },
  {
    reference: 'AIS-02.1',
    section: 'Application & Interface Security',
    text: 'Are security requirements defined for every new application before development starts?',
  },
  {
    reference: 'BCR-01.1',
    section: 'Business Continuity Management & Operational Resilience',
    text: 'Is a business continuity plan maintained, tested and reviewed after every major change?',
  },
];

/**
 * A CAIQ v4 style workbook: an "Introduction" sheet of prose; the questionnaire sheet with a title
 * block and a two-row header band (group titles merged over the columns, then Question ID | Question |
 * CSP CAIQ Answer | SSRM Control Ownership | CSP Implementation Description (Optional/Recommended) |
 * CSC Responsibilities (Optional/Recommended) | CCM Control ID | CCM Control Specification | CCM
 * Control Title | CCM Domain Title), domain title rows merged across the table between the questions;
 * the answer a "Yes,No,NA" drop-down, the ownership a second drop-down from the hidden "Lists" sheet.
 * One question is already answered (Yes, CSP-owned, a description).
 */
export async function caiqV4Workbook(): Promise<IndustryWorkbook> {
  const workbook = new ExcelJS.Workbook();
  addProseSheet(workbook, 'Introduction', 'A1', 120, 'Consensus Assessments Initiative Questionnaire v4.0.3', [
    'What is this questionnaire? It lets a cloud service provider describe the controls of its service.',
    'How should the questionnaire be completed? Answer every question with Yes, No or NA in the CSP CAIQ Answer column.',
    'Who owns each control? Select the control ownership for each question in the SSRM Control Ownership column.',
  ]);

  const name = 'CAIQv4.0.3';
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 5, xSplit: 2 }] });
  sheet.columns = [10, 70, 14, 24, 60, 40, 12, 60, 30, 30].map((width) => ({ width }));
  writeTitle(sheet, 'A1:J1', 'Consensus Assessments Initiative Questionnaire (CAIQ) for Acme Cloud');
  sheet.getCell('A2').value = 'Cloud service:';
  sheet.getCell('B2').value = 'Acme Cloud Platform';
  // The band: group titles over the columns, then the column headers.
  for (const [range, title] of [
    ['A4:B4', 'Questionnaire'],
    ['C4:F4', 'Cloud Service Provider Responses'],
    ['G4:J4', 'Cloud Controls Matrix'],
  ] as const) {
    sheet.mergeCells(range);
    sheet.getCell(range.split(':')[0]!).value = title;
  }
  sheet.getRow(5).values = [
    'Question ID',
    'Question',
    'CSP CAIQ Answer',
    'SSRM Control Ownership',
    'CSP Implementation Description (Optional/Recommended)',
    'CSC Responsibilities (Optional/Recommended)',
    'CCM Control ID',
    'CCM Control Specification',
    'CCM Control Title',
    'CCM Domain Title',
  ];
  for (const rowNumber of [4, 5]) styleHeader(sheet.getRow(rowNumber), BAND_FILL);
  const places: WorkbookAnswerPlace[] = [];
  let rowNumber = 6;
  let domain: string | null = null;
  for (const question of CAIQ_ROWS) {
    if (question.section !== domain) {
      domain = question.section;
      writeSectionRow(sheet, rowNumber, 10, domain, DOMAIN_FILL);
      rowNumber += 1;
    }
    const control = question.reference.replace(/\.\d+$/, '');
    sheet.getRow(rowNumber).values = [
      question.reference,
      question.text,
      null,
      null,
      null,
      null,
      control,
      `The provider shall define, maintain and review the practices covered by ${control} and report on them to its customers when asked.`,
      `${question.section.split(' ')[0]} Policy and Procedures`,
      question.section,
    ];
    sheet.getCell(rowNumber, 3).dataValidation = dropDown('"Yes,No,NA"');
    sheet.getCell(rowNumber, 4).dataValidation = dropDown('Lists!$A$1:$A$5');
    for (const column of [3, 4, 5, 6]) sheet.getCell(rowNumber, column).fill = ANSWER_FILL;
    places.push({ sheet: name, row: rowNumber, verdictCell: `C${rowNumber}`, answerCell: `E${rowNumber}` });
    rowNumber += 1;
  }
  // One question answered already.
  const answered = places[1]!.row;
  sheet.getCell(`C${answered}`).value = 'Yes';
  sheet.getCell(`D${answered}`).value = 'CSP-owned';
  sheet.getCell(`E${answered}`).value = 'Reviewed every January by the audit committee.';

  const lists = workbook.addWorksheet('Lists', { state: 'hidden' });
  OWNERSHIP_VALUES.forEach((value, index) => {
    lists.getCell(index + 1, 1).value = value;
  });
  return { data: await workbookBytes(workbook), fileName: 'caiq-v4.xlsx', questions: expected(CAIQ_ROWS), places, verdictValues: ['Yes', 'No', 'NA'] };
}

const HECVAT_SHEETS: Readonly<Record<string, readonly (Row | { title: string })[]>> = {
  Organization: [
    { title: 'Documentation' },
    { reference: 'DOCU-01', section: 'Documentation', text: 'Have you completed an independent SOC 2 Type II audit in the last twelve months?' },
    { reference: 'DOCU-02', section: 'Documentation', text: 'Do you have a well documented business continuity plan that is tested annually?' },
    { reference: 'DOCU-03', section: 'Documentation', text: 'Do you have a documented information security policy?' },
    { title: 'Company Overview' },
    { reference: 'COMP-01', section: 'Company Overview', text: 'Describe your organization’s business background and ownership structure.' },
    { reference: 'COMP-02', section: 'Company Overview', text: 'Have you had a breach of institutional data in the last five years?' },
  ],
  Application: [
    { title: 'Application Security' },
    { reference: 'APPL-01', section: 'Application Security', text: 'Are you using a web application firewall in front of the product?' },
    { reference: 'APPL-02', section: 'Application Security', text: 'Do you have a process to review code for security flaws before release?' },
    { title: 'Authentication, Authorization, and Accounting' },
    { reference: 'HLAA-01', section: 'Authentication, Authorization, and Accounting', text: 'Does the product support single sign-on with SAML?' },
    { reference: 'HLAA-02', section: 'Authentication, Authorization, and Accounting', text: 'Are audit logs kept for at least one year?' },
  ],
};

/**
 * A HECVAT style workbook: an "Instructions" sheet of prose (some of it phrased as questions), then
 * one sheet per area. Each section starts with a row naming it (merged over the ID and question
 * columns) beside the answer columns' own titles ("Vendor Answers", "Additional Information",
 * "Guidance"); nothing names the question column. Questions: an ID (DOCU-01), the question, a Yes/No
 * drop-down from the hidden "Lists" sheet, the vendor's additional information, the client's
 * guidance (pre-filled, never an answer place) and a hidden analyst column.
 */
export async function hecvatWorkbook(): Promise<IndustryWorkbook> {
  const workbook = new ExcelJS.Workbook();
  addProseSheet(workbook, 'Instructions', 'B2', 110, 'Higher Education Community Vendor Assessment Toolkit', [
    'Why are you being asked to complete this? Institutions use it to review the security of the services they buy.',
    'Do you need help? Contact the institution that sent you this document before you start.',
    'Answer every question on each tab, and use Additional Information to describe your answer.',
    'Are some questions not relevant to your product? Answer them anyway and explain why in Additional Information.',
  ]);

  const places: WorkbookAnswerPlace[] = [];
  const questions: ExpectedQuestion[] = [];
  for (const [name, rows] of Object.entries(HECVAT_SHEETS)) {
    const sheet = workbook.addWorksheet(name);
    sheet.columns = [{ width: 12 }, { width: 70 }, { width: 16 }, { width: 60 }, { width: 50 }, { width: 30, hidden: true }];
    writeTitle(sheet, 'A1:E1', `HECVAT – ${name}`);
    let rowNumber = 3;
    for (const row of rows) {
      if ('title' in row) {
        sheet.getRow(rowNumber).values = [row.title.toUpperCase(), null, 'Vendor Answers', 'Additional Information', 'Guidance', 'Analyst Notes'];
        sheet.mergeCells(rowNumber, 1, rowNumber, 2);
        sheet.getRow(rowNumber).font = { bold: true };
        sheet.getRow(rowNumber).eachCell((cell) => {
          cell.fill = DOMAIN_FILL;
        });
      } else {
        sheet.getRow(rowNumber).values = [row.reference, row.text, null, null, 'Provide links to your documentation where you can.'];
        sheet.getCell(rowNumber, 3).dataValidation = dropDown('Lists!$A$1:$A$2');
        sheet.getCell(rowNumber, 3).fill = ANSWER_FILL;
        sheet.getCell(rowNumber, 4).fill = ANSWER_FILL;
        places.push({ sheet: name, row: rowNumber, verdictCell: `C${rowNumber}`, answerCell: `D${rowNumber}` });
        questions.push({ reference: row.reference, text: row.text, section: row.section.toUpperCase() });
      }
      rowNumber += 1;
    }
  }
  const lists = workbook.addWorksheet('Lists', { state: 'hidden' });
  lists.getCell('A1').value = 'Yes';
  lists.getCell('A2').value = 'No';
  return {
    data: await asExcel2010Validations(await workbookBytes(workbook)),
    fileName: 'hecvat-lite.xlsx',
    questions,
    places,
    verdictValues: ['Yes', 'No'],
  };
}

const X14 = 'http://schemas.microsoft.com/office/spreadsheetml/2009/9/main';
const XM = 'http://schemas.microsoft.com/office/excel/2006/main';

/**
 * The workbook as Excel 2010 and later save it: a list validation drawn from another sheet is kept in
 * the sheet's extension list (x14:dataValidation), not among its dataValidations.
 */
export async function asExcel2010Validations(data: Uint8Array): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(data);
  for (const path of Object.keys(zip.files).filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))) {
    let xml = await zip.file(path)!.async('string');
    const moved: string[] = [];
    xml = xml.replace(
      /<dataValidation ([^>]*)sqref="([^"]*)"><formula1>([^<]*!)([^<]*)<\/formula1><\/dataValidation>/g,
      (_, attributes: string, sqref: string, sheet: string, cells: string) => {
        moved.push(
          `<x14:dataValidation ${attributes.trim()}><x14:formula1><xm:f>${sheet}${cells}</xm:f></x14:formula1><xm:sqref>${sqref}</xm:sqref></x14:dataValidation>`,
        );
        return '';
      },
    );
    if (moved.length === 0) continue;
    xml = xml.replace(/<dataValidations count="\d+"><\/dataValidations>/, '');
    const extension = `<extLst><ext uri="{CCE6A557-97BC-4b89-ADB9-8D8A8E7D0D3E}" xmlns:x14="${X14}"><x14:dataValidations count="${moved.length}" xmlns:xm="${XM}">${moved.join('')}</x14:dataValidations></ext></extLst>`;
    zip.file(path, xml.replace('</worksheet>', `${extension}</worksheet>`));
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

const SIG_ROWS: readonly (Row & { hidden?: boolean })[] = [
  { reference: '1.1', section: '1. Risk Assessment and Treatment', text: 'Is there a formal risk assessment program approved by management?' },
  { reference: '1.1.1', section: '1. Risk Assessment and Treatment', text: 'Does the risk assessment program include a documented risk register?' },
  { reference: '1.1.2', section: '1. Risk Assessment and Treatment', text: 'Are risks assigned an owner and a treatment plan?' },
  { reference: '1.2', section: '1. Risk Assessment and Treatment', text: 'Is a risk assessment performed at least once a year?', hidden: true },
  { reference: '2.1', section: '2. Security Policy', text: 'Is there an information security policy approved by management?' },
  { reference: '2.1.1', section: '2. Security Policy', text: 'Has the policy been communicated to all employees and contractors?' },
  { reference: '2.2', section: '2. Security Policy', text: 'Is the information security policy reviewed at least annually?' },
];

/**
 * A SIG Lite style workbook: "Instructions", the "SIG Lite" sheet (a title, then Ques Num |
 * Question/Request | a hidden "Maturity" column | Response | Additional Information | a hidden
 * mapping column; section title rows merged across; sub-questions "1.1.1" under their parent) and a
 * "Glossary" of terms. Response is a "Yes,No,N/A" drop-down; one question row is hidden (still a
 * question of the file). The hidden column's cells hold a drop-down of their own (1-5), never a verdict.
 */
export async function sigLiteWorkbook(): Promise<IndustryWorkbook & { hiddenRow: number }> {
  const workbook = new ExcelJS.Workbook();
  const instructions = workbook.addWorksheet('Instructions');
  instructions.getColumn(1).width = 120;
  instructions.getCell('A1').value = 'Standardized Information Gathering Questionnaire – Lite';
  instructions.getCell('A3').value = 'Answer each question on the SIG Lite tab by selecting Yes, No or N/A in the Response column.';
  instructions.getCell('A4').value = 'Does a question not apply to your services? Select N/A and explain why in Additional Information.';

  const name = 'SIG Lite';
  const sheet = workbook.addWorksheet(name);
  sheet.columns = [{ width: 10 }, { width: 80 }, { width: 10, hidden: true }, { width: 14 }, { width: 60 }, { width: 30, hidden: true }];
  writeTitle(sheet, 'A1:F1', 'SIG Lite Questionnaire');
  sheet.getRow(3).values = ['Ques Num', 'Question/Request', 'Maturity', 'Response', 'Additional Information', 'Mapping'];
  sheet.getRow(3).font = { bold: true };
  const places: WorkbookAnswerPlace[] = [];
  let rowNumber = 4;
  let section: string | null = null;
  let hiddenRow = 0;
  for (const question of SIG_ROWS) {
    if (question.section !== section) {
      section = question.section;
      writeSectionRow(sheet, rowNumber, 6, section, DOMAIN_FILL);
      rowNumber += 1;
    }
    sheet.getRow(rowNumber).values = [question.reference, question.text, 3, null, null, `ISO 27001 A.${question.reference}`];
    sheet.getCell(rowNumber, 3).dataValidation = dropDown('"1,2,3,4,5"');
    sheet.getCell(rowNumber, 4).dataValidation = dropDown('"Yes,No,N/A"');
    sheet.getCell(rowNumber, 4).fill = ANSWER_FILL;
    // Sub-questions are indented under their parent.
    if (question.reference.split('.').length > 2) sheet.getCell(rowNumber, 2).alignment = { indent: 2, wrapText: true };
    if (question.hidden) {
      sheet.getRow(rowNumber).hidden = true;
      hiddenRow = rowNumber;
    }
    places.push({ sheet: name, row: rowNumber, verdictCell: `D${rowNumber}`, answerCell: `E${rowNumber}` });
    rowNumber += 1;
  }
  const glossary = workbook.addWorksheet('Glossary');
  glossary.addRow(['Term', 'Definition']);
  glossary.addRow(['Risk register', 'What is a risk register? A list of the risks an organization has identified, with their owners.']);
  glossary.addRow(['Subprocessor', 'Who is a subprocessor? A third party that processes data on behalf of the service provider.']);
  return {
    data: await workbookBytes(workbook),
    fileName: 'sig-lite.xlsx',
    questions: expected(SIG_ROWS),
    places,
    verdictValues: ['Yes', 'No', 'N/A'],
    hiddenRow,
  };
}

/** Quoted questions over several lines, a quoted comma, a pre-filled answer. */
export const CSV_ROWS: readonly { id: string; question: string; answer: string; comments: string }[] = [
  { id: 'GEN-1', question: 'Do you have a dedicated security team?', answer: '', comments: '' },
  {
    id: 'GEN-2',
    question: 'Describe your backup process, including:\n- how often backups are taken\n- where they are stored\n- how long they are kept',
    answer: '',
    comments: '',
  },
  { id: 'GEN-3', question: 'Is data encrypted at rest, in transit, and in backups?', answer: 'Yes', comments: 'AES-256 everywhere.' },
  { id: 'GEN-4', question: 'List the third parties that host\r\nor process customer data.', answer: '', comments: '' },
];

/** A plain csv: ID,Question,Answer,Comments, every field quoted as spreadsheet tools write them, CRLF line ends. */
export function plainCsv(): GeneratedQuestionnaire {
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const lines = ['ID,Question,Answer,Comments', ...CSV_ROWS.map((row) => [row.id, row.question, row.answer, row.comments].map(quote).join(','))];
  return {
    data: csvBytes(lines),
    fileName: 'vendor-questions.csv',
    questions: CSV_ROWS.map((row) => ({ reference: row.id, text: row.question.replace(/\s+/g, ' '), section: null })),
  };
}

const WORD_TABLE_ROWS: readonly Row[] = [
  { reference: '1', section: 'General', text: 'Provide the legal name and registered address of your company.' },
  { reference: '2', section: 'General', text: 'Do you carry cyber liability insurance?' },
  { reference: '3', section: 'Security Controls', text: 'Are all laptops protected with full disk encryption?' },
  { reference: '4', section: 'Security Controls', text: 'How do you manage privileged access to production?' },
];

const CALIBRI: WordCellLook = { run: { font: 'Calibri' } };

/**
 * Word questionnaires in tables: a three-column table (No. | Question | Response) under each section
 * heading, and a two-column table (Question | Response) after them; the response cells empty.
 */
export async function wordTableQuestionnaire(): Promise<GeneratedQuestionnaire> {
  const header = (titles: string[]) => wordHeaderRow(titles, { ...CALIBRI, bold: true, fill: WORD_HEADER_SHADE });
  const sections = [...new Set(WORD_TABLE_ROWS.map((row) => row.section))];
  const twoColumn = [
    { text: 'Who is your data protection officer, and how can they be contacted?', section: 'Privacy' },
    { text: 'Do you transfer personal data outside the European Economic Area?', section: 'Privacy' },
  ];
  const data = await wordFile([
    wordTitle('Supplier Onboarding Questionnaire'),
    new Paragraph({ text: 'Please complete the Response column of each table and return this document to procurement.' }),
    ...sections.flatMap((section) => [
      new Paragraph({ text: section, heading: HeadingLevel.HEADING_1 }),
      fullWidthTable([
        header(['No.', 'Question', 'Response']),
        ...WORD_TABLE_ROWS.filter((row) => row.section === section).map((row) => wordRow([row.reference, row.text, ''], CALIBRI)),
      ]),
    ]),
    new Paragraph({ text: 'Privacy', heading: HeadingLevel.HEADING_1 }),
    fullWidthTable([header(['Question', 'Response']), ...twoColumn.map((row) => wordRow([row.text, ''], CALIBRI))]),
  ]);
  return {
    data,
    fileName: 'supplier-onboarding.docx',
    questions: [...expected(WORD_TABLE_ROWS), ...twoColumn.map((row) => ({ reference: null, ...row }))],
  };
}

const WORD_PARAGRAPH_ROWS: readonly Row[] = [
  { reference: '1', section: 'Organisation', text: 'How many employees does your company have?' },
  { reference: '2', section: 'Organisation', text: 'Describe the reporting line of the person responsible for information security.' },
  { reference: '3', section: 'Technical Measures', text: 'Is multi-factor authentication required for every administrator account?' },
  { reference: '4', section: 'Technical Measures', text: 'Explain how security patches are tested and deployed.' },
];

/**
 * A Word questionnaire of typed numbered paragraphs ("1. How many…?") under section headings, each
 * followed by an "Answer:" line (the label bold, then a tab, or an underlined blank); an
 * introduction paragraph and a closing line.
 */
export async function wordParagraphQuestionnaire(): Promise<GeneratedQuestionnaire> {
  const sections = [...new Set(WORD_PARAGRAPH_ROWS.map((row) => row.section))];
  const data = await wordFile([
    wordTitle('Information Security Due Diligence'),
    new Paragraph({ text: 'Answer each question on the line below it. Attach documents where asked.' }),
    ...sections.flatMap((section) => [
      new Paragraph({ text: section, heading: HeadingLevel.HEADING_2 }),
      ...WORD_PARAGRAPH_ROWS.filter((row) => row.section === section).flatMap((row, index) => [
        new Paragraph({ text: `${row.reference}. ${row.text}` }),
        new Paragraph({
          children:
            index % 2 === 0
              ? [new TextRun({ text: 'Answer:', bold: true }), new TextRun({ text: '\t' })]
              : [new TextRun({ text: 'Answer: ', bold: true }), new TextRun({ text: '                    ', underline: { type: UnderlineType.SINGLE } })],
        }),
      ]),
    ]),
    new Paragraph({ text: 'Signed on behalf of the supplier: ____________' }),
  ]);
  return { data, fileName: 'due-diligence.docx', questions: expected(WORD_PARAGRAPH_ROWS) };
}

/**
 * The workbook with the list validations of one column of a sheet (`xl/worksheets/sheet2.xml`: the
 * second sheet) replaced by one over `range` ("D:D", "D1:D1048576"), as Excel writes a drop-down set
 * on a whole column.
 */
export async function withDropDownOver(data: Uint8Array, sheetPart: string, column: string, range: string): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(data);
  let formula = '';
  const xml = (await zip.file(sheetPart)!.async('string')).replace(
    new RegExp(`<dataValidation ([^>]*)sqref="${column}\\d[^"]*"><formula1>([^<]*)</formula1></dataValidation>`, 'g'),
    (_, attributes: string, values: string) => {
      formula = values;
      return '';
    },
  );
  const validation = `<dataValidation type="list" allowBlank="1" sqref="${range}"><formula1>${formula}</formula1></dataValidation>`;
  zip.file(sheetPart, xml.replace('</dataValidations>', `${validation}</dataValidations>`));
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
