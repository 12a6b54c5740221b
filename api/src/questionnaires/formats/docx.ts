// Word documents: questions are numbered paragraphs (Word lists or typed "1.2", "Q3", "a)" prefixes),
// paragraphs ending in "?", and the rows of tables whose header names a question column; headings
// (and short bold titles) are sections. Answers are written into word/document.xml in place; a table
// with a Y/N column gets the verdict there (an item of its drop-down, when it has one) and the answer
// in its explanation column; boxes to tick ("☐ Yes ☐ No", after a question or in a cell) get the
// verdict's ticked and the answer after them.
import type { Document, Element } from '@xmldom/xmldom';
import type JSZip from 'jszip';
import { boxChoices } from './choice-boxes.ts';
import { DocxNumbering, DocxStyles, listReference } from './docx-styles.ts';
import {
  child,
  childValue,
  children,
  copyRunProperties,
  createElement,
  createRun,
  descendants,
  isOn,
  parseXml,
  runsOf,
  serializeXml,
  textOf,
  W,
} from './docx-xml.ts';
import { isCheckboxControl, tickVerdictBox } from './docx-checkboxes.ts';
import { dropDownValues, selectDropDownItem } from './docx-drop-downs.ts';
import type { AnswerToWrite, ExtractedQuestion, ExtractionResult } from './index.ts';
import type { QuestionnaireLimits } from './limits.ts';
import { openOfficePackage, readPackageXml, unreadable } from './office-container.ts';
import { locationNotFound, noQuestionsFound, tooManyQuestions } from './questionnaire-file-error.ts';
import { ANSWER_LABEL, isFillInPlaceholder, isInstructionsTitle, looksLikeTitle, normalizeText, splitNumbering } from './question-text.ts';
import { TableReader } from './table-layout.ts';
import type { CellRange, Grid, VerdictMarks } from './tabular.ts';
import { answerTexts, markedPlaces } from './verdict-columns.ts';

const KIND = 'document';
const DOCUMENT_XML = 'word/document.xml';

interface ParagraphBlock {
  kind: 'paragraph';
  element: Element;
  /** Among all w:p of the document, in document order. */
  index: number;
  text: string;
  headingLevel: number | null;
  isTitle: boolean;
  /** The number Word shows in front of it (a list item), or null. */
  listLabel: string | null;
  list: { numId: string; level: number } | null;
  bold: boolean;
  /** It holds a picture or an object: not an empty placeholder. */
  hasObjects: boolean;
  /** It holds a content control (a Word form field): where an answer is typed. */
  hasContentControl: boolean;
}

interface TableBlock {
  kind: 'table';
  element: Element;
  /** Among all w:tbl of the document, in document order. */
  index: number;
}

type Block = ParagraphBlock | TableBlock;

export async function extractDocxQuestions(data: Uint8Array, limits: QuestionnaireLimits, reader = new TableReader()): Promise<ExtractionResult> {
  const { document, zip } = await openDocument(data, limits.maxUncompressedBytes);
  const styles = new DocxStyles(await zip.file('word/styles.xml')?.async('string'));
  const numbering = new DocxNumbering(await zip.file('word/numbering.xml')?.async('string'));
  const blocks = bodyBlocks(document, styles, numbering);

  const questions: ExtractedQuestion[] = [];
  const warnings: string[] = [];
  const add = (question: Omit<ExtractedQuestion, 'ordinal'>) => {
    if (questions.length >= limits.maxQuestions) throw tooManyQuestions(KIND, limits.maxQuestions);
    questions.push({ ordinal: questions.length + 1, ...question });
  };
  let section: string | null = null;
  let inInstructions = false;

  for (let position = 0; position < blocks.length; position += 1) {
    const block = blocks[position] as Block;
    if (block.kind === 'table') {
      // Under instructions a table is read only when a header row says it holds questions: the
      // questionnaire's own table often follows its instructions with no heading of its own.
      readTable(reader, block, inInstructions ? null : section, add, warnings, { byContent: !inInstructions });
      continue;
    }
    if (!block.text || block.isTitle) continue;
    const numbered = block.listLabel ? { reference: block.listLabel, text: block.text } : splitNumbering(block.text);
    if (block.headingLevel !== null || isSectionTitle(block, numbered, blocks, position)) {
      section = numbered.text;
      inInstructions = isInstructionsTitle(numbered.text);
      continue;
    }
    if (isInstructionsTitle(block.text) && /:$/.test(block.text) && block.text.length < 40) {
      inInstructions = true;
      continue;
    }
    if (inInstructions || ANSWER_LABEL.test(block.text) || isFillInPlaceholder(block.text)) continue;
    // Boxes to tick may follow the question in its own paragraph ("Do you…? ☐ Yes ☐ No").
    const ownBoxes = boxChoices(numbered.text);
    const questionText = ownBoxes?.rest || numbered.text;
    const isListItem = numbered.reference !== null && !(block.list && !block.listLabel);
    if (!(isListItem && questionText.length >= 3) && !/\?\s*\)?$/.test(questionText)) continue;

    // …or stand on the line below it, with the answer's place after them.
    const below = blocks[position + 1];
    const boxLine = !ownBoxes && below?.kind === 'paragraph' ? boxChoices(below.text) : null;
    const boxes = ownBoxes ?? (boxLine && !boxLine.rest ? boxLine : null);
    if (boxes && !ownBoxes) position += 1;
    const next = blocks[position + 1];
    const placeholder = next?.kind === 'paragraph' ? answerPlaceholder(next) : null;
    if (placeholder) position += 1;
    add({
      reference: numbered.reference,
      text: questionText,
      section,
      location: {
        kind: 'docx_paragraph',
        paragraphIndex: block.index,
        ...(placeholder ? { answerParagraphIndex: placeholder.index } : {}),
        ...(boxes ? { verdictParagraphIndex: ownBoxes ? block.index : (below as ParagraphBlock).index, verdictValues: boxes.labels } : {}),
      },
      existingAnswer: placeholder?.existingAnswer ?? null,
      ...(boxes && { existingVerdict: boxes.ticked }),
    });
  }
  if (questions.length === 0) throw noQuestionsFound('this document');
  const sections = [...new Set(questions.flatMap((question) => (question.section ? [question.section] : [])))];
  return { format: 'docx', questions, sections, warnings };
}

export async function writeDocxAnswers(original: Uint8Array, answers: readonly AnswerToWrite[]): Promise<Uint8Array> {
  const { document, zip } = await openDocument(original, Number.POSITIVE_INFINITY);
  const paragraphs = descendants(document, 'p');
  const tables = descendants(document, 'tbl');
  // Every target is found before anything changes: inserted paragraphs would shift the indexes.
  const edits = answers.map(({ location, answer, verdict }) => {
    if (location.kind === 'docx_paragraph') {
      const question = paragraphs[location.paragraphIndex];
      const placeholder = location.answerParagraphIndex === undefined ? undefined : paragraphs[location.answerParagraphIndex];
      const boxes = location.verdictParagraphIndex === undefined ? undefined : paragraphs[location.verdictParagraphIndex];
      if (!question || (location.answerParagraphIndex !== undefined && !placeholder) || (location.verdictParagraphIndex !== undefined && !boxes)) {
        throw locationNotFound(`paragraph ${location.paragraphIndex + 1}`);
      }
      const { answer: text } = answerTexts(location, answer, verdict);
      return () => {
        if (boxes && verdict) tickVerdictBox(boxes, verdict);
        if (text === null) return;
        // A new answer paragraph comes after the boxes when they have a line of their own.
        if (placeholder) fillPlaceholder(document, placeholder, text);
        else insertAnswerParagraph(document, boxes ?? question, text);
      };
    }
    if (location.kind === 'docx_table_cell') {
      const row = tables[location.tableIndex] ? children(tables[location.tableIndex] as Element, 'tr')[location.row] : undefined;
      const cell = row ? children(row, 'tc')[location.answerColumn] : undefined;
      const verdictCell = row && location.verdictColumn !== undefined ? children(row, 'tc')[location.verdictColumn] : undefined;
      const marks = markedPlaces(location.verdictMarks, verdict).map(([column, mark]) => [row ? children(row, 'tc')[column] : undefined, mark] as const);
      if (!cell || (location.verdictColumn !== undefined && !verdictCell) || marks.some(([markCell]) => !markCell)) {
        throw locationNotFound(`row ${location.row + 1} of table ${location.tableIndex + 1}`);
      }
      const texts = answerTexts(location, answer, verdict);
      const sameCell = location.answerColumn === location.questionColumn;
      return () => {
        // Boxes get the verdict's ticked; a drop-down, its item selected; a plain cell, the verdict's word.
        if (verdictCell && location.verdictBoxes) {
          if (verdict) tickVerdictBox(verdictCell, verdict);
        } else if (verdictCell && texts.verdict !== null && !selectDropDownItem(document, verdictCell, texts.verdict)) {
          replaceCellText(document, verdictCell, texts.verdict);
        }
        for (const [markCell, mark] of marks) replaceCellText(document, markCell!, mark);
        if (texts.answer === null) return;
        // Below the question, or below the boxes in their cell.
        if (sameCell || (location.verdictBoxes && cell === verdictCell)) appendAnswerParagraph(document, cell, texts.answer);
        else replaceCellText(document, cell, texts.answer);
      };
    }
    throw locationNotFound(`a ${location.kind} location`);
  });
  for (const edit of edits) edit();
  zip.file(DOCUMENT_XML, serializeXml(document));
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

async function openDocument(data: Uint8Array, maxUncompressedBytes: number): Promise<{ document: Document; zip: JSZip }> {
  const zip = await openOfficePackage(data, KIND, maxUncompressedBytes);
  const xml = await readPackageXml(zip, DOCUMENT_XML, KIND);
  try {
    return { document: parseXml(xml), zip };
  } catch (error) {
    throw unreadable(KIND, error);
  }
}

/** The body's paragraphs and tables in reading order (content controls opened). */
function bodyBlocks(document: Document, styles: DocxStyles, numbering: DocxNumbering): Block[] {
  const body = descendants(document, 'body')[0];
  if (!body) throw unreadable(KIND);
  const paragraphIndexes = new Map(descendants(document, 'p').map((paragraph, index) => [paragraph, index]));
  const tableIndexes = new Map(descendants(document, 'tbl').map((table, index) => [table, index]));
  const blocks: Block[] = [];
  const visit = (container: Element) => {
    for (const element of children(container)) {
      if (element.localName === 'p') blocks.push(paragraphBlock(element, paragraphIndexes.get(element) ?? -1, styles, numbering));
      else if (element.localName === 'tbl') blocks.push({ kind: 'table', element, index: tableIndexes.get(element) ?? -1 });
      else if (['sdt', 'sdtContent', 'customXml'].includes(element.localName ?? '')) visit(element);
    }
  };
  visit(body);
  return blocks;
}

function paragraphBlock(element: Element, index: number, styles: DocxStyles, numbering: DocxNumbering): ParagraphBlock {
  const properties = child(element, 'pPr');
  const styleId = childValue(properties, 'pStyle');
  const list = listReference(properties) ?? styles.numbering(styleId) ?? null;
  const runs = runsOf(element);
  const textRuns = runs.filter((run) => normalizeText(textOf(run)));
  return {
    kind: 'paragraph',
    element,
    index,
    text: normalizeText(textOf(element)),
    headingLevel: styles.headingLevel(styleId) ?? outlineHeadingLevel(properties),
    isTitle: styles.isTitle(styleId),
    listLabel: list ? numbering.next(list) : null,
    list,
    bold: textRuns.length > 0 && textRuns.every((run) => isOn(child(run, 'rPr'), 'b')),
    hasObjects: ['drawing', 'pict', 'object'].some((name) => descendants(element, name).length > 0),
    // A checkbox control is a box to tick, not a place to type.
    hasContentControl: children(element, 'sdt').some((control) => !isCheckboxControl(control)),
  };
}

function outlineHeadingLevel(properties: Element | undefined): number | null {
  const level = childValue(properties, 'outlineLvl');
  return level !== undefined && Number(level) < 9 ? Number(level) + 1 : null;
}

/**
 * A short title that is not a Word heading: all bold, or a list item whose next item is one level
 * deeper ("1 General" above "1.1 Do you…?").
 */
function isSectionTitle(block: ParagraphBlock, numbered: { reference: string | null; text: string }, blocks: readonly Block[], position: number): boolean {
  if (!looksLikeTitle(numbered.text) || numbered.text.split(' ').length > 6) return false;
  if (block.bold) return true;
  if (numbered.reference === null) return false;
  const next = blocks.slice(position + 1).find((candidate): candidate is ParagraphBlock => candidate.kind === 'paragraph' && !!candidate.text);
  if (!next) return false;
  if (block.list && next.list) return next.list.numId === block.list.numId && next.list.level > block.list.level;
  const nextReference = next.listLabel ?? splitNumbering(next.text).reference;
  return !!nextReference && nextReference.startsWith(`${numbered.reference}.`);
}

/**
 * The paragraph right after a question, when it is where the answer goes: empty, a fill-in prompt, an
 * "Answer:" line, or a content control.
 */
function answerPlaceholder(block: ParagraphBlock): { index: number; existingAnswer: string | null } | null {
  if (block.headingLevel !== null || block.isTitle || block.list || block.hasObjects) return null;
  if (!block.text || isFillInPlaceholder(block.text)) return { index: block.index, existingAnswer: null };
  const label = ANSWER_LABEL.exec(block.text);
  if (!label) return block.hasContentControl ? { index: block.index, existingAnswer: block.text } : null;
  const answer = block.text.slice(label[0].length).trim();
  return { index: block.index, existingAnswer: answer && !isFillInPlaceholder(answer) ? answer : null };
}

function readTable(
  reader: TableReader,
  table: TableBlock,
  section: string | null,
  add: (question: Omit<ExtractedQuestion, 'ordinal'>) => void,
  warnings: string[],
  options: { byContent: boolean },
): void {
  const { grid, cellIndexes } = tableGrid(table.element);
  const result = reader.read({ key: `table:${table.index}`, name: `table ${table.index + 1}`, grid, ...options });
  if ('skipped' in result) {
    // Layout tables (a signature block) go unmentioned; a table that asks something does not.
    if (grid.rows.some((row) => row.some((cell) => /\?\s*$/.test(cell)))) {
      warnings.push(`Table ${table.index + 1} was skipped: ${result.skipped}.`);
    }
    return;
  }
  for (const question of result.questions) {
    const questionColumn = cellIndexes[question.row]?.get(question.questionColumn);
    if (questionColumn === undefined) continue;
    // A table without an answer column: the answer goes below the question, in its cell.
    const answerColumn = cellIndexes[question.row]?.get(question.answerColumn) ?? questionColumn;
    const verdictColumn = question.verdictColumn === null ? undefined : cellIndexes[question.row]?.get(question.verdictColumn);
    const verdictMarks = question.verdictMarks && markCells(question.verdictMarks, cellIndexes[question.row]);
    add({
      reference: question.reference,
      text: question.text,
      section: question.section ?? section,
      location: {
        kind: 'docx_table_cell',
        tableIndex: table.index,
        row: question.row,
        questionColumn,
        answerColumn,
        ...(verdictColumn !== undefined && { verdictColumn, verdictValues: question.verdictValues ?? [] }),
        ...(verdictMarks && { verdictMarks }),
        ...(question.verdictBoxes && verdictColumn !== undefined && { verdictBoxes: true }),
      },
      existingAnswer: answerColumn === questionColumn ? null : question.existingAnswer,
      existingVerdict: verdictColumn === undefined && !verdictMarks ? null : question.existingVerdict,
    });
  }
}

/** Marked verdict columns as w:tc indexes of the row; undefined when one has no cell of its own there. */
function markCells(marks: VerdictMarks, cellIndexes: Map<number, number> | undefined): VerdictMarks | undefined {
  const cells = (Object.entries(marks) as [string, number][]).map(([verdict, column]) => [verdict, cellIndexes?.get(column)] as const);
  return cells.every(([, cell]) => cell !== undefined) ? Object.fromEntries(cells) : undefined;
}

/**
 * The table as a grid of Word's layout columns (a cell spanning two columns covers two), with the
 * items of its drop-downs and the w:tc index of the cell starting at each column, row by row.
 */
function tableGrid(table: Element): { grid: Grid; cellIndexes: Map<number, number>[] } {
  const rows: string[][] = [];
  const merges: CellRange[] = [];
  const lists = new Map<string, readonly string[]>();
  const cellIndexes: Map<number, number>[] = [];
  const verticalMerges = new Map<number, CellRange>();
  children(table, 'tr').forEach((row, rowIndex) => {
    const texts: string[] = [];
    const indexes = new Map<number, number>();
    let column = Number(childValue(child(row, 'trPr'), 'gridBefore') ?? 0);
    children(row, 'tc').forEach((cell, cellIndex) => {
      const properties = child(cell, 'tcPr');
      const span = Math.max(1, Number(childValue(properties, 'gridSpan') ?? 1));
      const verticalMerge = properties ? child(properties, 'vMerge') : undefined;
      const continues = verticalMerge !== undefined && (verticalMerge.getAttributeNS(W, 'val') ?? 'continue') !== 'restart';
      const open = verticalMerges.get(column);
      if (continues && open) {
        open.bottom = rowIndex;
      } else {
        texts[column] = textOf(cell);
        indexes.set(column, cellIndex);
        const values = dropDownValues(cell);
        if (values) lists.set(`${rowIndex}:${column}`, values);
        const range = { top: rowIndex, left: column, bottom: rowIndex, right: column + span - 1 };
        if (verticalMerge) verticalMerges.set(column, range);
        else verticalMerges.delete(column);
        if (span > 1 || verticalMerge) merges.push(range);
      }
      column += span;
    });
    rows.push(Array.from(texts, (text) => text ?? ''));
    cellIndexes.push(indexes);
  });
  return { grid: { rows, merges, lists }, cellIndexes };
}

/** A new paragraph after the question, in the document's normal style. */
function insertAnswerParagraph(document: Document, question: Element, answer: string): void {
  const paragraph = createElement(document, 'p');
  paragraph.appendChild(createRun(document, answer));
  question.parentNode?.insertBefore(paragraph, question.nextSibling);
}

/** A new paragraph at the end of a table cell (the cell of a question in a table without an answer column). */
function appendAnswerParagraph(document: Document, cell: Element, answer: string): void {
  const paragraph = createElement(document, 'p');
  paragraph.appendChild(createRun(document, answer));
  cell.appendChild(paragraph);
}

/**
 * Fills an answer placeholder paragraph: keeps its "Answer:" label (and a tab or spaces after it),
 * replaces the blanks or prompt after it (underscores, underlined spaces) with the answer (inside its
 * content control, if any), in the placeholder's font without its underline or highlight.
 */
function fillPlaceholder(document: Document, paragraph: Element, answer: string): void {
  const text = textOf(paragraph);
  const labelLength = ANSWER_LABEL.exec(text)?.[0].trimEnd().length ?? 0;
  const runs = runsOf(paragraph);
  let offset = 0;
  let labelRun: Element | undefined;
  let placeholderRun: Element | undefined;
  let spacingKept = false;
  for (const run of runs) {
    for (const content of children(run)) {
      const length = shownLength(content);
      // Properties, field characters, bookmarks: nothing shown, nothing to replace.
      if (length === 0) continue;
      if (offset + length <= labelLength) {
        labelRun = run;
      } else if (offset < labelLength && content.localName === 't') {
        // The label and the blanks in one run: keep the label part, and the spacing after it unless underlined.
        const shown = content.textContent ?? '';
        const spacing = underlined(run) ? '' : (/^\s*/.exec(shown.slice(labelLength - offset))?.[0] ?? '');
        content.textContent = shown.slice(0, labelLength - offset) + spacing;
        content.setAttribute('xml:space', 'preserve');
        labelRun = run;
        spacingKept = spacing.length > 0;
      } else if (labelLength > 0 && !placeholderRun && isSpacing(run, content)) {
        // A tab or spaces between the label and the answer, not a blank line to write on.
        labelRun = run;
        spacingKept = true;
      } else {
        placeholderRun ??= run;
        run.removeChild(content);
      }
      offset += length;
    }
  }
  for (const run of runs) {
    if (run !== labelRun && children(run).every((content) => content.localName === 'rPr')) run.parentNode?.removeChild(run);
  }
  const runProperties = placeholderRun
    ? copyRunProperties(child(placeholderRun, 'rPr'), ['u', 'highlight', 'shd', 'color'])
    : copyRunProperties(labelRun ? child(labelRun, 'rPr') : paragraphMarkProperties(paragraph), ['b', 'bCs']);
  const separator = labelLength > 0 && !spacingKept ? ' ' : '';
  const run = createRun(document, separator + answer, runProperties);
  // In a content control, the answer is its content and its prompt is gone.
  const control = children(paragraph, 'sdt')[0];
  const controlContent = control ? child(control, 'sdtContent') : undefined;
  const controlProperties = control ? child(control, 'sdtPr') : undefined;
  const showingPrompt = controlProperties ? child(controlProperties, 'showingPlcHdr') : undefined;
  if (showingPrompt) controlProperties?.removeChild(showingPrompt);
  (controlContent ?? paragraph).appendChild(run);
}

/** A tab, or spaces not underlined (underlined spaces are a blank to fill in). */
function isSpacing(run: Element, content: Element): boolean {
  if (content.localName === 'tab') return true;
  return content.localName === 't' && !(content.textContent ?? '').trim() && !underlined(run);
}

function underlined(run: Element): boolean {
  const properties = child(run, 'rPr');
  const underline = properties && child(properties, 'u');
  return !!underline && underline.getAttributeNS(W, 'val') !== 'none';
}

/** How many characters a run's child adds to textOf(). */
function shownLength(content: Element): number {
  if (content.localName === 't') return (content.textContent ?? '').length;
  return ['tab', 'br', 'cr', 'noBreakHyphen'].includes(content.localName ?? '') ? 1 : 0;
}

/**
 * Replaces a table cell's content with the answer, keeping the cell's properties, its first paragraph's
 * properties and its font (content controls and extra paragraphs of the old content go).
 */
function replaceCellText(document: Document, cell: Element, answer: string): void {
  const firstParagraph = descendants(cell, 'p')[0];
  const firstRun = descendants(cell, 'r')[0];
  const runProperties = copyRunProperties(firstRun ? child(firstRun, 'rPr') : firstParagraph && paragraphMarkProperties(firstParagraph));
  const paragraphProperties = firstParagraph ? child(firstParagraph, 'pPr') : undefined;
  for (const content of children(cell)) {
    if (content.localName !== 'tcPr') cell.removeChild(content);
  }
  const paragraph = createElement(document, 'p');
  if (paragraphProperties) paragraph.appendChild(paragraphProperties);
  paragraph.appendChild(createRun(document, answer, runProperties));
  cell.appendChild(paragraph);
}

/** The run properties of a paragraph's mark: what Word gives text typed into an empty paragraph. */
function paragraphMarkProperties(paragraph: Element): Element | undefined {
  const properties = child(paragraph, 'pPr');
  return properties ? child(properties, 'rPr') : undefined;
}
