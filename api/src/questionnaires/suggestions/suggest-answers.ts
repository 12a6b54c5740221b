// Suggested answers with citations and a confidence tier, for a questionnaire's questions:
//   1. the answer library: an approved answer to the same question (same topic words) is a `library`
//      suggestion; one to a related question is only cited beside the repository's suggestion;
//   2. the repository: passages ranked by BM25 with the questionnaire's common words weighing little
//      (question-terms.ts), and those that state what the question asks for (a frequency, a duration,
//      a role: answer-shape.ts) rise; the tier says how much of the question the best document's best
//      passages hold together (confidence.ts); the answer is the best of them in their own words
//      (answer-text.ts);
//   3. too little evidence: tier `none` and no answer (nothing is invented); passages that hold part
//      of the question are still cited, as places for the reviewer to look.
// With a language model configured, the model reads what retrieval found and writes the answer, or
// leaves the question unanswered (drafted-suggestions.ts).
import type { Citation, ConfidenceTier, Verdict } from '@app/shared/contract';
import type { PassageIndex, QueryTerm, RankedPassage } from '../../documents/passages/passage-index.ts';
import type { LibraryMatch } from './answer-library.ts';
import { askedShapes, missesAskedName, statesShape, statesTellingShape } from './answer-shape.ts';
import { answerText } from './answer-text.ts';
import { askedWordsIn } from './asked-words.ts';
import { confidenceTier, RELATED_COVERAGE } from './confidence.ts';
import { topicTerms } from './question-terms.ts';
import { unmatchedWords } from './unmatched-words.ts';
import { questionVerdict } from './verdict.ts';

/** Passages ranked per question; citations kept. */
const CANDIDATES = 30;
/** The answer is written from at most ANSWER_PASSAGES passages, all cited, and the citations leave room for another place to look. */
const ANSWER_PASSAGES = 3;
export const MAX_CITATIONS = 4;
/** Passages of the best document read together as the evidence (confidence.ts) and the answer's source. */
const EVIDENCE_PASSAGES = 4;
/** Another evidence passage joins the answer's source when it scores this share of the best. */
const SECOND_PASSAGE_SHARE = 0.5;
/** A passage that states what the question asks for (answer-shape.ts) scores this much more. */
const SHAPE_BONUS = 0.3;
/** Trigram similarity from which a library question with the same topic words is the same question. */
const LIBRARY_SAME_QUESTION = 0.5;
/** Share of topic words two questions must share for a library answer to be cited beside another. */
const LIBRARY_RELATED_TOPIC = 0.5;

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
  /** yes for a yes-or-no question the answer states positively; null otherwise (verdict.ts). */
  verdict: Verdict | null;
  /** What the question asks about that the cited passages do not mention (unmatched-words.ts); none for a library answer. */
  unmatched: string[];
}

const round = (score: number) => Math.round(score * 1000) / 1000;

/** Shared topic words over all topic words of the two questions (Jaccard), 0–1. */
function topicOverlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** How a library entry relates to a question: the same question, a related one, or neither. */
export function libraryRelation(question: string, match: LibraryMatch): 'same' | 'related' | null {
  const overlap = topicOverlap(topicTerms(question), topicTerms(match.question));
  if (overlap === 1 && match.score >= LIBRARY_SAME_QUESTION) return 'same';
  return overlap >= LIBRARY_RELATED_TOPIC ? 'related' : null;
}

const libraryCitation = (match: LibraryMatch): Citation => ({
  source: 'library',
  document_id: match.sourceDocumentId,
  version_id: null,
  document_name: match.sourceDocumentName,
  version: null,
  passage: match.question,
  score: round(match.score),
  answer: match.answer,
  ...(match.projectName ? { project_name: match.projectName } : {}),
  library_entry_id: match.id,
  ...(match.sourceChanged ? { source_changed: true } : {}),
});

/** A repository passage as a citation; `text` when the answer quotes it in another form (with its lead-in, see answerSources). */
export const repositoryCitation = ({ passage, coverage }: RankedPassage, query: readonly QueryTerm[], text = passage.text): Citation => ({
  source: 'repository',
  document_id: passage.documentId,
  version_id: passage.versionId,
  document_name: passage.documentName,
  version: passage.version,
  passage: text,
  score: round(coverage),
  ...(passage.headingPath ? { section: passage.headingPath } : {}),
  highlights: askedWordsIn(text, query),
});

/** What an answer is written from: passages, as the answer quotes them. */
interface AnswerSource {
  /** The passages it quotes, the best first. */
  passages: RankedPassage[];
  text: string;
}

/**
 * The citations: what the answer was written from (so that each of its sentences can be checked),
 * then the next best passages that say something else.
 */
function citedPassages(sources: readonly AnswerSource[], ranked: readonly RankedPassage[]): { cited: RankedPassage; text: string }[] {
  const cited = sources.map((source) => ({ cited: source.passages[0]!, text: source.text }));
  const quoted = new Set(sources.flatMap((source) => source.passages.map(({ passage }) => passage)));
  for (const candidate of ranked) {
    if (cited.length >= MAX_CITATIONS) break;
    if (!quoted.has(candidate.passage) && !cited.some((chosen) => chosen.text === candidate.passage.text))
      cited.push({ cited: candidate, text: candidate.passage.text });
  }
  return cited.slice(0, MAX_CITATIONS);
}

/**
 * The best document's best passages, best first: a policy often says what is asked over neighbouring
 * items (the rule in one, its frequency or owner in the next), so they are read together.
 */
function bestDocumentPassages(ranked: readonly RankedPassage[]): RankedPassage[] {
  const best = ranked[0];
  return best ? ranked.filter((candidate) => candidate.passage.documentId === best.passage.documentId).slice(0, EVIDENCE_PASSAGES) : [];
}

/**
 * How far the best document's passages lead every other document's on their own words (the title
 * prior settles which document is cited, it is no evidence), as a share of the best: 0–1.
 */
function contentLead(ranked: readonly RankedPassage[]): number {
  const best = ranked[0];
  if (!best) return 0;
  let own = 0;
  let other = 0;
  for (const { passage, contentScore } of ranked) {
    if (passage.documentId === best.passage.documentId) own = Math.max(own, contentScore);
    else other = Math.max(other, contentScore);
  }
  return own > 0 ? (own - other) / own : 0;
}

/** The passages the answer is written from: the best one, and those of its document nearly as good (all of them cited). */
function answerPassages(evidence: readonly RankedPassage[]): RankedPassage[] {
  const [best] = evidence;
  return best ? evidence.filter((candidate) => candidate.score >= best.score * SECOND_PASSAGE_SHARE).slice(0, ANSWER_PASSAGES) : [];
}

/**
 * What an answer is written from, in the document's order. List items whose lead-in holds more of
 * the question than they do ("…shall record and retain audit-logging information that includes:"
 * above "Activities performed on the system.") are quoted with it, as one sentence: an answer is read
 * without the passages' context.
 */
function answerSources(passages: readonly RankedPassage[], query: readonly QueryTerm[], index: PassageIndex): AnswerSource[] {
  const ordered = [...passages].sort((a, b) => a.passage.ordinal - b.passage.ordinal);
  const sources: AnswerSource[] = [];
  for (let at = 0; at < ordered.length;) {
    const { leadIn } = ordered[at]!.passage;
    let end = at + 1;
    while (end < ordered.length && leadIn && ordered[end]!.passage.leadIn === leadIn) end += 1;
    const items = ordered.slice(at, end);
    const texts = items.map(({ passage }) => passage.text);
    if (leadIn && index.textCoverageOf(query, leadIn) > index.textCoverageOf(query, texts.join(' '))) {
      const best = [...items].sort((a, b) => b.score - a.score);
      sources.push({ passages: best, text: `${leadIn} ${texts.map((text) => text.replace(/[.;,]$/, '')).join('; ')}.` });
    } else sources.push(...items.map((item) => ({ passages: [item], text: item.passage.text })));
    at = end;
  }
  return sources;
}

/** The repository's suggestion for one question from its ranked passages. */
export function fromRepository(question: QuestionToAnswer, query: readonly QueryTerm[], ranked: readonly RankedPassage[], index: PassageIndex): Suggestion {
  const best = ranked[0];
  const evidence = bestDocumentPassages(ranked);
  const coverage = index.coverageOf(
    query,
    evidence.map(({ passage }) => passage),
  );
  const shapes = askedShapes(question.text);
  const answerable = answerPassages(evidence);
  // Only the passages the answer would be written from: an answer must say what is asked, not its neighbours.
  const statesAskedShape = statesTellingShape(
    shapes,
    answerable.map(({ passage }) => passage.text),
  );
  // In the document's order, so that the answer reads as the policy does.
  const quoted = answerSources(answerable, query, index);
  const draft =
    quoted.length > 0
      ? answerText(
          { terms: query, idf: (term) => index.idf(term), shapes },
          quoted.map((source) => source.text),
        )
      : '';
  const tier = best
    ? confidenceTier({
        coverage,
        lead: contentLead(ranked),
        statesAskedShape,
        missesAskedName: missesAskedName(
          question.text,
          answerable.map(({ passage }) => passage.text),
        ),
        answerCoverage: index.textCoverageOf(query, draft),
        answerStatesShape: statesTellingShape(shapes, [draft]),
      })
    : 'none';
  const answer = tier === 'none' ? '' : draft;
  // The answer's own sources first, best first.
  const sources = tier === 'none' ? [] : [...quoted].sort((a, b) => b.passages[0]!.score - a.passages[0]!.score);
  const cited = citedPassages(
    sources,
    ranked.filter((candidate) => candidate.coverage >= RELATED_COVERAGE),
  );
  return {
    id: question.id,
    answer,
    status: tier === 'none' ? 'unanswered' : 'suggested',
    confidence: tier,
    citations: cited.map(({ cited: candidate, text }) => repositoryCitation(candidate, query, text)),
    drafted: false,
    verdict: questionVerdict(question.text, { answer, confidence: tier }),
    unmatched: unmatchedWords(
      question.text,
      query,
      [...sources.flatMap((source) => source.passages), ...cited.map(({ cited: candidate }) => candidate)].map(({ passage }) => passage),
    ),
  };
}

/** Passages that state what the question asks for (a frequency, a duration, a role) move up. */
export function preferAnswerShape(question: string, ranked: readonly RankedPassage[]): RankedPassage[] {
  const shapes = askedShapes(question);
  if (shapes.length === 0) return [...ranked];
  return ranked
    .map((candidate) =>
      statesShape(shapes, candidate.passage.text)
        ? { ...candidate, score: candidate.score * (1 + SHAPE_BONUS), contentScore: candidate.contentScore * (1 + SHAPE_BONUS) }
        : candidate,
    )
    .sort((a, b) => b.score - a.score);
}

/** The repository's passages for a question, best first. */
export function rankedFor(question: string, query: readonly QueryTerm[], index: PassageIndex): RankedPassage[] {
  return preferAnswerShape(question, index.rank(query, CANDIDATES));
}

/**
 * The suggestion for one question: the library's answer to the same question, else the repository's.
 * A library answer whose source document changed since it was approved is only `weak` until it is
 * approved again; it keeps the verdict it was approved with.
 */
export function suggestAnswer(question: QuestionToAnswer, query: readonly QueryTerm[], index: PassageIndex, library: readonly LibraryMatch[]): Suggestion {
  const same = library.find((match) => libraryRelation(question.text, match) === 'same');
  if (same) {
    const confidence = same.sourceChanged ? 'weak' : 'library';
    const verdict = same.verdict ?? questionVerdict(question.text, { answer: same.answer, confidence });
    return {
      id: question.id,
      answer: same.answer,
      status: 'suggested',
      confidence,
      citations: [libraryCitation(same)],
      drafted: false,
      verdict,
      unmatched: [],
    };
  }
  const suggestion = fromRepository(question, query, rankedFor(question.text, query, index), index);
  const related = library.find((match) => libraryRelation(question.text, match) === 'related');
  return related ? { ...suggestion, citations: [...suggestion.citations, libraryCitation(related)] } : suggestion;
}
