// Ticking a verdict's box in a Word paragraph or cell ("☐ Yes ☐ No" → "☒ Yes ☐ No"): each box is
// replaced where Word keeps it (its own run, often in a symbol font), the rest of the text untouched.
// A box that is a checkbox content control also gets its checked state, which Word reads.
import type { Element } from '@xmldom/xmldom';
import type { Verdict } from '@app/shared/contract';
import { boxChoices, boxEdits } from './choice-boxes.ts';
import { child, children, symbolText, W } from './docx-xml.ts';
import { verdictOfText } from './verdict-columns.ts';

const W14 = 'http://schemas.microsoft.com/office/word/2010/wordml';

/** The text nodes and box symbols of a paragraph or cell, in reading order, with the text each shows. */
function textPieces(container: Element): { node: Element; text: string }[] {
  const pieces: { node: Element; text: string }[] = [];
  const visit = (node: Element) => {
    for (const element of children(node)) {
      if (element.localName === 't') pieces.push({ node: element, text: element.textContent ?? '' });
      else if (element.localName === 'sym') pieces.push({ node: element, text: symbolText(element) });
      else if (element.localName !== 'del' && element.localName !== 'instrText') visit(element);
    }
  };
  visit(container);
  return pieces;
}

/** Ticks the verdict's box and clears the others in a paragraph or cell; false when it offers no box for it. */
export function tickVerdictBox(container: Element, verdict: Verdict): boolean {
  const pieces = textPieces(container);
  const starts: number[] = [];
  let joined = '';
  for (const piece of pieces) {
    starts.push(joined.length);
    joined += piece.text;
  }
  if (!boxChoices(joined)?.labels.some((label) => verdictOfText(label) === verdict)) return false;
  for (const { index, box, replacement } of boxEdits(joined, verdict)) {
    // The piece holding the box: a box is one character, or "[ ]" typed at once, never split across runs.
    let at = starts.length - 1;
    while (at > 0 && starts[at]! > index) at -= 1;
    const { node, text } = pieces[at]!;
    const offset = index - starts[at]!;
    if (text.slice(offset, offset + box.length) !== box) continue;
    const ticked = replacement === '☒' || replacement === '[X]';
    if (node.localName === 'sym') setSymbolBox(node, ticked);
    else node.textContent = text.slice(0, offset) + replacement + text.slice(offset + box.length);
    setControlChecked(node, ticked);
  }
  return true;
}

/** A box symbol shows the other state in its own font: Unicode boxes, or Wingdings'. */
function setSymbolBox(symbol: Element, ticked: boolean): void {
  const font = symbol.getAttributeNS(W, 'font') ?? '';
  const code = /^Wingdings 2$/i.test(font) ? (ticked ? 'F053' : 'F0A3') : /^Wingdings$/i.test(font) ? (ticked ? 'F0FE' : 'F0A8') : ticked ? '2612' : '2610';
  symbol.setAttributeNS(W, 'w:char', code);
}

/** A Word checkbox content control (w14:checkbox). */
export function isCheckboxControl(control: Element): boolean {
  const properties = child(control, 'sdtPr');
  return !!properties && properties.getElementsByTagNameNS(W14, 'checkbox').length > 0;
}

/** A box inside a checkbox content control (w14:checkbox): its w14:checked follows the glyph. */
function setControlChecked(text: Element, checked: boolean): void {
  for (let node = text.parentNode; node; node = node.parentNode) {
    if ((node as Element).localName !== 'sdt') continue;
    const properties = child(node, 'sdtPr');
    const state = properties?.getElementsByTagNameNS(W14, 'checked')[0];
    state?.setAttributeNS(W14, 'w14:val', checked ? '1' : '0');
    return;
  }
}
