// Where a cited passage holds what its question asks about: the passage's words that match one of
// the question's topic terms in any form ("encrypted" for "encryption") or through a synonym
// ("multi-factor authentication" for "MFA"). The review marks them in the passage, so a reviewer sees
// at a glance why it was cited, and where it holds nothing of the question.
import type { CitationHighlight } from '@app/shared/contract';
import type { QueryTerm } from '../../documents/passages/passage-index.ts';
import { termWordsOf } from '../../documents/passages/search-terms.ts';
import { TOPIC_WEIGHT } from './question-terms.ts';

/** What may stand between two marked words of one phrase: spaces, a hyphen or a slash. */
const JOINER = /^[\s\-/]*$/u;

/** The stretches of `passage` (as `passage.slice(start, end)`) that hold the query's topic terms, in order. */
export function askedWordsIn(passage: string, query: readonly QueryTerm[]): CitationHighlight[] {
  // The words' positions are those of the text in Unicode's compatibility form: a passage that
  // differs from it (ligatures, full-width letters) would be marked in the wrong places.
  if (passage.normalize('NFKC') !== passage) return [];
  const topic = new Set(query.filter(({ weight }) => weight >= TOPIC_WEIGHT).map(({ term }) => term));
  const highlights: CitationHighlight[] = [];
  for (const word of termWordsOf(passage)) {
    const asked = (word.stem !== null && topic.has(word.stem)) || word.concepts.some((concept) => topic.has(concept));
    if (!asked) continue;
    const last = highlights.at(-1);
    if (last && JOINER.test(passage.slice(last.end, word.start))) last.end = word.end;
    else highlights.push({ start: word.start, end: word.end });
  }
  return highlights;
}
