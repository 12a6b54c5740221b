// Per-account sign-in lockout: after `threshold` failed sign-ins for one email the email is locked for
// `minutes`, whether or not an account has it, so the lockout does not reveal which accounts exist.
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/tenant-scope.ts';

export interface Lockout {
  threshold: number;
  minutes: number;
}

/** Seconds until the email may try again; 0 when it is not locked. */
export async function lockedForSeconds(trx: TenantTransaction, tenantId: string, email: string): Promise<number> {
  const row = await trx
    .selectFrom('login_failures')
    .select(sql<number>`ceil(extract(epoch from locked_until - now()))`.as('seconds'))
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email.toLowerCase())
    .where('locked_until', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? Number(row.seconds) : 0;
}

/** Counts a failure; the one that reaches the threshold locks the email and starts the count again. */
export async function recordLoginFailure(trx: TenantTransaction, tenantId: string, email: string, lockout: Lockout): Promise<void> {
  await trx
    .insertInto('login_failures')
    .values({ tenant_id: tenantId, email: email.toLowerCase(), failures: 1 })
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'email']).doUpdateSet({ failures: sql`login_failures.failures + 1` }),
    )
    .execute();
  await trx
    .updateTable('login_failures')
    .set({ failures: 0, locked_until: sql<Date>`now() + ${lockout.minutes} * interval '1 minute'` })
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email.toLowerCase())
    .where('failures', '>=', lockout.threshold)
    .execute();
}

export async function clearLoginFailures(trx: TenantTransaction, tenantId: string, email: string): Promise<void> {
  await trx.deleteFrom('login_failures').where('tenant_id', '=', tenantId).where('email', '=', email.toLowerCase()).execute();
}
