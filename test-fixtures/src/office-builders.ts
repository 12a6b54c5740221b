// The pieces clients' questionnaire files are built of, shared by the generators of
// questionnaire-files.ts and industry-questionnaires.ts: workbook titles, header bands, merged
// section rows and drop-downs (ExcelJS); Word table cells, header rows, full-width tables and the
// document itself (docx); csv bytes.
import ExcelJS from 'exceljs';
import { Document, HeadingLevel, Packer, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType, type IRunOptions } from 'docx';

export const solidFill = (argb: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });

/** The pale yellow clients give the cells a vendor is to fill in. */
export const ANSWER_FILL = solidFill('FFFFF2CC');
const HEADER_FILL = solidFill('FF1F4E79');

export async function workbookBytes(workbook: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A bold title in one cell ("B2"), or merged over a range ("A1:D1") in its first cell. */
export function writeTitle(sheet: ExcelJS.Worksheet, place: string, text: string, size = 14): void {
  if (place.includes(':')) sheet.mergeCells(place);
  const cell = sheet.getCell(place.split(':')[0]!);
  cell.value = text;
  cell.font = { bold: true, size };
}

/** A sheet of prose before the questions: its title in `titleCell`, the lines below it from two rows down, in one wide column. */
export function addProseSheet(workbook: ExcelJS.Workbook, name: string, titleCell: string, width: number, title: string, lines: readonly string[]): void {
  const sheet = workbook.addWorksheet(name);
  const { row, col } = sheet.getCell(titleCell);
  sheet.getColumn(col).width = width;
  writeTitle(sheet, titleCell, title, 16);
  lines.forEach((line, index) => {
    sheet.getCell(Number(row) + 2 + index, Number(col)).value = line;
  });
}

/** A header row in white bold on a dark band. */
export function styleHeader(row: ExcelJS.Row, fill = HEADER_FILL): void {
  row.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  row.eachCell((cell) => {
    cell.fill = fill;
  });
}

/** A section's title row: merged over the table's `columns` columns, bold, shaded. */
export function writeSectionRow(sheet: ExcelJS.Worksheet, rowNumber: number, columns: number, title: string, fill: ExcelJS.Fill): void {
  sheet.mergeCells(rowNumber, 1, rowNumber, columns);
  const cell = sheet.getCell(rowNumber, 1);
  cell.value = title;
  cell.fill = fill;
  cell.font = { bold: true };
}

/** A drop-down: its values listed in the formula ('"Yes,No,N/A"') or a range of cells ('Lists!$A$1:$A$3'). */
export const dropDown = (formula: string, more: Partial<ExcelJS.DataValidation> = {}): ExcelJS.DataValidation => ({
  type: 'list',
  allowBlank: true,
  formulae: [formula],
  showErrorMessage: true,
  ...more,
});

/** The shading of a Word questionnaire's header row. */
export const WORD_HEADER_SHADE = 'D9E2F3';

export interface WordCellLook {
  bold?: boolean;
  /** Shading, as a hex colour ('D9E2F3'). */
  fill?: string;
  /** How many columns the cell spans (a section row). */
  span?: number;
  /** The text's font, size and colour. */
  run?: Pick<IRunOptions, 'font' | 'size' | 'color'>;
}

/** A table cell of one paragraph of text. */
export function wordCell(text: string, { bold, fill, span, run }: WordCellLook = {}): TableCell {
  return new TableCell({
    columnSpan: span,
    shading: fill ? { type: ShadingType.CLEAR, color: 'auto', fill } : undefined,
    children: [new Paragraph({ children: [new TextRun({ text, bold, ...run })] })],
  });
}

/** A table row of text cells, all of one look. */
export const wordRow = (texts: readonly string[], look?: WordCellLook) => new TableRow({ children: texts.map((text) => wordCell(text, look)) });

/** The header row, repeated on each page: bold on the header shade unless told otherwise. */
export const wordHeaderRow = (titles: readonly string[], look: WordCellLook = { bold: true, fill: WORD_HEADER_SHADE }) =>
  new TableRow({ tableHeader: true, children: titles.map((title) => wordCell(title, look)) });

export const fullWidthTable = (rows: TableRow[]) => new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } });

export const wordTitle = (text: string) => new Paragraph({ text, heading: HeadingLevel.TITLE });

/** A Word document of one section holding `children`; `options` add its numbering definitions. */
export async function wordFile(
  children: (Paragraph | Table)[],
  options: Omit<ConstructorParameters<typeof Document>[0], 'sections'> = {},
): Promise<Uint8Array> {
  return new Uint8Array(await Packer.toBuffer(new Document({ ...options, sections: [{ children }] })));
}

/** A csv file's bytes: the lines, each ended as spreadsheet tools end them. */
export const csvBytes = (lines: readonly string[], lineEnd = '\r\n') => new Uint8Array(Buffer.from(`${lines.join(lineEnd)}${lineEnd}`, 'utf8'));
