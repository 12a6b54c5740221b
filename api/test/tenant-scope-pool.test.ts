// The tenant settings of row-level security travel with a transaction's first query
// (db/pipelined-transactions.ts). This attacks that: two organisations' requests and transactions
// at once on a pool of two connections (PGlite has one), some failing halfway, some sending nothing,
// with queries outside any tenant in between. Each must see only its own rows, and nothing of a
// tenant may stay on a connection; a read's statements leave in one write (PostgreSQL) or one call
// into the embedded database (PGlite), and statements run often are prepared. About 25 s for both
// databases on a busy machine.
import assert from 'node:assert/strict';
import { Socket } from 'node:net';
import { after, before, test } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { PROJECT_PATHS } from '@app/shared/contract';
import { createDatabase, pgliteOf, postgresUrlOf } from '../src/db/database.ts';
import { TENANT_ROLE } from '../src/db/migrations/tenant-isolation.ts';
import type { Database } from '../src/db/schema.ts';
import { withTenant } from '../src/db/tenant-scope.ts';
import { describeEachDatabase } from './support/databases.ts';
import { startProjectsHarness, type Person, type ProjectsHarness } from './support/project-fixtures.ts';

const ROUNDS = 150;

describeEachDatabase('tenant settings on a small pool under concurrency', (db) => {
  let smallPool: Kysely<Database>;
  let harness: ProjectsHarness;
  const tenants: Record<'demo' | 'globex', string> = { demo: '', globex: '' };

  before(async () => {
    const url = postgresUrlOf(db());
    smallPool = url ? await createDatabase({ kind: 'postgres', url, poolSize: 2 }) : db();
    harness = await startProjectsHarness(smallPool);
    for (const row of await db().selectFrom('tenants').select(['id', 'slug']).execute()) {
      if (row.slug === 'demo' || row.slug === 'globex') tenants[row.slug] = row.id;
    }
    const create = async (as: Person, entityId: string, name: string) => {
      const response = await harness.app.inject({
        method: 'POST',
        url: PROJECT_PATHS.projects,
        headers: { host: as.host, authorization: `Bearer ${as.token}` },
        payload: { entity_id: entityId, name },
      });
      assert.equal(response.statusCode, 201, response.body);
    };
    for (const index of [1, 2, 3]) await create(harness.admin, harness.demoClientId, `Demo project ${index}`);
    for (const index of [1, 2]) await create(harness.otherTenantAdmin, harness.otherTenantClientId, `Globex project ${index}`);
  });
  after(async () => {
    await harness.stop();
    if (smallPool !== db()) await smallPool.destroy();
  });

  test("concurrent requests of two organisations each list only their organisation's projects", async () => {
    const list = async (as: Person) => {
      const response = await harness.app.inject({
        method: 'GET',
        url: `${PROJECT_PATHS.projects}?page_size=50`,
        headers: { host: as.host, authorization: `Bearer ${as.token}` },
      });
      assert.equal(response.statusCode, 200, response.body);
      return (response.json().data.results as { name: string }[]).map((project) => project.name).sort();
    };
    // A request that fails inside its transaction (an unknown project) leaves its connection clean too.
    const missing = async (as: Person) => {
      const response = await harness.app.inject({
        method: 'GET',
        url: `${PROJECT_PATHS.projects}details/00000000-0000-4000-8000-000000000000/`,
        headers: { host: as.host, authorization: `Bearer ${as.token}` },
      });
      assert.equal(response.statusCode, 404, response.body);
      return null;
    };
    const seen = await Promise.all(
      Array.from({ length: ROUNDS }, (_, round) => {
        const as = round % 2 === 0 ? harness.admin : harness.otherTenantAdmin;
        return round % 5 === 4 ? missing(as) : list(as).then((names) => ({ who: as, names }));
      }),
    );
    for (const answer of seen) {
      if (!answer) continue;
      const expected = answer.who === harness.admin ? ['Demo project 1', 'Demo project 2', 'Demo project 3'] : ['Globex project 1', 'Globex project 2'];
      assert.deepEqual(answer.names, expected);
    }
  });

  test('tenant transactions that read, fail, or send nothing never leave a setting for the next user of the connection', async () => {
    const unscoped = async () => {
      const { rows } = await sql<{ role: string; tenant: string | null }>`
        SELECT current_user AS role, current_setting('app.tenant_id', true) AS tenant`.execute(smallPool);
      assert.notEqual(rows[0]!.role, TENANT_ROLE);
      assert.ok(!rows[0]!.tenant, `a connection kept tenant ${rows[0]!.tenant}`);
    };
    const scoped = async (slug: 'demo' | 'globex', round: number) => {
      const work = withTenant(smallPool, tenants[slug], async (trx) => {
        if (round % 7 === 3) return; // sends nothing at all
        if (round % 7 === 5) await sql`SELECT 1 / 0`.execute(trx); // fails with the settings in the same pipeline
        const { rows } = await sql<{ tenant: string; role: string }>`
          SELECT current_setting('app.tenant_id') AS tenant, current_user AS role`.execute(trx);
        assert.deepEqual(rows[0], { tenant: tenants[slug], role: TENANT_ROLE });
        const visible = await trx.selectFrom('tenants').select('slug').execute();
        assert.deepEqual(
          visible.map((row) => row.slug),
          [slug],
        );
        if (round % 7 === 6) throw new Error('given up halfway');
      });
      if (round % 7 === 5) await assert.rejects(work, /division by zero/);
      else if (round % 7 === 6) await assert.rejects(work, /given up halfway/);
      else await work;
    };
    await Promise.all(Array.from({ length: ROUNDS * 2 }, (_, round) => (round % 3 === 2 ? unscoped() : scoped(round % 2 === 0 ? 'demo' : 'globex', round))));
    // Every connection of the pool, in turn.
    await Promise.all([unscoped(), unscoped(), unscoped()]);
  });

  test('a tenant read is two trips: BEGIN, the settings and the query in one, then COMMIT', async (t) => {
    const read = () => withTenant(smallPool, tenants.demo, (trx) => trx.selectFrom('projects').select('name').orderBy('name').execute());
    // Both connections of the pool open, and the statements run often enough to be prepared.
    for (let run = 0; run < 3; run += 1) await Promise.all([read(), read()]);
    const expectRead = async () =>
      assert.deepEqual(
        (await read()).map((row) => row.name),
        ['Demo project 1', 'Demo project 2', 'Demo project 3'],
      );
    const pglite = pgliteOf(smallPool);
    if (pglite) {
      // Each call of execProtocolStream is one message into the embedded database and one answer back.
      const calls = t.mock.method(pglite, 'execProtocolStream');
      await expectRead();
      assert.equal(calls.mock.callCount(), 2);
      return;
    }
    // The small pool's two connections, by their ports on this side: the process has other pools
    // (the harness's, its job worker's polls), whose writes to the same server must not count.
    const clientPort = () =>
      withTenant(
        smallPool,
        tenants.demo,
        async (trx) => (await sql<{ port: number }>`SELECT inet_client_port() AS port, pg_sleep(0.05)`.execute(trx)).rows[0]!.port,
      );
    const poolPorts = new Set(await Promise.all([clientPort(), clientPort()]));
    assert.equal(poolPorts.size, 2);
    // Node writes a socket's buffered chunks with _writev, a lone chunk with _write; the test
    // runner's own output goes through sockets too, so only those of the pool count.
    const socketWrites = Socket.prototype as unknown as Record<'_writev' | '_write', (...args: unknown[]) => void>;
    const writev = t.mock.method(socketWrites, '_writev');
    const write = t.mock.method(socketWrites, '_write');
    await expectRead();
    const databasePort = Number(new URL(postgresUrlOf(db())!).port || 5432);
    const toDatabase = [...writev.mock.calls, ...write.mock.calls].filter((call) => {
      const socket = call.this as Socket;
      return socket.remotePort === databasePort && poolPorts.has(socket.localPort!);
    });
    assert.equal(toDatabase.length, 2);
  });

  test('a statement run again and again is prepared on its connection, and still sees only its tenant', async () => {
    const names = (tenantId: string, label: string) =>
      withTenant(smallPool, tenantId, async (trx) => {
        const rows = await trx.selectFrom('projects').select('name').where('name', '<>', label).orderBy('name').execute();
        // Its columns are the table's: a column added by a migration would change a prepared one's result.
        const everyColumn = await trx.selectFrom('projects').selectAll().where('name', '<>', label).execute();
        const { rows: prepared } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(trx);
        return {
          names: rows.map((row) => row.name),
          counted: everyColumn.length,
          prepared: prepared.some((row) => row.statement.includes('select "name" from "projects" where "name" <> $')),
          everyColumnPrepared: prepared.some((row) => row.statement.includes('select * from "projects" where "name" <> $')),
        };
      });
    const runs = [];
    for (let run = 0; run < 8; run += 1) runs.push(await names(run % 2 ? tenants.globex : tenants.demo, `run ${run}`));
    for (const [run, { names: seen, counted }] of runs.entries()) {
      const expected = run % 2 ? ['Globex project 1', 'Globex project 2'] : ['Demo project 1', 'Demo project 2', 'Demo project 3'];
      assert.deepEqual([seen, counted], [expected, expected.length]);
    }
    assert.equal(runs[0]!.prepared, false, 'a statement run once is not prepared');
    assert.ok(
      runs.slice(4).every((run) => run.prepared),
      'from its third run on, on both connections of the pool (PGlite has one)',
    );
    assert.ok(
      runs.every((run) => !run.everyColumnPrepared),
      'SELECT * is never prepared',
    );
  });
});
