// Every database test runs twice: on an in-memory PGlite, and on a fresh database of the PostgreSQL
// server at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) when it answers.
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import { useAuditSigningKey } from '../../src/auditlog/audit-signing.ts';
import { createDatabase, PGLITE_EXTENSIONS } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { pgliteDialect } from '../../src/db/pglite-driver.ts';
import type { Database } from '../../src/db/schema.ts';

// What the server reads from AUDIT_SIGNING_KEY or its key file.
useAuditSigningKey('a-test-only-audit-signing-key-of-32-bytes-or-more');

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether the server answers; a busy machine (many suites starting at once) gets a few tries. */
async function postgresAnswers(attempts = 3): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      return true;
    } catch {
      // try again
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return false;
}

const postgresSkipReason = (await postgresAnswers()) ? false : `PostgreSQL at ${POSTGRES_URL} does not answer; only PGlite was tested`;
// CI starts the server and says so: there, a silent half-run would hide failures.
if (postgresSkipReason && process.env.TEST_REQUIRE_POSTGRES === '1')
  throw new Error(postgresSkipReason.replace('; only', ', yet TEST_REQUIRE_POSTGRES=1; only'));
if (postgresSkipReason) console.log(`# ${postgresSkipReason}`);

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const MIGRATIONS_DIR = new URL('../../src/db/migrations/', import.meta.url);

/**
 * A dump of a freshly migrated PGlite. Creating a PGlite (initdb) takes seconds, loading a dump a
 * fraction of that, so the dump is kept in the temp folder, named by what it was made from.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  // The resolved path names PGlite's version (pnpm's store layout).
  const hash = createHash('sha256').update(import.meta.resolve('@electric-sql/pglite'));
  for (const file of (await readdir(MIGRATIONS_DIR)).sort()) hash.update(file).update(await readFile(new URL(file, MIGRATIONS_DIR)));
  const path = join(tmpdir(), `api-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(path)]);
  } catch {
    const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) });
    await migrateToLatest(db);
    await pglite.exec('CHECKPOINT'); // the dump holds only what reached the data files
    const dump = await pglite.dumpDataDir('none');
    await db.destroy();
    const partial = `${path}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path); // atomic: a parallel run never reads half a file
    return dump;
  }
}

/** A migrated, empty database and the means to throw it away. */
async function createTestDatabase(kind: 'PGlite' | 'PostgreSQL'): Promise<{ db: Kysely<Database>; drop(): Promise<void> }> {
  if (kind === 'PGlite') {
    const db = await createDatabase({ kind: 'pglite', loadDataDir: await migratedPgliteTemplate() });
    return { db, drop: () => db.destroy() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const db = await createDatabase({ kind: 'postgres', url: url.toString() });
  await migrateToLatest(db);
  return {
    db,
    async drop() {
      await db.destroy();
      await adminQuery(`DROP DATABASE ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Declares the suite once per database. `body` receives a getter for the suite's database, ready
 * from its `before` hooks on.
 */
export function describeEachDatabase(title: string, body: (db: () => Kysely<Database>) => void): void {
  for (const kind of ['PGlite', 'PostgreSQL'] as const) describeOnDatabase(kind, title, body);
}

/** Declares the suite on one kind of database only (the generated suites: their thousands of requests run on PGlite). */
export function describeOnDatabase(kind: 'PGlite' | 'PostgreSQL', title: string, body: (db: () => Kysely<Database>) => void): void {
  describe(`${title} [${kind}]`, { skip: kind === 'PostgreSQL' && postgresSkipReason }, () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
    before(async () => {
      database = await createTestDatabase(kind);
    });
    body(() => database!.db);
    // After hooks run in the order they are declared: the suite's own (stopping its app and job
    // worker) first, then the database goes.
    after(async () => {
      await database?.drop();
    });
  });
}
