import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

/** Brings the schema up to date. Safe with several processes: the Migrator holds a lock while it runs. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw new Error(`Database migration failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
