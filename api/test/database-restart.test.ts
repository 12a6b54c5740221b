// A real PostgreSQL restart under the running API (a cluster of the test's own, restarted with
// `pg_ctl restart -m fast`, which ends every connection as a restart or failover does): while a
// questionnaire's background job runs and a notification stream is open. The process must live, the
// API answer again, the job finish, and the open stream hear what is notified after the restart (its
// LISTEN connection opened again). database-faults.test.ts covers the same on the shared server by
// ending connections one by one.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { PROJECT_PATHS } from '@app/shared/contract';
import { createDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { withTenant } from '../src/db/tenant-scope.ts';
import { notify } from '../src/notification_center/notify.ts';
import './support/databases.ts'; // the audit signing key every test app needs
import { privatePostgresSkipReason, startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.ts';
import { projectCalls, startProjectsHarness, type ProjectsHarness } from './support/project-fixtures.ts';
import { xlsxWithTitleBlock } from '@app/test-fixtures/questionnaire-files';

const skip = privatePostgresSkipReason();
if (skip && process.env.TEST_REQUIRE_POSTGRES === '1') throw new Error(`${skip}, yet TEST_REQUIRE_POSTGRES=1`);

/** How long the API may take to answer again after the server is back. */
const RECOVERY_MS = 20_000;

let cluster: PrivatePostgres;
let db: Kysely<Database>;
let harness: ProjectsHarness;
let address: string;

before(async () => {
  if (skip) return;
  cluster = await startPrivatePostgres();
  db = await createDatabase({ kind: 'postgres', url: cluster.url });
  await migrateToLatest(db);
  harness = await startProjectsHarness(db);
  address = await harness.app.listen({ host: '127.0.0.1', port: 0 });
});

after(async () => {
  if (skip) return;
  await harness?.stop();
  await db?.destroy();
  await cluster?.stop();
});

/** Reads an event stream in the background; `text()` is what has arrived so far. */
async function openStream(token: string): Promise<{ text: () => string; close: () => void }> {
  const closing = new AbortController();
  const response = await fetch(`${address}/api/v1/notification_center/stream/`, { headers: { authorization: `Bearer ${token}` }, signal: closing.signal });
  assert.equal(response.status, 200);
  let received = '';
  const decoder = new TextDecoder();
  void (async () => {
    for await (const chunk of response.body!) received += decoder.decode(chunk as Uint8Array, { stream: true });
  })().catch(() => undefined);
  return { text: () => received, close: () => closing.abort() };
}

async function eventually<T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs = RECOVERY_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await attempt().catch(() => undefined);
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

test(
  'PostgreSQL restarted while a job runs and a stream is open: the API answers again, the job finishes, the stream hears what comes next',
  { skip },
  async () => {
    const calls = projectCalls(() => harness);
    const stream = await openStream(harness.admin.token);
    const project = await calls.createProject({ entity_id: harness.demoClientId });
    const questionnaire = await xlsxWithTitleBlock();
    const document = await calls.uploaded(project.id, { name: questionnaire.fileName, content: Buffer.from(questionnaire.data) });

    await cluster.restart();

    // The API answers again (a request in the outage may be refused, never the process lost).
    await eventually('the project list answering', async () => ((await calls.get(PROJECT_PATHS.projects)).statusCode === 200 ? true : undefined));
    // The job that ran (or waited) across the restart finishes.
    const processed = await eventually('the questionnaire processed', async () => {
      const state = await calls.documentState(document.id);
      return ['ready_for_review', 'failed'].includes(state.state) ? state : undefined;
    });
    assert.equal(processed.state, 'ready_for_review', JSON.stringify(processed));
    // The stream that was open through the restart hears a notification made after it.
    const tenantId = (await db.selectFrom('users').select('tenant_id').where('id', '=', harness.admin.id).executeTakeFirstOrThrow()).tenant_id;
    const title = `After the restart ${Date.now()}`;
    await eventually('the stream hearing a notification', async () => {
      if (stream.text().includes(title)) return true;
      await withTenant(db, tenantId, (trx) =>
        notify(trx, { tenantId, recipientIds: [harness.admin.id], kind: 'comment', title, body: 'Heard after a restart.' }),
      );
      await sleep(500);
      return stream.text().includes(title) ? true : undefined;
    });
    stream.close();
  },
);
