// Hears the notification signals of every API process sharing the database. On PostgreSQL: LISTEN on a
// connection of its own (a pooled one would be handed to queries), opened again when it drops. On the
// embedded PGlite (one process, one session): its own notification callback, which PostgreSQL's
// semantics still gate on commit.
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
import pg from 'pg';
import { pgliteOf, postgresUrlOf } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { NOTIFICATION_CHANNEL, parseSignal, type NotificationSignal } from './notification-signals.ts';

const RECONNECT_DELAY_MS = 1000;

/** Stops listening. */
export type StopListening = () => Promise<void>;

export async function listenForSignals(db: Kysely<Database>, onSignal: (signal: NotificationSignal) => void, log: FastifyBaseLogger): Promise<StopListening> {
  const receive = (channel: string, payload: string | undefined) => {
    if (channel !== NOTIFICATION_CHANNEL || !payload) return;
    const signal = parseSignal(payload);
    if (signal) onSignal(signal);
  };
  const url = postgresUrlOf(db);
  return url ? listenOnPostgres(url, receive, log) : listenOnPglite(db, receive);
}

async function listenOnPglite(db: Kysely<Database>, receive: (channel: string, payload: string) => void): Promise<StopListening> {
  const pglite = pgliteOf(db);
  if (!pglite) throw new Error('The notification centre needs PostgreSQL or PGlite.');
  // Through Kysely, which hands out PGlite's one session a statement or transaction at a time, so
  // that LISTEN never lands inside another request's transaction.
  await db.executeQuery(CompiledQuery.raw(`LISTEN ${NOTIFICATION_CHANNEL}`));
  const unsubscribe = pglite.onNotification(receive);
  // The session stays LISTENing (other apps on the same database may share it); only our callback goes.
  return async () => unsubscribe();
}

async function listenOnPostgres(url: string, receive: (channel: string, payload: string | undefined) => void, log: FastifyBaseLogger): Promise<StopListening> {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const scheduleRetry = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(scheduleRetry), RECONNECT_DELAY_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => receive(message.channel, message.payload));
    next.on('error', (error) => log.warn({ err: error }, 'The notification listener lost its database connection'));
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      // Streams stay open; what is sent while reconnecting reaches browsers when they next load the list.
      scheduleRetry();
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
    } catch (error) {
      log.warn({ err: error }, 'The notification listener could not connect');
      client = undefined;
      await next.end().catch(() => undefined);
      throw error;
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
