// Real files for tests, generated here: Word, PDF, Excel, PNG, and some that are not what they claim.
// Also a multipart/form-data body builder for uploads through app.inject.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { AlignmentType, Document, ExternalHyperlink, HeadingLevel, LevelFormat, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';

/** A Word document with one paragraph per entry; `links` adds a paragraph with each hyperlink. */
export async function docxFile(paragraphs: string[], links: { text: string; url: string }[] = []): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: [
          ...paragraphs.map((text) => new Paragraph({ children: [new TextRun(text)] })),
          ...links.map((link) => new Paragraph({ children: [new ExternalHyperlink({ link: link.url, children: [new TextRun(link.text)] })] })),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** A block of a structured Word document (see structuredDocxFile). */
export type DocxBlock =
  | { heading: string; level: 'title' | 1 | 2 | 3 }
  /** `boldLead`: words set in bold before the paragraph's own text, as a run-in heading is. */
  | { paragraph: string; bold?: boolean; boldLead?: string }
  /** An item of a real (numbering-defined) bulleted list; `level` 0 is the outermost. */
  | { bullet: string; level?: number }
  /** A table; the first row is marked as the header row. */
  | { table: string[][] };

const DOCX_HEADING_STYLES = { title: HeadingLevel.TITLE, 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;

/** A Word document with headings in the Title/Heading styles, plain paragraphs, bulleted lists and tables. */
export async function structuredDocxFile(blocks: DocxBlock[]): Promise<Buffer> {
  const children = blocks.map((block) => {
    if ('heading' in block) return new Paragraph({ text: block.heading, heading: DOCX_HEADING_STYLES[block.level] });
    if ('paragraph' in block) {
      const lead = block.boldLead ? [new TextRun({ text: block.boldLead, bold: true })] : [];
      return new Paragraph({ children: [...lead, new TextRun({ text: block.paragraph, bold: block.bold })] });
    }
    if ('bullet' in block) return new Paragraph({ text: block.bullet, numbering: { reference: 'bullets', level: block.level ?? 0 } });
    return new Table({
      rows: block.table.map(
        (cells, index) => new TableRow({ tableHeader: index === 0, children: cells.map((cell) => new TableCell({ children: [new Paragraph(cell)] })) }),
      ),
    });
  });
  const document = new Document({
    numbering: {
      config: [
        {
          reference: 'bullets',
          levels: ['•', '◦', '▪'].map((text, level) => ({ level, format: LevelFormat.BULLET, text, alignment: AlignmentType.LEFT })),
        },
      ],
    },
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}

/** A PDF with one page per entry, each page's lines written top to bottom. */
export function pdfFile(pages: string[][], options: { userPassword?: string } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ autoFirstPage: false, ...(options.userPassword ? { userPassword: options.userPassword } : {}) });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    for (const lines of pages) {
      document.addPage();
      for (const line of lines) document.text(line);
    }
    document.end();
  });
}

/** A block of text for layoutPdfFile: set in `size` points (11 by default), wrapped to the page's width. */
export interface PdfTextBlock {
  text: string;
  size?: number;
  /** Words set in bold before `text`, as a run-in heading is. */
  bold?: string;
  /** Words set in the regular font before `bold`: a list item's marker ("1. "), a sentence's first words. */
  before?: string;
}

/**
 * A table for layoutPdfFile, set as Word sets one: 11 points, each cell's text wrapped in its column
 * and padded, a rule between rows, the first row (its header) in bold. A row that does not fit at
 * the foot of a page is cut there (Word's "Allow row to break across pages"), its lines that fit on
 * that page, the rest on the next.
 */
export interface PdfTableBlock {
  table: string[][];
  /** The columns' widths in points. */
  widths: number[];
  /** The header set again at the top of every page the table runs on to (Word's "Repeat as header row"). */
  repeatHeader?: boolean;
}

export type PdfBlock = PdfTextBlock | PdfTableBlock;

/** Word's cell margins: 0.08 in left and right; above and below, a little room. */
const CELL_PADDING = { x: 5.76, y: 3 };
/** How far down a page the table's rows may go: a line clear of the footer. */
const TABLE_FOOT = 72;

/** `text` wrapped to lines of at most `width` points in the document's current font. */
function wrappedLines(document: PDFKit.PDFDocument, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const line = lines.at(-1);
    if (line !== undefined && document.widthOfString(`${line} ${word}`) <= width) lines[lines.length - 1] = `${line} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Sets `block` from the cursor down, starting a page (by `newPage`) where a row reaches the page's foot. */
function drawTable(document: PDFKit.PDFDocument, block: PdfTableBlock, newPage: () => void): void {
  const left = document.page.margins.left;
  const right = left + block.widths.reduce((sum, width) => sum + width, 0);
  const starts = block.widths.map((_, column) => left + block.widths.slice(0, column).reduce((sum, width) => sum + width, 0));
  const lineHeight = document.fontSize(11).currentLineHeight(true);
  const rule = (y: number) => document.moveTo(left, y).lineTo(right, y).stroke();
  const fonts = (row: number) => (row === 0 ? 'Helvetica-Bold' : 'Helvetica');
  const rows = block.table.map((cells, row) =>
    cells.map((cell, column) => wrappedLines(document.font(fonts(row)), cell, block.widths[column]! - 2 * CELL_PADDING.x)),
  );
  let y = document.y;
  /** Sets lines `from` to `to` of each cell of a row, in a band of its own between rules. */
  const band = (row: number, from: number, to: number) => {
    // A footer set on the page before may have left another size.
    document.font(fonts(row)).fontSize(11);
    rows[row]!.forEach((lines, column) =>
      lines.slice(from, to).forEach((line, index) => {
        document.text(line, starts[column]! + CELL_PADDING.x, y + CELL_PADDING.y + index * lineHeight, { lineBreak: false });
      }),
    );
    y += 2 * CELL_PADDING.y + (to - from) * lineHeight;
    rule(y);
  };
  const room = () => Math.floor((document.page.height - TABLE_FOOT - y - 2 * CELL_PADDING.y) / lineHeight);
  const turnPage = () => {
    newPage();
    y = document.page.margins.top;
    rule(y);
    if (block.repeatHeader) band(0, 0, Math.max(...rows[0]!.map((lines) => lines.length)));
  };
  rule(y);
  rows.forEach((cells, row) => {
    const height = Math.max(...cells.map((lines) => lines.length));
    for (let from = 0; from < height;) {
      // A header stays with the first line of the row below it.
      if (room() < (row === 0 ? height + 1 : 1)) turnPage();
      const to = Math.min(height, from + room());
      band(row, from, to);
      from = to;
    }
  });
  document.x = left;
  document.y = y + lineHeight / 2;
}

/**
 * A PDF laid out like a document: one page per entry (a table may run on over more), each block
 * wrapped at the margins (A4, 72pt left and right) with a blank half line between blocks; `footer`
 * writes a line at the foot of every page.
 */
export function layoutPdfFile(pages: PdfBlock[][], options: { footer?: (page: number) => string } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ autoFirstPage: false, size: 'A4', margins: { top: 72, bottom: 36, left: 72, right: 72 } });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    const width = 451;
    let pageCount = 0;
    const endPage = () => {
      if (options.footer) {
        document.fontSize(9).text(options.footer(pageCount), 72, document.page.height - 60, { width, align: 'center', lineBreak: false });
      }
    };
    const newPage = () => {
      if (pageCount > 0) endPage();
      document.addPage();
      pageCount += 1;
    };
    for (const blocks of pages) {
      newPage();
      for (const block of blocks) {
        if ('table' in block) {
          drawTable(document, block, newPage);
          continue;
        }
        document.fontSize(block.size ?? 11);
        if (block.before) document.font('Helvetica').text(block.before, { width, continued: true });
        if (block.bold) document.font('Helvetica-Bold').text(block.bold, { width, continued: true });
        document.font('Helvetica').text(block.text, { width });
        document.moveDown(0.6);
      }
    }
    if (pageCount > 0) endPage();
    document.end();
  });
}

/** A workbook with the given sheets, each a list of rows. */
export async function xlsxFile(sheets: Record<string, (string | number)[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/** A valid PNG of `side` × `side` 8-bit pixels from its rows, each row led by its filter byte (0: none). */
export function squarePng(side: number, colour: 'grey' | 'rgb', rows: Buffer, deflateLevel = -1): Buffer<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(colour === 'grey' ? 0 : 2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: deflateLevel })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid PNG image of `size` × `size` grey pixels. */
export function pngFile(size = 4): Buffer {
  const rows = Buffer.concat(Array.from({ length: size }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(size, 0x80)])));
  return squarePng(size, 'grey', rows);
}

/** The start of a Windows executable (an MZ header), which no upload should accept. */
export function exeFile(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'ascii');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'ascii');
  return bytes;
}

/** Starts like a PDF, then is garbage: accepted by type, unreadable by any PDF reader. */
export function corruptPdfFile(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), randomBytes(2048)]);
}

export interface MultipartFilePart {
  name: string;
  content: Buffer | string;
  contentType?: string;
}

/** A multipart/form-data body: the text fields first, then the file (as the upload contract wants). */
export function multipartBody(fields: Record<string, string>, file?: MultipartFilePart): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    parts.push(Buffer.from(head), Buffer.from(file.content), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The values of one sheet of a workbook, row by row (1-based columns become 0-based cells). */
/** The choices of the first drop-down (list data validation) in a column of a sheet, or null: `"Yes,No,N/A"` → Yes, No, N/A. */
export async function xlsxDropDownChoices(content: Buffer, sheetName: string, column: string): Promise<string[] | null> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(sheetName);
  for (let row = 1; sheet && row <= sheet.rowCount; row += 1) {
    const validation = sheet.getCell(`${column}${row}`).dataValidation;
    if (validation?.type === 'list' && validation.formulae?.[0]) return String(validation.formulae[0]).replace(/^"|"$/g, '').split(',');
  }
  return null;
}

export async function xlsxSheetRows(content: Buffer, sheetName: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(sheetName);
  if (!sheet) throw new Error(`The workbook has no sheet "${sheetName}"`);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
