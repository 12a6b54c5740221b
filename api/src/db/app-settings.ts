import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The stored value of `key`; the first process to ask stores `initial()`, every later one reads it. */
export async function getOrCreateSetting(db: Kysely<Database>, key: string, initial: () => string): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key, value: initial() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}
