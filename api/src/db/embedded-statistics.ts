// Table statistics for the embedded database. PostgreSQL's autovacuum analyzes a table once enough
// of it changed; PGlite runs no autovacuum, so a table that was empty when first planned stayed
// "empty" to the planner for good: with 500 questions in a project, the projects list took 39 ms a
// request instead of 10 (its plans made for empty tables). After a bulk write the writer says which
// table changed; on PGlite that table is analyzed a moment later, once for a burst of writes.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { pgliteOf } from './database.ts';

/** A burst of writes (a questionnaire's questions, a repository's documents) is analyzed once, this long after it began. */
export const ANALYZE_DELAY_MS = 2000;

const pending = new WeakMap<Kysely<Database>, Set<keyof Database>>();

/** After a bulk write to `table`: on PGlite, analyzes it shortly (autovacuum's part); on PostgreSQL, nothing. */
export function tableChanged(db: Kysely<Database>, table: keyof Database): void {
  if (!pgliteOf(db)) return;
  let tables = pending.get(db);
  if (!tables) pending.set(db, (tables = new Set()));
  if (tables.has(table)) return;
  tables.add(table);
  setTimeout(() => {
    tables.delete(table);
    // A closed database (a test's end, a stop) has nothing left to plan.
    sql`ANALYZE ${sql.table(table)}`.execute(db).catch(() => undefined);
  }, ANALYZE_DELAY_MS).unref();
}
