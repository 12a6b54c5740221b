// Excel workbooks: every visible sheet is a table of questions (or is skipped with a warning); answers
// are written with ExcelJS, which keeps styles, merged cells, column widths, data validations and the
// other sheets. A column whose question rows carry a Yes/No list validation is the verdict column: it
// gets the verdict in the list's own spelling, and the answer text goes into the explanation column.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { AnswerToWrite, ExtractedQuestion, ExtractionResult, QuestionLocation } from './index.ts';
import type { QuestionnaireLimits } from './limits.ts';
import { openOfficePackage, unreadable } from './office-container.ts';
import { locationNotFound, noQuestionsFound, tooManyQuestions } from './questionnaire-file-error.ts';
import { isInstructionsTitle } from './question-text.ts';
import { TableReader } from './table-layout.ts';
import type { CellRange } from './tabular.ts';
import { boxesOnly, tickedText } from './choice-boxes.ts';
import { answerTexts, markedPlaces } from './verdict-columns.ts';
import { restoreValidations, takeValidations, type SheetValidations } from './xlsx-validations.ts';

const KIND = 'workbook';

const HIDDEN = 'it is hidden';

export async function extractXlsxQuestions(data: Uint8Array, limits: QuestionnaireLimits, reader = new TableReader()): Promise<ExtractionResult> {
  const { workbook, validations } = await loadWorkbook(data, limits);
  const questions: ExtractedQuestion[] = [];
  const sections: string[] = [];
  const warnings: string[] = [];
  for (const sheet of workbook.worksheets) {
    const result = reader.read({
      key: sheet.name,
      name: `sheet "${sheet.name}"`,
      grid: {
        rows: sheetRows(sheet),
        merges: sheetMerges(sheet),
        lists: sheetLists(workbook, sheet, validations.get(sheet.name)),
        hiddenColumns: hiddenColumns(sheet),
      },
      byContent: !isInstructionsTitle(sheet.name),
      ...(sheet.state !== 'visible' && { skipped: HIDDEN }),
    });
    if ('skipped' in result) {
      if (sheet.actualRowCount > 0) {
        warnings.push(
          result.skipped === HIDDEN ? `The hidden sheet "${sheet.name}" was skipped.` : `The sheet "${sheet.name}" was skipped: ${result.skipped}.`,
        );
      }
      continue;
    }
    sections.push(sheet.name);
    // Rows hidden by a filter or a collapsed group may be out of scope, or only tucked away: read, and said.
    const hiddenRows = result.questions.filter((question) => sheet.getRow(question.row + 1).hidden).map((question) => question.row + 1);
    if (hiddenRows.length === 1)
      warnings.push(`Row ${hiddenRows[0]} of the sheet "${sheet.name}" is hidden; its question was read: mark it not applicable if it is out of scope.`);
    if (hiddenRows.length > 1)
      warnings.push(
        `Rows ${hiddenRows.join(', ')} of the sheet "${sheet.name}" are hidden; their questions were read: mark them not applicable if they are out of scope.`,
      );
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
          ...(question.verdictColumn !== null && {
            verdictCell: cellAddress(row, question.verdictColumn + 1),
            verdictValues: question.verdictValues ?? [],
          }),
          ...(question.verdictBoxes && { verdictBoxes: true }),
          ...(question.verdictMarks && {
            verdictMarks: Object.fromEntries(Object.entries(question.verdictMarks).map(([verdict, column]) => [verdict, cellAddress(row, column + 1)])),
          }),
        },
        existingAnswer: question.existingAnswer,
        existingVerdict: question.existingVerdict,
      });
    }
  }
  if (questions.length === 0) {
    throw noQuestionsFound(`any sheet of this workbook (${workbook.worksheets.map((sheet) => `"${sheet.name}"`).join(', ')})`);
  }
  return { format: 'xlsx', questions, sections, warnings };
}

export async function writeXlsxAnswers(original: Uint8Array, answers: readonly AnswerToWrite[]): Promise<Uint8Array> {
  const { workbook, validations } = await loadWorkbook(original, null);
  for (const { location, answer, verdict } of answers) {
    const sheet = location.kind === 'xlsx' ? workbook.getWorksheet(location.sheet) : undefined;
    if (!sheet || location.kind !== 'xlsx') throw locationNotFound(describe(location));
    const texts = answerTexts(location, answer, verdict);
    const verdictCell = location.verdictCell ? sheet.getCell(location.verdictCell).master : undefined;
    // Boxes: the verdict's ticked. Otherwise only a value of its list: the cell keeps its style and its validation.
    if (verdictCell && location.verdictBoxes) {
      if (verdict) verdictCell.value = tickedText(verdictCell.text, verdict);
    } else if (verdictCell && texts.verdict !== null) verdictCell.value = texts.verdict;
    for (const [cell, mark] of markedPlaces(location.verdictMarks, verdict)) sheet.getCell(cell).master.value = mark || null;
    if (texts.answer === null) continue;
    const cell = sheet.getCell(location.answerCell).master;
    // Into the cell of the boxes: below them.
    cell.value = location.verdictBoxes && location.answerCell === location.verdictCell ? `${boxesOnly(cell.text)}\n${texts.answer}` : texts.answer;
    // A new style object: loaded cells may share theirs with other cells.
    cell.style = { ...cell.style, alignment: { ...cell.style.alignment, wrapText: true } };
  }
  const written = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
  await restoreValidations(written, validations);
  return written.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/**
 * The workbook and its sheets' drop-downs (taken out before ExcelJS reads it: see xlsx-validations.ts),
 * or a QuestionnaireFileError (null limits: an original already accepted at upload).
 */
async function loadWorkbook(
  data: Uint8Array,
  limits: QuestionnaireLimits | null,
): Promise<{ workbook: ExcelJS.Workbook; validations: Map<string, SheetValidations> }> {
  const zip = await openOfficePackage(data, KIND, limits?.maxUncompressedBytes ?? Number.POSITIVE_INFINITY);
  const workbook = new ExcelJS.Workbook();
  try {
    const validations = await takeValidations(zip);
    // Repacked only when something was taken out (stored: ExcelJS unpacks it at once).
    const source =
      validations.size > 0 ? await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' }) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    await workbook.xlsx.load(source as unknown as ExcelJS.Buffer);
    return { workbook, validations };
  } catch (error) {
    throw unreadable(KIND, error);
  }
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

/**
 * The values of the list validations of a sheet, by "row:column" (0-based), on the cells the sheet
 * uses (and a few empty columns right of them): an inline list ("Yes,No,N/A"), a range of cells
 * (`$H$1:$H$3`, `Lists!$A$1:$A$3`) or a defined name of one.
 */
function sheetLists(workbook: ExcelJS.Workbook, sheet: ExcelJS.Worksheet, validations: SheetValidations | undefined): Map<string, readonly string[]> {
  const lists = new Map<string, readonly string[]>();
  const lastRow = sheet.rowCount;
  const lastColumn = sheet.columnCount + LIST_COLUMNS_PAST_USED;
  for (const { formula, ranges } of validations?.lists ?? []) {
    const values = listValues(workbook, sheet, formula);
    if (!values) continue;
    for (const range of ranges) {
      for (let row = range.top; row <= Math.min(range.bottom, lastRow); row += 1) {
        for (let column = range.left; column <= Math.min(range.right, lastColumn); column += 1) lists.set(`${row - 1}:${column - 1}`, values);
      }
    }
  }
  return lists;
}

/** Drop-downs in empty columns right of the used ones still count (an answer column nobody typed in). */
const LIST_COLUMNS_PAST_USED = 3;

const MAX_LIST_CELLS = 50;

function listValues(workbook: ExcelJS.Workbook, sheet: ExcelJS.Worksheet, formula: string): readonly string[] | null {
  const text = formula.trim().replace(/^=/, '');
  if (/^".*"$/s.test(text)) {
    return text
      .slice(1, -1)
      .replace(/""/g, '"')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
  }
  const named = workbook.definedNames.model.find((entry) => entry.name.toLowerCase() === text.toLowerCase())?.ranges[0];
  const reference = /^(?:(?:'((?:[^']|'')+)'|([^!'"]+))!)?(\$?[A-Z]+\$?\d+)(?::(\$?[A-Z]+\$?\d+))?$/i.exec(named ?? text);
  if (!reference) return null;
  const source = (reference[1] ?? reference[2]) ? workbook.getWorksheet((reference[1] ?? reference[2] ?? '').replace(/''/g, "'")) : sheet;
  if (!source) return null;
  const from = parseAddress(reference[3] ?? '');
  const to = parseAddress(reference[4] ?? reference[3] ?? '');
  if ((to.row - from.row + 1) * (to.column - from.column + 1) > MAX_LIST_CELLS) return null;
  const values: string[] = [];
  for (let row = from.row; row <= to.row; row += 1) {
    for (let column = from.column; column <= to.column; column += 1) {
      const value = cellText(source.getCell(row, column)).trim();
      if (value) values.push(value);
    }
  }
  return values;
}

function cellText(cell: ExcelJS.Cell): string {
  try {
    return cell.text;
  } catch {
    // ExcelJS cannot render some values (a formula without a cached result): no question text there.
    return '';
  }
}

/** The sheet's hidden columns, 0-based. */
function hiddenColumns(sheet: ExcelJS.Worksheet): Set<number> {
  const hidden = new Set<number>();
  (sheet.columns ?? []).forEach((column, index) => {
    if (column.hidden) hidden.add(index);
  });
  return hidden;
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
