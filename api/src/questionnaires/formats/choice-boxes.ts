// Yes / No / N/A offered as boxes to tick in the text itself ("☐ Yes ☐ No ☐ N/A", "[ ] Yes [x] No"),
// as Word questionnaires often do after a question or in a Response cell: which verdicts are offered,
// which one is ticked, the text without them, and the same text with another box ticked.
import type { Verdict } from '@app/shared/contract';
import { verdictOfText } from './verdict-columns.ts';

const TICKED_GLYPHS = '☑☒■✓✔✗✘';
/** A box, then the verdict word it offers. */
const CHOICE = /(☐|☑|☒|□|■|✓|✔|✗|✘|\[[ xX]\])[\s\u00a0]*(yes|no|n\s*\/\s*a|not\s+applicable|na)\b/giu;
const TICKED = '☒';
const UNTICKED = '☐';

export interface BoxChoices {
  /** The verdicts offered, as written ("Yes", "No", "N/A"), in order. */
  labels: string[];
  /** The verdict whose box is ticked; null when none is (or several are). */
  ticked: Verdict | null;
  /** The text without its boxes and their words, whitespace collapsed. */
  rest: string;
}

const isTicked = (box: string) => TICKED_GLYPHS.includes(box) || /^\[[xX]\]$/.test(box);

/** A text that starts with its boxes: a cell of boxes, perhaps with an answer written below them. */
export const startsWithBox = (text: string) => /^\s*(?:[☐☑☒□■✓✔✗✘]|\[[ xX]\])/u.test(text);

/** The boxes a text offers, when they offer at least yes and no; null otherwise. */
export function boxChoices(text: string): BoxChoices | null {
  const matches = [...text.matchAll(CHOICE)];
  const verdicts = matches.map(([, , label = '']) => verdictOfText(label));
  if (!verdicts.includes('yes') || !verdicts.includes('no')) return null;
  const ticked = matches.flatMap(([, box = '', label = ''], index) => (isTicked(box) ? [verdicts[index] ?? verdictOfText(label)] : []));
  return {
    labels: matches.map(([, , label = '']) => label.replace(/\s+/g, ' ')),
    ticked: ticked.length === 1 ? (ticked[0] ?? null) : null,
    rest: text.replace(CHOICE, ' ').replace(/\s+/g, ' ').trim(),
  };
}

/**
 * Where each box of a text is and what it should show once `verdict` is chosen: the verdict's box
 * ticked, the others cleared; boxes already right are left out. A replacement is as long as its box
 * ("[ ]" becomes "[X]", "☐" "☒").
 */
export function boxEdits(text: string, verdict: Verdict): { index: number; box: string; replacement: string }[] {
  return [...text.matchAll(CHOICE)].flatMap(({ 1: box = '', 2: label = '', index = 0 }) => {
    const chosen = verdictOfText(label) === verdict;
    if (chosen === isTicked(box)) return [];
    return [{ index, box, replacement: box.startsWith('[') ? (chosen ? '[X]' : '[ ]') : chosen ? TICKED : UNTICKED }];
  });
}

/** The text with the verdict's box ticked and the others cleared. */
export function tickedText(text: string, verdict: Verdict): string {
  let result = text;
  for (const { index, box, replacement } of boxEdits(text, verdict).reverse()) {
    result = result.slice(0, index) + replacement + result.slice(index + box.length);
  }
  return result;
}

/** The boxes of a text and their words, without anything written after them ("☒ Yes ☐ No"). */
export function boxesOnly(text: string): string {
  return [...text.matchAll(CHOICE)].map(([choice]) => choice).join(' ');
}
