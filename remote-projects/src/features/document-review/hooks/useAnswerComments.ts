import { apiErrorMessage, apiFieldErrors } from '@app/shared';
import { PROJECT_PATHS, type AnswerComment } from '@app/shared/contract';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useApiData } from '@app/shared/page-parts';
import { addComment } from '../api/reviewRequests';

/** A question's comments (oldest first) and adding one, mentioning people by id (the API notifies them). */
export function useAnswerComments(questionId: string, onAdded: () => void) {
  const comments = useApiData<AnswerComment[]>(PROJECT_PATHS.answerComments(questionId));
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const { refresh } = comments;

  /** Resolves true once the comment is kept; otherwise `problem` says why. */
  const add = useCallback(
    async (body: string, mentionIds: string[] = []) => {
      if (body.trim() === '') {
        setProblem('Write a comment.');
        return false;
      }
      setSending(true);
      setProblem(undefined);
      try {
        const { message } = await addComment(questionId, body.trim(), mentionIds);
        // Who was told is worth saying; a plain comment shows in the list.
        if (mentionIds.length > 0) enqueueSnackbar(message, { variant: 'success' });
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
