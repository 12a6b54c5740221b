// The fonts answers are drawn in on a PDF form. Helvetica, a standard font (nothing embedded), for
// the Latin text most answers are; Liberation Sans (metric-compatible with Helvetica, shipped with
// pdf.js) embedded as a subset only when an answer holds characters Helvetica lacks ("≤ 24 hours",
// "→", "Łódź", Greek, Cyrillic). A character neither font has is drawn as "?"; a field's value
// always keeps the exact text.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type PDFDocument, type PDFFont, StandardFonts } from '@cantoo/pdf-lib';
import * as fontkit from 'fontkit';

const WIDE_FONT_FILE = createRequire(import.meta.url).resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf');

/** The text with the characters the font cannot draw shown as "?". */
export function drawable(font: PDFFont, text: string): string {
  const characters = new Set(font.getCharacterSet());
  return [...text].map((character) => (character === '\n' || characters.has(character.codePointAt(0)!) ? character : '?')).join('');
}

export class FormFonts {
  #standard: Promise<PDFFont> | undefined;
  #wide: Promise<PDFFont> | undefined;

  constructor(private readonly document: PDFDocument) {}

  /** The font that draws every character of the texts: Helvetica when it can, else the embedded wide font. */
  async for(...texts: string[]): Promise<PDFFont> {
    const standard = await (this.#standard ??= this.document.embedFont(StandardFonts.Helvetica));
    if (texts.every((text) => drawable(standard, text) === text)) return standard;
    this.#wide ??= this.#embedWide();
    return this.#wide;
  }

  async #embedWide(): Promise<PDFFont> {
    this.document.registerFontkit({ create: (data) => fontkit.create(Buffer.from(data)) as fontkit.Font });
    return this.document.embedFont(await readFile(WIDE_FONT_FILE), { subset: true });
  }
}
