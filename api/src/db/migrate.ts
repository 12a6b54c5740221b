import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

/** Brings the schema up to date. Safe with several processes: the Migrator holds a lock while it runs. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Migration numbers are handed out to work done in parallel, so one may land after a higher one ran
  // (0016 after 0019): each runs once, whatever the order it arrived in.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw new Error(`Database migration failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
