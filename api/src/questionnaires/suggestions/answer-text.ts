// Without a language model the suggested answer is the cited passage in its own words: whole
// sentences, never a heading (headings are kept beside passages, not in them), trimmed to the
// sentences that speak to the question, in their original order.
import { splitSentences } from '../../documents/passages/sentences.ts';
import { termsOf } from '../../documents/passages/search-terms.ts';
import type { QueryTerm } from '../../documents/passages/passage-index.ts';

const MAX_SENTENCES = 3;

/** Ends a list fragment or a table row as a sentence. */
const asSentence = (text: string) => (/[.!?…]["”’)]?$/.test(text) ? text : `${text.replace(/[;,:]$/, '')}.`);

/** The answer from one passage or several (in their order), at most MAX_SENTENCES sentences. */
export function answerText(query: readonly QueryTerm[], passages: string | readonly string[]): string {
  const passage = typeof passages === 'string' ? passages : passages.map(asSentence).join(' ');
  const weights = new Map(query.map(({ term, weight }) => [term, weight]));
  const sentences = splitSentences(passage).map((text, index) => {
    let score = 0;
    for (const term of new Set(termsOf(text))) score += weights.get(term) ?? 0;
    return { text, index, score };
  });
  // A sentence that shares one word when another shares five is noise.
  const top = Math.max(0, ...sentences.map((sentence) => sentence.score));
  const chosen = sentences
    .filter((sentence) => sentence.score > 0 && sentence.score >= top / 2)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_SENTENCES)
    .sort((a, b) => a.index - b.index);
  return asSentence((chosen.length > 0 ? chosen : sentences.slice(0, 1)).map((sentence) => sentence.text).join(' '));
}
