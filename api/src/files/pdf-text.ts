import type { PDFDocumentProxy, TextContent, TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { UnreadableFileError } from './unreadable-file-error.ts';

/** Items whose baselines differ by less than this share of their height sit on one line. */
const SAME_LINE_TOLERANCE = 0.5;

/** Pieces of a line closer than this share of their height are one word ("encryp" "tion" either side of a soft hyphen). */
const WORD_GAP = 0.1;
/** Pieces of a line this many times their height apart are apart on the page: table cells, columns, a tab to a page number. */
const WIDE_GAP = 2;

/** A line of a page (or a piece of one): its text and where it sits (pdf units, y growing upwards), how wide and tall it is. */
export interface PlacedText {
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
  /** The font its text is set in (pdf.js's name for it), when it is set in one only. */
  font?: string;
  /**
   * The words it opens with set in a bold font, when it goes on in another one: a run-in heading
   * ("Password length." before its paragraph's text) or a sentence's bold first words. A list
   * marker set in another font may come before them.
   */
  boldLead?: string;
  /** A line's runs of text with wide gaps between them (table cells, columns), when it has more than one. */
  pieces?: PlacedText[];
}

/** A form field's widget on a page (AcroForm): a text field, one check box or radio button, or a drop-down or list. */
export interface PdfWidget {
  /** The field's fully qualified name ("section1.q3_yes"); widgets of one radio group share it. */
  field: string;
  type: 'text' | 'checkbox' | 'radio' | 'choice';
  /** [left, bottom, right, top] in pdf units. */
  rect: [number, number, number, number];
  /** A text field's value, a choice's selected option (its export value); '' when empty. */
  value: string;
  /** A choice's options: the value the field takes and the text shown for it. */
  options?: { value: string; label: string }[];
  /** A box's state name when it is on ("Yes", "0"): what the field's value is when this box is chosen. */
  onValue: string;
  /** The box is on (for text fields: false). */
  checked: boolean;
}

/** A page's text pieces as pdf.js placed them (not yet joined into lines) and its form widgets. */
export interface PdfFormPage {
  items: PlacedText[];
  widgets: PdfWidget[];
}

/**
 * The text of every page of a pdf, one string per page, lines joined with '\n' in reading order
 * (top to bottom, then left to right). Throws an UnreadableFileError for a password-protected,
 * corrupt or otherwise unreadable pdf.
 */
export async function extractPdfPages(data: Uint8Array): Promise<string[]> {
  return (await extractPdfLines(data)).map((lines) => lines.map((line) => line.text).join('\n'));
}

/** Every page's lines in reading order, with their place on the page (see extractPdfPages). */
export async function extractPdfLines(data: Uint8Array): Promise<PlacedText[][]> {
  return readPdf(data, async (page) => {
    const items = placedItems(await page.getTextContent());
    const lines = linesInReadingOrder(items);
    // Only a line set in more than one font can open with bold words of its own. Which fonts are bold
    // shows only once the page's drawing operators are read, which takes about as long again as its text.
    return lines.every((line) => line.font !== undefined) ? lines : linesInReadingOrder(items, await boldFonts(page, items));
  });
}

/**
 * Every page's text pieces and form widgets. An encrypted pdf (even one that opens without a
 * password) answers no widgets: its form cannot be filled in without breaking its protection.
 */
export async function extractPdfFormPages(data: Uint8Array): Promise<PdfFormPage[]> {
  return readPdf(data, async (page, encrypted) => ({
    items: placedItems(await page.getTextContent()),
    widgets: encrypted ? [] : (await page.getAnnotations({ intent: 'display' })).flatMap(widgetOf),
  }));
}

/** A font's name tells its weight: "Helvetica-Bold", "ABCDEF+Calibri-Bold", "Arial,Bold", "Lato-Black", "Roboto-Heavy". */
const BOLD_FONT_NAME = /bold|black|heavy/i;

/** The fonts of a page's text pieces that are bold, by pdf.js's names for them. */
async function boldFonts(page: PdfPage, items: readonly PlacedText[]): Promise<Set<string>> {
  try {
    await page.getOperatorList();
  } catch {
    // A page whose drawing cannot be read still has its text, with no font known to be bold.
    return new Set();
  }
  const fonts = new Set(items.flatMap((item) => (item.font === undefined ? [] : [item.font])));
  return new Set([...fonts].filter((font) => page.commonObjs.has(font) && BOLD_FONT_NAME.test((page.commonObjs.get(font) as { name?: string }).name ?? '')));
}

type PdfPage = Awaited<ReturnType<PDFDocumentProxy['getPage']>>;

async function readPdf<T>(data: Uint8Array, readPage: (page: PdfPage, encrypted: boolean) => Promise<T>): Promise<T[]> {
  // Loaded on first use: pdf.js is large and most requests never need it.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const task = getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise.catch((error: unknown) => {
      throw unreadablePdf(error);
    });
    // Permissions are stated by encrypted files only.
    const encrypted = (await pdf.getPermissions()) !== null;
    const pages: T[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      pages.push(await readPage(page, encrypted));
      page.cleanup();
    }
    return pages;
  } catch (error) {
    throw error instanceof UnreadableFileError ? error : unreadablePdf(error);
  } finally {
    await task.destroy();
  }
}

function isTextItem(item: object): item is TextItem {
  return 'str' in item && 'transform' in item;
}

function placedItems(content: TextContent): PlacedText[] {
  return content.items
    .filter(isTextItem)
    .filter((item) => item.str.trim().length > 0)
    .map((item) => ({
      x: item.transform[4] as number,
      y: item.transform[5] as number,
      width: item.width,
      height: Math.abs(item.height || (item.transform[3] as number) || 1),
      text: item.str,
      font: item.fontName,
    }));
}

/** pdf.js's description of a widget annotation (the fields it reads; see its AnnotationLayer). */
interface WidgetAnnotation {
  subtype?: string;
  fieldType?: string;
  fieldName?: string;
  rect?: number[];
  fieldValue?: unknown;
  checkBox?: boolean;
  radioButton?: boolean;
  exportValue?: string;
  buttonValue?: string;
  options?: { exportValue?: unknown; displayValue?: unknown }[];
  hidden?: boolean;
}

function widgetOf(annotation: WidgetAnnotation): PdfWidget[] {
  const { subtype, fieldType, fieldName, rect, fieldValue, hidden } = annotation;
  if (subtype !== 'Widget' || hidden || !fieldName || rect?.length !== 4) return [];
  const [left = 0, bottom = 0, right = 0, top = 0] = rect;
  const place = { field: fieldName, rect: [left, bottom, right, top] as PdfWidget['rect'] };
  if (fieldType === 'Tx') return [{ ...place, type: 'text', value: typeof fieldValue === 'string' ? fieldValue : '', onValue: '', checked: false }];
  if (fieldType === 'Ch' && Array.isArray(annotation.options)) {
    const options = annotation.options.map(({ exportValue, displayValue }) => ({
      value: String(exportValue ?? ''),
      label: String(displayValue ?? exportValue ?? ''),
    }));
    const selected = Array.isArray(fieldValue) ? fieldValue[0] : fieldValue;
    return [{ ...place, type: 'choice', value: typeof selected === 'string' ? selected : '', options, onValue: '', checked: false }];
  }
  const onValue = annotation.checkBox ? annotation.exportValue : annotation.radioButton ? annotation.buttonValue : undefined;
  if (fieldType !== 'Btn' || !onValue) return [];
  return [{ ...place, type: annotation.checkBox ? 'checkbox' : 'radio', value: '', onValue, checked: fieldValue === onValue }];
}

/** Text pieces joined into lines, top to bottom, each line's pieces left to right; `boldFonts` gives their bold leads. */
export function linesInReadingOrder(items: readonly PlacedText[], boldFonts: ReadonlySet<string> = new Set()): PlacedText[] {
  const placed = [...items];
  // pdf y grows upwards: the top of the page comes first.
  placed.sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PlacedText[][] = [];
  for (const item of placed) {
    const line = lines.at(-1);
    const first = line?.[0];
    if (line && first && Math.abs(first.y - item.y) < Math.max(first.height, item.height) * SAME_LINE_TOLERANCE) {
      line.push(item);
    } else {
      lines.push([item]);
    }
  }
  return lines
    .map((line) => {
      line.sort((a, b) => a.x - b.x);
      // Runs of pieces that touch or sit a word's space apart; a wide gap starts another run.
      const runs: PlacedText[][] = [];
      for (const item of line) {
        const run = runs.at(-1);
        const last = run?.at(-1);
        if (run && last && item.x - (last.x + last.width) < Math.max(last.height, item.height) * WIDE_GAP) run.push(item);
        else runs.push([item]);
      }
      const pieces = runs.map((run) => joined(run, boldFonts)).filter((piece) => piece.text.length > 0);
      const whole = joined(line, boldFonts);
      return pieces.length > 1 ? { ...whole, text: pieces.map((piece) => piece.text).join(' '), pieces } : whole;
    })
    .filter((line) => line.text.length > 0);
}

/** Pieces of one line, left to right, as one (see textOf). */
function joined(items: readonly PlacedText[], boldFonts: ReadonlySet<string>): PlacedText {
  const first = items[0]!;
  const last = items.at(-1)!;
  const fonts = new Set(items.map((item) => item.font));
  const boldLead = boldLeadOf(items, boldFonts);
  return {
    x: first.x,
    y: first.y,
    width: last.x + last.width - first.x,
    height: Math.max(...items.map((item) => item.height)),
    text: textOf(items),
    ...(fonts.size === 1 && first.font !== undefined ? { font: first.font } : {}),
    ...(boldLead ? { boldLead } : {}),
  };
}

/** The text of pieces of one line, left to right: a space between two only where the page leaves one. */
function textOf(items: readonly PlacedText[]): string {
  let text = '';
  items.forEach((item, index) => {
    const before = items[index - 1];
    const touching = before !== undefined && item.x - (before.x + before.width) < Math.max(before.height, item.height) * WORD_GAP;
    text += before === undefined || touching ? item.text : ` ${item.text}`;
  });
  return text.replace(/\s+/g, ' ').trim();
}

/** The text of the bold pieces a line opens with, perhaps after one that is not (a list marker), when pieces not in bold follow. */
function boldLeadOf(items: readonly PlacedText[], boldFonts: ReadonlySet<string>): string | undefined {
  const bold = (item: PlacedText | undefined) => item?.font !== undefined && boldFonts.has(item.font);
  const start = bold(items[0]) ? 0 : 1;
  let end = start;
  while (bold(items[end])) end += 1;
  return end > start && end < items.length ? textOf(items.slice(start, end)) : undefined;
}

function unreadablePdf(error: unknown): UnreadableFileError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    return new UnreadableFileError('This PDF is password-protected. Remove the password and upload it again.', {
      cause: error,
    });
  }
  return new UnreadableFileError('This PDF could not be read: the file is damaged or is not a valid PDF.', {
    cause: error,
  });
}
