// The one Kysely instance: embedded PGlite by default, a PostgreSQL server when a URL is given.
import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { withPipelinedTransactions } from './pipelined-transactions.ts';
import { pgliteDialect } from './pglite-driver.ts';
import { tuneConnection } from './postgres-client.ts';
import type { Database } from './schema.ts';
import { parseTimestamptz } from './timestamps.ts';

export type DatabaseTarget =
  /** No dataDir: in memory. loadDataDir: start from a dump of another PGlite (the tests' template). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  /** poolSize: connections at most (node-postgres's default, 10, when unset). */
  | { kind: 'postgres'; url: string; poolSize?: number };

// bigint columns (sequence numbers, counts) come back as numbers from both drivers; timestamps
// are read without postgres-date's patterns (timestamps.ts).
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? Number
      : oid === pg.types.builtins.TIMESTAMPTZ && format !== 'binary'
        ? parseTimestamptz
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Extensions the migrations create; PGlite must load them when it starts (PostgreSQL has them installed). */
export const PGLITE_EXTENSIONS = { pg_trgm };

// LISTEN needs a session of its own, outside the pool (the notification centre's live stream).
const postgresUrls = new WeakMap<Kysely<Database>, string>();

/** The server address of a database made here on PostgreSQL; undefined on PGlite. */
export const postgresUrlOf = (db: Kysely<Database>): string | undefined => postgresUrls.get(db);

// The embedded database itself, for what Kysely does not do (its notification callback).
const pglites = new WeakMap<Kysely<Database>, PGlite>();

/** The PGlite of a database made here; undefined on PostgreSQL. */
export const pgliteOf = (db: Kysely<Database>): PGlite | undefined => pglites.get(db);

export async function createDatabase(target: DatabaseTarget): Promise<Kysely<Database>> {
  if (target.kind === 'postgres') {
    // Pipeline mode: a transaction's BEGIN and settings travel with its first query (pipelined-transactions.ts).
    const pool = new pg.Pool({ connectionString: target.url, types: pgTypes, max: target.poolSize, pipeline: true });
    // A connection the server closed (restart, failover) is dropped; the next query opens another.
    // The pool listens on idle connections only: one held by a transaction would emit an unhandled
    // 'error' and end the process, so every connection gets a listener of its own; its transaction
    // fails on its next query and the pool discards it on release.
    const closed = (error: Error) => process.emitWarning(`A database connection was closed: ${error.message}`);
    pool.on('error', closed);
    pool.on('connect', (client) => {
      client.on('error', closed);
      tuneConnection(client);
    });
    const db = new Kysely<Database>({ dialect: withPipelinedTransactions(new PostgresDialect({ pool })) });
    postgresUrls.set(db, target.url);
    return db;
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: target.dataDir,
    loadDataDir: target.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
    parsers: { [pgliteTypes.INT8]: Number },
  });
  // Destroying this Kysely closes PGlite, which flushes the data folder.
  const db = new Kysely<Database>({ dialect: withPipelinedTransactions(pgliteDialect(pglite)) });
  pglites.set(db, pglite);
  return db;
}
