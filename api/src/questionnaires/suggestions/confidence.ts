// How much a retrieved passage is evidence for an answer, as a tier. Chosen on the labelled
// development set (bench/answer-quality.ts): below EVIDENCE_COVERAGE the best passage holds too little
// of what the question asks about to be an answer, and the question is left unanswered; `strong`
// needs most of the question's topic found and a clear lead over every other document.
import type { ConfidenceTier } from '@app/shared/contract';

/** Share of the question's weighted topic words that the best passage (with its headings) must hold. */
export const EVIDENCE_COVERAGE = 0.45;
/** Below the evidence, passages holding this much are still cited as places to look (no answer). */
export const RELATED_COVERAGE = 0.25;
/** …for `strong`. */
export const STRONG_COVERAGE = 0.75;
/** How far the best passage's score must lead the best passage of any other document, for `strong`. */
export const STRONG_LEAD = 0.05;

export interface Evidence {
  /** The best passage's coverage of the question (see PassageIndex.rank). */
  coverage: number;
  /** The best passage's score minus the best score of another document's passage. */
  lead: number;
}

export function confidenceTier({ coverage, lead }: Evidence): Exclude<ConfidenceTier, 'library'> {
  if (coverage < EVIDENCE_COVERAGE) return 'none';
  return coverage >= STRONG_COVERAGE && lead >= STRONG_LEAD ? 'strong' : 'weak';
}
