// Extracted text cut into overlapping passages: small enough to cite and to rank, overlapping so a
// sentence that straddles a cut is still found whole in one of them.

export const CHUNK_SIZE = 1000;
export const CHUNK_OVERLAP = 200;

/** Control characters (all but tab and newline): search marks use some, PostgreSQL refuses NUL. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** Where to cut near `end`: after a paragraph, else a sentence, else a space, else at `end`. */
function cutPoint(text: string, start: number, end: number): number {
  if (end >= text.length) return text.length;
  const window = text.slice(start + Math.floor((end - start) / 2), end);
  const offset = start + Math.floor((end - start) / 2);
  for (const boundary of [/\n\s*\n/g, /[.!?]\s/g, /\s/g]) {
    let last = -1;
    for (const match of window.matchAll(boundary)) last = match.index + match[0].length;
    if (last > 0) return offset + last;
  }
  return end;
}

export function chunkText(raw: string, size = CHUNK_SIZE, overlap = CHUNK_OVERLAP): string[] {
  const text = raw
    .replace(CONTROL_CHARACTERS, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    const end = cutPoint(text, start, start + size);
    const chunk = text.slice(start, end).trim();
    if (chunk) chunks.push(chunk);
    if (end >= text.length) break;
    // Step back by the overlap, to the start of a word, but always forward from the last start.
    let next = Math.max(end - overlap, start + 1);
    while (next < end && !/\s/.test(text[next - 1] ?? ' ')) next += 1;
    start = next;
  }
  return chunks;
}
