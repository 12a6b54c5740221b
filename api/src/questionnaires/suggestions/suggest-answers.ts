// Suggested answers with citations and a confidence tier, for a batch of questions:
//   1. the answer library: an approved answer to a near-identical question is a `library` match;
//   2. the repository: the best passages by full-text search, re-ranked by how much of the question
//      they cover: `strong` or `weak`; without a language model the answer is the best passage
//      trimmed to the sentences that speak to the question;
//   3. nothing: tier `none`, no answer and no citation (nothing is invented).
// With a language model configured, repository answers are drafted from the cited passages only.
import type { Citation, ConfidenceTier } from '@app/shared/contract';
import type { TenantTransaction } from '../../db/tenant-scope.ts';
import {
  discriminatingWords,
  searchRepositoryPassages,
  textWords,
  type RepositoryPassage,
  type WordFrequencies,
} from '../../documents/repository-search.ts';
import type { AnswerDrafter } from './answer-drafter.ts';
import { closestLibraryAnswers, type LibraryMatch } from './answer-library.ts';
import { sentencesAnswering } from './passage-sentences.ts';
import { contentStems, coverage } from './question-words.ts';

/** Trigram similarity from which a library answer is taken as is. */
export const LIBRARY_MATCH = 0.75;
/** A library answer this close still beats a repository suggestion that is only weak. */
const LIBRARY_FALLBACK = 0.45;
/** Share of the question's meaningful words a passage must contain: strong / weak. */
export const STRONG_COVERAGE = 0.6;
export const WEAK_COVERAGE = 0.3;
/** Passages fetched per question and re-ranked; citations kept. */
const CANDIDATES = 8;
const MAX_CITATIONS = 3;

export interface QuestionToAnswer {
  id: string;
  text: string;
}

export interface Suggestion {
  id: string;
  answer: string;
  status: 'suggested' | 'unanswered';
  confidence: ConfidenceTier;
  citations: Citation[];
  drafted: boolean;
}

const round = (score: number) => Math.round(score * 1000) / 1000;

function fromLibrary(question: QuestionToAnswer, match: LibraryMatch, confidence: ConfidenceTier): Suggestion {
  return {
    id: question.id,
    answer: match.answer,
    status: 'suggested',
    confidence,
    citations: [
      {
        source: 'library',
        document_id: match.sourceDocumentId,
        version_id: null,
        document_name: match.sourceDocumentName,
        version: null,
        passage: match.question,
        score: round(match.score),
      },
    ],
    drafted: false,
  };
}

const nothingFound = (question: QuestionToAnswer): Suggestion => ({
  id: question.id,
  answer: '',
  status: 'unanswered',
  confidence: 'none',
  citations: [],
  drafted: false,
});

/** The passages that cover the question best, best first; one per document version. */
function rerank(question: string, hits: readonly RepositoryPassage[]): { hit: RepositoryPassage; coverage: number }[] {
  const stems = contentStems(question);
  const seen = new Set<string>();
  return hits
    .map((hit, index) => ({ hit, index, coverage: coverage(stems, hit.passage) }))
    .sort((a, b) => b.coverage - a.coverage || a.index - b.index)
    .filter(({ hit }) => !seen.has(hit.version_id) && seen.add(hit.version_id))
    .map(({ hit, coverage }) => ({ hit, coverage }));
}

function fromRepository(question: QuestionToAnswer, ranked: { hit: RepositoryPassage; coverage: number }[]): Suggestion | null {
  const best = ranked[0];
  if (!best || best.coverage < WEAK_COVERAGE) return null;
  return {
    id: question.id,
    answer: sentencesAnswering(question.text, best.hit.passage),
    status: 'suggested',
    confidence: best.coverage >= STRONG_COVERAGE ? 'strong' : 'weak',
    citations: ranked
      .filter(({ coverage }) => coverage >= WEAK_COVERAGE)
      .slice(0, MAX_CITATIONS)
      .map(({ hit, coverage }) => ({
        source: 'repository',
        document_id: hit.document_id,
        version_id: hit.version_id,
        document_name: hit.name,
        version: hit.version,
        passage: hit.passage,
        score: round(coverage),
      })),
    drafted: false,
  };
}

/**
 * Retrieval only: the library first, then the repository, in one transaction for the batch. With the
 * repository's word frequencies, each question's candidates come from its rarest words (see
 * discriminatingWords); without them, from all its words.
 */
export async function retrieveSuggestions(
  trx: TenantTransaction,
  tenantId: string,
  questions: readonly QuestionToAnswer[],
  frequencies?: WordFrequencies,
): Promise<Suggestion[]> {
  const library = await closestLibraryAnswers(
    trx,
    tenantId,
    questions.map((question) => question.text),
  );
  const words = frequencies ? await textWords(trx, questions.map((question) => question.text)) : undefined;
  const suggestions: Suggestion[] = [];
  for (const [index, question] of questions.entries()) {
    const match = library.get(index);
    if (match && match.score >= LIBRARY_MATCH) {
      suggestions.push(fromLibrary(question, match, 'library'));
      continue;
    }
    const filterWords = words && frequencies ? discriminatingWords(words[index]!, frequencies) : undefined;
    const passages = await searchRepositoryPassages(trx, tenantId, question.text, CANDIDATES, filterWords);
    const repository = fromRepository(question, rerank(question.text, passages));
    if (repository?.confidence !== 'strong' && match && match.score >= LIBRARY_FALLBACK) {
      suggestions.push(fromLibrary(question, match, 'weak'));
    } else {
      suggestions.push(repository ?? nothingFound(question));
    }
  }
  return suggestions;
}

/** Redrafts the repository suggestions from their cited passages; the others stay as retrieved. */
export async function draftSuggestions(
  drafter: AnswerDrafter,
  questions: readonly QuestionToAnswer[],
  suggestions: readonly Suggestion[],
  signal?: AbortSignal,
): Promise<Suggestion[]> {
  const textOf = new Map(questions.map((question) => [question.id, question.text]));
  const toDraft = suggestions
    .filter((suggestion) => suggestion.citations[0]?.source === 'repository')
    .map((suggestion) => ({
      suggestion,
      question: textOf.get(suggestion.id)!,
      passages: suggestion.citations.map((citation) => ({ documentName: citation.document_name, passage: citation.passage })),
    }));
  const drafts = await drafter.draftAll(toDraft, signal);
  const drafted = new Map([...drafts].flatMap(([item, answer]) => (answer ? [[item.suggestion.id, answer] as const] : [])));
  return suggestions.map((suggestion) => {
    const answer = drafted.get(suggestion.id);
    return answer ? { ...suggestion, answer, drafted: true } : suggestion;
  });
}
