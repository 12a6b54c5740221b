import { useEffect, useRef } from 'react';

const NOT_TYPED_INPUT_TYPES = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/**
 * Whether a key pressed here belongs to the element: a field being typed in, or a dialog, drawer,
 * menu or list box with keys of its own. The review's shortcuts never take those keys.
 */
export function ownsItsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement && !NOT_TYPED_INPUT_TYPES.has(target.type)) return true;
  return target.closest('[role="dialog"], [role="menu"], [role="listbox"], [role="combobox"]') !== null;
}

/** How many questions before the end of the list the next page starts loading. */
const LOAD_AHEAD = 5;

export interface ReviewKeyboardOptions {
  questionIds: readonly string[];
  activeId: string | null;
  /** Read-only (client users): moving and help only. */
  canReview: boolean;
  hasMore: boolean;
  loadMore(): void;
  focusQuestion(id: string): void;
  /** Each answers whether it went ahead (an empty answer cannot be approved): only then the keys move on. */
  approve(id: string): boolean;
  reject(id: string): boolean;
  markNotApplicable(id: string): boolean;
  edit(id: string): void;
  /** The next verdict (Yes, No, N/A, none); stays on the question, so the key can step through them. */
  cycleVerdict(id: string): void;
  showHelp(): void;
}

/**
 * The review's shortcuts, for people who review hundreds of questions: j/k or the arrows move, a
 * approves, r rejects, n marks not applicable (each then moves on), e edits, v changes the verdict,
 * ? shows the list.
 */
export function useReviewKeyboard(options: ReviewKeyboardOptions) {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const move = (step: 1 | -1) => {
      const { questionIds, activeId, hasMore, loadMore, focusQuestion } = latest.current;
      if (questionIds.length === 0) return;
      const index = activeId === null ? -1 : questionIds.indexOf(activeId);
      const next = index === -1 ? 0 : Math.min(questionIds.length - 1, Math.max(0, index + step));
      focusQuestion(questionIds[next]);
      if (hasMore && next >= questionIds.length - LOAD_AHEAD) loadMore();
    };
    const decide = (act: (id: string) => boolean) => {
      const { activeId, questionIds } = latest.current;
      if (activeId !== null && questionIds.includes(activeId) && act(activeId)) move(1);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || ownsItsKeys(event.target)) return;
      const { canReview, activeId, questionIds, approve, reject, markNotApplicable, edit, cycleVerdict, showHelp } = latest.current;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      if (key === 'j' || key === 'ArrowDown') move(1);
      else if (key === 'k' || key === 'ArrowUp') move(-1);
      else if (key === '?') showHelp();
      else if (canReview && key === 'a') decide(approve);
      else if (canReview && key === 'r') decide(reject);
      else if (canReview && key === 'n') decide(markNotApplicable);
      else if (canReview && key === 'e' && activeId !== null) edit(activeId);
      else if (canReview && key === 'v' && activeId !== null && questionIds.includes(activeId)) cycleVerdict(activeId);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
