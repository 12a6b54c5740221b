// A PDF's blocks from the layout of its lines: a PDF stores no paragraphs, only placed lines. Lines
// taller than the body text, or short ones set alone in another font (bold), are headings; a list
// marker, a wider gap above or a line ending a sentence well short of the right margin ends a
// paragraph; the rest are wrapped lines, joined. Before that, each page is cleared of what Word and
// its like put around the text: running headers and footers, page numbers, the table of contents;
// columns set side by side are read one after the other, and lines in a table's columns are
// read as its rows, a table carried on over a page break as one.
import type { PlacedText } from '../pdf-text.ts';
import {
  boldRunInHeading,
  opensWithRunInHeading,
  contentsEntries,
  type DocumentBlock,
  labelHeadingLevel,
  PAGE_NUMBER,
  stripListMarker,
  titleKey,
  withoutClauseNumber,
} from './document-blocks.ts';
import { markerDepths } from './marker-depths.ts';

/** A line this much taller than the body text is a heading. */
const HEADING_RATIO = 1.15;
/** A gap this much wider than the usual line spacing separates paragraphs. */
const PARAGRAPH_GAP_RATIO = 1.4;
/** A sentence ending on a line shorter than this share of the widest line ends its paragraph. */
const SHORT_LINE_SHARE = 0.8;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
};

/** The body text's height: the height most of the characters are set in. */
function bodyHeight(lines: readonly PlacedText[]): number {
  const characters = new Map<number, number>();
  for (const line of lines) {
    const height = Math.round(line.height * 10) / 10;
    characters.set(height, (characters.get(height) ?? 0) + line.text.length);
  }
  return [...characters].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

const furnitureKey = (line: PlacedText) => `${Math.round(line.y)}|${line.text.replace(/\d+/g, '#')}`;

/** Lines found on most pages (on both of two) at the same place: running headers, footers, page numbers. */
function pageFurniture(pages: readonly PlacedText[][]): Set<string> {
  const seen = new Map<string, number>();
  for (const page of pages) {
    for (const key of new Set(page.map(furnitureKey))) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const threshold = Math.max(2, Math.ceil(pages.length * 0.6));
  return new Set([...seen].filter(([, count]) => count >= threshold).map(([key]) => key));
}

/** Pieces this close in x start in the same column. */
const SAME_COLUMN = 4;
/** A line of a page as read: text (with the lines of its column, when set in columns) or a table's row. */
type PageLine = { line: PlacedText; column?: readonly PlacedText[] } | { cells: string[]; table: number };

/**
 * Lines set in columns side by side (each line split at the same gutters, prose filling every column
 * but the last up to the next one) become the first column's lines, then the second's, and so on.
 */
function columnBand(lines: readonly PlacedText[], start: number, floor: number): { begin: number; end: number; lines: PageLine[] } | null {
  const gutters = lines[start]!.pieces?.slice(1).map((piece) => piece.x);
  if (!gutters) return null;
  /** The column a piece of a line sits in (the first runs up to the first gutter, each other starts at its own), or null. */
  const columnOf = (piece: PlacedText): number | null => {
    const end = piece.x + piece.width;
    const column = end < gutters[0]! - SAME_COLUMN ? 0 : gutters.findIndex((x) => Math.abs(piece.x - x) <= SAME_COLUMN) + 1;
    const next = gutters[column];
    return next !== undefined && end >= next - SAME_COLUMN ? null : column;
  };
  /** A line's pieces with their columns, or null when one is in none (a line across the columns ends the band). */
  const placed = (line: PlacedText) => {
    const pieces = (line.pieces ?? [line]).map((piece) => ({ piece, column: columnOf(piece) }));
    return pieces.every(({ column }, index) => column !== null && (index === 0 || column > pieces[index - 1]!.column!))
      ? (pieces as { piece: PlacedText; column: number }[])
      : null;
  };
  const columns: PlacedText[][] = [[], ...gutters.map(() => [])];
  // The later columns' baselines need not meet the first one's: their first lines may sit above.
  let begin = start;
  while (begin > floor && placed(lines[begin - 1]!)?.every(({ column }) => column > 0)) begin -= 1;
  let end = begin;
  for (; end < lines.length; end += 1) {
    const line = placed(lines[end]!);
    if (!line) break;
    for (const { piece, column } of line) columns[column]!.push(piece);
  }
  const split = lines.slice(begin, end).filter((line) => line.pieces);
  const starts = [Math.min(...columns[0]!.map((piece) => piece.x)), ...gutters];
  // A table's columns hold short cells far from the next one; a column of prose runs up to it. Three
  // or more columns are narrow, their gutters a large share of them: there prose reaches as far as
  // its column's longest line (two columns keep the stricter test: a table's wrapped first column
  // reaches as far as its own longest line too).
  const filled = gutters.every((gutter, column) => {
    const ends = split.flatMap((line) => line.pieces!.filter((piece) => columnOf(piece) === column).map((piece) => piece.x + piece.width));
    const reach = gutters.length > 1 ? Math.max(...ends) : gutter;
    return ends.length > 0 && median(ends.map((end) => reach - end)) <= (reach - starts[column]!) * 0.3;
  });
  if (split.length < 3 || !filled) return null;
  return { begin, end, lines: columns.flatMap((column) => column.map((line) => ({ line, column }))) };
}

/** A table's header cell: a short name, not a sentence, nor a list's marker set apart by a wide indent. */
const isHeaderCell = (text: string) => text.length <= 40 && !/[.!?;,]$/.test(text) && stripListMarker(`${text} …`).text !== '…';

/** Rows set apart by their cells' padding: a gap this much wider than the closest in a table. */
const ROW_GAP_RATIO = 1.2;

/** A piece of a line, or the line itself when it is not split. */
const piecesOf = (line: PlacedText) => line.pieces ?? [line];

/**
 * A table's rows from `start` on: lines whose pieces all start where its `columns` do. A line with
 * no cell in the first column continues the cells of the row above (wrapped text); so does one with
 * a first cell, when the table's lines come at two pitches (rows set apart by padding) and it sits
 * at the closer one: a wrapped first cell. `rest`: the cells of the lines before the first row's
 * first cell, which go on with a row above `start` (empty texts when there are none).
 */
function tableRows(lines: readonly PlacedText[], start: number, columns: readonly number[]): { end: number; rest: string[]; rows: string[][] } {
  const columnOf = (piece: PlacedText) => columns.findIndex((x) => Math.abs(piece.x - x) <= SAME_COLUMN);
  let end = start;
  while (end < lines.length && !piecesOf(lines[end]!).map(columnOf).includes(-1)) end += 1;
  // The gaps between the rows' lines (a header's own padding may differ).
  const gaps = lines.slice(start + 1, end).map((line, index) => lines[start + index]!.y - line.y);
  const closest = Math.min(...gaps);
  const twoPitches = gaps.some((gap) => gap > closest * ROW_GAP_RATIO);
  const rows: string[][][] = [columns.map(() => [])];
  for (let index = start; index < end; index += 1) {
    const pieces = piecesOf(lines[index]!);
    const at = pieces.map(columnOf);
    const wrapped = twoPitches && index > start && lines[index - 1]!.y - lines[index]!.y <= closest * ROW_GAP_RATIO;
    if (at[0] === 0 && !wrapped) rows.push(columns.map(() => []));
    pieces.forEach((piece, position) => rows.at(-1)![at[position]!]!.push(piece.text));
  }
  const [rest, ...whole] = rows.map((cells) => cells.map((texts) => joinWrapped(texts)));
  return { end, rest: rest!, rows: whole };
}

/**
 * A table: a line of short cells apart (its header, on one line), then its rows (see tableRows).
 * Headings set beside their paragraphs are no table: their first "row" wraps.
 */
function tableAt(lines: readonly PlacedText[], start: number): { end: number; header: readonly PlacedText[]; rows: string[][] } | null {
  const header = lines[start]!.pieces;
  if (!header?.every((piece) => isHeaderCell(piece.text))) return null;
  const columns = header.map((piece) => piece.x);
  const { end, rest, rows } = tableRows(lines, start + 1, columns);
  if (rest.some(Boolean) || rows.length === 0) return null;
  return { end, header, rows: [header.map((piece) => joinWrapped([piece.text])), ...rows] };
}

/** The line at `index` heads a table whose first row fills two cells or more (a running header in parts over a paragraph heads none). */
const headsTable = (lines: readonly PlacedText[], index: number) => (tableAt(lines, index)?.rows[1]!.filter(Boolean).length ?? 0) > 1;

/** A table whose lines run to the foot of a page: the next page may go on with it. */
interface TableAtFoot {
  table: number;
  /** Its header's cells, where its columns start. */
  header: readonly PlacedText[];
  /** Its last row, which the page break may have cut. */
  row: { cells: string[] };
}

/**
 * The lines at the top of a page that carry on the table the page before ended with: rows whose
 * cells start at its columns, below its header set again there (Word's and LibreOffice's "Repeat as
 * header row"), which is no row. Lines above the first with a cell in the first column are the rest
 * of the row the page break cut, as a new row starts with its first cell (a row cut inside its first
 * cell too starts a row: at the top of a page its rest sits where a new row would). With no header
 * repeated, a line alone in the first column is text set at the table's margin.
 */
function continuedTable(lines: readonly PlacedText[], header: readonly PlacedText[]): ReturnType<typeof tableRows> | null {
  const top = lines[0];
  if (!top) return null;
  const sameCell = (piece: PlacedText, cell: PlacedText) => piece.text === cell.text && Math.abs(piece.x - cell.x) <= SAME_COLUMN;
  const repeated = top.pieces?.length === header.length && top.pieces.every((piece, column) => sameCell(piece, header[column]!));
  const columns = header.map((cell) => cell.x);
  if (!repeated && !top.pieces && Math.abs(top.x - columns[0]!) <= SAME_COLUMN) return null;
  const start = repeated ? 1 : 0;
  const body = tableRows(lines, start, columns);
  return body.end > start ? body : null;
}

/** Wrapped lines as one text: a word hyphenated at a line's end made whole again. */
const joinWrapped = (lines: readonly string[]) =>
  lines
    .join(' ')
    .replace(/(\p{L})[-\u00ad\u2010] (\p{Ll})/gu, '$1$2')
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The tables read so far: how many, and the one whose lines ran to the foot of the page read last. */
interface TablesRead {
  count: number;
  atFoot: TableAtFoot | null;
}

/**
 * A page's lines as read: furniture, page numbers and contents entries left out, a table the page
 * before ended with carried on, columns and tables found.
 */
function readPage(page: readonly PlacedText[], furniture: ReadonlySet<string>, titles: ReadonlySet<string>, tables: TablesRead): PageLine[] {
  const atFurniture = (index: number) => index < page.length && furniture.has(furnitureKey(page[index]!));
  // Word repeats a table's header at the top of every page the table runs on, at one place as a
  // running header is (its first too, when the table starts at the top of a page): a header over a
  // row that is not at such a place is the table's. A page template's header table is furniture whole.
  const isFurniture = (index: number) => atFurniture(index) && !(headsTable(page, index) && !atFurniture(index + 1));
  const kept = page.filter((line, index) => !isFurniture(index) && !PAGE_NUMBER.test(line.text));
  const contents = contentsEntries(
    kept.map((line) => (line.pieces ? line.pieces.map((piece) => piece.text).join('\t') : line.text)),
    titles,
  );
  const lines = kept.filter((_, index) => !contents[index]);
  const read: PageLine[] = [];
  /** Where the lines read one by one (not yet in a band or a table) start. */
  let floor = 0;
  const before = tables.atFoot;
  tables.atFoot = null;
  const continued = before ? continuedTable(lines, before.header) : null;
  if (before && continued) {
    before.row.cells = before.row.cells.map((cell, column) => joinWrapped([cell, continued.rest[column]!]));
    const rows = continued.rows.map((cells) => ({ cells, table: before.table }));
    read.push(...rows);
    if (continued.end === lines.length) tables.atFoot = { ...before, row: rows.at(-1) ?? before.row };
    floor = continued.end;
  }
  for (let index = floor; index < lines.length;) {
    const band = columnBand(lines, index, floor);
    if (band) {
      read.splice(read.length - (index - band.begin), index - band.begin, ...band.lines);
      floor = band.end;
      index = band.end;
      continue;
    }
    const table = tableAt(lines, index);
    if (table) {
      tables.count += 1;
      const rows = table.rows.map((cells) => ({ cells, table: tables.count }));
      read.push(...rows);
      if (table.end === lines.length) tables.atFoot = { table: tables.count, header: table.header, row: rows.at(-1)! };
      index = floor = table.end;
      continue;
    }
    read.push({ line: lines[index]! });
    index += 1;
  }
  return read;
}

/** The font most of the characters are set in. */
function bodyFont(lines: readonly PlacedText[]): string | undefined {
  const characters = new Map<string, number>();
  for (const line of lines) if (line.font) characters.set(line.font, (characters.get(line.font) ?? 0) + line.text.length);
  return [...characters].sort((a, b) => b[1] - a[1])[0]?.[0];
}

export function pdfBlocks(pages: readonly PlacedText[][]): DocumentBlock[] {
  const all = pages.flat();
  const body = bodyHeight(all);
  const furniture = pageFurniture(pages);
  const headingSizes = [...new Set(all.filter((line) => line.height > body * HEADING_RATIO).map((line) => Math.round(line.height)))].sort((a, b) => b - a);
  /** Where a line ends, estimated from its characters (pdf.js's widths depend on fonts it may not have). */
  const lineEnd = (line: PlacedText) => line.x + line.text.length * body * 0.5;
  const tables: TablesRead = { count: 0, atFoot: null };
  /** The document's lines as a table of contents would name them (its headings among them). */
  const titles = new Set(all.map((line) => titleKey(line.text)));
  const read = pages.map((page) => readPage(page, furniture, titles, tables));
  /** Where the longest lines of the text (not of a contents page's leaders, nor a column's) end: the right margin. */
  const width = Math.max(...read.flat().map((entry) => ('line' in entry && !entry.column ? lineEnd(entry.line) : 0)), 0);
  const blocks: DocumentBlock[] = [];
  const depths = markerDepths();
  /** The paragraph being read: its lines, and the bold words it opens with (its run-in heading, maybe). */
  let open: { depth: number; lines: string[]; x: number; boldLead: string | undefined } | null = null;
  let previous: { line: PlacedText; margin: number; column?: readonly PlacedText[] | undefined } | null = null;

  const flush = () => {
    if (open) {
      const text = joinWrapped(open.lines);
      const runIn = open.boldLead === undefined ? null : boldRunInHeading(open.boldLead, text);
      blocks.push({ kind: 'paragraph', depth: open.depth, ...(runIn ?? { text: withoutClauseNumber(text) }) });
    }
    open = null;
  };

  for (const page of read) {
    const placed = page.flatMap((entry) => ('line' in entry ? [entry.line] : []));
    // Per page: a PDF may hold the same font once for each page that uses it.
    const font = bodyFont(placed);
    const spacing =
      median(
        placed
          .slice(1)
          .map((line, index) => placed[index]!.y - line.y)
          .filter((gap) => gap > 0),
      ) || body * 1.2;
    // A paragraph may run on over a page break; only the gap above a line is measured on its page.
    let above: PlacedText | null = null;
    for (const entry of page) {
      if ('cells' in entry) {
        flush();
        blocks.push({ kind: 'row', table: entry.table, cells: entry.cells });
        previous = above = null;
        continue;
      }
      const { line } = entry;
      const margin = entry.column ? Math.max(...entry.column.map(lineEnd)) : width;
      const lastLine = open?.lines.at(-1) ?? '';
      const gap = above ? above.y - line.y : 0;
      if (line.height > body * HEADING_RATIO && line.text.length < 200) {
        flush();
        depths.reset();
        blocks.push({ kind: 'heading', level: headingSizes.indexOf(Math.round(line.height)) + 1, text: line.text });
        previous = { line, margin, column: entry.column };
        above = line;
        continue;
      }
      // A short line in a font of its own (bold) that is no sentence, no bulleted item and does not go on a paragraph.
      const ownFont = line.font !== undefined && line.font !== font && lineEnd(line) < margin * SHORT_LINE_SHARE && !/^[-*+•▪◦‣]/u.test(line.text);
      if (
        ownFont &&
        line.text.length <= 80 &&
        !/[.!?;:,]$/.test(line.text) &&
        (!open || !above || /[.!?:]$/.test(lastLine) || gap > spacing * PARAGRAPH_GAP_RATIO)
      ) {
        flush();
        depths.reset();
        blocks.push({ kind: 'heading', level: labelHeadingLevel(line.text, headingSizes.length + 1), text: line.text });
        previous = { line, margin, column: entry.column };
        above = line;
        continue;
      }
      const item = stripListMarker(line.text);
      const endedShort = /[.!?:;]$/.test(lastLine) && previous !== null && lineEnd(previous.line) < previous.margin * SHORT_LINE_SHARE;
      // A sentence ended at the foot of a column: the next column starts a paragraph of its own.
      const columnTurned = previous?.column !== undefined && entry.column !== previous.column && /[.!?]$/.test(lastLine);
      // A list marker set in bold with the words after it is no part of them.
      const boldLead = line.boldLead === undefined ? undefined : stripListMarker(line.boldLead).text;
      // A run-in heading after a sentence's end starts its paragraph, where the layout leaves no gap or short line before it.
      const headedAfterSentence = boldLead !== undefined && /[.!?]$/.test(lastLine) && opensWithRunInHeading(boldLead, item.text);
      if (item.marker || !open || gap > spacing * PARAGRAPH_GAP_RATIO || endedShort || columnTurned || headedAfterSentence) {
        flush();
        open = { depth: item.marker ? depths.depthOf(line.text) : 0, lines: [item.text], x: line.x, boldLead };
        if (!item.marker) depths.reset();
      } else {
        open.lines.push(line.text);
      }
      previous = { line, margin, column: entry.column };
      above = line;
    }
  }
  flush();
  return blocks;
}
