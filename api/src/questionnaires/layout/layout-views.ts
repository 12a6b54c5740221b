// A questionnaire's layout between the API's words (snake_case, roles by name) and the formats
// library's (TableOutcome, TableChoice), and the cell texts trimmed for a person to check.
import type { QuestionnaireLayout as LayoutView, TableLayout, TableLayoutChoice } from '@app/shared/contract';
import { cellAddress } from '../formats/xlsx.ts';
import type { QuestionnaireLayout, TableChoice, TableColumns, TableOutcome } from '../formats/index.ts';

export type TabularFormat = LayoutView['format'];

/** Columns and characters of a cell shown: enough to recognise a table, never a whole sheet. */
const SHOWN_COLUMNS = 60;
const SHOWN_CHARACTERS = 300;

const shown = (text: string) => (text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS - 1)}…` : text);

/** How people name a column: its letter in a spreadsheet ("C"), its number in a Word table ("3"). */
export const columnName = (format: TabularFormat, column: number) => (format === 'docx' ? String(column + 1) : cellAddress(1, column + 1).slice(0, -1));

export function layoutView(documentId: string, format: TabularFormat, confirmed: boolean, tables: readonly TableOutcome[]): LayoutView {
  return { document_id: documentId, format, confirmed, tables: tables.map(tableView) };
}

function tableView(table: TableOutcome): TableLayout {
  const { columns } = table;
  const headerCells = columns?.headerRow == null ? [] : (table.rows.find((row) => row.row === columns.headerRow)?.cells ?? []);
  const role = (column: number | null | undefined) => (column == null ? null : { column, header: shown(headerCells[column] ?? '') });
  return {
    key: table.key,
    name: table.name,
    included: table.included,
    skipped_reason: table.skipped,
    header_row: columns?.headerRow ?? null,
    column_count: table.columnCount,
    row_count: table.rowCount,
    roles: {
      question: role(columns?.question),
      reference: role(columns?.reference),
      verdict: role(columns?.verdict),
      explanation: role(columns?.explanation),
    },
    verdict_values: table.verdictValues,
    question_count: table.questionCount,
    rows: table.rows.map(({ row, cells }) => ({ row, cells: cells.slice(0, SHOWN_COLUMNS).map(shown) })),
  };
}

/** A table as a person chose it; a table left out keeps the columns it was given, if any. */
export function tableChoice(choice: TableLayoutChoice): TableChoice {
  const { roles } = choice;
  const columns: TableColumns | null =
    roles.question === null
      ? null
      : { headerRow: choice.header_row, question: roles.question, reference: roles.reference, verdict: roles.verdict, explanation: roles.explanation };
  return { key: choice.key, included: choice.included, columns };
}

/** The choices as the API says them (the audit log records them so). */
export function choicesView(layout: QuestionnaireLayout | null): TableLayoutChoice[] | null {
  return (
    layout?.tables.map(({ key, included, columns }) => ({
      key,
      included,
      header_row: columns?.headerRow ?? null,
      roles: {
        question: columns?.question ?? null,
        reference: columns?.reference ?? null,
        verdict: columns?.verdict ?? null,
        explanation: columns?.explanation ?? null,
      },
    })) ?? null
  );
}
