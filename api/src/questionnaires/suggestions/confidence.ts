// How much the retrieved passages are evidence for an answer, as a tier. Chosen on the labelled
// development set (bench/answer-quality.ts): below EVIDENCE_COVERAGE the best document's best passages,
// read together, hold too little of what the question asks about to be an answer, and the question is
// left unanswered. Read together because a policy often states the rule in one item and its frequency
// or owner in the next: on the development set this answered more covered questions (and more of them
// right) at the same abstention on uncovered ones than the best passage alone. `strong` needs
// most of the question's topic found and the evidence concentrated in one document: on the
// development set, how much of the question a passage holds never told right from wrong (a near-miss
// holds every word of it as often as the answer does), but a clear lead over every other document did.
import type { ConfidenceTier } from '@app/shared/contract';

/**
 * Share of the question's weighted topic words that the best document's best passages (with their
 * headings) must hold. The lowest tried that leaves at least 80 % of the development set's uncovered
 * questions unanswered is 0.44 (0.43: 76 %); one step above it, for questionnaires it has not seen.
 */
export const EVIDENCE_COVERAGE = 0.45;
/** Below the evidence, passages holding this much are still cited as places to look (no answer). */
export const RELATED_COVERAGE = 0.15;
/** …for `strong`. */
export const STRONG_COVERAGE = 0.6;
/**
 * The question asks for a frequency, a period, a country or an address and the passages the answer
 * is written from state one (answer-shape.ts, question answering's answer type): their coverage counts
 * this much more. On the development set 0.15–0.3 alike: one more covered question answered, with its
 * key fact ("annual"), and no uncovered one; below 0.15 none. Any of the evidence passages stating it
 * answered two more, neither of them saying what was asked.
 */
export const STATED_SHAPE_BONUS = 0.2;
/** How far the best passage's score must lead the best passage of any other document, as a share of its score, for `strong`. */
export const STRONG_LEAD = 0.3;
/**
 * Share of the question's weighted words that the answer's own sentences must hold for `strong`:
 * passages are about what their headings and lead-ins say, but an answer is read without them, and a
 * list item under "…shall record and retain audit-logging information that includes:" answers
 * "How long are audit logs retained?" with "Activities performed on the system." (0 of it). Every
 * `strong` answer of the development set holds 45 % or more.
 */
export const STRONG_ANSWER_COVERAGE = 0.4;

export interface Evidence {
  /** The evidence passages' coverage of the question (see PassageIndex.coverageOf). */
  coverage: number;
  /** The best passage's lead over the best passage of another document, as a share of its score: 0–1. */
  lead: number;
  /** The question asks for a telling shape and the evidence states it (statesTellingShape); null when it asks for none. */
  statesAskedShape?: boolean | null;
  /** The question asks for a name and the passages the answer would be written from hold none (missesAskedName). */
  missesAskedName?: boolean;
  /** What the answer's own sentences hold of the question (PassageIndex.textCoverageOf), 0–1; unknown when absent. */
  answerCoverage?: number;
  /** The question asks for a telling shape (a frequency, a period…) and the answer's own sentences state it; null when it asks for none. */
  answerStatesShape?: boolean | null;
}

export function confidenceTier(evidence: Evidence): Exclude<ConfidenceTier, 'library'> {
  const { coverage: held, lead, statesAskedShape, missesAskedName, answerCoverage = 1, answerStatesShape = null } = evidence;
  const coverage = statesAskedShape ? held * (1 + STATED_SHAPE_BONUS) : held;
  if (coverage < EVIDENCE_COVERAGE || missesAskedName) return 'none';
  // `strong` is approved in bulk: its answer must say what is asked by itself, and state it when the question asks how long or how often.
  const answersByItself = answerCoverage >= STRONG_ANSWER_COVERAGE && answerStatesShape !== false;
  return coverage >= STRONG_COVERAGE && lead >= STRONG_LEAD && answersByItself ? 'strong' : 'weak';
}
