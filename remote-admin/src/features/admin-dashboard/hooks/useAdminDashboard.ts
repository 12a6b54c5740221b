import { apiErrorMessage, apiGet } from '@app/shared';
import { ENTITY_PATHS, type AdminDashboard } from '@app/shared/contract';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useEffect, useState } from 'react';

type DashboardLoad = { state: 'loading' } | { state: 'loaded'; data: AdminDashboard } | { state: 'failed'; message: string };

/** The admin dashboard's figures; a failed load shows the API's message in a toast and offers a retry. */
export function useAdminDashboard(): DashboardLoad & { retry(): void } {
  const [load, setLoad] = useState<DashboardLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // A screen that left, or a newer attempt, must not be updated by this answer.
    let current = true;
    setLoad({ state: 'loading' });
    apiGet<AdminDashboard>(ENTITY_PATHS.dashboard).then(
      ({ data }) => current && setLoad({ state: 'loaded', data }),
      (error: unknown) => {
        if (!current) return;
        const message = apiErrorMessage(error);
        enqueueSnackbar(message, { variant: 'error' });
        setLoad({ state: 'failed', message });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...load, retry };
}
