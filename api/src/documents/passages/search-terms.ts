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
export const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFKC')
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** Abbreviations ("TLS", "SSL", "IDs") are not stemmed: "TLS" is not a plural of "TL". */
const ABBREVIATION = /^\p{Lu}{2,5}s?$/u;

/**
 * Words Porter's stemmer merges with a word of another meaning ("officer" and "office" both become
 * "offic"; "general" and "generate" "gener"), kept apart by their own stem.
 */
const OWN_STEMS = new Map(
  Object.entries({ officer: 'officer', officers: 'officer', general: 'general', generally: 'general', university: 'univers', universal: 'universal' }),
);

const stemOf = (word: string) => OWN_STEMS.get(word) ?? stemmer(word);

/** Each word's stem; words written as abbreviations stay as they are. */
function stemsOf(text: string): { words: string[]; stems: string[] } {
  const written = text.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  const words = written.map((word) => word.toLowerCase());
  const stems = written.map((word, index) => (ABBREVIATION.test(word) || !/^\p{L}+$/u.test(word) ? words[index]! : stemOf(words[index]!)));
  return { words, stems };
}

interface Phrase {
  concept: string;
  stems: string[];
}

/** The synonym forms by their first stem. */
const PHRASES = (() => {
  const byFirst = new Map<string, Phrase[]>();
  for (const [concept, forms] of Object.entries(SECURITY_SYNONYMS)) {
    for (const form of forms) {
      // A short form is also an abbreviation as texts write it ("TLS" is kept whole, "tls" stemmed).
      const written = stemsOf(form);
      const variants = written.words.length === 1 && form.length <= 5 ? [written.stems, written.words] : [written.stems];
      for (const stems of variants) {
        const list = byFirst.get(stems[0]!) ?? [];
        list.push({ concept: `~${concept}`, stems });
        byFirst.set(stems[0]!, list);
      }
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
  const { words, stems } = stemsOf(text);
  const terms = stems.filter((stem, index) => stem.length > 1 && !STOP_WORDS.has(words[index]!));
  return [...terms, ...conceptsOf(stems)];
}
