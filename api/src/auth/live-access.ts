// Rights that end when they are taken away. An access token says who signed in and in which sign-in
// (its refresh-token family); on every request the server checks that this sign-in is still open and
// the account (and its client) still active, and takes the account's permissions as they are now,
// not as the token says. A demotion, a deactivation, a sign-out, a password reset or a revoked
// family takes effect on the next request. The answer is kept for a second per sign-in (replicas
// agree within it) and forgotten at once in this process when it changes here (accessChanged).
import { EventEmitter } from 'node:events';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { withTenant } from '../db/tenant-scope.ts';

export interface LiveAccess {
  /** The sign-in is open, the account and its client active. */
  open: boolean;
  permissions: string[];
}

const CACHE_MS = 1000;
/** Entries kept at most; the oldest go first. */
const CACHE_ENTRIES = 10_000;

const changes = new EventEmitter().setMaxListeners(0);

/** Tells every access check of this process to read a user's access (or everyone's) again. */
export function accessChanged(userId: string | 'everyone'): void {
  changes.emit('changed', userId);
}

/** Calls `listener` at every accessChanged of this process; returns the unsubscribe. */
export function onAccessChanged(listener: (userId: string | 'everyone') => void): () => void {
  changes.on('changed', listener);
  return () => changes.off('changed', listener);
}

export class LiveAccessChecks {
  readonly #db: Kysely<Database>;
  readonly #cache = new Map<string, { until: number; userId: string; access: LiveAccess }>();
  /** Reads under way, shared by the requests of one sign-in that arrive meanwhile (one query, not one per request). */
  readonly #reading = new Map<string, Promise<LiveAccess>>();
  /** Counts the changes heard: a read that began before one is not kept. */
  #changesHeard = 0;
  readonly #stopListening: () => void;

  constructor(db: Kysely<Database>) {
    this.#db = db;
    this.#stopListening = onAccessChanged((userId) => {
      this.#changesHeard += 1;
      this.#reading.clear();
      if (userId === 'everyone') this.#cache.clear();
      else for (const [key, entry] of this.#cache) if (entry.userId === userId) this.#cache.delete(key);
    });
  }

  close(): void {
    this.#stopListening();
  }

  async check(session: { tenantId: string; userId: string; sessionId: string }): Promise<LiveAccess> {
    const key = `${session.tenantId}:${session.userId}:${session.sessionId}`;
    const cached = this.#cache.get(key);
    if (cached && cached.until > Date.now()) return cached.access;
    const underway = this.#reading.get(key);
    if (underway) return underway;
    const changesBefore = this.#changesHeard;
    const reading = this.#read(session).finally(() => {
      if (this.#reading.get(key) === reading) this.#reading.delete(key);
    });
    this.#reading.set(key, reading);
    const access = await reading;
    if (changesBefore === this.#changesHeard) {
      this.#cache.delete(key);
      if (this.#cache.size >= CACHE_ENTRIES) this.#cache.delete(this.#cache.keys().next().value!);
      this.#cache.set(key, { until: Date.now() + CACHE_MS, userId: session.userId, access });
    }
    return access;
  }

  async #read({ tenantId, userId, sessionId }: { tenantId: string; userId: string; sessionId: string }): Promise<LiveAccess> {
    const row = await withTenant(this.#db, tenantId, (trx) =>
      trx
        .selectFrom('users as u')
        .innerJoin('role_groups as r', (join) => join.onRef('r.id', '=', 'u.role_group_id').onRef('r.tenant_id', '=', 'u.tenant_id'))
        .leftJoin('entities as e', (join) => join.onRef('e.id', '=', 'u.entity_id').onRef('e.tenant_id', '=', 'u.tenant_id'))
        .select(['u.is_active', 'e.status as entity_status', 'r.permissions'])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('refresh_sessions as s')
                .select(sql`1`.as('one'))
                .whereRef('s.tenant_id', '=', 'u.tenant_id')
                .whereRef('s.user_id', '=', 'u.id')
                .where('s.family_id', '=', sessionId)
                .where('s.revoked_at', 'is', null)
                .where('s.expires_at', '>', sql<Date>`now()`),
            )
            .as('session_open'),
        )
        .where('u.tenant_id', '=', tenantId)
        .where('u.id', '=', userId)
        .executeTakeFirst(),
    );
    if (!row) return { open: false, permissions: [] };
    return { open: row.is_active && row.entity_status !== 'inactive' && Boolean(row.session_open), permissions: row.permissions };
  }
}
