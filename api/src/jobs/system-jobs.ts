import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Queues a job that belongs to no organisation (housekeeping across all of them) unless one of its
 * kind is already queued. A periodic job calls this at the end of each run to book the next one, and
 * the app at start-up, so exactly one run is ever pending, however many processes start.
 */
export async function enqueueSystemJobOnce(db: Kysely<Database>, kind: string, runAfter: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`system-job:${kind}`}))`.execute(trx);
    const pending = await trx.selectFrom('jobs').select('id').where('kind', '=', kind).where('status', '=', 'queued').executeTakeFirst();
    if (!pending) await trx.insertInto('jobs').values({ tenant_id: null, kind, run_after: runAfter }).execute();
  });
}
