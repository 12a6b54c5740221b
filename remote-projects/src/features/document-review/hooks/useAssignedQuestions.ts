import { apiErrorMessage } from '@app/shared';
import type { QuestionAnswer, Verdict } from '@app/shared/contract';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useMemo, useState } from 'react';
import { useQuestionPages } from '../../../components/document-questions/useQuestionPages';
import { updateAnswer } from '../api/reviewRequests';

/**
 * Each assigned question is an editor, and they come above the questionnaire: a page of twenty (the
 * lists' usual page) keeps the questionnaire within reach; the rest follow page by page.
 */
export const ASSIGNED_PAGE_SIZE = 20;

/**
 * A client user's questions of this document: the ones the review team assigned to them to answer,
 * loaded page by page, and submitting an answer (text and verdict) for review. `onSubmitted` gets the
 * question as it now is.
 */
export function useAssignedQuestions(documentId: string, assignee: string, onSubmitted: (question: QuestionAnswer) => void) {
  const filters = useMemo(() => ({ assignee }), [assignee]);
  const pages = useQuestionPages(documentId, filters, ASSIGNED_PAGE_SIZE);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());

  const setBusy = (id: string, busy: boolean) =>
    setBusyIds((before) => {
      const next = new Set(before);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const { replaceQuestion } = pages;
  /** Resolves whether the API took the answer; its message shows either way. */
  const submit = useCallback(
    async (question: QuestionAnswer, answer: string, verdict: Verdict | null) => {
      setBusy(question.id, true);
      try {
        const { message, data: saved } = await updateAnswer(question.id, { answer, verdict });
        replaceQuestion(saved);
        onSubmitted(saved);
        enqueueSnackbar(message, { variant: 'success' });
        return true;
      } catch (error) {
        enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
        return false;
      } finally {
        setBusy(question.id, false);
      }
    },
    [onSubmitted, replaceQuestion],
  );

  return { pages, busyIds, submit };
}
