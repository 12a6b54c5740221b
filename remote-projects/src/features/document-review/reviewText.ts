import { VERDICTS, type AnswerStatus, type Citation, type ConfidenceTier, type Verdict } from '@app/shared/contract';

export const ANSWER_STATUS_LABELS: Record<AnswerStatus, string> = {
  unanswered: 'Unanswered',
  suggested: 'Suggested',
  edited: 'Edited',
  approved: 'Approved',
  rejected: 'Rejected',
  not_applicable: 'Not applicable',
};

export const CONFIDENCE_LABELS: Record<ConfidenceTier, string> = {
  library: 'Library match',
  strong: 'Strong match',
  weak: 'Weak match',
  none: 'No source',
};

/** What each tier means for the person deciding whether to trust a suggestion. */
export const CONFIDENCE_EXPLANATIONS: Record<ConfidenceTier, string> = {
  library: 'An answer already approved for a near-identical question, from the answer library.',
  strong: 'Drawn from repository passages that match the question well.',
  weak: 'Drawn from repository passages that match the question only in part: check it.',
  none: 'Nothing in the library or the repository answers this question: write the answer.',
};

export const questionCountText = (count: number) => (count === 1 ? '1 question' : `${count} questions`);

/** The start of a long text, cut at a word, for a list of many. */
export function excerpt(text: string, length = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : length)}…`;
}

/** "policy.pdf v3", or a library answer's questionnaire without a version. */
export const citationLabel = (citation: Citation) => (citation.version === null ? citation.document_name : `${citation.document_name} v${citation.version}`);

export { questionLabel } from '../../components/document-questions/questionLabel';

const VERDICT_LABELS: Record<Verdict, string> = { yes: 'Yes', no: 'No', 'n/a': 'N/A' };

/** A verdict as the chip and its menu say it; null is no verdict. */
export const verdictLabel = (verdict: Verdict | null) => (verdict === null ? 'No verdict' : VERDICT_LABELS[verdict]);

/** The verdict choices in their order: the menu's, and the one the `v` key steps through. */
export const VERDICT_CHOICES: readonly (Verdict | null)[] = [...VERDICTS, null];

/** The verdict after this one when the key cycles: Yes, No, N/A, none, Yes… */
export const nextVerdict = (verdict: Verdict | null) => VERDICT_CHOICES[(VERDICT_CHOICES.indexOf(verdict) + 1) % VERDICT_CHOICES.length]!;
