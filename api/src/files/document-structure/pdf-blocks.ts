// A PDF's blocks from the layout of its lines: a PDF stores no paragraphs, only placed lines. Lines
// taller than the body text are headings; a list marker, a wider gap above or a line ending a
// sentence well short of the right margin ends a paragraph; the rest are wrapped lines, joined.
import type { PlacedText } from '../pdf-text.ts';
import { type DocumentBlock, stripListMarker } from './document-blocks.ts';
import { markerDepths } from './marker-depths.ts';

/** A line this much taller than the body text is a heading. */
const HEADING_RATIO = 1.15;
/** A gap this much wider than the usual line spacing separates paragraphs. */
const PARAGRAPH_GAP_RATIO = 1.4;
/** A sentence ending on a line shorter than this share of the widest line ends its paragraph. */
const SHORT_LINE_SHARE = 0.8;

/** A line that only numbers the page: "7", "Page 7", "… – page 1 of 3". */
const PAGE_NUMBER = /^\d{1,4}$|\bpage \d{1,4}( of \d{1,4})?$/i;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
};

/** The body text's height: the height most of the characters are set in. */
function bodyHeight(lines: readonly PlacedText[]): number {
  const characters = new Map<number, number>();
  for (const line of lines) {
    const height = Math.round(line.height * 10) / 10;
    characters.set(height, (characters.get(height) ?? 0) + line.text.length);
  }
  return [...characters].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/** Lines found on most pages at the same place (running headers, footers, page numbers). */
function pageFurniture(pages: readonly PlacedText[][]): Set<string> {
  const seen = new Map<string, number>();
  for (const page of pages) {
    for (const key of new Set(page.map((line) => `${Math.round(line.y)}|${line.text.replace(/\d+/g, '#')}`))) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const threshold = Math.max(3, Math.ceil(pages.length * 0.6));
  return new Set([...seen].filter(([, count]) => count >= threshold).map(([key]) => key));
}

export function pdfBlocks(pages: readonly PlacedText[][]): DocumentBlock[] {
  const all = pages.flat();
  const body = bodyHeight(all);
  const furniture = pageFurniture(pages);
  const headingSizes = [...new Set(all.filter((line) => line.height > body * HEADING_RATIO).map((line) => Math.round(line.height)))].sort((a, b) => b - a);
  /** Where the longest lines end (widths estimated from the characters): the right margin. */
  const width = Math.max(...all.map((line) => line.x + line.text.length * body * 0.5), 0);
  const blocks: DocumentBlock[] = [];
  const depths = markerDepths();
  let open: { depth: number; lines: string[]; x: number } | null = null;
  let previous: PlacedText | null = null;

  const flush = () => {
    if (open)
      blocks.push({
        kind: 'paragraph',
        depth: open.depth,
        text: open.lines
          .join(' ')
          .replace(/(\p{L})- (\p{Ll})/gu, '$1$2')
          .replace(/\s+/g, ' ')
          .trim(),
      });
    open = null;
  };

  for (const page of pages) {
    const spacing =
      median(
        page
          .slice(1)
          .map((line, index) => page[index]!.y - line.y)
          .filter((gap) => gap > 0),
      ) || body * 1.2;
    // A paragraph may run on over a page break; only the gap above a line is measured on its page.
    let above: PlacedText | null = null;
    for (const line of page) {
      if (furniture.has(`${Math.round(line.y)}|${line.text.replace(/\d+/g, '#')}`) || PAGE_NUMBER.test(line.text)) continue;
      if (line.height > body * HEADING_RATIO && line.text.length < 200) {
        flush();
        depths.reset();
        blocks.push({ kind: 'heading', level: headingSizes.indexOf(Math.round(line.height)) + 1, text: line.text });
        previous = above = line;
        continue;
      }
      const item = stripListMarker(line.text);
      const gap = above ? above.y - line.y : 0;
      const lastLine = open?.lines.at(-1) ?? '';
      const endedShort = /[.!?:;]$/.test(lastLine) && previous !== null && previous.x + previous.text.length * body * 0.5 < width * SHORT_LINE_SHARE;
      if (item.marker || !open || gap > spacing * PARAGRAPH_GAP_RATIO || endedShort) {
        flush();
        open = { depth: item.marker ? depths.depthOf(line.text) : 0, lines: [item.text], x: line.x };
        if (!item.marker) depths.reset();
      } else {
        open.lines.push(line.text);
      }
      previous = above = line;
    }
  }
  flush();
  return blocks;
}
