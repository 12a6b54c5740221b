// The live stream of the signed-in person's notifications. fetch carries the access token in the
// Authorization header, as every API call does, so it never shows in an address or a server log.
// The server ends the stream when that token expires: it is reopened at once with the current token
// (the cookies, which the API client keeps rotated); a failure reopens it after a growing wait.
import { apiGet, readSession } from '@app/shared';
import { NOTIFICATION_PATHS } from '@app/shared/contract';
import { createEventStreamParser, type StreamEvent } from './eventStreamParser';

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;
/** A stream that ends sooner than this did not really work: it is retried after a wait, like a failure. */
const SHORTEST_HEALTHY_MS = 5000;

export interface NotificationStreamHandlers {
  onEvent(event: StreamEvent): void;
}

/** Whether this browser can read a fetch body as it arrives (every current one; not jsdom). */
export const canStream = () => typeof fetch === 'function' && typeof ReadableStream === 'function' && typeof TextDecoder === 'function';

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Reads one connection to its end; answers how it ended. */
async function readOnce({ onEvent }: NotificationStreamHandlers, signal: AbortSignal): Promise<'ended' | 'unauthorised' | 'failed'> {
  const { accessToken } = readSession();
  const response = await fetch(NOTIFICATION_PATHS.stream, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'text/event-stream' },
    cache: 'no-store',
    signal,
  });
  if (response.status === 401) return 'unauthorised';
  if (!response.ok || !response.body) return 'failed';
  const parse = createEventStreamParser(onEvent);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return 'ended';
    parse(decoder.decode(value, { stream: true }));
  }
}

/** Keeps the stream open until `signal` aborts (sign-out, leaving the workspace). */
export async function runNotificationStream(handlers: NotificationStreamHandlers, signal: AbortSignal): Promise<void> {
  let retryMs = FIRST_RETRY_MS;
  while (!signal.aborted) {
    let outcome: Awaited<ReturnType<typeof readOnce>>;
    const openedAt = Date.now();
    try {
      outcome = await readOnce(handlers, signal);
    } catch {
      outcome = 'failed'; // dropped connection, server restart, or the abort itself
    }
    if (signal.aborted) return;
    if (outcome === 'ended' && Date.now() - openedAt >= SHORTEST_HEALTHY_MS) {
      retryMs = FIRST_RETRY_MS;
      continue;
    }
    if (outcome === 'unauthorised') {
      // A call through the API client renews the session (or, when it cannot, signs out and aborts us).
      await apiGet(`${NOTIFICATION_PATHS.notifications}?page_size=1`).catch(() => undefined);
    }
    // Jittered, so that the browsers a restart disconnected do not all come back at once.
    await wait(retryMs * (0.5 + Math.random() / 2), signal);
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  }
}
