import { apiErrorMessage } from '@app/shared';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How often a list with documents still being indexed asks again. */
const POLL_INTERVAL_MS = 3000;

interface ResourceState<T> {
  /** The query the data (or the error) belongs to. */
  key: string;
  data: T | undefined;
  error: string | null;
  loading: boolean;
}

interface ResourceOptions<T> {
  /** Ask again every few seconds while this holds for the last answer (indexing in progress). */
  pollWhile?: (data: T) => boolean;
}

/**
 * One GET and its state: the last answer stays on screen while the next one loads (paging does not
 * blank the table), a failure is toasted and kept for a Retry, and a newer query aborts an older one.
 * `key` names the query; `load` is read when the key changes or on reload.
 */
export function useApiResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>, { pollWhile }: ResourceOptions<T> = {}) {
  const [state, setState] = useState<ResourceState<T>>({ key, data: undefined, error: null, loading: true });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ load, pollWhile });
  useEffect(() => {
    latest.current = { load, pollWhile };
  });

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    latest.current.load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data, error: null, loading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = apiErrorMessage(error);
        enqueueSnackbar(message, { variant: 'error' });
        setState((previous) => ({ ...previous, key, error: message, loading: false }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  // Re-armed after every answer, so a slow answer is never overtaken by the next poll.
  useEffect(() => {
    const { data, loading, error } = state;
    if (loading || error || data === undefined || !latest.current.pollWhile?.(data)) return undefined;
    const timer = setTimeout(reload, POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [state, reload]);

  return {
    data: state.data,
    error: state.error,
    /** Loading a different query than the one on screen (a new page, folder or search). */
    switching: state.loading && state.key !== key,
    reload,
  };
}
