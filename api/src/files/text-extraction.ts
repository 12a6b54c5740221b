// The text of a stored file, for full-text search: what a person reading it would search for.
// The parsing libraries are loaded on first use: together they weigh seconds of start-up.
import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { RepositoryFileType } from '@app/shared/contract';
import { extractPdfPages } from './pdf-text.ts';
import { readAll } from './read-content.ts';
import { UnreadableFileError } from './unreadable-file-error.ts';

/** Text beyond this is not indexed: a few hundred pages, enough to find any document by its words. */
export const MAX_EXTRACTED_CHARS = 2_000_000;

/** Types whose text can be extracted; images are stored and previewed but not searched by content. */
export function hasExtractableText(fileType: RepositoryFileType): boolean {
  return fileType !== 'png' && fileType !== 'jpg';
}

/**
 * The text of a file of `fileType` (see hasExtractableText), at most MAX_EXTRACTED_CHARS long.
 * Throws an UnreadableFileError when the content cannot be read as that type.
 */
export async function extractText(fileType: RepositoryFileType, content: Readable): Promise<string> {
  const text = await extractFullText(fileType, content);
  return text.length > MAX_EXTRACTED_CHARS ? text.slice(0, MAX_EXTRACTED_CHARS) : text;
}

async function extractFullText(fileType: RepositoryFileType, content: Readable): Promise<string> {
  switch (fileType) {
    case 'pdf':
      return (await extractPdfPages(await readAll(content))).join('\n\n');
    case 'docx':
      return extractDocxText(await readAll(content));
    case 'xlsx':
      return extractXlsxText(content);
    case 'csv':
    case 'txt':
    case 'md':
      return decodeUtf8(content);
    case 'png':
    case 'jpg':
      throw new UnreadableFileError('Images have no text to index.');
  }
}

async function extractDocxText(buffer: Buffer): Promise<string> {
  try {
    const { default: mammoth } = await import('mammoth');
    return (await mammoth.extractRawText({ buffer })).value;
  } catch (error) {
    throw new UnreadableFileError('This Word document could not be read: the file is damaged or password-protected.', { cause: error });
  }
}

/** Every sheet, streamed: its name, then one line per row with the cells separated by tabs. */
async function extractXlsxText(content: Readable): Promise<string> {
  const parts: string[] = [];
  let length = 0;
  try {
    workbook: for await (const sheet of readWorkbookSheets(content)) {
      parts.push(sheet.name);
      for await (const cells of sheet.rows) {
        const line = cells.filter(Boolean).join('\t');
        if (!line) continue;
        parts.push(line);
        length += line.length + 1;
        if (length > MAX_EXTRACTED_CHARS) break workbook;
      }
      parts.push('');
    }
  } catch (error) {
    throw new UnreadableFileError('This Excel workbook could not be read: the file is damaged or password-protected.', { cause: error });
  } finally {
    content.destroy();
  }
  return parts.join('\n');
}

export interface WorkbookSheet {
  name: string;
  /** The rows in order, each as its cells' displayed text (empty cells as ''). */
  rows: AsyncIterable<string[]>;
}

/** A workbook's sheets and their rows as text, streamed (a large workbook is never held in memory). */
export async function* readWorkbookSheets(content: Readable): AsyncGenerator<WorkbookSheet> {
  const { default: excel } = await import('exceljs');
  const reader = new excel.stream.xlsx.WorkbookReader(content, {
    sharedStrings: 'cache',
    worksheets: 'emit',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  let position = 0;
  for await (const worksheet of reader) {
    position += 1;
    const sheet = worksheet as unknown as AsyncIterable<ExcelJS.Row> & { name?: string };
    yield { name: sheet.name || `Sheet ${position}`, rows: rowTexts(sheet) };
  }
}

async function* rowTexts(rows: AsyncIterable<ExcelJS.Row>): AsyncGenerator<string[]> {
  for await (const row of rows) {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.text.trim();
    });
    yield Array.from(cells, (cell) => cell ?? '');
  }
}

async function decodeUtf8(content: Readable): Promise<string> {
  const decoder = new TextDecoder('utf-8');
  let text = '';
  for await (const chunk of content) {
    text += decoder.decode(chunk as Buffer, { stream: true });
    if (text.length > MAX_EXTRACTED_CHARS) {
      content.destroy();
      return text;
    }
  }
  return text + decoder.decode();
}
