// Excel workbooks: every visible sheet is a table of questions (or is skipped with a warning); answers
// are written with ExcelJS, which keeps styles, merged cells, column widths and the other sheets.
import ExcelJS from 'exceljs';
import type { AnswerToWrite, ExtractedQuestion, ExtractionResult, QuestionLocation } from './index.ts';
import type { QuestionnaireLimits } from './limits.ts';
import { openOfficePackage, unreadable } from './office-container.ts';
import { locationNotFound, noQuestionsFound, tooManyQuestions } from './questionnaire-file-error.ts';
import { isInstructionsTitle } from './question-text.ts';
import { findTableQuestions, type CellRange } from './tabular.ts';

const KIND = 'workbook';

export async function extractXlsxQuestions(data: Uint8Array, limits: QuestionnaireLimits): Promise<ExtractionResult> {
  const workbook = await loadWorkbook(data, limits);
  const questions: ExtractedQuestion[] = [];
  const sections: string[] = [];
  const warnings: string[] = [];
  for (const sheet of workbook.worksheets) {
    if (sheet.state !== 'visible') {
      if (sheet.actualRowCount > 0) warnings.push(`The hidden sheet "${sheet.name}" was skipped.`);
      continue;
    }
    const result = findTableQuestions(
      { rows: sheetRows(sheet), merges: sheetMerges(sheet) },
      { byContent: !isInstructionsTitle(sheet.name) },
    );
    if ('skipped' in result) {
      if (sheet.actualRowCount > 0) warnings.push(`The sheet "${sheet.name}" was skipped: ${result.skipped}.`);
      continue;
    }
    sections.push(sheet.name);
    for (const question of result.questions) {
      if (questions.length >= limits.maxQuestions) throw tooManyQuestions(KIND, limits.maxQuestions);
      const row = question.row + 1;
      questions.push({
        ordinal: questions.length + 1,
        reference: question.reference,
        text: question.text,
        section: question.section ?? (isDefaultSheetName(sheet.name) ? null : sheet.name),
        location: {
          kind: 'xlsx',
          sheet: sheet.name,
          row,
          questionCell: cellAddress(row, question.questionColumn + 1),
          answerCell: cellAddress(row, question.answerColumn + 1),
        },
        existingAnswer: question.existingAnswer,
      });
    }
  }
  if (questions.length === 0) {
    throw noQuestionsFound(`any sheet of this workbook (${workbook.worksheets.map((sheet) => `"${sheet.name}"`).join(', ')})`);
  }
  return { format: 'xlsx', questions, sections, warnings };
}

export async function writeXlsxAnswers(original: Uint8Array, answers: readonly AnswerToWrite[]): Promise<Uint8Array> {
  const workbook = await loadWorkbook(original, null);
  for (const { location, answer } of answers) {
    const sheet = location.kind === 'xlsx' ? workbook.getWorksheet(location.sheet) : undefined;
    if (!sheet || location.kind !== 'xlsx') throw locationNotFound(describe(location));
    const cell = sheet.getCell(location.answerCell).master;
    cell.value = answer;
    // A new style object: loaded cells may share theirs with other cells.
    cell.style = { ...cell.style, alignment: { ...cell.style.alignment, wrapText: true } };
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The workbook, or a QuestionnaireFileError (null limits: an original already accepted at upload). */
async function loadWorkbook(data: Uint8Array, limits: QuestionnaireLimits | null): Promise<ExcelJS.Workbook> {
  await openOfficePackage(data, KIND, limits?.maxUncompressedBytes ?? Number.POSITIVE_INFINITY);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(data.buffer, data.byteOffset, data.byteLength) as unknown as ExcelJS.Buffer);
  } catch (error) {
    throw unreadable(KIND, error);
  }
  return workbook;
}

function sheetRows(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, columnNumber) => {
      cells[columnNumber - 1] = cellText(cell);
    });
    rows[rowNumber - 1] = Array.from(cells, (text) => text ?? '');
  });
  return Array.from(rows, (cells) => cells ?? []);
}

function cellText(cell: ExcelJS.Cell): string {
  try {
    return cell.text;
  } catch {
    // ExcelJS cannot render some values (a formula without a cached result): no question text there.
    return '';
  }
}

function sheetMerges(sheet: ExcelJS.Worksheet): CellRange[] {
  return sheet.model.merges.map((range) => {
    const [from = '', to = from] = range.split(':');
    const start = parseAddress(from);
    const end = parseAddress(to);
    return { top: start.row - 1, left: start.column - 1, bottom: end.row - 1, right: end.column - 1 };
  });
}

function isDefaultSheetName(name: string): boolean {
  return /^(sheet|feuil|tabelle|hoja|foglio|blad)\s*\d*$/i.test(name);
}

export function cellAddress(row: number, column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return `${letters}${row}`;
}

function parseAddress(address: string): { row: number; column: number } {
  const match = /^\$?([A-Z]+)\$?(\d+)$/i.exec(address.trim());
  if (!match) return { row: 0, column: 0 };
  const column = [...(match[1] ?? '').toUpperCase()].reduce((total, letter) => total * 26 + letter.charCodeAt(0) - 64, 0);
  return { row: Number(match[2]), column };
}

function describe(location: QuestionLocation): string {
  return location.kind === 'xlsx' ? `cell ${location.answerCell} of the sheet "${location.sheet}"` : `a ${location.kind} location`;
}
