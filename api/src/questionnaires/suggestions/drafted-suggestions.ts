// With a language model configured, the model reads what retrieval found and writes the answer. It
// is shown the question with the passages a reviewer would read: the cited ones first, then the next
// best of the ranking, READ_PASSAGES in all. On the development set the passage that holds a key fact
// is among the four cited for 62 % of the covered questions and among the ten best for 83 %, while the
// lexical evidence threshold can only answer about half of them: telling an answer from a near-miss
// is what a reader does better than word counts. So the model decides for the questions it is shown:
// - one retrieval left unanswered, with passages to look at, that the model answers naming its
//   sources: `weak` (never `strong`: the tier says how clearly the passages' own words answer);
// - a `weak` suggestion the model finds unanswered: no answer, tier `none`, its passages still cited;
// - a `strong` one keeps its retrieval answer when the model declines (`strong` is measured right);
// - the passages the model names as its sources are cited first, the others after them.
// A question with no passage to look at is not sent. A failing endpoint leaves every suggestion as
// retrieval made it.
import type { Citation } from '@app/shared/contract';
import type { PassageIndex, QueryTerm, RankedPassage } from '../../documents/passages/passage-index.ts';
import type { AnswerDrafter, Draft } from './answer-drafter.ts';
import { MAX_CITATIONS, rankedFor, repositoryCitation, type QuestionToAnswer, type Suggestion } from './suggest-answers.ts';
import { unmatchedWords } from './unmatched-words.ts';

/** Passages the model reads per question (about 6 KB of text). */
export const READ_PASSAGES = 10;

export interface QuestionToDraft extends QuestionToAnswer {
  query: readonly QueryTerm[];
}

interface ToDraft {
  suggestion: Suggestion;
  asked: QuestionToDraft;
  /** The question's text, as the drafter sends it. */
  question: string;
  /** The passages shown to the model, in the order they are numbered for it. */
  reading: RankedPassage[];
  passages: { documentName: string; passage: string }[];
}

const passageKey = (versionId: string | null, text: string) => `${versionId}\u0000${text}`;

/** The cited passages first (what retrieval would answer from), then the ranking's next best. */
function passagesToRead(suggestion: Suggestion, ranked: readonly RankedPassage[]): RankedPassage[] {
  const byKey = new Map(ranked.map((candidate) => [passageKey(candidate.passage.versionId, candidate.passage.text), candidate]));
  const cited = suggestion.citations.flatMap((citation) => {
    const candidate = citation.source === 'repository' ? byKey.get(passageKey(citation.version_id, citation.passage)) : undefined;
    return candidate ? [candidate] : [];
  });
  const reading: RankedPassage[] = [];
  const seen = new Set<string>();
  for (const candidate of [...cited, ...ranked]) {
    if (reading.length >= READ_PASSAGES) break;
    if (seen.has(candidate.passage.text)) continue;
    seen.add(candidate.passage.text);
    reading.push(candidate);
  }
  return reading;
}

/** A retrieval suggestion the model should read: a repository answer, or no answer but passages to look at. */
const isForTheModel = (suggestion: Suggestion) => suggestion.citations[0]?.source === 'repository';

/** The suggestion once the model has read its passages; `draft` null: they do not answer the question. */
function withDraft({ suggestion, asked, reading }: ToDraft, draft: Draft | null): Suggestion {
  if (!draft) {
    if (suggestion.confidence !== 'weak') return suggestion;
    return { ...suggestion, answer: '', status: 'unanswered', confidence: 'none', verdict: null };
  }
  const named = draft.sources.flatMap((number) => (reading[number - 1] ? [reading[number - 1]!] : []));
  // An answer to a question retrieval could not answer must say where it comes from, to be cited.
  if (suggestion.confidence === 'none' && named.length === 0) return suggestion;
  const namedKeys = new Set(named.map(({ passage }) => passageKey(passage.versionId, passage.text)));
  const repository = [
    ...named.map((candidate) => repositoryCitation(candidate, asked.query)),
    ...suggestion.citations.filter((citation) => citation.source === 'repository' && !namedKeys.has(passageKey(citation.version_id, citation.passage))),
  ].slice(0, MAX_CITATIONS);
  const citations: Citation[] = [...repository, ...suggestion.citations.filter((citation) => citation.source !== 'repository')];
  const citedKeys = new Set(repository.map((citation) => passageKey(citation.version_id, citation.passage)));
  return {
    ...suggestion,
    answer: draft.answer,
    status: 'suggested',
    confidence: suggestion.confidence === 'none' ? 'weak' : suggestion.confidence,
    citations,
    drafted: true,
    // The model read the passages; without a verdict from it, the evidence's verdict stays.
    verdict: draft.verdict ?? suggestion.verdict,
    unmatched: unmatchedWords(
      asked.text,
      asked.query,
      reading.filter(({ passage }) => citedKeys.has(passageKey(passage.versionId, passage.text))).map(({ passage }) => passage),
    ),
  };
}

/** The retrieval suggestions of `questions`, read and redrafted by the model (see above); the others as they are. */
export async function draftSuggestions(
  drafter: AnswerDrafter,
  questions: readonly QuestionToDraft[],
  suggestions: readonly Suggestion[],
  index: PassageIndex,
  signal?: AbortSignal,
): Promise<Suggestion[]> {
  const questionOf = new Map(questions.map((question) => [question.id, question]));
  const toDraft = suggestions.filter(isForTheModel).map((suggestion): ToDraft => {
    const asked = questionOf.get(suggestion.id)!;
    const reading = passagesToRead(suggestion, rankedFor(asked.text, asked.query, index));
    return {
      suggestion,
      asked,
      question: asked.text,
      reading,
      passages: reading.map(({ passage }) => ({ documentName: passage.documentName, passage: passage.text })),
    };
  });
  const drafts = await drafter.draftAll(toDraft, signal);
  // A question the model was not asked about (the endpoint failed first) keeps its retrieval suggestion.
  const read = new Map([...drafts].map(([item, draft]) => [item.suggestion.id, withDraft(item, draft)]));
  return suggestions.map((suggestion) => read.get(suggestion.id) ?? suggestion);
}
