// Without a language model the suggested answer is the cited passages in their own words: whole
// sentences, never a heading (headings are kept beside passages, not in them), chosen by how much of
// the question each sentence holds (its topic words, weighted by how telling they are) and whether it
// states what the question asks for (a frequency, a duration, a role: answer-shape.ts), then put back
// in their original order. A policy often states the rule in one sentence and its frequency in the
// next, so the sentence that carries the asked-for thing is read, not only the one that repeats the
// question's words.
import { splitSentences } from '../../documents/passages/sentences.ts';
import { termsOf } from '../../documents/passages/search-terms.ts';
import type { QueryTerm } from '../../documents/passages/passage-index.ts';
import { statesShape, type AnswerShape } from './answer-shape.ts';

const MAX_SENTENCES = 3;
/** A sentence that states what the question asks for counts this much more. */
const SHAPE_BONUS = 1;
/** A sentence below this share of the best sentence's score is noise beside it. */
const KEEP_SHARE = 0.3;

/**
 * A run of capitalised words ("Encryption Policy Log Management Policy Office Security Policy") is a
 * list of titles, a table of contents or links, not a sentence that answers anything.
 */
const isTitleRun = (text: string) => {
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  return words.length >= 3 && words.every((word) => !/^\p{Ll}/u.test(word));
};

/** Whether the shorter of two sentences says nothing the longer does not: every term of it is in the other. */
function repeats(a: string, b: string): boolean {
  const [shorter, longer] = [new Set(termsOf(a)), new Set(termsOf(b))].sort((x, y) => x.size - y.size) as [Set<string>, Set<string>];
  return [...shorter].every((term) => longer.has(term));
}

/** A note or reference marker ("[1]", "[2, 5]"): it points into the document, not into the answer. */
const REFERENCE_MARKER = /\s*\[\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\]/g;

/** Ends a list fragment or a table row as a sentence. */
const asSentence = (text: string) => (/[.!?…]["”’)]?$/.test(text) ? text : `${text.replace(/[;,:]$/, '')}.`);

export interface AnswerQuery {
  terms: readonly QueryTerm[];
  /** How telling a term is in the repository (PassageIndex.idf); every term alike without it. */
  idf?: (term: string) => number;
  /** What the question asks for (askedShapes); none for most questions. */
  shapes?: readonly AnswerShape[];
}

/** The answer from one passage or several (in their order), at most MAX_SENTENCES sentences. */
export function answerText(query: AnswerQuery, passages: string | readonly string[]): string {
  const passage = typeof passages === 'string' ? passages : passages.map(asSentence).join(' ');
  const weights = new Map(query.terms.map(({ term, weight }) => [term, weight * (query.idf?.(term) ?? 1)]));
  const shapes = query.shapes ?? [];
  const sentences = splitSentences(passage).map((text, index) => {
    let score = 0;
    for (const term of new Set(termsOf(text))) score += weights.get(term) ?? 0;
    if (score > 0 && shapes.length > 0 && statesShape(shapes, text)) score *= 1 + SHAPE_BONUS;
    return { text, index, score: isTitleRun(text) ? 0 : score };
  });
  const top = Math.max(0, ...sentences.map((sentence) => sentence.score));
  const chosen: typeof sentences = [];
  for (const sentence of sentences
    .filter((candidate) => candidate.score > 0 && candidate.score >= top * KEEP_SHARE)
    .sort((a, b) => b.score - a.score || a.index - b.index)) {
    if (chosen.length >= MAX_SENTENCES) break;
    // Policies repeat themselves across sections; the answer says each thing once.
    if (!chosen.some((other) => repeats(sentence.text, other.text))) chosen.push(sentence);
  }
  // The question asks for a frequency (a duration, a role): the best sentence that states one is read
  // even when another repeats more of the question's words.
  if (shapes.length > 0 && !chosen.some((sentence) => statesShape(shapes, sentence.text))) {
    const stating = sentences
      .filter((sentence) => sentence.score > 0 && statesShape(shapes, sentence.text))
      .sort((a, b) => b.score - a.score || a.index - b.index)[0];
    if (stating) chosen.splice(Math.min(chosen.length, MAX_SENTENCES - 1), 1, stating);
  }
  chosen.sort((a, b) => a.index - b.index);
  return asSentence(
    (chosen.length > 0 ? chosen : sentences.slice(0, 1))
      .map((sentence) => sentence.text)
      .join(' ')
      .replace(REFERENCE_MARKER, ''),
  );
}
