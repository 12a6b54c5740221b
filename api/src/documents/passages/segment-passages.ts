// Blocks cut into passages, each a whole thought that can be cited and quoted: a paragraph, a list
// item, a table row (with its header), or a few sentences of a long paragraph. Each passage keeps
// where it sits: its heading path ("Password Policy › Rotation requirements") and the lead-in of its
// list ("Information systems must have a backup plan that ensures:"), for ranking and for the
// citation; neither is ever part of the passage's own text.
import type { DocumentBlock } from '../../files/document-structure/document-blocks.ts';
import { splitSentences } from './sentences.ts';

export interface Passage {
  /** Headings from the document's title down, the nearest last. */
  headings: string[];
  /** The lead-in sentences of the lists this passage is an item of, outermost first. */
  leadIns: string[];
  text: string;
}

/** Between the headings of a passage's stored heading path: "Access Control Policy › Passwords". */
export const HEADING_SEPARATOR = ' › ';

/** Longer paragraphs are cut into passages of whole sentences of about this many characters. */
export const PASSAGE_TARGET_CHARS = 600;
/** A list item this short, without a sentence's end, that has items below it names them (a sub-heading). */
const LABEL_MAX_CHARS = 80;

const endsSentence = (text: string) => /[.!?]["”’)]?$/.test(text);
const isFragment = (text: string) => text.length <= LABEL_MAX_CHARS && !endsSentence(text);
/** A list item that completes its lead-in rather than saying something whole: short, no full stop. */
const isListFragment = (text: string) => text.length <= 160 && !/[\p{L}\p{N}][.!?]$/u.test(text.replace(/[;,]$/, ''));
/** Sections that list other documents or the document's own history: nothing in them answers a question. */
const SKIPPED_SECTION =
  /^(references?|bibliography|see also|related (documents|policies)|(document |version |revision |change |amendment )history|change log|revision log|record of (changes|amendments)|table of contents|contents)$/i;

/**
 * A table header naming a version, a date and who or what changed ("Version | Date | Author |
 * Change"): the document's own history, a document-control table, whatever its section is called.
 */
function isHistoryHeader(cells: readonly string[]): boolean {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  return (
    names.some((name) => /^(version|ver\.?|rev\.?|revision|issue|edition)( no\.?| number| #)?$/.test(name)) &&
    names.some((name) => /\bdate\b/.test(name)) &&
    names.some((name) =>
      /\b(author|change[sd]?|description|summary|comments?|reason|amendments?|by|approv\w*|review\w*|editor|owner|modifications?|details)\b/.test(name),
    )
  );
}

/** The items at `depth` from `start` until the list ends, when every one is a fragment. */
type ParagraphBlock = Extract<DocumentBlock, { kind: 'paragraph' }>;

function fragmentItems(blocks: readonly DocumentBlock[], start: number, depth: number): ParagraphBlock[] {
  const items: ParagraphBlock[] = [];
  for (let index = start; index < blocks.length; index += 1) {
    const block = blocks[index]!;
    if (block.kind !== 'paragraph' || block.depth < depth) break;
    if (block.depth > depth) return [];
    if (!isListFragment(block.text)) return [];
    items.push(block);
  }
  return items;
}

/** Sentences grouped into passages of about PASSAGE_TARGET_CHARS; a sentence is never cut. */
function sentenceWindows(text: string): string[] {
  if (text.length <= PASSAGE_TARGET_CHARS * 1.5) return [text];
  const windows: string[] = [];
  let current = '';
  for (const sentence of splitSentences(text)) {
    if (current && current.length + sentence.length > PASSAGE_TARGET_CHARS) {
      windows.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) windows.push(current);
  return windows;
}

/** A column that asks: "Question", "Control question" (not "Requirement": a policy's table of them is its content). */
const QUESTION_COLUMN = /\bquestions?\b/i;
/** A column that answers: "Response", "Answer", "Yes/No", "Comments", "Explanation", "Evidence". */
const ANSWER_COLUMN = /\b(answers?|responses?|repl(y|ies)|yes\s*\/\s*no|y\s*\/\s*n|comments?|explanations?|notes?|remarks?|evidence|justification|details)\b/i;
/** A column that only numbers the rows: "ID", "No.", "#", "Ref". */
const NUMBER_COLUMN = /^(id|no\.?|nr\.?|#|ref(erence)?( no\.?| id)?|number|item( no\.?)?|s\/?n)$/i;

interface AnsweredTable {
  question: number;
  answers: number[];
  /** Columns said as context ("Domain: Encryption"); number columns are left out. */
  context: number[];
}

/**
 * A table of questions with their answers (a past questionnaire kept in the repository): its
 * question column, its answer columns and the rest, when its header names both.
 */
function answeredTable(header: readonly string[]): AnsweredTable | null {
  const question = header.findIndex((name) => QUESTION_COLUMN.test(name) && !ANSWER_COLUMN.test(name));
  const answers = header.flatMap((name, column) => (column !== question && ANSWER_COLUMN.test(name) ? [column] : []));
  if (question === -1 || answers.length === 0) return null;
  const context = header.flatMap((name, column) => (column === question || answers.includes(column) || NUMBER_COLUMN.test(name.trim()) ? [] : [column]));
  return { question, answers, context };
}

/**
 * A row of a table of questions and answers as a passage: the answer cells are its text ("Yes. All
 * databases are encrypted…"), the question and the other cells where it sits, so that an answer
 * quotes the answer and never the question. A row without an answer says nothing.
 */
function answeredRow(table: AnsweredTable, header: readonly string[], cells: readonly string[]): { context: string[]; text: string } | null {
  const said = table.answers.map((column) => cells[column]?.trim() ?? '').filter(Boolean);
  const question = cells[table.question]?.trim() ?? '';
  if (said.length === 0 || !question) return null;
  const context = table.context.flatMap((column) => (cells[column]?.trim() ? [`${header[column]}: ${cells[column]!.trim()}`] : []));
  return { context: [...context, question], text: said.map((text) => (/[.!?]["”’)]?$/.test(text) ? text : `${text}.`)).join(' ') };
}

function rowText(header: readonly string[] | undefined, cells: readonly string[]): string {
  const pairs = cells.map((cell, column) => {
    const name = header?.[column];
    return cell && name && name !== cell ? `${name}: ${cell}` : cell;
  });
  return pairs.filter(Boolean).join('; ');
}

export function segmentPassages(blocks: readonly DocumentBlock[]): Passage[] {
  const passages: Passage[] = [];
  const headings: (string | undefined)[] = [];
  /** Lead-ins and labels by list depth. */
  const context: (string | undefined)[] = [];
  const headers = new Map<number, string[]>();
  let skip = new Set<DocumentBlock>();
  const historyTables = new Set<number>();
  /** Tables with a row of two cells or more. */
  const wideTables = new Set(blocks.flatMap((block) => (block.kind === 'row' && block.cells.filter(Boolean).length > 1 ? [block.table] : [])));
  /** A skipped section's name set as a plain paragraph ("Contents"): skipped until the next heading. */
  let skippedLabel = false;
  // A first heading before any text is the document's title: the root of every path, even when the
  // sections below it use the same heading level (as markdown policies often do).
  const titleAt = blocks.findIndex((block) => block.kind === 'heading');
  const title =
    titleAt !== -1 && titleAt < 2 && blocks.slice(titleAt + 1).some((block) => block.kind === 'heading') ? (blocks[titleAt] as { text: string }).text : null;
  const headingPath = () => [...(title ? [title] : []), ...headings.filter((heading): heading is string => Boolean(heading))];

  for (const [index, block] of blocks.entries()) {
    if (block.kind === 'heading') {
      if (index === titleAt && title) continue;
      headings.length = block.level - 1;
      headings[block.level - 1] = block.text;
      context.length = 0;
      skippedLabel = false;
      continue;
    }
    if (block.kind === 'paragraph' && block.depth === 0 && SKIPPED_SECTION.test(block.text.replace(/:$/, ''))) skippedLabel = true;
    if (skippedLabel || SKIPPED_SECTION.test(headingPath().at(-1) ?? '')) continue;
    if (block.kind === 'row') {
      // A blank row says nothing, nor heads a table; after a header it shows the table to be a form to fill in.
      if (historyTables.has(block.table) || block.cells.every((cell) => !cell.trim())) continue;
      const header = headers.get(block.table);
      if (!header) {
        // A sheet's title or instructions above its header (one cell filled) are no header: the
        // first row of several cells is (a table of one column keeps its first row as header).
        if (block.cells.filter(Boolean).length === 1 && wideTables.has(block.table)) continue;
        if (isHistoryHeader(block.cells)) {
          historyTables.add(block.table);
          continue;
        }
        headers.set(block.table, block.cells);
        // A header row alone says nothing; a one-row table is still content.
        if (blocks[index + 1]?.kind === 'row' && (blocks[index + 1] as { table: number }).table === block.table) continue;
      }
      const answered = header && answeredTable(header);
      if (answered) {
        const row = answeredRow(answered, header, block.cells);
        if (row) passages.push({ headings: [...headingPath(), ...row.context], leadIns: context.filter(Boolean) as string[], text: row.text });
        continue;
      }
      const text = rowText(header, block.cells);
      if (text) passages.push({ headings: headingPath(), leadIns: context.filter(Boolean) as string[], text });
      continue;
    }
    const next = blocks[index + 1];
    const hasChildren = next?.kind === 'paragraph' && next.depth > block.depth;
    context.length = block.depth;
    // A list's lead-in ("… a backup plan that ensures:") or an item that only names the items below
    // it ("Rotation requirements") is context for those items, not a passage of its own.
    const leadIn = block.text.endsWith(':');
    const label = block.depth > 0 && isFragment(block.text);
    if (hasChildren && (leadIn || label)) {
      context[block.depth] = block.text;
      // Items that are only fragments ("Date, time, and location of the incident") are one
      // passage with their lead-in: together they are a sentence.
      const items = fragmentItems(blocks, index + 1, block.depth + 1);
      const outer = context.slice(0, block.depth).filter(Boolean) as string[];
      if (leadIn && items.length > 0) {
        const list = items.map((item) => item.text.replace(/[.;,]$/, '')).join('; ');
        passages.push({ headings: headingPath(), leadIns: outer, text: `${block.text} ${list}.` });
        skip = new Set(items);
      } else if (leadIn) {
        // What a lead-in says before the sentence that opens its list ("Within 48 hours, the ISM
        // investigates. … assigns a severity level:") is a paragraph of its own, an answer too.
        const sentences = splitSentences(block.text);
        if (sentences.length > 1) {
          for (const text of sentenceWindows(sentences.slice(0, -1).join(' '))) passages.push({ headings: headingPath(), leadIns: outer, text });
        }
      }
      continue;
    }
    if (skip.has(block)) continue;
    const leadIns = context.slice(0, block.depth).filter(Boolean) as string[];
    // A run-in heading heads its own paragraph only.
    const path = block.label ? [...headingPath(), block.label] : headingPath();
    for (const text of sentenceWindows(block.text)) passages.push({ headings: path, leadIns, text });
  }
  return passages;
}
