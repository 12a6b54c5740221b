// Finds the questions of one table (an xlsx sheet, a csv file, a docx table): the header row, even below
// a title block, names the question, answer, reference and section columns; without one, the content
// does (the column with the most question-like cells, and the first mostly empty column to its right).
// A verdict column (a drop-down of Yes/No/N/A on the question rows, or a header saying Yes/No, Y/N,
// Compliant…) takes the verdict; the answer text then goes into the explanation column beside it
// (Comments, Evidence, Details…).
import type { Verdict } from '@app/shared/contract';
import {
  answerColumnRole,
  classifyHeader,
  looksLikeQuestion,
  looksLikeReference,
  looksLikeTitle,
  normalizeText,
  splitNumbering,
  type HeaderRole,
} from './question-text.ts';
import { boxChoices, startsWithBox } from './choice-boxes.ts';
import { headerVerdictValues, isVerdictList, verdictOfText } from './verdict-columns.ts';

/** 0-based, inclusive. */
export interface CellRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export interface Grid {
  /** Cell text by 0-based row and column ('' or missing when empty). */
  rows: readonly (readonly string[])[];
  merges: readonly CellRange[];
  /** The values a cell's drop-down allows (an xlsx list validation), by "row:column" (0-based). */
  lists?: ReadonlyMap<string, readonly string[]>;
  /** Columns hidden in the file (0-based): the client's own (scores, mappings, analyst notes), never an answer place. */
  hiddenColumns?: ReadonlySet<number>;
}

export interface TabularQuestion {
  row: number;
  questionColumn: number;
  /**
   * Where the answer text goes: the answer column, or the explanation column beside a verdict column
   * (the verdict column itself when there is none). May be one past the last used column: the table
   * has no answer column yet.
   */
  answerColumn: number;
  /** The verdict column (Yes / No / N/A); null when the table has none. */
  verdictColumn: number | null;
  /** The verdict column's values as the file spells them ("Yes", "No", "N/A"); null without one. */
  verdictValues: string[] | null;
  /** A verdict given by marking one of several columns instead; null without them. */
  verdictMarks: VerdictMarks | null;
  /** The verdict column's cells offer boxes to tick ("☐ Yes ☐ No"): the verdict ticks one. */
  verdictBoxes: boolean;
  reference: string | null;
  text: string;
  /** A section title row above it or its section/category column; null when neither. */
  section: string | null;
  existingAnswer: string | null;
  /** The verdict already in the verdict column; null when none. */
  existingVerdict: Verdict | null;
}

/**
 * A verdict given by marking one of several columns ("Yes | No | Not Applicable" with an X under one,
 * as the CAIQ v3 does): the column of each verdict.
 */
export type VerdictMarks = Partial<Record<Verdict, number>>;

/**
 * A table's columns (0-based) by role, as detection found them or a person chose them. Columns with
 * other roles (a category column) are left to detection.
 */
export interface TableColumns {
  /** The header row; null: none, and only question-like cells of the question column are read. */
  headerRow: number | null;
  question: number;
  /** The questionnaire's own question IDs ("AC-01"). */
  reference: number | null;
  verdict: number | null;
  /**
   * Where the answer text goes. Null: into the verdict column alone; without one, into the first
   * mostly empty column right of the question (a new column if none).
   */
  explanation: number | null;
}

/** `columns`: what was found (or chosen), even when no question was read with it. */
export type TabularResult = { questions: TabularQuestion[]; columns: TableColumns } | { skipped: string; columns: TableColumns | null };

interface Layout {
  /** Questions start below this row (-1: from the first row). */
  headerRow: number;
  questionColumn: number;
  answerColumn: number;
  referenceColumn: number | null;
  sectionColumn: number | null;
  verdictColumn: number | null;
  verdictValues: string[] | null;
  verdictMarks: VerdictMarks | null;
  verdictBoxes: boolean;
  /** Found from the content: only question-like rows count, not any text. */
  fromContent: boolean;
}

const HEADER_SCAN_ROWS = 30;
const CONTENT_SAMPLE_ROWS = 50;
/** Question rows looked at for a drop-down. */
const VERDICT_SAMPLE_ROWS = 200;
/** How surely a describing header (Comments, Additional Information…) names the explanation column: as "Notes" does. */
const DESCRIBING_SCORE = 2;
/** An empty drop-down column may stand right of the last column that holds text. */
const MAX_LIST_COLUMNS_PAST_TABLE = 3;

/**
 * `byContent: false`: only a header row can make this a table of questions (an instructions sheet,
 * whose prose may read like questions). `columns`: a person's choice, read instead of what detection
 * finds (unless it is what detection finds: then the table is read exactly as detected).
 */
export function findTableQuestions(grid: Grid, options: { byContent?: boolean; columns?: TableColumns } = {}): TabularResult {
  const table = new CellLookup(grid);
  if (table.rowCount === 0) return { skipped: 'it is empty', columns: null };
  const found = findHeaderLayout(table) ?? (options.byContent === false ? null : findContentLayout(table));
  const detected = found && withVerdictColumn(table, found, grid.lists);
  const chosen = options.columns;
  const layout = chosen && !sameColumns(chosen, detected && columnsOf(detected, grid)) ? chosenLayout(table, chosen, grid.lists) : detected;
  if (!layout) return { skipped: 'no question column was found', columns: null };
  const columns = columnsOf(layout, grid);
  const questions = readQuestions(table, layout);
  return questions.length > 0 ? { questions, columns } : { skipped: 'no questions were found below its header row', columns };
}

/** How many columns a table has: those holding text, and drop-downs standing right of them. */
export function tableWidth(grid: Grid): number {
  let width = grid.rows.reduce((widest, row) => Math.max(widest, row.length), 0);
  for (const key of grid.lists?.keys() ?? []) width = Math.max(width, Number(key.split(':')[1]) + 1);
  return width;
}

/**
 * The rows with text at the top of the table, as cell texts (a merged cell once): every row a header
 * is looked for in, the header row, and the first `below` rows under it.
 */
export function tableTopRows(grid: Grid, headerRow: number | null, below: number): { row: number; cells: string[] }[] {
  const table = new CellLookup(grid);
  const rows: { row: number; cells: string[] }[] = [];
  let listedBelow = 0;
  for (let row = 0; row < table.rowCount && (row < HEADER_SCAN_ROWS || listedBelow < below); row += 1) {
    const under = row > (headerRow ?? -1);
    if ((row >= HEADER_SCAN_ROWS && !under && row !== headerRow) || table.filledCells(row).length === 0) continue;
    if (under) listedBelow += 1;
    rows.push({ row, cells: Array.from({ length: table.columnCount }, (_, column) => table.text(row, column)) });
  }
  return rows;
}

function columnsOf(layout: Layout, grid: Grid): TableColumns {
  const answer = layout.answerColumn;
  const ownAnswerColumn = answer !== layout.verdictColumn && answer !== layout.questionColumn && answer < tableWidth(grid);
  return {
    headerRow: layout.fromContent || layout.headerRow < 0 ? null : layout.headerRow,
    question: layout.questionColumn,
    reference: layout.referenceColumn,
    // Marked columns are named by their first (the "Yes" column).
    verdict: layout.verdictColumn ?? (layout.verdictMarks ? Math.min(...Object.values(layout.verdictMarks)) : null),
    explanation: ownAnswerColumn ? answer : null,
  };
}

function sameColumns(a: TableColumns, b: TableColumns | null): boolean {
  return (
    !!b && a.headerRow === b.headerRow && a.question === b.question && a.reference === b.reference && a.verdict === b.verdict && a.explanation === b.explanation
  );
}

/** The layout of a person's choice; its verdict values from the column's drop-down, else its header. */
function chosenLayout(table: CellLookup, columns: TableColumns, lists: Grid['lists']): Layout {
  const fromContent = columns.headerRow === null;
  const headerRow = columns.headerRow ?? -1;
  const roles = new Set([columns.question, columns.reference, columns.verdict, columns.explanation]);
  const headers = fromContent ? [] : table.filledCells(headerRow);
  const layout: Layout = {
    headerRow,
    questionColumn: columns.question,
    answerColumn: columns.explanation ?? columns.verdict ?? emptyColumnRightOf(table, headerRow + 1, columns.question),
    referenceColumn: columns.reference,
    // A category column has no role to choose: its header finds it, as in detection.
    sectionColumn: headers.find(({ column, text }) => !roles.has(column) && classifyHeader(text)?.role === 'section')?.column ?? null,
    verdictColumn: columns.verdict,
    verdictValues: null,
    verdictMarks: null,
    verdictBoxes: false,
    fromContent,
  };
  if (columns.verdict === null) return layout;
  // The chosen verdict column is one of a group of marked columns: the group gives the verdict.
  const marks = verdictFromMarks(table, layout, new Set([columns.question, columns.reference, columns.explanation].filter((column) => column !== null)));
  if (marks && Object.values(marks).includes(columns.verdict)) {
    return { ...layout, verdictColumn: null, verdictMarks: marks, answerColumn: columns.explanation ?? Math.max(...Object.values(marks)) + 1 };
  }
  const header = fromContent ? '' : table.text(headerRow, columns.verdict);
  const boxes = columnBoxes(table, layout, columns.verdict);
  if (boxes) return { ...layout, verdictValues: boxes, verdictBoxes: true };
  return { ...layout, verdictValues: columnList(table, layout, lists, columns.verdict) ?? headerVerdictValues(header) };
}

/** The drop-down values of a column on the first question row that has one. */
function columnList(table: CellLookup, layout: Layout, lists: Grid['lists'], column: number): string[] | null {
  if (!lists || lists.size === 0) return null;
  for (let row = layout.headerRow + 1; row < Math.min(table.rowCount, layout.headerRow + 1 + VERDICT_SAMPLE_ROWS); row += 1) {
    const values = table.text(row, layout.questionColumn) ? lists.get(`${row}:${column}`) : undefined;
    if (values) return [...values];
  }
  return null;
}

/** Cell text with merges resolved: a cell covered by a merge (not its top-left) reads as empty. */
class CellLookup {
  readonly rowCount: number;
  readonly columnCount: number;
  private readonly covered = new Map<string, { row: number; column: number }>();
  private readonly mergeWidth = new Map<string, number>();
  private readonly cache: string[][];
  readonly hiddenColumns: ReadonlySet<number>;

  constructor(private readonly grid: Grid) {
    this.hiddenColumns = grid.hiddenColumns ?? new Set();
    this.rowCount = grid.rows.length;
    // Not Math.max(...rows): a long CSV would overflow the call stack.
    this.columnCount = grid.rows.reduce((widest, row) => Math.max(widest, row.length), 0);
    this.cache = grid.rows.map((row) => row.map((cell) => normalizeText(cell ?? '')));
    for (const merge of grid.merges) {
      this.mergeWidth.set(`${merge.top}:${merge.left}`, merge.right - merge.left + 1);
      // A merge may reach far past the data (a whole column): only the cells with data matter.
      for (let row = merge.top; row <= Math.min(merge.bottom, this.rowCount - 1); row += 1) {
        for (let column = merge.left; column <= Math.min(merge.right, this.columnCount - 1); column += 1) {
          if (row !== merge.top || column !== merge.left) this.covered.set(`${row}:${column}`, { row: merge.top, column: merge.left });
        }
      }
    }
  }

  /** The cell's own text, line breaks kept (a pre-filled answer). */
  rawText(row: number, column: number): string {
    if (this.covered.size > 0 && this.covered.has(`${row}:${column}`)) return '';
    return (this.grid.rows[row]?.[column] ?? '').trim();
  }

  text(row: number, column: number): string {
    if (this.covered.size > 0 && this.covered.has(`${row}:${column}`)) return '';
    return this.cache[row]?.[column] ?? '';
  }

  /** The top-left cell of the merge covering this cell, or the cell itself. */
  master(row: number, column: number): { row: number; column: number } {
    return this.covered.get(`${row}:${column}`) ?? { row, column };
  }

  /** How many columns the cell spans (1 unless it is the top-left of a merge). */
  width(row: number, column: number): number {
    return this.mergeWidth.get(`${row}:${column}`) ?? 1;
  }

  filledCells(row: number): { column: number; text: string }[] {
    const cells: { column: number; text: string }[] = [];
    const length = this.grid.rows[row]?.length ?? 0;
    for (let column = 0; column < length; column += 1) {
      const text = this.text(row, column);
      if (text) cells.push({ column, text });
    }
    return cells;
  }
}

/** The best row, within the first rows, whose cells name a question column (and ideally an answer column). */
function findHeaderLayout(table: CellLookup): Layout | null {
  let best: { layout: Layout; score: number } | null = null;
  const headerRows = new Set<string>();
  for (let row = 0; row < Math.min(HEADER_SCAN_ROWS, table.rowCount); row += 1) {
    const cells = table.filledCells(row);
    // The header repeated further down (on every printed page) is the same header, not a better one.
    const signature = cells.map((cell) => `${cell.column}:${cell.text}`).join('\t');
    if (headerRows.has(signature)) continue;
    const roles = new Map<number, { role: HeaderRole; score: number }>();
    for (const { column, text } of cells) {
      const role = classifyHeader(text);
      if (role) roles.set(column, role);
    }
    if ([...roles.values()].some((role) => role.role === 'question')) headerRows.add(signature);
    const hasAnswerHeader = [...roles.values()].some((role) => role.role === 'answer');
    // A lone cell is more often a title ("Security questions") than a header row.
    const loneCellPenalty = cells.length === 1 ? 15 : 0;
    for (const [column, header] of roles) {
      if (header.role !== 'question') continue;
      const share = questionShare(table, row + 1, column);
      // A header word over short labels (an "Item" column of a price list) is no question column.
      if (share === 0) continue;
      const score = header.score * 10 + (hasAnswerHeader ? 15 : 0) + share * 20 - loneCellPenalty;
      if (!best || score > best.score) {
        best = { score, layout: headerLayout(table, row, column, roles) };
      }
    }
  }
  return best?.layout ?? null;
}

function headerLayout(table: CellLookup, headerRow: number, questionColumn: number, roles: Map<number, { role: HeaderRole; score: number }>): Layout {
  const columnsOf = (role: HeaderRole) => [...roles].filter(([, header]) => header.role === role).map(([column, header]) => ({ column, score: header.score }));
  // The surest answer header, the nearest to the right of the question on a tie.
  const answers = columnsOf('answer')
    .filter(({ column }) => !table.hiddenColumns.has(column))
    .sort((a, b) => b.score - a.score || rightDistance(questionColumn, a.column) - rightDistance(questionColumn, b.column));
  const answerColumn = answers[0]?.column ?? emptyColumnRightOf(table, headerRow + 1, questionColumn);
  const references = columnsOf('reference').sort((a, b) => Math.abs(a.column - questionColumn) - Math.abs(b.column - questionColumn));
  return {
    headerRow,
    questionColumn,
    answerColumn,
    referenceColumn: references[0]?.column ?? referenceColumnLeftOf(table, headerRow + 1, questionColumn),
    sectionColumn: columnsOf('section')[0]?.column ?? null,
    verdictColumn: null,
    verdictValues: null,
    verdictMarks: null,
    verdictBoxes: false,
    fromContent: false,
  };
}

function rightDistance(from: number, to: number): number {
  return to > from ? to - from : 1000 + from - to;
}

/** With no header row: the column with the most question-like cells. */
function findContentLayout(table: CellLookup): Layout | null {
  const counts = new Array<number>(table.columnCount).fill(0);
  const firstRows = new Array<number>(table.columnCount).fill(-1);
  for (let row = 0; row < table.rowCount; row += 1) {
    for (const { column, text } of table.filledCells(row)) {
      if (!looksLikeQuestion(text)) continue;
      counts[column] = (counts[column] ?? 0) + 1;
      if (firstRows[column] === -1) firstRows[column] = row;
    }
  }
  let questionColumn = -1;
  for (let column = 0; column < counts.length; column += 1) {
    if ((counts[column] ?? 0) > (counts[questionColumn] ?? 0)) questionColumn = column;
  }
  // One question-like sentence is prose, not a questionnaire.
  if ((counts[questionColumn] ?? 0) < 2) return null;
  const firstRow = firstRows[questionColumn] ?? 0;
  return {
    headerRow: firstRow - 1,
    questionColumn,
    answerColumn: emptyColumnRightOf(table, firstRow, questionColumn),
    referenceColumn: referenceColumnLeftOf(table, firstRow, questionColumn),
    sectionColumn: null,
    verdictColumn: null,
    verdictValues: null,
    verdictMarks: null,
    verdictBoxes: false,
    fromContent: true,
  };
}

/** Rows that hold a question (sampled), below the layout's header row. */
function questionRows(table: CellLookup, layout: Layout): number[] {
  const rows: number[] = [];
  for (let row = layout.headerRow + 1; row < table.rowCount && rows.length < VERDICT_SAMPLE_ROWS; row += 1) {
    const text = table.text(row, layout.questionColumn);
    if (text && (looksLikeQuestion(text) || text.length >= 25)) rows.push(row);
  }
  return rows;
}

/**
 * The verdict column, if the table has one: a drop-down of yes/no values on most question rows, else a
 * header saying Yes/No, Y/N, Compliant… The answer text then goes into the explanation column (the
 * best explaining header; a table without a header keeps its answer column), or nowhere but the
 * verdict column when there is none.
 */
function withVerdictColumn(table: CellLookup, layout: Layout, lists: Grid['lists']): Layout {
  const taken = new Set([layout.questionColumn, layout.referenceColumn, layout.sectionColumn, ...table.hiddenColumns].filter((column) => column !== null));
  // Found by content, the row above the first question may still name the answer columns
  // ("Vendor Answers", "Additional Information") where nothing names the question column.
  const headers = layout.headerRow >= 0 ? table.filledCells(layout.headerRow).filter(({ text }) => !layout.fromContent || answerColumnRole(text) !== null) : [];
  const boxes = verdictFromBoxes(table, layout, taken);
  const verdict = boxes ?? verdictFromLists(table, layout, lists, taken) ?? verdictFromHeaders(table, layout, headers, taken);
  const marks = verdict || layout.fromContent ? null : verdictFromMarks(table, layout, taken);
  if (!verdict && !marks) return layout;
  const verdictColumns = verdict ? [verdict.column] : Object.values(marks!);
  const lastVerdictColumn = Math.max(...verdictColumns);
  // An empty column waiting for answers first (a pre-filled one may be the client's own notes), then
  // an Answer or Response header, then the nearest right of the verdict column (every describing
  // header, "Additional Information" as much as "Notes", counts the same).
  const rows = questionRows(table, layout);
  const mostlyEmpty = (column: number) => rows.filter((row) => table.text(row, column)).length * 2 <= rows.length;
  const explaining = headers
    .filter(({ column, text }) => !taken.has(column) && !verdictColumns.includes(column) && answerColumnRole(text) === 'explanation')
    .map(({ column, text }) => ({
      column,
      empty: mostlyEmpty(column) ? 1 : 0,
      score: Math.max(classifyHeader(text)?.role === 'answer' ? (classifyHeader(text)?.score ?? 0) : 0, DESCRIBING_SCORE),
    }))
    .sort((a, b) => b.empty - a.empty || b.score - a.score || rightDistance(lastVerdictColumn, a.column) - rightDistance(lastVerdictColumn, b.column));
  const contentAnswer = layout.fromContent && !verdictColumns.includes(layout.answerColumn) ? layout.answerColumn : null;
  if (verdict) {
    return {
      ...layout,
      answerColumn: explaining[0]?.column ?? contentAnswer ?? verdict.column,
      verdictColumn: verdict.column,
      verdictValues: verdict.values,
      verdictBoxes: verdict === boxes,
    };
  }
  // A mark holds no text: without an explaining column, the answer goes into the first mostly empty
  // column right of the marks (a new column if none).
  let answerColumn = explaining[0]?.column ?? (verdictColumns.includes(layout.answerColumn) ? lastVerdictColumn + 1 : layout.answerColumn);
  while (answerColumn < table.columnCount && !mostlyEmpty(answerColumn)) answerColumn += 1;
  return { ...layout, answerColumn, verdictMarks: marks };
}

/**
 * A column whose question rows start with boxes to tick ("☐ Yes ☐ No", "[ ] Yes [ ] No"): its boxes
 * take the verdict, their words are its values, and what follows them is an answer given.
 */
function verdictFromBoxes(table: CellLookup, layout: Layout, taken: ReadonlySet<number>): { column: number; values: string[] } | null {
  const rows = questionRows(table, layout);
  for (let column = 0; column < table.columnCount; column += 1) {
    if (taken.has(column)) continue;
    const values = columnBoxes(table, layout, column, rows);
    if (values) return { column, values };
  }
  return null;
}

/** The words of a column's boxes when most question rows start with them there (an answer may follow); else null. */
function columnBoxes(table: CellLookup, layout: Layout, column: number, rows = questionRows(table, layout)): string[] | null {
  const offered = rows.flatMap((row) => (startsWithBox(table.text(row, column)) ? [boxChoices(table.text(row, column))] : [])).filter((choices) => !!choices);
  return offered.length * 2 > rows.length ? offered[0]!.labels : null;
}

/** What a person marks a choice with in a column of choices. */
const MARK = /^(?:x|✓|✔|✗|✘|☒|☑|■|●|•|yes|y|1|true)$/i;

/**
 * A verdict given by marks: adjacent columns of the header row, or of the row under it (below a merged
 * "Answers" header), that spell different verdicts ("Yes", "No", "Not Applicable"), yes and no among
 * them, and whose question rows hold nothing but marks, if anything.
 */
function verdictFromMarks(table: CellLookup, layout: Layout, taken: ReadonlySet<number>): VerdictMarks | null {
  if (layout.headerRow < 0) return null;
  const rows = questionRows(table, layout);
  const onlyMarks = (column: number) => rows.every((row) => !table.text(row, column) || MARK.test(table.text(row, column)));
  for (const headerRow of [layout.headerRow, layout.headerRow + 1]) {
    const runs: { column: number; verdict: Verdict }[][] = [];
    for (const { column, text } of table.filledCells(headerRow)) {
      const verdict = taken.has(column) ? null : verdictOfText(text);
      const run = runs.at(-1);
      const last = run?.at(-1);
      if (!verdict) runs.push([]);
      else if (run && last && last.column === column - 1 && !run.some((cell) => cell.verdict === verdict)) run.push({ column, verdict });
      else runs.push([{ column, verdict }]);
    }
    for (const run of runs) {
      const verdicts = new Set(run.map((cell) => cell.verdict));
      if (verdicts.has('yes') && verdicts.has('no') && run.every((cell) => onlyMarks(cell.column))) {
        return Object.fromEntries(run.map((cell) => [cell.verdict, cell.column])) as VerdictMarks;
      }
    }
  }
  return null;
}

/** The verdict marked on a row: the one column of the marks that holds something; null when none (or several). */
function markedVerdict(table: CellLookup, row: number, marks: VerdictMarks): Verdict | null {
  const marked = (Object.entries(marks) as [Verdict, number][]).filter(([, column]) => table.text(row, column));
  return marked.length === 1 ? marked[0]![0] : null;
}

function verdictFromLists(table: CellLookup, layout: Layout, lists: Grid['lists'], taken: ReadonlySet<number>): { column: number; values: string[] } | null {
  if (!lists || lists.size === 0) return null;
  const rows = questionRows(table, layout);
  const byColumn = new Map<number, { count: number; values: readonly string[] }>();
  for (const row of rows) {
    for (let column = 0; column < Math.max(table.columnCount, layout.answerColumn + 1) + MAX_LIST_COLUMNS_PAST_TABLE; column += 1) {
      const values = taken.has(column) ? undefined : lists.get(`${row}:${column}`);
      if (!values || !isVerdictList(values)) continue;
      const seen = byColumn.get(column);
      byColumn.set(column, { count: (seen?.count ?? 0) + 1, values: seen?.values ?? values });
    }
  }
  const best = [...byColumn]
    .filter(([, found]) => found.count * 2 >= rows.length)
    .sort(([a, first], [b, second]) => second.count - first.count || rightDistance(layout.questionColumn, a) - rightDistance(layout.questionColumn, b))[0];
  return best ? { column: best[0], values: [...best[1].values] } : null;
}

/** A column whose header says Yes/No, Y/N, Compliant…, and whose question rows hold nothing but verdicts, if anything. */
function verdictFromHeaders(
  table: CellLookup,
  layout: Layout,
  headers: readonly { column: number; text: string }[],
  taken: ReadonlySet<number>,
): { column: number; values: string[] } | null {
  if (headers.length === 0) return null;
  const rows = questionRows(table, layout);
  const holdsVerdicts = (column: number) => {
    const filled = rows.map((row) => table.text(row, column)).filter(Boolean);
    return filled.filter((text) => verdictOfText(text) === null).length * 2 <= filled.length;
  };
  const header = headers
    .filter(({ column, text }) => !taken.has(column) && answerColumnRole(text) === 'verdict' && holdsVerdicts(column))
    .sort((a, b) => rightDistance(layout.questionColumn, a.column) - rightDistance(layout.questionColumn, b.column))[0];
  return header ? { column: header.column, values: headerVerdictValues(header.text) } : null;
}

/** The share of question-like (or long) cells among the filled cells of a column below a row. */
function questionShare(table: CellLookup, fromRow: number, column: number): number {
  let filled = 0;
  let questionLike = 0;
  for (let row = fromRow; row < Math.min(table.rowCount, fromRow + CONTENT_SAMPLE_ROWS); row += 1) {
    const text = table.text(row, column);
    if (!text) continue;
    filled += 1;
    if (looksLikeQuestion(text) || text.length >= 25) questionLike += 1;
  }
  return filled === 0 ? 0 : questionLike / filled;
}

/** The first column right of the question column that is mostly empty, or a new column after the last used one. */
function emptyColumnRightOf(table: CellLookup, fromRow: number, questionColumn: number): number {
  const rows: number[] = [];
  for (let row = fromRow; row < Math.min(table.rowCount, fromRow + CONTENT_SAMPLE_ROWS); row += 1) {
    if (table.text(row, questionColumn)) rows.push(row);
  }
  const firstRow = rows[0] ?? fromRow;
  // Columns the question cells are merged across belong to the question.
  const start = questionColumn + table.width(firstRow, questionColumn);
  for (let column = start; column < table.columnCount; column += 1) {
    if (table.hiddenColumns.has(column)) continue;
    const filled = rows.filter((row) => table.text(row, column) || table.master(row, column).column !== column).length;
    if (filled * 2 < rows.length || rows.length === 0) return column;
  }
  let next = Math.max(table.columnCount, start);
  while (table.hiddenColumns.has(next)) next += 1;
  return next;
}

/** The column left of the question column when it holds references ("1.2", "AC-1") in most rows. */
function referenceColumnLeftOf(table: CellLookup, fromRow: number, questionColumn: number): number | null {
  if (questionColumn === 0) return null;
  let filled = 0;
  let references = 0;
  for (let row = fromRow; row < Math.min(table.rowCount, fromRow + CONTENT_SAMPLE_ROWS); row += 1) {
    if (!table.text(row, questionColumn)) continue;
    filled += 1;
    if (looksLikeReference(table.text(row, questionColumn - 1))) references += 1;
  }
  return filled > 0 && references * 2 >= filled ? questionColumn - 1 : null;
}

function readQuestions(table: CellLookup, layout: Layout): TabularQuestion[] {
  const questions: TabularQuestion[] = [];
  const headerText = layout.headerRow >= 0 ? table.text(layout.headerRow, layout.questionColumn) : null;
  const headerCells = layout.headerRow >= 0 ? table.filledCells(layout.headerRow) : [];
  // Found by content, the row above the first question may name its section beside the answer columns' titles.
  let titleSection: string | null = layout.fromContent ? sectionBesideAnswerTitles(layout, headerCells, headerCells) : null;
  let categorySection: string | null = null;
  for (let row = layout.headerRow + 1; row < table.rowCount; row += 1) {
    const cells = table.filledCells(row);
    if (cells.length === 0) continue;
    const questionText = table.text(row, layout.questionColumn);
    // A header repeated on every printed page.
    if (headerText && questionText === headerText) continue;
    const title = sectionTitle(table, layout, row, cells) ?? sectionBesideAnswerTitles(layout, headerCells, cells);
    if (title) {
      titleSection = title;
      continue;
    }
    if (!questionText) continue;
    if (layout.fromContent && !looksLikeQuestion(questionText) && questionText.length < 25) continue;

    if (layout.sectionColumn !== null) categorySection = table.text(row, layout.sectionColumn) || categorySection;
    const numbered = splitNumbering(questionText);
    const referenceCell = layout.referenceColumn === null ? '' : table.text(row, layout.referenceColumn).replace(/[.)]+$/, '');
    const answerCell = table.master(row, layout.answerColumn);
    const answerColumn = answerCell.row === row ? answerCell.column : layout.answerColumn;
    const boxes = layout.verdictBoxes && layout.verdictColumn !== null ? boxChoices(table.text(row, layout.verdictColumn)) : null;
    // Boxes offered in the answer cell are no answer given; a word written after them is.
    const existingAnswer =
      answerColumn === layout.questionColumn ? '' : boxes && answerColumn === layout.verdictColumn ? boxes.rest : table.rawText(row, answerColumn);
    const verdictColumn = layout.verdictColumn === null ? null : table.master(row, layout.verdictColumn).column;
    questions.push({
      row,
      questionColumn: layout.questionColumn,
      answerColumn,
      verdictColumn,
      verdictValues: layout.verdictValues,
      verdictMarks: layout.verdictMarks,
      verdictBoxes: layout.verdictBoxes,
      reference: referenceCell || numbered.reference,
      text: numbered.text,
      section: categorySection ?? titleSection,
      existingAnswer: existingAnswer || null,
      existingVerdict: boxes
        ? boxes.ticked
        : verdictColumn !== null
          ? verdictOfText(table.text(row, verdictColumn))
          : layout.verdictMarks
            ? markedVerdict(table, row, layout.verdictMarks)
            : null,
    });
  }
  return questions;
}

/**
 * A section's first row that names the answer columns as the header row does ("Vendor Answers",
 * "Additional Information", as the HECVAT starts each section), or the header row itself: its one
 * other cell, a short title at or left of the question column, names the section.
 */
function sectionBesideAnswerTitles(
  layout: Layout,
  headerCells: readonly { column: number; text: string }[],
  cells: readonly { column: number; text: string }[],
): string | null {
  const headerAt = new Map(headerCells.map(({ column, text }) => [column, text]));
  const repeated = ({ column, text }: { column: number; text: string }) => headerAt.get(column) === text;
  if (!cells.some((cell) => repeated(cell) && answerColumnRole(cell.text) !== null)) return null;
  // Of the header row, the cells that name no answer column; of another row, the cells that differ from it.
  const others = cells === headerCells ? cells.filter(({ text }) => answerColumnRole(text) === null) : cells.filter((cell) => !repeated(cell));
  const titles = others.filter(({ column }) => column <= layout.questionColumn);
  if (titles.length !== 1 || (cells !== headerCells && others.length !== 1)) return null;
  const [{ text }] = titles as [{ column: number; text: string }];
  return looksLikeTitle(text) && !looksLikeReference(text) ? text : null;
}

/**
 * A row holding only a short title, not phrased as a question: merged across columns, or left of the
 * question column (a title in the ID column), or a few title words in the question column.
 */
function sectionTitle(table: CellLookup, layout: Layout, row: number, cells: { column: number; text: string }[]): string | null {
  if (cells.length !== 1) return null;
  const [cell] = cells as [{ column: number; text: string }];
  if (looksLikeQuestion(cell.text) || cell.text.length > 120) return null;
  if (looksLikeReference(cell.text)) return null;
  if (table.width(row, cell.column) > 1) return cell.text;
  if (cell.column !== layout.questionColumn) return cell.column < layout.questionColumn ? cell.text : null;
  return looksLikeTitle(cell.text) && cell.text.split(' ').length <= 6 ? cell.text : null;
}
