import { apiErrorMessage, apiGet } from '@app/shared';
import { PROJECT_PATHS, type QuestionAnswer } from '@app/shared/contract';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The address parameter that opens a question's comments: where a mention's notification leads. */
export const COMMENTS_PARAMETER = 'comments';

/**
 * `?comments={questionId}` opens that question's comments, wherever it is in the list (loaded or
 * not); the parameter then leaves the address, so closing the drawer does not open it again.
 */
export function useCommentsLink(openComments: (question: QuestionAnswer) => void) {
  const [address, setAddress] = useSearchParams();
  const questionId = address.get(COMMENTS_PARAMETER);
  const open = useRef(openComments);
  open.current = openComments;

  useEffect(() => {
    if (!questionId) return;
    let left = false;
    void apiGet<QuestionAnswer>(PROJECT_PATHS.answer(questionId))
      .then(({ data }) => !left && open.current(data))
      .catch((error: unknown) => enqueueSnackbar(apiErrorMessage(error), { variant: 'error' }))
      .finally(() =>
        setAddress(
          (previous) => {
            const next = new URLSearchParams(previous);
            next.delete(COMMENTS_PARAMETER);
            return next;
          },
          { replace: true },
        ),
      );
    return () => {
      left = true;
    };
  }, [questionId, setAddress]);
}
