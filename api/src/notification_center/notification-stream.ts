// GET stream/: server-sent events for the signed-in person. Browsers open it with fetch and the
// Authorization header (an EventSource cannot send one), so the access token never appears in a URL
// or a log. The stream ends when that token expires: the browser reconnects with its fresh token, and
// a session that was signed out stops hearing anything.
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import type { NotificationStreamEvents } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { errorResponses } from '../http/schemas.ts';
import type { NotificationHub } from './notification-hub.ts';
import { findNotification, unreadCount, type Recipient } from './notification-queries.ts';
import type { NotificationSignal } from './notification-signals.ts';

/** Proxies close connections that stay silent for a minute or so (nginx: 60 s). */
const HEARTBEAT_MS = 20_000;
/** How long a browser waits before reconnecting by itself (EventSource's `retry`). */
const RETRY_MS = 5_000;

export interface NotificationStreamOptions {
  hub: NotificationHub;
  /** Ends every open stream; the app calls it before it closes, so that closing never waits on one. */
  openStreams: Set<() => void>;
}

function streamEvent<E extends keyof NotificationStreamEvents>(event: E, data: NotificationStreamEvents[E]): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** When the request's access token expires, in epoch milliseconds (requireAuth has verified it). */
function tokenExpiry(authorization: string | undefined): number {
  const token = authorization?.replace(/^Bearer\s+/i, '') ?? '';
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? exp * 1000 : Date.now();
}

export const notificationStreamRoute: FastifyPluginAsyncZod<NotificationStreamOptions> = async (app, { hub, openStreams }) => {
  app.get(
    '/stream/',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['notification_center'],
        summary: 'Server-sent events: your new notifications and unread count, live',
        description:
          'Send the access token in the Authorization header (open it with fetch, not EventSource). Events: `unread_count` ' +
          '(first, then after changes made elsewhere) and `notification` (a new one, with the unread count); comment lines are ' +
          'heartbeats. The stream ends when the access token expires: reconnect with the current token.',
        response: {
          200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
          ...errorResponses(401, 403, 503),
        },
      },
    },
    async (request, reply) => {
      const recipient: Recipient = { tenantId: request.principal.tenantId, userId: request.principal.userId };
      const stream = new PassThrough();
      const write = (text: string) => {
        if (!stream.writableEnded) stream.write(text);
      };

      // Signals are answered in the order they came, each with what the database holds once committed.
      let delivering = Promise.resolve();
      const deliver = (signal: NotificationSignal) => {
        delivering = delivering
          .then(() =>
            withTenant(app.db, recipient.tenantId, async (trx) => {
              const count = await unreadCount(trx, recipient);
              const notification = signal.notificationId ? await findNotification(trx, recipient, signal.notificationId) : undefined;
              write(notification ? streamEvent('notification', { notification, unread_count: count }) : streamEvent('unread_count', { unread_count: count }));
            }),
          )
          .catch((error: unknown) => request.log.warn({ err: error }, 'A notification could not be streamed'));
      };

      const unsubscribe = await hub.subscribe(recipient.tenantId, recipient.userId, deliver).catch((error: unknown) => {
        request.log.error({ err: error }, 'The notification listener could not start');
        throw new ApiError(503, 'stream_unavailable', 'Live notifications are unavailable right now. They will reconnect shortly.');
      });
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
      const expiry = setTimeout(() => end(), Math.max(0, tokenExpiry(request.headers.authorization) - Date.now()));
      function end() {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        openStreams.delete(end);
        if (!stream.writableEnded) stream.end();
      }
      openStreams.add(end);
      reply.raw.once('close', end); // the browser went away

      write(`retry: ${RETRY_MS}\n\n`);
      deliver({ ...recipient, notificationId: null }); // the count now, so a reconnect catches up
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          // nginx (the staging gateway) must pass events on as they come, not buffer them.
          .header('x-accel-buffering', 'no')
          // A stream is sent as is; the schema above only documents it.
          .send(stream as unknown as string)
      );
    },
  );
};
