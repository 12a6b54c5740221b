// Sentences of a passage: split after a full stop, question or exclamation mark followed by a
// capital, a digit or an opening quote, but not after the usual abbreviations ("e.g.", "i.e.", "etc.").
const ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|etc|vs|approx|incl|no|nr|fig|ref|dept|inc|ltd|co|corp|mr|mrs|ms|dr|st)|\b[A-Z])\.$/i;

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let current = '';
  for (const piece of text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?]["”’)]?)\s+(?=["“(]?[\p{Lu}\p{N}])/u)) {
    current = current ? `${current} ${piece}` : piece;
    if (!ABBREVIATIONS.test(current)) {
      sentences.push(current);
      current = '';
    }
  }
  if (current) sentences.push(current);
  return sentences;
}
