// The organisation of a host, read once a second per slug rather than on every request: under load
// the look-up was one database round trip (on PGlite, one turn of its single connection) per request.
// A second is as long as a change of an organisation's row takes to reach every replica, as for
// session checks (auth/live-access.ts); in this process a change is seen at once (tenantChanged). An
// unknown slug is not remembered, so a new organisation answers at once and made-up hosts cannot
// fill the memory.
import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import type { Database, Tenant } from '../db/schema.ts';

const CACHE_MS = 1000;

const changes = new EventEmitter().setMaxListeners(0);

/** Call after changing an organisation's row (its name): every directory of this process reads it again. */
export function tenantChanged(): void {
  changes.emit('changed');
}

export class TenantDirectory {
  readonly #db: Kysely<Database>;
  readonly #bySlug = new Map<string, { until: number; tenant: Promise<Tenant | undefined> }>();

  readonly #forget = () => this.#bySlug.clear();

  constructor(db: Kysely<Database>) {
    this.#db = db;
    changes.on('changed', this.#forget);
  }

  close(): void {
    changes.off('changed', this.#forget);
  }

  /** The organisation with this slug; concurrent requests for one slug share one query. */
  find(slug: string): Promise<Tenant | undefined> {
    const now = Date.now();
    const cached = this.#bySlug.get(slug);
    if (cached && cached.until > now) return cached.tenant;
    const tenant = this.#db.selectFrom('tenants').selectAll().where('slug', '=', slug).executeTakeFirst();
    this.#bySlug.set(slug, { until: now + CACHE_MS, tenant });
    // Only organisations that exist are remembered; a failed read is not either.
    tenant.then(
      (found) => found || this.#bySlug.delete(slug),
      () => this.#bySlug.delete(slug),
    );
    return tenant;
  }
}
