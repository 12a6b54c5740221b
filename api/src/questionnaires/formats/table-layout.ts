// A questionnaire's tables (the sheets of a workbook, a csv file, the tables of a Word document) as
// they are read: which are read, their header row and the column of each role, and their first rows
// for a person to check. A layout a person confirmed replaces detection, table by table.
import { findTableQuestions, tableTopRows, tableWidth, type Grid, type TableColumns, type TabularResult } from './tabular.ts';
import { markedValues } from './verdict-columns.ts';

/** A person's choice for one table, by its key (see TableOutcome). */
export interface TableChoice {
  key: string;
  /** Read for questions, or left out. */
  included: boolean;
  /** Null: as detection finds them. */
  columns: TableColumns | null;
}

/** The confirmed layout of a questionnaire: stored with its document, read at every extraction. */
export interface QuestionnaireLayout {
  tables: TableChoice[];
}

/** How one table was read. */
export interface TableOutcome {
  /** Stable across readings of the same file: the sheet's name, "file", "table:<index of the w:tbl>". */
  key: string;
  /** How people call it: 'sheet "Access Control"', "the file", "table 2". */
  name: string;
  included: boolean;
  /** Why no questions were read from it; null when some were. */
  skipped: string | null;
  columns: TableColumns | null;
  /** The verdict column's values in the file's spelling, as the questions got them (of marked columns: Yes, No, N/A). */
  verdictValues: string[] | null;
  columnCount: number;
  rowCount: number;
  questionCount: number;
  /** Its first rows (see tableTopRows), for a person to check the columns. */
  rows: { row: number; cells: string[] }[];
}

/** What a format says of a table it reads. */
export interface TableToRead {
  key: string;
  name: string;
  grid: Grid;
  /** False: only a header row makes it a table of questions (see findTableQuestions). */
  byContent?: boolean;
  /** Why detection leaves it out before reading it (a hidden sheet); a person may still include it. */
  skipped?: string;
}

/** Rows shown under the header row. */
export const PREVIEW_ROWS = 5;
export const LEFT_OUT = 'it was left out when its columns were confirmed';

/** Reads the tables of one file with a confirmed layout (or none), and keeps how each was read. */
export class TableReader {
  readonly outcomes: TableOutcome[] = [];

  constructor(private readonly layout?: QuestionnaireLayout) {}

  read(table: TableToRead): TabularResult {
    const choice = this.layout?.tables.find((candidate) => candidate.key === table.key);
    const found = findTableQuestions(table.grid, { byContent: table.byContent, ...(choice?.columns && { columns: choice.columns }) });
    const leftOut = choice ? (choice.included ? undefined : LEFT_OUT) : table.skipped;
    const result: TabularResult = leftOut === undefined ? found : { skipped: leftOut, columns: found.columns };
    // Without a person's choice, a table is read when detection finds questions in it.
    const included = choice?.included ?? 'questions' in result;
    const questions = 'questions' in result ? result.questions : [];
    this.outcomes.push({
      key: table.key,
      name: table.name,
      included,
      skipped: 'skipped' in result ? result.skipped : null,
      columns: result.columns,
      verdictValues: questions[0]?.verdictValues ?? (questions[0]?.verdictMarks ? markedValues(questions[0].verdictMarks) : null),
      columnCount: tableWidth(table.grid),
      rowCount: table.grid.rows.length,
      questionCount: questions.length,
      rows: tableTopRows(table.grid, result.columns?.headerRow ?? null, PREVIEW_ROWS),
    });
    return result;
  }
}
