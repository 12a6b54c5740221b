// Without a language model the suggested answer is the cited passage itself, trimmed to the
// sentences that speak to the question, in their original order.
import { contentStems } from './question-words.ts';

const MAX_SENTENCES = 3;
const MAX_LENGTH = 800;

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“(])|\n+/u)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length > 0);
}

/** The passage's sentences that share the most meaningful words with the question (at most three); the first sentence when none does. */
export function sentencesAnswering(question: string, passage: string): string {
  const questionStems = contentStems(question);
  const sentences = splitSentences(passage).map((text, index) => {
    const stems = contentStems(text);
    let score = 0;
    for (const word of questionStems) if (stems.has(word)) score += 1;
    return { text, index, score };
  });
  // A sentence that shares one word when another shares five is noise.
  const topScore = Math.max(0, ...sentences.map((sentence) => sentence.score));
  const best = sentences
    .filter((sentence) => sentence.score > 0 && sentence.score >= topScore / 2)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_SENTENCES)
    .sort((a, b) => a.index - b.index);
  const chosen = (best.length > 0 ? best : sentences.slice(0, 1)).map((sentence) => sentence.text).join(' ');
  return chosen.length <= MAX_LENGTH ? chosen : `${chosen.slice(0, MAX_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}
