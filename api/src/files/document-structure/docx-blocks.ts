// A Word document's blocks, read from mammoth's HTML: headings from the heading (and title) styles,
// paragraphs, list items with their nesting, and table rows.
import {
  contentsEntries,
  type DocumentBlock,
  isBoldLabel,
  labelHeadingLevel,
  plainInline,
  runInHeading,
  stripListMarker,
  titleKey,
  withoutClauseNumber,
} from './document-blocks.ts';
import { markerDepths } from './marker-depths.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });

/** mammoth's style map: the Title and Subtitle styles are headings too. */
export const DOCX_STYLE_MAP = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"];

/** The blocks of mammoth's HTML for a document (only the elements mammoth writes are read). */
export function docxHtmlBlocks(html: string): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  let text = '';
  let listDepth = 0;
  let tables = 0;
  let row: string[] | null = null;
  let cell: string[] | null = null;
  const depths = markerDepths();
  /** The text of the paragraphs as written (tabs kept), by their place in `blocks`. */
  const paragraphRaws = new Map<number, string>();

  /** The text of the element just closed, as written (bold as **) and as plain text. */
  let raw = '';
  const takeText = () => {
    raw = text.replace(/\*\*\s*\*\*/g, '');
    const value = decodeEntities(plainInline(text));
    text = '';
    return value;
  };
  /** Bold was opened by the last tag: spaces that start it go before its mark. */
  let boldOpened = false;
  for (const [, closing, tag, content] of html.matchAll(/<(\/?)([a-zA-Z0-9]+)[^>]*>|([^<]+)/g)) {
    if (content !== undefined) {
      // Marks hug their words, as markdown's bold needs ("**Scope.** Text", not "**Scope. **Text").
      const space = boldOpened ? /^\s*/.exec(content)![0] : '';
      text = space ? `${text.slice(0, -2)}${space}**${content.slice(space.length)}` : text + content;
      boldOpened = false;
      continue;
    }
    const name = tag!.toLowerCase();
    boldOpened = name === 'strong' && !closing;
    if (name === 'br') text += ' ';
    else if (name === 'strong') text = closing ? text.replace(/(\s*)$/, '**$1') : `${text}**`;
    else if (name === 'ul' || name === 'ol') {
      // A nested list opens inside its parent item: the parent's own text is an item before it.
      const parent = takeText();
      if (parent && !closing && listDepth > 0) blocks.push({ kind: 'paragraph', depth: listDepth, text: parent });
      listDepth += closing ? -1 : 1;
    } else if (name === 'table' && !closing) tables += 1;
    else if (name === 'tr') {
      // A blank row stays (segment-passages.ts): below a header it makes the table a blank form.
      if (closing && row && row.length > 0) blocks.push({ kind: 'row', table: tables, cells: row });
      row = closing ? null : [];
    } else if (name === 'td' || name === 'th') {
      if (!closing) cell = [];
      else if (row && cell) {
        const last = takeText();
        row.push([...cell, last].filter(Boolean).join(' '));
        cell = null;
      }
    } else if (closing && /^(p|h[1-6]|li)$/.test(name)) {
      const value = takeText();
      if (!value) continue;
      if (cell) cell.push(value);
      else if (name.startsWith('h')) {
        depths.reset();
        blocks.push({ kind: 'heading', level: Number(name[1]), text: value });
      } else if (name === 'li') blocks.push({ kind: 'paragraph', depth: listDepth, ...(runInHeading(raw, value) ?? { text: value }) });
      else if (!cell && isBoldLabel(raw, value)) {
        depths.reset();
        blocks.push({ kind: 'heading', level: labelHeadingLevel(value), text: value.replace(/:$/, '') });
      } else {
        // Numbering typed as text ("a. …", "i. …"): the kind of marker gives the nesting.
        const item = stripListMarker(value);
        blocks.push({
          kind: 'paragraph',
          depth: item.marker ? depths.depthOf(value) : 0,
          ...(runInHeading(stripListMarker(raw).text, item.text) ?? { text: withoutClauseNumber(item.text) }),
        });
        paragraphRaws.set(blocks.length - 1, raw.replace(/\*\*/g, ''));
        if (!item.marker) depths.reset();
      }
    }
  }
  // A table of contents is typed paragraphs (or a field's last result): "1. Purpose<tab>3", "1 Purpose 3".
  const titles = new Set(blocks.flatMap((block) => (block.kind === 'row' ? [] : [titleKey(block.text)])));
  const contents = contentsEntries(
    blocks.map((_, index) => paragraphRaws.get(index) ?? ''),
    titles,
  );
  return blocks.filter((_, index) => !contents[index]);
}
