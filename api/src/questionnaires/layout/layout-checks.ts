// What makes a layout impossible, said so a person can fix it: a sheet or table the file does not have,
// an included one without a question column, a row or column outside it, a column given two roles.
import { LAYOUT_ROLE_LABELS, LAYOUT_ROLES, type UpdateQuestionnaireLayoutRequest } from '@app/shared/contract';
import { ApiError } from '../../http/api-error.ts';
import type { QuestionnaireLayout, TableOutcome } from '../formats/index.ts';
import { columnName, tableChoice, type TabularFormat } from './layout-views.ts';

const invalid = (message: string) => new ApiError(400, 'invalid_layout', message);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The layout to store: the tables sent as chosen, the others as they were (confirmed before, or
 * detected). Throws a 400 for an impossible one.
 */
export function confirmedLayout(
  format: TabularFormat,
  request: UpdateQuestionnaireLayoutRequest,
  tables: readonly TableOutcome[],
  stored: QuestionnaireLayout | null,
): QuestionnaireLayout {
  const sent = new Set<string>();
  for (const choice of request.tables) {
    const table = tables.find((candidate) => candidate.key === choice.key);
    if (!table) throw invalid(`The file has no sheet or table "${choice.key}". Load its columns again.`);
    if (sent.has(choice.key)) throw invalid(`${capitalised(table.name)} is sent twice: send each sheet or table once.`);
    sent.add(choice.key);
    checkChoice(format, choice, table);
  }
  return {
    tables: tables.flatMap((table) => {
      const choice = request.tables.find((candidate) => candidate.key === table.key);
      const kept = stored?.tables.find((candidate) => candidate.key === table.key);
      return choice ? [tableChoice(choice)] : kept ? [kept] : [];
    }),
  };
}

function checkChoice(format: TabularFormat, choice: UpdateQuestionnaireLayoutRequest['tables'][number], table: TableOutcome): void {
  const name = table.name;
  if (choice.header_row !== null && choice.header_row >= table.rowCount) {
    throw invalid(`${capitalised(name)} has ${table.rowCount} rows: row ${choice.header_row + 1} cannot be its header row.`);
  }
  const assigned = LAYOUT_ROLES.flatMap((role) => {
    const column = choice.roles[role];
    return column === null ? [] : [{ role, column }];
  });
  for (const { role, column } of assigned) {
    if (column >= table.columnCount) {
      throw invalid(
        `${capitalised(name)} has ${table.columnCount} columns: column ${columnName(format, column)} (${LAYOUT_ROLE_LABELS[role]}) is not one of them.`,
      );
    }
  }
  for (const { role, column } of assigned) {
    const first = assigned.find((other) => other.column === column);
    if (first && first.role !== role) {
      throw invalid(
        `Column ${columnName(format, column)} of ${name} is given two roles (${LAYOUT_ROLE_LABELS[first.role]} and ${LAYOUT_ROLE_LABELS[role]}): give each column one role.`,
      );
    }
  }
  if (choice.included && choice.roles.question === null) throw invalid(`Choose the question column of ${name}, or leave it out.`);
}
