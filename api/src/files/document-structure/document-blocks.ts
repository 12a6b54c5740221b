// A document's text as its structure: headings, paragraphs, list items and table rows. Every file
// type is read into these blocks (markdown and plain text by markdown's rules, Word documents from
// their styles, PDFs from their line layout), so that one segmenter cuts them into passages.

export type DocumentBlock =
  | { kind: 'heading'; level: number; text: string }
  /**
   * A paragraph (depth 0) or a list item (depth ≥ 1, its marker removed); hard-wrapped lines joined.
   * `label`: its run-in heading ("**Password length.** Passwords must…"), taken out of the text.
   */
  | { kind: 'paragraph'; depth: number; text: string; label?: string }
  /** A table row; the first row of a table is taken as its header. `table` numbers the tables. */
  | { kind: 'row'; table: number; cells: string[] };

/** List markers: bullets, "1.", "1)", "a.", "iv." and "(a)", with a task list's box ("- [ ] ", "- [x] "). */
const LIST_MARKER = /^([-*+•▪◦‣]|\(?(?:\d{1,3}|[a-zA-Z]|[ivxlcIVXLC]{1,6})[.)])\s+(?:\[[ xX]\]\s+)?(?=\S)/u;

export function stripListMarker(line: string): { marker: boolean; text: string } {
  const match = LIST_MARKER.exec(line);
  return match ? { marker: true, text: line.slice(match[0].length) } : { marker: false, text: line };
}

/** Inline markdown and stray HTML taken out: emphasis, code marks, links (their text kept), images; soft hyphens too. */
export function plainInline(text: string): string {
  return text
    .replace(/\u00ad/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[a-zA-Z][^>]*>/g, ' ')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[^\p{L}\p{N}*_])[*_](?=\S)(.+?)(?<=\S)[*_](?![\p{L}\p{N}])/gu, '$1$2')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A line that only numbers the page: "7", "Page 7", "… – page 1 of 3". */
export const PAGE_NUMBER = /^\d{1,4}$|\bpage \d{1,4}( of \d{1,4})?$/i;

/** Where a paragraph written only in bold sits among the headings: below any real one. */
export const BOLD_HEADING_LEVEL = 6;

/** A section number before a heading's title: "4", "4.3", "4.3.1." (a lone "4." is a list's too). */
const SECTION_NUMBER = /^(\d{1,3}(?:\.\d{1,3})*)\.?\s+\S/;

/**
 * The level of a heading known only by its looks (bold, or a font of its own): below any styled
 * heading at `base`, and as deep below it as its section number has parts ("4.3.1 Password length"
 * sits below "4.3 Passwords" and "4. Access Control").
 */
export function labelHeadingLevel(text: string, base = BOLD_HEADING_LEVEL): number {
  const number = SECTION_NUMBER.exec(text)?.[1];
  return base + (number ? number.split('.').length - 1 : 0);
}

/** The longest line read as a table of contents entry: its title, leaders and page number. */
const CONTENTS_ENTRY_MAX_CHARS = 250;
/** A table of contents line with dot leaders: "1. Purpose ........ 3", "Annex A …… iv". */
const DOTTED_ENTRY = /\p{L}.*?\s*(?:(?:\.\s?){4,}|…{2,}|(?:·\s?){3,}|_{3,})\s*(?:\d{1,4}|[ivxlc]{1,6})$/iu;
/** A title, a tab (a tab stop's leader is not text; a PDF's wide gap is read as one) and a page number. */
const TABBED_ENTRY = /\p{L}[^\t]*\t\s*(\d{1,4}|[ivxlc]{1,6})$/iu;
/** A title and a page number with only a space between them, as typed or exported without a tab: "1 Purpose 3". */
const TYPED_PAGE = /\s(\d{1,4}|[ivxlc]{1,6})$/i;
/** The longest line read as the title above a table of contents ("Contents", "In this policy"). */
const CONTENTS_TITLE_MAX_CHARS = 60;

/** A heading's text as a table of contents names it: no markdown marks, "4.1." and "4.1" alike, any case. */
export function titleKey(text: string): string {
  if (text.length > CONTENTS_ENTRY_MAX_CHARS) return '';
  return plainInline(text.replace(/^\s*#{1,6}\s+/, ''))
    .toLowerCase()
    .replace(/^(\d{1,3}(?:\.\d{1,3})*)\.(?=\s)/, '$1');
}

/**
 * Which lines (or paragraphs, in order) are a table of contents' entries: one with dot leaders
 * always; one with only a tab, or only a space, before its page number when three or more follow
 * one another with page numbers that never go down (a single "Minimum length<tab>14" is a value, not
 * an entry) and, for a space, each names a line of the document (`titles`, by titleKey): its
 * heading. A short line just above entries is the contents' title.
 */
export function contentsEntries(lines: readonly string[], titles: ReadonlySet<string> = new Set()): boolean[] {
  // An entry is a line, not a paragraph (and a long text would take the patterns quadratic time).
  const entry = (line: string) => (line.length <= CONTENTS_ENTRY_MAX_CHARS ? line.trim() : '');
  const entries = lines.map((line) => DOTTED_ENTRY.test(entry(line)));
  const page = (line: string) => {
    const text = entry(line);
    const typed = TYPED_PAGE.exec(text);
    const number = TABBED_ENTRY.exec(text)?.[1] ?? (typed && titles.has(titleKey(text.slice(0, typed.index))) ? typed[1] : undefined);
    return number === undefined ? null : /^\d+$/.test(number) ? Number(number) : 0;
  };
  for (let start = 0; start < lines.length;) {
    let end = start;
    for (let last = -1; end < lines.length; end += 1) {
      const number = page(lines[end]!);
      if (number === null || number < last) break;
      last = number;
    }
    if (end - start >= 3) entries.fill(true, start, end);
    start = Math.max(end, start + 1);
  }
  entries.forEach((isEntry, index) => {
    const above = lines[index - 1]?.trim() ?? '';
    if (isEntry && !entries[index - 1] && above.length > 0 && above.length <= CONTENTS_TITLE_MAX_CHARS && !/[.!?:;,]$/.test(above)) entries[index - 1] = true;
  });
  return entries;
}

/**
 * A short paragraph that is bold from start to end and is not a sentence ("**Password rotation**"):
 * many documents make their headings so instead of with heading styles.
 */
export function isBoldLabel(raw: string, text: string): boolean {
  return /^(\*\*|__)[^*_]+\1:?$/.test(raw.trim()) && text.length <= 80 && !/[.!?]$/.test(text);
}

/** A clause number typed before a paragraph ("4.2.1 Administrators use…"), then a capitalised word. */
const CLAUSE_NUMBER = /^\d{1,3}(?:\.\d{1,3})+\.?\s+(?=\p{Lu}\p{Ll})/u;

/** A paragraph's text without the clause number typed before it: a reference, not part of what it says. */
export const withoutClauseNumber = (text: string) => text.replace(CLAUSE_NUMBER, '');

/** A run-in heading names its paragraph's subject in a few words, without a verb of its own. */
const RUN_IN_MAX_WORDS = 6;
const RULE_VERB = /\b(must|shall|should|will|may|can|is|are|be|was|were|has|have|do|does|not)\b/i;
/** What follows a run-in heading: a sentence of a few words at least. */
const RUN_IN_BODY = /^\S+(\s+\S+){3,}.*[.!?]["”’)]?$/su;

/** A paragraph whose text (`raw`, bold marked as markdown marks it) opens with a run-in heading: see boldRunInHeading. */
export function runInHeading(raw: string, text: string): { label: string; text: string } | null {
  const bold = /^\s*(\*\*|__)([^*_]+?)\1/.exec(raw);
  return bold ? boldRunInHeading(plainInline(bold[2]!), text) : null;
}

/**
 * A paragraph (`text`) that opens with its own heading set in bold (`label`: the words in bold it
 * opens with, trimmed), "**Password length.** Passwords must be…" or "**Account lockout** Accounts
 * lock…": the heading and the text after it. Left whole: a bold term before its definition
 * ("**Confidential data:** Data which…", the term is part of what it says), a bold phrase that
 * starts the sentence ("**All employees** must…"), a bold rule ("**Passwords must be changed.**")
 * and a label before a value ("**Owner.** J. Smith").
 */
export function boldRunInHeading(label: string, text: string): { label: string; text: string } | null {
  const heading = runInLabel(label, text);
  return heading && RUN_IN_BODY.test(heading.text) ? heading : null;
}

/**
 * Bold words a line opens with that read as a run-in heading of what follows (see boldRunInHeading),
 * whatever follows on later lines: a PDF reader sees a paragraph a line at a time.
 */
export const opensWithRunInHeading = (label: string, line: string) => runInLabel(label, line) !== null;

/** The bold words `text` opens with as a heading's name, and the text after them, when they read as one. */
function runInLabel(label: string, text: string): { label: string; text: string } | null {
  if (!text.startsWith(label)) return null;
  let rest = text.slice(label.length).trimStart();
  let stopped = /\.$/.test(label);
  if (!stopped && rest.startsWith('.')) {
    stopped = true;
    rest = rest.slice(1).trimStart();
  }
  const name = label.replace(/\.$/, '').trim();
  const words = name.split(/\s+/).length;
  const headingLike = name.length > 0 && words <= RUN_IN_MAX_WORDS && !RULE_VERB.test(name) && !/[:;,!?]$/.test(name);
  // Without a full stop, only a new sentence after it shows that the bold words stand apart.
  return headingLike && (stopped || /^\p{Lu}/u.test(rest)) ? { label: name, text: rest } : null;
}

const ATX_HEADING = /^(#{1,6})\s*(.+?)\s*#*\s*$/;
const SETEXT_UNDERLINE = /^(=+|-+)\s*$/;
const RULE = /^(\s*[-*_]){3,}\s*$|^\\(pagebreak|newpage)\s*$/;
const GRID_BORDER = /^\s*\+[-=+:]+\+\s*$/;
const PIPE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

/**
 * Markdown (and plain text, read the same way) as blocks. Lines are joined into paragraphs until a
 * blank line, a heading, a list marker or a table; the indentation of a list marker gives its depth.
 * Pipe tables and pandoc grid tables become rows.
 */
export function markdownBlocks(source: string): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let open: { depth: number; lines: string[] } | null = null;
  let tables = 0;
  let grid: string[][] | null = null;
  const indents: number[] = [];

  const flush = () => {
    if (open) {
      const raw = open.lines.join(' ');
      const text = plainInline(raw);
      if (text && open.depth === 0 && isBoldLabel(raw, text)) blocks.push({ kind: 'heading', level: BOLD_HEADING_LEVEL, text: text.replace(/:$/, '') });
      else if (text) blocks.push({ kind: 'paragraph', depth: open.depth, ...(runInHeading(raw, text) ?? { text: withoutClauseNumber(text) }) });
    }
    open = null;
  };
  const flushGridRow = () => {
    // A row of blank cells stays, as in a pipe table: below a header it makes a blank form, no content.
    // After the last border, no row was begun.
    if (grid && grid.length > 0) {
      blocks.push({ kind: 'row', table: tables, cells: grid.map((cell) => plainInline(cell.join(' '))) });
    }
    grid = null;
  };
  const depthOf = (indent: number) => {
    while (indents.length > 0 && indents.at(-1)! > indent) indents.pop();
    if (indents.at(-1) !== indent) indents.push(indent);
    return indents.length;
  };

  // Front matter (--- … ---) at the very top carries no prose.
  let start = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, index) => index > 0 && /^(---|\.\.\.)\s*$/.test(line));
    if (end > 0) start = end + 1;
  }

  const contents = contentsEntries(lines, new Set(lines.map(titleKey)));
  for (let index = start; index < lines.length; index += 1) {
    const raw = lines[index]!;
    const line = raw.trim();
    if (contents[index]) {
      flush();
      continue;
    }
    if (GRID_BORDER.test(raw)) {
      flush();
      if (grid) flushGridRow();
      else tables += 1;
      grid = [];
      continue;
    }
    if (grid && line.startsWith('|')) {
      cellsOf(line).forEach((cell, column) => {
        grid![column] ??= [];
        if (cell) grid![column]!.push(cell);
      });
      continue;
    }
    if (grid) flushGridRow();
    if (line === '') {
      flush();
      continue;
    }
    if (RULE.test(line) && !open) continue;
    const heading = ATX_HEADING.exec(line);
    if (heading && !/^#\d/.test(line)) {
      flush();
      indents.length = 0;
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: plainInline(heading[2]!) });
      continue;
    }
    const next = lines[index + 1]?.trim() ?? '';
    if (open === null && SETEXT_UNDERLINE.test(next) && next.length >= 3 && !stripListMarker(line).marker) {
      blocks.push({ kind: 'heading', level: next.startsWith('=') ? 1 : 2, text: plainInline(line) });
      index += 1;
      continue;
    }
    if (line.startsWith('|') && line.endsWith('|')) {
      flush();
      if (PIPE_SEPARATOR.test(line)) continue;
      // A pipe table ends at the first line that is none of its rows (a blank line too).
      const previous = lines[index - 1]?.trim() ?? '';
      if (!(previous.startsWith('|') && previous.endsWith('|'))) tables += 1;
      blocks.push({ kind: 'row', table: tables, cells: cellsOf(line).map(plainInline) });
      continue;
    }
    const item = stripListMarker(line);
    if (item.marker) {
      flush();
      open = { depth: depthOf(raw.length - raw.trimStart().length), lines: [item.text] };
      continue;
    }
    if (!open) open = { depth: 0, lines: [] };
    open.lines.push(line);
  }
  flush();
  flushGridRow();
  return blocks;
}
