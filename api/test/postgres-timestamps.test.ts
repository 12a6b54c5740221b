// Timestamps come back from PostgreSQL as the instants stored, whatever their form: read digit by
// digit when the server writes them in UTC (db/timestamps.ts), by node-postgres's parser otherwise.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { describeOnDatabase } from './support/databases.ts';

interface Row {
  at: Date | number;
  /** The instant in whole milliseconds, as PostgreSQL computes it (null for ±infinity). */
  epoch_ms: number | null;
  text: string;
}

// Every fraction length, years from 1000 to 9999, the epoch, a leap day, and the far ends.
const INSTANTS = sql`(SELECT t FROM (VALUES
  ('1970-01-01 00:00:00+00'::timestamptz), ('2024-02-29 23:59:59.999999+00'), ('1000-01-01 00:00:00.5+00'),
  ('9999-12-31 23:59:59.12+00'), ('2026-11-26 15:21:55.123+00'), ('2026-11-26 15:21:55.1234+00'),
  ('2026-11-26 15:21:55.12345+00'), ('0099-06-01 12:00:00+00'), ('0044-03-15 12:00:00+00 BC'),
  ('infinity'), ('-infinity')
) AS given (t)
UNION ALL SELECT now() - (n || ' seconds')::interval * 7919.123457 FROM generate_series(1, 200) AS n) AS instants`;

async function readBack(db: Kysely<Database>, timeZone: string): Promise<Row[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('timezone', ${timeZone}, true)`.execute(trx);
    const { rows } = await sql<Row>`SELECT t AS at, t::text AS text,
      CASE WHEN isfinite(t) THEN floor(extract(epoch FROM t) * 1000)::float8 END AS epoch_ms FROM ${INSTANTS}`.execute(trx);
    return rows;
  });
}

function assertInstants(rows: Row[]): void {
  assert.equal(rows.length, 211);
  for (const row of rows) {
    if (row.epoch_ms === null) assert.equal(Math.abs(row.at as number), Infinity, row.text);
    else assert.equal((row.at as Date).getTime(), row.epoch_ms, row.text);
  }
}

// PostgreSQL only: PGlite reads timestamps with parsers of its own (which misread years before 100).
describeOnDatabase('PostgreSQL', 'timestamps', (db) => {
  test('in UTC, every timestamp is read as the instant stored, to the millisecond', async () => {
    assertInstants(await readBack(db(), 'UTC'));
  });

  test('in another time zone too (the general parser)', async () => {
    const rows = await readBack(db(), 'Asia/Kolkata');
    assert.ok(rows.some((row) => row.text.endsWith('+05:30')));
    assertInstants(rows);
  });
});
