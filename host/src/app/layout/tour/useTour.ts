import { ACCOUNT_PATHS, apiErrorMessage, apiPatch, enqueueToast, saveUserDetail, useAppDispatch, userGroup } from '@app/shared';
import type { UserDetailResponse } from '@app/shared/contract';
import { useCallback } from 'react';

/**
 * Starts the tour, and ends it for good: `startTour` runs it, `tourStatus` says it was seen in this
 * session (so nothing offers it again while the server is told), and the account keeps
 * `tour_completed` so the next sign-in, on any device, does not offer it either.
 */
export function useTour() {
  const dispatch = useAppDispatch();
  const start = useCallback(() => dispatch(userGroup.actions.update({ startTour: true })), [dispatch]);
  const finish = useCallback(async () => {
    dispatch(userGroup.actions.update({ startTour: false, tourStatus: true }));
    try {
      const answer = await apiPatch<UserDetailResponse>(ACCOUNT_PATHS.userDetailTour, { tour_completed: true });
      saveUserDetail(answer.data);
    } catch (error) {
      enqueueToast(apiErrorMessage(error), { variant: 'error' });
    }
  }, [dispatch]);
  return { start, finish };
}
