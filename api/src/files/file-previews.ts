// What the preview shows of a file in the page: bounded in size, and nothing that can run.
// mammoth is loaded on first use, to keep start-up fast.
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { readWorkbookSheets } from './text-extraction.ts';
import { UnreadableFileError } from './unreadable-file-error.ts';

export const PREVIEW_TEXT_CHARS = 100_000;
export const PREVIEW_ROWS = 100;
export const PREVIEW_COLUMNS = 50;
export const PREVIEW_SHEETS = 20;
const PREVIEW_CELL_CHARS = 500;
/** Images larger than this are left out of a docx preview, so the HTML stays small. */
const PREVIEW_IMAGE_BYTES = 512 * 1024;
const PREVIEW_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);

export interface TextPreview {
  text: string;
  truncated: boolean;
}

export interface SheetPreview {
  name: string;
  rows: string[][];
  truncated: boolean;
}

/** The start of a text file (at most PREVIEW_TEXT_CHARS characters); only that much is read. */
export async function previewText(content: Readable): Promise<TextPreview> {
  const decoder = new TextDecoder('utf-8');
  let text = '';
  for await (const chunk of content) {
    text += decoder.decode(chunk as Buffer, { stream: true });
    if (text.length > PREVIEW_TEXT_CHARS) {
      content.destroy();
      return { text: text.slice(0, PREVIEW_TEXT_CHARS), truncated: true };
    }
  }
  return { text: text + decoder.decode(), truncated: false };
}

/**
 * A Word document as HTML. mammoth writes only plain structural elements (no scripts, styles or
 * event attributes) and escapes every attribute value, so removing each href that is not
 * http(s) leaves no active content; the document's own style map, which could name other
 * elements, is ignored.
 */
export async function previewDocxHtml(buffer: Buffer): Promise<string> {
  const { default: mammoth } = await import('mammoth');
  try {
    const { value } = await mammoth.convertToHtml(
      { buffer },
      {
        includeEmbeddedStyleMap: false,
        externalFileAccess: false,
        convertImage: mammoth.images.imgElement(async (image) => {
          if (!PREVIEW_IMAGE_TYPES.has(image.contentType)) return { src: '' };
          const data = await image.readAsBuffer();
          return data.length > PREVIEW_IMAGE_BYTES ? { src: '' } : { src: `data:${image.contentType};base64,${data.toString('base64')}` };
        }),
      },
    );
    return value.replace(/ href="(?!https?:\/\/)[^"]*"/gi, '').replace(/<img src="">/g, '');
  } catch (error) {
    throw new UnreadableFileError('This Word document could not be read: the file is damaged or password-protected.', { cause: error });
  }
}

/** The first rows of every sheet of a workbook. */
export async function previewWorkbook(content: Readable): Promise<SheetPreview[]> {
  const sheets: SheetPreview[] = [];
  try {
    for await (const sheet of readWorkbookSheets(content)) {
      if (sheets.length === PREVIEW_SHEETS) break;
      // Later sheets of a streamed workbook arrive only once this one was read to its end.
      sheets.push(await firstRows(sheet.name, sheet.rows, { readToEnd: true }));
    }
  } catch (error) {
    throw new UnreadableFileError('This Excel workbook could not be read: the file is damaged or password-protected.', { cause: error });
  } finally {
    content.destroy();
  }
  return sheets;
}

/** The first rows of a CSV file, as one sheet named after the file. */
export async function previewCsv(content: Readable, name: string): Promise<SheetPreview[]> {
  const parser = content.pipe(parse({ relax_column_count: true, relax_quotes: true, skip_empty_lines: true, bom: true }));
  try {
    return [await firstRows(name, parser as AsyncIterable<string[]>, { readToEnd: false })];
  } catch (error) {
    throw new UnreadableFileError('This CSV file could not be read as rows and columns.', { cause: error });
  } finally {
    content.destroy();
  }
}

async function firstRows(name: string, rows: AsyncIterable<string[]>, { readToEnd }: { readToEnd: boolean }): Promise<SheetPreview> {
  const preview: SheetPreview = { name, rows: [], truncated: false };
  for await (const row of rows) {
    if (preview.rows.length === PREVIEW_ROWS) {
      preview.truncated = true;
      if (readToEnd) continue;
      break;
    }
    if (row.length > PREVIEW_COLUMNS) preview.truncated = true;
    preview.rows.push(row.slice(0, PREVIEW_COLUMNS).map((cell) => String(cell ?? '').slice(0, PREVIEW_CELL_CHARS)));
  }
  return preview;
}
