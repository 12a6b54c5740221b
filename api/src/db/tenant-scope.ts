import { sql, type Kysely, type Transaction } from 'kysely';
import { TENANT_ROLE } from './migrations/tenant-isolation.ts';
import { deferredStatement } from './pipelined-transactions.ts';
import type { Database } from './schema.ts';

export type TenantTransaction = Transaction<Database>;

/**
 * Binds the rest of a transaction to one tenant: the connection switches to the row-level-security
 * role with app.tenant_id set, so even a query that forgets its tenant filter cannot reach another
 * tenant's rows. Both settings are transaction-local and vanish at commit or rollback. They cost no
 * round trip: they are sent with the transaction's first query, ahead of it on the same connection.
 */
export async function scopeToTenant(trx: Transaction<Database>, tenantId: string): Promise<TenantTransaction> {
  await trx.executeQuery(deferredStatement(sql`SELECT set_config('app.tenant_id', ${tenantId}, true), set_config('role', ${TENANT_ROLE}, true)`.compile(trx)));
  return trx;
}

/** Runs `work` in a transaction bound to one tenant; every request-time query goes through here. */
export function withTenant<T>(db: Kysely<Database>, tenantId: string, work: (trx: TenantTransaction) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => work(await scopeToTenant(trx, tenantId)));
}
