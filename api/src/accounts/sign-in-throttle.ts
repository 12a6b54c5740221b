// Failed sign-ins slow down whoever keeps guessing, without locking the account's owner out for long.
// Two counts per email, known or not (so the delays do not reveal which accounts exist):
//   - from one address: after `addressThreshold` failures, each further failure makes that address
//     wait 1 s, 2 s, 4 s … up to `maxDelayMinutes` before it may try this email again;
//   - from every address: the same from `accountThreshold` failures, for every address (a guesser
//     spread over many addresses).
// A successful sign-in or password reset clears both; a count that has rested a day starts again.
// The counts live in the organisation whose account it is: an email tried on another organisation's
// host (and checked against its account there, account-elsewhere.ts) is counted there too.
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/tenant-scope.ts';

export interface SignInThrottle {
  addressThreshold: number;
  accountThreshold: number;
  maxDelayMinutes: number;
}

/** The account's count from every address. */
const EVERY_ADDRESS = '';

/** Seconds until `address` may try `email` again; 0 when it may now. */
export async function waitSeconds(trx: TenantTransaction, tenantId: string, email: string, address: string): Promise<number> {
  const row = await trx
    .selectFrom('login_failures')
    .select(sql<number>`ceil(extract(epoch from max(locked_until) - now()))`.as('seconds'))
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email.toLowerCase())
    .where('address', 'in', [address, EVERY_ADDRESS])
    .where('locked_until', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.seconds ? Number(row.seconds) : 0;
}

/** Counts a failure from `address`, and for the account; past a threshold, sets the next delay. */
export async function recordSignInFailure(trx: TenantTransaction, tenantId: string, email: string, address: string, throttle: SignInThrottle): Promise<void> {
  const counts = [
    { address, threshold: throttle.addressThreshold },
    { address: EVERY_ADDRESS, threshold: throttle.accountThreshold },
  ];
  for (const count of counts) {
    await trx
      .insertInto('login_failures')
      .values({ tenant_id: tenantId, email: email.toLowerCase(), address: count.address, failures: 1 })
      .onConflict((conflict) =>
        conflict.columns(['tenant_id', 'email', 'address']).doUpdateSet({
          failures: sql`CASE WHEN login_failures.last_failed_at < now() - interval '1 day' THEN 1 ELSE login_failures.failures + 1 END`,
          last_failed_at: sql`now()`,
        }),
      )
      .execute();
    // 2^(failures - threshold) seconds, at most maxDelayMinutes (the exponent is capped so it cannot overflow).
    await trx
      .updateTable('login_failures')
      .set({
        locked_until: sql<Date>`now() + least(power(2, least(failures - ${count.threshold}, 30)), ${throttle.maxDelayMinutes * 60}) * interval '1 second'`,
      })
      .where('tenant_id', '=', tenantId)
      .where('email', '=', email.toLowerCase())
      .where('address', '=', count.address)
      .where('failures', '>=', count.threshold)
      .execute();
  }
}

export async function clearSignInFailures(trx: TenantTransaction, tenantId: string, email: string): Promise<void> {
  await trx.deleteFrom('login_failures').where('tenant_id', '=', tenantId).where('email', '=', email.toLowerCase()).execute();
}
