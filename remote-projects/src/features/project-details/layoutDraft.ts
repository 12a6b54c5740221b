// A questionnaire's layout as the person edits it before re-extracting: per sheet or table, whether it
// is read, its header row and the column of each role, in the shape the PUT sends.
import { LAYOUT_ROLES, type LayoutRole, type QuestionnaireLayout, type TableLayout, type TableLayoutChoice, tableLayoutChoice } from '@app/shared/contract';

export type LayoutDraft = Record<string, TableLayoutChoice>;

/** Columns offered in the selects and the preview: as many as the API shows. */
export const SHOWN_COLUMNS = 60;
/** Rows shown under the header row, as the API sends them. */
export const PREVIEW_ROWS = 5;

export function draftOf(layout: QuestionnaireLayout): LayoutDraft {
  return Object.fromEntries(layout.tables.map((table) => [table.key, tableLayoutChoice(table)]));
}

/** The role given to a column; the role that had it before has none (a column has one role). */
export function withRole(choice: TableLayoutChoice, role: LayoutRole, column: number | null): TableLayoutChoice {
  const roles = { ...choice.roles, [role]: column };
  for (const other of LAYOUT_ROLES) if (other !== role && column !== null && roles[other] === column) roles[other] = null;
  return { ...choice, roles };
}

/** The role of a column in the draft, if any. */
export const roleOf = (choice: TableLayoutChoice, column: number): LayoutRole | undefined => LAYOUT_ROLES.find((role) => choice.roles[role] === column);

/** How people name a column: its letter in a spreadsheet ("C"), its number in a Word table ("3"). */
export function columnName(format: QuestionnaireLayout['format'], column: number): string {
  if (format === 'docx') return String(column + 1);
  let letters = '';
  for (let rest = column + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** The cells of the chosen header row (empty without one). */
export function headerCells(table: TableLayout, headerRow: number | null): string[] {
  return headerRow === null ? [] : (table.rows.find((row) => row.row === headerRow)?.cells ?? []);
}

/** The rows shown to check the columns: the first ones under the header row. */
export function previewRows(table: TableLayout, headerRow: number | null): TableLayout['rows'] {
  return table.rows.filter((row) => row.row > (headerRow ?? -1)).slice(0, PREVIEW_ROWS);
}

/** A row as an option of the header row select: "Row 6: ID · Question · Response". */
export function rowLabel(row: TableLayout['rows'][number]): string {
  const text = row.cells.filter(Boolean).join(' · ');
  return `Row ${row.row + 1}: ${text.length > 60 ? `${text.slice(0, 59)}…` : text}`;
}

/** Included tables without a question column: they cannot be read. */
export const missingQuestionColumn = (draft: LayoutDraft) => Object.values(draft).filter((choice) => choice.included && choice.roles.question === null);
