// The database going away under the API: a PostgreSQL restart or failover ends every connection,
// including ones a request or a job holds in the middle of a transaction. That used to be an
// unhandled 'error' event that killed the process. Simulated here by ending the API's connections
// from the server side (pg_terminate_backend, what a restart does to them), on the local server.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../src/db/database.ts';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const skip = !(await postgresAnswers()) && process.env.TEST_REQUIRE_POSTGRES !== '1' ? 'PostgreSQL does not answer' : false;

/** Ends every connection opened with this application name, as a server restart would. */
async function terminateConnections(applicationName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [applicationName]);
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

test('connections ended while a transaction holds one: the transaction fails, the process lives, the next query works', { skip }, async () => {
  const applicationName = `fault_${randomBytes(4).toString('hex')}`;
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('application_name', applicationName);
  const db = await createDatabase({ kind: 'postgres', url: url.toString() });
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);
  process.on('warning', onWarning);
  try {
    await sql`SELECT 1`.execute(db); // an idle connection in the pool, too
    const transaction = db.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      // The job works between two queries while the server goes away.
      assert.ok((await terminateConnections(applicationName)) >= 1);
      await sleep(200);
      await sql`SELECT 2`.execute(trx);
    });
    await assert.rejects(transaction);
    const { rows } = await sql<{ answer: number }>`SELECT 42 AS answer`.execute(db);
    assert.equal(rows[0]!.answer, 42);
    assert.ok(
      warnings.some((message) => /database connection was closed/.test(message)),
      warnings.join('\n'),
    );
  } finally {
    process.off('warning', onWarning);
    await db.destroy();
  }
});
