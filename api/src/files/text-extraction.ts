// The text of a stored file with its structure, for search and for answers: what a person reading it
// would search for and quote.
// The parsing libraries are loaded on first use: together they weigh seconds of start-up.
import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { RepositoryFileType } from '@app/shared/contract';
import { type DocumentBlock, markdownBlocks } from './document-structure/document-blocks.ts';
import { DOCX_STYLE_MAP, docxHtmlBlocks } from './document-structure/docx-blocks.ts';
import { pdfBlocks } from './document-structure/pdf-blocks.ts';
import { withoutRunningLines } from './document-structure/text-pages.ts';
import { readOfficeFile } from './office-package.ts';
import { extractPdfLines } from './pdf-text.ts';
import { readAll } from './read-content.ts';
import { UnreadableFileError } from './unreadable-file-error.ts';

/** Text beyond this is not indexed: a few hundred pages, enough to find any document by its words. */
export const MAX_EXTRACTED_CHARS = 2_000_000;

/** Types whose text can be extracted; images are stored and previewed but not searched by content. */
export function hasExtractableText(fileType: RepositoryFileType): boolean {
  return fileType !== 'png' && fileType !== 'jpg';
}

/**
 * The structure of a file of `fileType` (see hasExtractableText): its headings, paragraphs, list
 * items and table rows, at most MAX_EXTRACTED_CHARS of text. Throws an UnreadableFileError when the
 * content cannot be read as that type.
 */
export async function extractBlocks(fileType: RepositoryFileType, content: Readable): Promise<DocumentBlock[]> {
  const blocks = await readBlocks(fileType, content);
  let length = 0;
  const end = blocks.findIndex((block) => (length += block.kind === 'row' ? block.cells.join(' ').length : block.text.length) > MAX_EXTRACTED_CHARS);
  if (end === -1) return blocks;
  // The block that crosses the limit keeps its part below it.
  const crossing = blocks[end]!;
  const room = MAX_EXTRACTED_CHARS - (length - (crossing.kind === 'row' ? crossing.cells.join(' ').length : crossing.text.length));
  return crossing.kind === 'row' || room <= 0 ? blocks.slice(0, end) : [...blocks.slice(0, end), { ...crossing, text: crossing.text.slice(0, room) }];
}

async function readBlocks(fileType: RepositoryFileType, content: Readable): Promise<DocumentBlock[]> {
  switch (fileType) {
    case 'pdf':
      return pdfBlocks(await extractPdfLines(await readAll(content)));
    case 'docx':
      return docxBlocks(await readOfficeFile(content, 'Word document'));
    case 'xlsx':
      return xlsxBlocks(Readable.from([await readOfficeFile(content, 'Excel workbook')]));
    case 'csv':
      return csvBlocks(await decodeUtf8(content));
    case 'txt':
    case 'md':
      return markdownBlocks(withoutRunningLines(await decodeUtf8(content)));
    case 'png':
    case 'jpg':
      throw new UnreadableFileError('Images have no text to index.');
  }
}

async function docxBlocks(buffer: Buffer): Promise<DocumentBlock[]> {
  try {
    const { default: mammoth } = await import('mammoth');
    const { value } = await mammoth.convertToHtml(
      { buffer },
      {
        styleMap: DOCX_STYLE_MAP,
        includeEmbeddedStyleMap: false,
        externalFileAccess: false,
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
      },
    );
    return docxHtmlBlocks(value);
  } catch (error) {
    throw new UnreadableFileError('This Word document could not be read: the file is damaged or password-protected.', { cause: error });
  }
}

/** Every sheet, streamed: its name as a heading, then its rows (the first row as the header). */
async function xlsxBlocks(content: Readable): Promise<DocumentBlock[]> {
  const blocks: DocumentBlock[] = [];
  let length = 0;
  try {
    workbook: for await (const sheet of readWorkbookSheets(content)) {
      blocks.push({ kind: 'heading', level: 1, text: sheet.name });
      const table = blocks.length;
      for await (const cells of sheet.rows) {
        if (!cells.some(Boolean)) continue;
        blocks.push({ kind: 'row', table, cells });
        length += cells.join(' ').length + 1;
        if (length > MAX_EXTRACTED_CHARS) break workbook;
      }
    }
  } catch (error) {
    throw new UnreadableFileError('This Excel workbook could not be read: the file is damaged or password-protected.', { cause: error });
  } finally {
    content.destroy();
  }
  return blocks;
}

async function csvBlocks(text: string): Promise<DocumentBlock[]> {
  const { parse } = await import('csv-parse/sync');
  const delimiter = [',', ';', '\t'].sort((a, b) => text.split(b).length - text.split(a).length)[0];
  const rows: string[][] = parse(text.replace(/^\ufeff/, ''), { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true });
  return rows.map((cells) => ({ kind: 'row', table: 1, cells: cells.map((cell) => cell.trim()) }));
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
