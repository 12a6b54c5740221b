// Through the package name, as the remotes import it: the shared instance (its API client, its
// session), where '../api' would bundle a second copy into each remote.
import { apiErrorMessage, apiGet, enqueueToast } from '@app/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface ApiData<T> {
  /** The `data` of the latest answer; undefined until one came (see `keepPrevious`). */
  data: T | undefined;
  /** A load that shows as loading is on its way (not a background refresh). */
  loading: boolean;
  /** The API's message when the last load failed, so the screen can offer a retry. */
  error: string | undefined;
  /** Loads again, showing the loading state (the retry of a failed list). */
  retry(): void;
  /**
   * Loads again in the background, keeping what is shown: after a change, or to follow progress.
   * `quiet` (polling) leaves a failure unannounced; the next poll tries again.
   */
  refresh(options?: { quiet?: boolean }): Promise<void>;
}

interface ApiDataOptions<T> {
  /** Keep the previous address's data on screen while the next page or filter loads (lists). */
  keepPrevious?: boolean;
  /** Ask again in the background every few seconds while this holds for the latest answer (a
   * document being indexed); re-armed after each answer, so a slow one is never overtaken. */
  pollWhile?: (data: T) => boolean;
}

/** How often a screen following progress (`pollWhile`) asks again. */
const POLL_INTERVAL_MS = 3000;

interface Loaded<T> {
  url: string;
  data: T;
}

/**
 * One GET of the API, reloaded when its address changes. A failed load shows the API's message in a
 * toast and keeps it in `error`. With `keepPrevious`, the previous address's data stays on screen
 * while the next page or filter loads (lists); without it, data belongs to its address only. A newer
 * request aborts the one it supersedes, and leaving the screen aborts the one on its way.
 */
export function useApiData<T>(url: string | null, { keepPrevious = false, pollWhile }: ApiDataOptions<T> = {}): ApiData<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>();
  const [loading, setLoading] = useState(url !== null);
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  // Answers can come back out of order (fast typing, paging): only the latest request's counts.
  const latestRequest = useRef(0);
  const inFlight = useRef<AbortController>(undefined);
  const foregroundInFlight = useRef(false);
  const currentUrl = useRef(url);
  currentUrl.current = url;

  const load = useCallback(async (target: string, { quiet = false, background = false } = {}) => {
    // The load on its way brings fresh data anyway; a refresh must not make it lose its place.
    if (background && foregroundInFlight.current) return;
    const request = ++latestRequest.current;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    if (!background) {
      foregroundInFlight.current = true;
      setLoading(true);
      setError(undefined);
    }
    try {
      const { data } = await apiGet<T>(target, { signal: controller.signal });
      if (request !== latestRequest.current) return;
      setLoaded({ url: target, data });
      setError(undefined);
    } catch (caught) {
      if (request !== latestRequest.current) return;
      const message = apiErrorMessage(caught);
      if (!quiet) enqueueToast(message, { variant: 'error' });
      if (!background) setError(message);
    } finally {
      if (request === latestRequest.current && !background) {
        foregroundInFlight.current = false;
        setLoading(false);
      }
    }
  }, []);

  useEffect(() => {
    if (url === null) {
      latestRequest.current += 1;
      inFlight.current?.abort();
      foregroundInFlight.current = false;
      setLoading(false);
      return;
    }
    void load(url);
  }, [url, attempt, load]);

  // A screen that leaves must not be updated by the answers still on their way.
  useEffect(
    () => () => {
      latestRequest.current += 1;
      inFlight.current?.abort();
    },
    [],
  );

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const refresh = useCallback(
    async ({ quiet = false } = {}) => {
      if (currentUrl.current !== null) await load(currentUrl.current, { quiet, background: true });
    },
    [load],
  );

  // Read when an answer comes, so the screen may pass a new function each render.
  const pollCondition = useRef(pollWhile);
  pollCondition.current = pollWhile;
  useEffect(() => {
    if (!loaded || loaded.url !== url || !pollCondition.current?.(loaded.data)) return undefined;
    const timer = setTimeout(() => void refresh({ quiet: true }), POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [loaded, url, refresh]);

  const data = loaded && (keepPrevious || loaded.url === url) ? loaded.data : undefined;
  return { data, loading, error, retry, refresh };
}

/** A lookup list (clients, statuses, document types...): its items, empty until loaded. */
export function useLookup<T>(url: string | null): { items: T[]; loading: boolean } {
  const { data, loading } = useApiData<T[]>(url);
  return { items: data ?? [], loading };
}
