import { apiErrorMessage, authGroup, useAppSelector } from '@app/shared';
import { PROJECT_PATHS, type QuestionAnswer, type QuestionAnswerList, type Verdict } from '@app/shared/contract';
import { useApiData, withQuery } from '@app/shared/page-parts';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useMemo, useState } from 'react';
import { QUESTION_PAGE_SIZE } from '../../../components/document-questions/useQuestionPages';
import { updateAnswer } from '../api/reviewRequests';

/**
 * A client user's questions of this document: the ones the review team assigned to them to answer,
 * and submitting an answer (text and verdict) for review. `onSubmitted` gets the question as it now is.
 */
export function useAssignedQuestions(documentId: string, enabled: boolean, onSubmitted: (question: QuestionAnswer) => void) {
  const me = useAppSelector((state) => authGroup.select(state).user?.id);
  const url = enabled && me ? withQuery(PROJECT_PATHS.questionAnswers, { document_id: documentId, assignee: me, page_size: QUESTION_PAGE_SIZE }) : null;
  const { data } = useApiData<QuestionAnswerList>(url);
  /** The questions as the API answered each submission, over the list as it was loaded. */
  const [submitted, setSubmitted] = useState<Readonly<Record<string, QuestionAnswer>>>({});
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());

  const questions = useMemo(() => (data?.results ?? []).map((question) => submitted[question.id] ?? question), [data, submitted]);

  const setBusy = (id: string, busy: boolean) =>
    setBusyIds((before) => {
      const next = new Set(before);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Resolves whether the API took the answer; its message shows either way. */
  const submit = useCallback(
    async (question: QuestionAnswer, answer: string, verdict: Verdict | null) => {
      setBusy(question.id, true);
      try {
        const { message, data: saved } = await updateAnswer(question.id, { answer, verdict });
        setSubmitted((before) => ({ ...before, [saved.id]: saved }));
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
    [onSubmitted],
  );

  return { questions, count: data?.count ?? 0, busyIds, submit };
}
