import { useCallback, useEffect, useState } from 'react';

/** The element ids the review focuses: a question's card or row, and its answer editor. */
export const questionElementId = (questionId: string) => `question-${questionId}`;
export const answerEditorId = (questionId: string) => `answer-editor-${questionId}`;

/**
 * The question the keys act on, and focus that follows it: the question (or its editor) takes focus
 * and scrolls into view once it has rendered.
 */
export function useActiveQuestion() {
  const [activeId, setActiveId] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ elementId: string; serial: number }>();

  useEffect(() => {
    if (!focusRequest) return;
    const element = document.getElementById(focusRequest.elementId);
    if (!element) return;
    element.focus({ preventScroll: true });
    // Not in every environment (jsdom has none); the focus above is what matters to the keys.
    element.scrollIntoView?.({ block: 'nearest' });
  }, [focusRequest]);

  const requestFocus = useCallback((questionId: string, elementId: string) => {
    setActiveId(questionId);
    setFocusRequest((previous) => ({ elementId, serial: (previous?.serial ?? 0) + 1 }));
  }, []);

  const focusQuestion = useCallback((questionId: string) => requestFocus(questionId, questionElementId(questionId)), [requestFocus]);
  const focusEditor = useCallback((questionId: string) => requestFocus(questionId, answerEditorId(questionId)), [requestFocus]);
  /** Focus arrived by itself (a click, Tab): the keys now act on that question. */
  const activate = useCallback((questionId: string) => setActiveId((previous) => (previous === questionId ? previous : questionId)), []);

  return { activeId, focusQuestion, focusEditor, activate };
}
