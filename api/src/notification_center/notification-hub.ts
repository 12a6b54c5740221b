// The open streams of one API process, by person. It starts listening for signals with the first
// stream (an app that never streams holds no extra connection) and stops when the app closes.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { NotificationSignal } from './notification-signals.ts';
import { listenForSignals, type StopListening } from './signal-listener.ts';

type Subscriber = (signal: NotificationSignal) => void;

const personKey = (tenantId: string, userId: string) => `${tenantId}:${userId}`;

export class NotificationHub {
  readonly #subscribers = new Map<string, Set<Subscriber>>();
  #listening: Promise<StopListening> | null = null;
  #closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Calls `subscriber` with each signal for this person, from the moment this resolves; answers the unsubscribe. */
  async subscribe(tenantId: string, userId: string, subscriber: Subscriber): Promise<() => void> {
    if (this.#closed) throw new Error('The notification hub is closed.');
    this.#listening ??= listenForSignals(this.db, (signal) => this.#dispatch(signal), this.log).catch((error: unknown) => {
      this.#listening = null; // the next stream tries again
      throw error;
    });
    await this.#listening;
    const key = personKey(tenantId, userId);
    const subscribers = this.#subscribers.get(key) ?? new Set<Subscriber>();
    subscribers.add(subscriber);
    this.#subscribers.set(key, subscribers);
    return () => {
      subscribers.delete(subscriber);
      if (subscribers.size === 0 && this.#subscribers.get(key) === subscribers) this.#subscribers.delete(key);
    };
  }

  #dispatch(signal: NotificationSignal): void {
    for (const subscriber of this.#subscribers.get(personKey(signal.tenantId, signal.userId)) ?? []) subscriber(signal);
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#subscribers.clear();
    const stop = await this.#listening?.catch(() => undefined);
    await stop?.();
  }
}
