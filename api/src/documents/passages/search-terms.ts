// The terms a text is indexed and searched by: its words, lower-cased, in American spelling
// (spelling-variants.ts) and reduced to their Porter stem ("encrypted", "encryption" → "encrypt";
// "centralised", "centralized" → "central"), without stop words, plus one concept term
// ("~mfa") for each synonym group a form of which it holds (see security-synonyms.ts).
import { stemmer } from 'stemmer';
import { SECURITY_SYNONYMS } from './security-synonyms.ts';
import { americanSpelling } from './spelling-variants.ts';

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

const stemOf = (word: string) => OWN_STEMS.get(word) ?? stemmer(americanSpelling(word));

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

/** Where a synonym form stands in a sequence of stems: its concept and the positions of its words. */
interface ConceptSpan {
  concept: string;
  from: number;
  length: number;
}

function conceptSpans(stems: readonly string[]): ConceptSpan[] {
  const spans: ConceptSpan[] = [];
  stems.forEach((stem, at) => {
    for (const phrase of PHRASES.get(stem) ?? []) {
      if (phrase.stems.every((part, offset) => stems[at + offset] === part)) spans.push({ concept: phrase.concept, from: at, length: phrase.stems.length });
    }
  });
  return spans;
}

/** The concept terms of a sequence of stems. */
const conceptsOf = (stems: readonly string[]) => new Set(conceptSpans(stems).map((span) => span.concept));

/** A word of a text with what it is searched by: its stem (none for a stop word) and the concepts of the synonym forms it is part of. */
export interface TermWord {
  /** Where the word is in the text: text.slice(start, end). */
  start: number;
  end: number;
  stem: string | null;
  concepts: string[];
}

/** The words of a text in order, each with its term and concepts (what termsOf counts, word by word). */
export function termWordsOf(text: string): TermWord[] {
  const normal = text.normalize('NFKC');
  const { words, stems } = stemsOf(normal);
  const concepts = words.map((): string[] => []);
  for (const span of conceptSpans(stems)) for (let at = span.from; at < span.from + span.length; at += 1) concepts[at]!.push(span.concept);
  return [...normal.matchAll(/[\p{L}\p{N}]+/gu)].map((match, at) => ({
    start: match.index,
    end: match.index + match[0].length,
    stem: stems[at]!.length > 1 && !STOP_WORDS.has(words[at]!) ? stems[at]! : null,
    concepts: concepts[at]!,
  }));
}

/** A text's terms, with repeats (for term frequencies): stems of its content words, then its concepts. */
export function termsOf(text: string): string[] {
  const { words, stems } = stemsOf(text);
  const terms = stems.filter((stem, index) => stem.length > 1 && !STOP_WORDS.has(words[index]!));
  return [...terms, ...conceptsOf(stems)];
}
