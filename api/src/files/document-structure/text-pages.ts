// Plain text that keeps its page breaks (form feeds, as pdftotext and printing to text write them)
// carries the pages' running headers and footers as lines of text. A line repeated at the same place
// from a page's top or foot on most pages is one of those: taken out wherever it is (a text dump may
// set a footer among the columns of a page), with page numbers at a page's edges, before the text
// is read; a sentence cut by a page break is joined again.
import { PAGE_NUMBER } from './document-blocks.ts';

/** How many lines from a page's top or foot a running header or footer may sit. */
const EDGE_LINES = 3;

/** A line's text, numbers aside: "Page 3 of 5" is "Page # of #". */
const furnitureText = (line: string) => line.trim().replace(/\d+/g, '#');

/** The lines at a page's edges, each with where it sits from the top or the foot and its text. */
function edgeLines(lines: readonly string[]): Map<number, string[]> {
  const filled = lines.flatMap((line, index) => (line.trim() ? [index] : []));
  const keys = new Map<number, string[]>();
  const add = (index: number, place: string) => keys.set(index, [...(keys.get(index) ?? []), `${place}|${furnitureText(lines[index]!)}`]);
  filled.slice(0, EDGE_LINES).forEach((index, order) => add(index, `top${order}`));
  filled.slice(-EDGE_LINES).forEach((index, order, foot) => add(index, `foot${foot.length - order}`));
  return keys;
}

/** `text` without its running headers, footers and page numbers, when it has page breaks; else as it is. */
export function withoutRunningLines(text: string): string {
  if (!text.includes('\f')) return text;
  const pages = text.split('\f').map((page) => page.split('\n'));
  // A form feed ends the last page too.
  while (pages.length > 0 && pages.at(-1)!.every((line) => !line.trim())) pages.pop();
  if (pages.length < 2) return text;
  const edges = pages.map(edgeLines);
  const seen = new Map<string, number>();
  for (const page of edges) for (const key of new Set([...page.values()].flat())) seen.set(key, (seen.get(key) ?? 0) + 1);
  const threshold = Math.max(2, Math.ceil(pages.length * 0.6));
  const running = new Set([...seen].filter(([, count]) => count >= threshold).map(([key]) => key.slice(key.indexOf('|') + 1)));
  const kept = pages.map((lines, page) => {
    const furniture = (index: number) => running.has(furnitureText(lines[index]!)) || (edges[page]!.has(index) && PAGE_NUMBER.test(lines[index]!.trim()));
    const content = lines.filter((_, index) => !furniture(index));
    const first = content.findIndex((line) => line.trim());
    return first === -1 ? [] : content.slice(first, content.findLastIndex((line) => line.trim()) + 1);
  });
  return kept
    .filter((lines) => lines.length > 0)
    .reduce((joined, lines) => {
      // A sentence running on over the break: its next line starts in lower case.
      const runsOn = !/[.!?:;]["”’)]?\s*$/.test(joined) && /^\s*\p{Ll}/u.test(lines[0]!);
      return joined ? `${joined}${runsOn ? '\n' : '\n\n'}${lines.join('\n')}` : lines.join('\n');
    }, '');
}
