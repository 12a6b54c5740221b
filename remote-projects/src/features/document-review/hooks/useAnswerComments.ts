import { apiErrorMessage, apiFieldErrors } from '@app/shared';
import { PROJECT_PATHS, type AnswerComment } from '@app/shared/contract';
import { useCallback, useState } from 'react';
import { useApiData } from '@app/shared/page-parts';
import { addComment } from '../api/reviewRequests';

/** A question's comments (the review team's conversation, oldest first) and adding one. */
export function useAnswerComments(questionId: string, onAdded: () => void) {
  const comments = useApiData<AnswerComment[]>(PROJECT_PATHS.answerComments(questionId));
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const { refresh } = comments;

  /** Resolves true once the comment is kept; otherwise `problem` says why. */
  const add = useCallback(
    async (body: string) => {
      if (body.trim() === '') {
        setProblem('Write a comment.');
        return false;
      }
      setSending(true);
      setProblem(undefined);
      try {
        await addComment(questionId, body.trim());
        onAdded();
        await refresh();
        return true;
      } catch (error) {
        setProblem(apiFieldErrors(error).body?.[0] ?? apiErrorMessage(error));
        return false;
      } finally {
        setSending(false);
      }
    },
    [onAdded, questionId, refresh],
  );

  return { comments, sending, problem, add };
}
