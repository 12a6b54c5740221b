// What a question asks about that its sources do not mention: the question's topic words (not its
// questionnaire phrasing) that no cited passage, heading or document name holds in any form (a synonym
// counts), as the question writes them, runs of neighbouring words kept together ("six months",
// "ARP spoofing", "denial of service"). A reviewer reads them as what to check or add: a `weak` answer
// that says nothing of the period asked for, or why a question was left unanswered. A run of everyday
// words only ("make sure", "how often", "check") names nothing a source could hold.
import { termsOf, termWordsOf, type TermWord } from '../../documents/passages/search-terms.ts';
import type { IndexablePassage, QueryTerm } from '../../documents/passages/passage-index.ts';
// Everyday words ("make", "often", "part", "check"): a short list made from SUBTLEX-US ahead of time,
// not its 3.6 MB of JSON parsed at the first suggestion (140–190 ms in one turn of the event loop).
import { EVERYDAY_WORDS } from './everyday-words.ts';
import { TOPIC_WEIGHT } from './question-terms.ts';

/** At most this many phrases: the rest would bury the first. */
const MAX_PHRASES = 5;
/** A run holds at most this many words a source could hold, and this many stop words in a row; a longer one is several things. */
const MAX_RUN_WORDS = 6;
const MAX_RUN_STOP_WORDS = 2;
/** Between two words, what ends a phrase: punctuation (not a hyphen, slash, apostrophe or decimal point) or a conjunction. */
const PHRASE_BREAK = /[^\s\p{L}\p{N}\-/'’.]|\.\s|\b(?:and|or|nor|but)\b/iu;
/** A number says how much is asked for ("six months", "TLS 1.2"): never an everyday word here. */
const NUMBER = /^(?:\d[\d.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|sixty|ninety|hundred)$/i;

function isEveryday(word: string): boolean {
  return !NUMBER.test(word) && EVERYDAY_WORDS.has(word.toLowerCase());
}

/** Everything a passage is found by: its text, headings, list lead-in and document name. */
const passageTerms = (passage: IndexablePassage) =>
  termsOf(`${passage.documentName.replace(/\.[a-z0-9]{2,4}$/i, '')} ${passage.headingPath} ${passage.leadIn} ${passage.text}`);

/** The question's topic phrases that `passages` do not hold, in the question's order. */
export function unmatchedWords(question: string, query: readonly QueryTerm[], passages: readonly IndexablePassage[]): string[] {
  const text = question.normalize('NFKC');
  const topic = new Set(query.filter(({ weight }) => weight >= TOPIC_WEIGHT).map(({ term }) => term));
  const held = new Set(passages.flatMap(passageTerms));
  // A word of a synonym form ("denial of service") is missing with its concept, whatever its own weight.
  const missing = (word: TermWord) =>
    word.concepts.length > 0
      ? !word.concepts.some((concept) => held.has(concept)) && !held.has(word.stem ?? '')
      : word.stem !== null && topic.has(word.stem) && !held.has(word.stem);

  const runs: TermWord[][] = [];
  let run: TermWord[] = [];
  let stopWords = 0;
  const close = () => {
    if (run.length > 0) runs.push(run);
    run = [];
  };
  for (const word of termWordsOf(text)) {
    if (!missing(word)) {
      // A stop word inside a run ("denial of service") stays in it; anything else ends it.
      if (word.stem !== null || ++stopWords > MAX_RUN_STOP_WORDS) close();
      continue;
    }
    const last = run.at(-1);
    if (last && (run.length >= MAX_RUN_WORDS || PHRASE_BREAK.test(text.slice(last.end, word.start)))) close();
    run.push(word);
    stopWords = 0;
  }
  close();

  const phrases = runs
    .filter((words) => words.some((word) => !isEveryday(text.slice(word.start, word.end))))
    .map((words) => text.slice(words[0]!.start, words.at(-1)!.end));
  return [...new Set(phrases)].slice(0, MAX_PHRASES);
}
