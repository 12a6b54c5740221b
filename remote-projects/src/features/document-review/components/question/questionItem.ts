import type { QuestionAnswer, Verdict } from '@app/shared/contract';
import type { ReviewerChoices } from './ReviewerOptions';

/** What a question's controls call; the same (stable) object for every question. */
export interface QuestionItemActions {
  /** approve, reject and markNotApplicable answer whether they went ahead. */
  approve(id: string): boolean;
  reject(id: string): boolean;
  markNotApplicable(id: string): boolean;
  /** Opens the answer's editor and puts the focus in it. */
  edit(id: string): void;
  changeDraft(id: string, text: string): void;
  save(id: string): Promise<void>;
  discard(id: string): void;
  /** Escape in the editor: back to the question. */
  leaveEditor(id: string): void;
  assign(id: string, assigneeId: string | null, assigneeName: string): void;
  /** The verdict chosen in the chip's menu; null clears it. */
  setVerdict(id: string, verdict: Verdict | null): void;
  toggleSelected(id: string): void;
  openComments(question: QuestionAnswer): void;
  /** The question took the focus (click, Tab): the keys now act on it. */
  activate(id: string): void;
}

/** What a question's card (rich layout) or row (plain table) is given; each re-renders only when its own props change. */
export interface QuestionItemProps {
  question: QuestionAnswer;
  /** The question the keys act on. */
  active: boolean;
  /** Reached by Tab: the active question, or the first while none is. */
  tabbable: boolean;
  selected: boolean;
  busy: boolean;
  draft: string | undefined;
  /** The verdict shown: the question's, or the one chosen that the API has not answered yet. */
  verdict: Verdict | null;
  canReview: boolean;
  reviewers: ReviewerChoices;
  actions: QuestionItemActions;
}

/** Room left above a question scrolled into view, for the sticky progress and the top bar. */
export const SCROLL_MARGIN = 220;

export const focusRing = { '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } } as const;
