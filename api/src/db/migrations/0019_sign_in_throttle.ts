// Sign-in failures counted per account and per address + account (auth/sign-in-throttle.ts): a row
// with address '' counts the account's failures from every address. last_failed_at lets a count that
// has rested a day start again.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('login_failures')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.alterTable('login_failures').dropConstraint('login_failures_pkey').execute();
  await db.schema.alterTable('login_failures').addPrimaryKeyConstraint('login_failures_pkey', ['tenant_id', 'email', 'address']).execute();
}
