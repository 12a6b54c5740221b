import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { UnreadableFileError } from './unreadable-file-error.ts';

/** Items whose baselines differ by less than this share of their height sit on one line. */
const SAME_LINE_TOLERANCE = 0.5;

/** A line of a page: its text and where it sits (pdf units, y growing upwards) and how tall it is. */
export interface PlacedText {
  x: number;
  y: number;
  height: number;
  text: string;
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
    const pages: PlacedText[][] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(linesInReadingOrder(content.items.filter(isTextItem)));
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

function linesInReadingOrder(items: TextItem[]): PlacedText[] {
  const placed: PlacedText[] = items
    .filter((item) => item.str.length > 0)
    .map((item) => ({
      x: item.transform[4] as number,
      y: item.transform[5] as number,
      height: Math.abs(item.height || (item.transform[3] as number) || 1),
      text: item.str,
    }));
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
      const text = line
        .map((item) => item.text)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      return { x: line[0]!.x, y: line[0]!.y, height: Math.max(...line.map((item) => item.height)), text };
    })
    .filter((line) => line.text.length > 0);
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
