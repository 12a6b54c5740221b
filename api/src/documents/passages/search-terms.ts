// The terms a text is indexed and searched by: its words, lower-cased and reduced to their Porter
// stem ("encrypted", "encryption" → "encrypt"), without stop words, plus one concept term
// ("~mfa") for each synonym group a form of which it holds (see security-synonyms.ts).
import { stemmer } from 'stemmer';
import { SECURITY_SYNONYMS } from './security-synonyms.ts';

const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by can ' +
    'could did do does doing done down during each either etc few for from further had has have having he her here hers how i if in into ' +
    'is it its itself just may me might more most must my no nor not of off on once only or other our ours out over own same shall she ' +
    'should so some such than that the their theirs them themselves then there these they this those through to too under until up upon us ' +
    'very was we were what when where whether which while who whom why will with would yes you your yours'
  ).split(' '),
);

/** The words of a text, lower-cased, in order (letters and digits; "AES-256" is "aes", "256"). */
export const wordsOf = (text: string): string[] => text.toLowerCase().normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];

const stemOf = (word: string) => (/^\p{L}+$/u.test(word) ? stemmer(word) : word);

interface Phrase {
  concept: string;
  stems: string[];
}

/** The synonym forms by their first stem. */
const PHRASES = (() => {
  const byFirst = new Map<string, Phrase[]>();
  for (const [concept, forms] of Object.entries(SECURITY_SYNONYMS)) {
    for (const form of forms) {
      const stems = wordsOf(form).map(stemOf);
      const list = byFirst.get(stems[0]!) ?? [];
      list.push({ concept: `~${concept}`, stems });
      byFirst.set(stems[0]!, list);
    }
  }
  return byFirst;
})();

/** The concept terms of a sequence of stems. */
function conceptsOf(stems: readonly string[]): Set<string> {
  const concepts = new Set<string>();
  stems.forEach((stem, at) => {
    for (const phrase of PHRASES.get(stem) ?? []) {
      if (phrase.stems.every((part, offset) => stems[at + offset] === part)) concepts.add(phrase.concept);
    }
  });
  return concepts;
}

/** A text's terms, with repeats (for term frequencies): stems of its content words, then its concepts. */
export function termsOf(text: string): string[] {
  const words = wordsOf(text);
  const stems = words.map(stemOf);
  const terms = stems.filter((stem, index) => stem.length > 1 && !STOP_WORDS.has(words[index]!));
  return [...terms, ...conceptsOf(stems)];
}
