import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { before, test } from 'node:test';
import { fastify } from 'fastify';
import { withTenant } from '../src/db/tenant-scope.ts';
import { enqueueJob } from '../src/jobs/enqueue-job.ts';
import { JobRegistry, type Job } from '../src/jobs/job-registry.ts';
import { startJobWorker, type JobWorkerOptions } from '../src/jobs/job-worker.ts';
import { createTenant } from '../src/tenancy/create-tenant.ts';
import { describeEachDatabase } from './support/databases.ts';
import { waitFor } from './support/test-app.ts';

const log = fastify({ logger: false }).log;

describeEachDatabase('jobs', (db) => {
  let tenantId: string;
  before(async () => {
    tenantId = (await createTenant(db(), { slug: 'jobs', name: 'Jobs' })).id;
  });

  const enqueue = (kind: string, payload: unknown = {}, maxAttempts?: number) =>
    withTenant(db(), tenantId, (trx) => enqueueJob(trx, { tenantId, kind, payload, maxAttempts }));
  const jobRow = (id: string) => db().selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const worker = (registry: JobRegistry, options: Partial<JobWorkerOptions> = {}) =>
    startJobWorker({ db: db(), registry, log, pollIntervalMs: 10, retryDelayMs: () => 10, ...options });

  test('a queued job runs once and is marked done', async () => {
    const registry = new JobRegistry();
    const seen: Job[] = [];
    registry.register('greet', async (job) => {
      seen.push(job);
    });
    const id = await enqueue('greet', { name: 'Ada' });
    const running = worker(registry);
    await waitFor(async () => (await jobRow(id)).status === 'done');
    await running.stop();
    assert.equal(seen.length, 1);
    assert.deepEqual({ ...seen[0] }, { id, tenantId, kind: 'greet', payload: { name: 'Ada' }, attempt: 1 });
  });

  test('a failing job is retried, then marked failed with its error', async () => {
    const registry = new JobRegistry();
    let attempts = 0;
    registry.register('flaky', async () => {
      attempts += 1;
      throw new Error(`attempt ${attempts} failed`);
    });
    const id = await enqueue('flaky', {}, 3);
    const running = worker(registry);
    await waitFor(async () => (await jobRow(id)).status === 'failed');
    await running.stop();
    const row = await jobRow(id);
    assert.equal(attempts, 3);
    assert.equal(row.attempts, 3);
    assert.equal(row.last_error, 'attempt 3 failed');
  });

  test('a job that succeeds on retry ends done', async () => {
    const registry = new JobRegistry();
    registry.register('second-time-lucky', async (job) => {
      if (job.attempt === 1) throw new Error('not yet');
    });
    const id = await enqueue('second-time-lucky');
    const running = worker(registry);
    await waitFor(async () => (await jobRow(id)).status === 'done');
    await running.stop();
    assert.equal((await jobRow(id)).attempts, 2);
  });

  test('two workers never run the same job', async () => {
    const registry = new JobRegistry();
    const runs: string[] = [];
    registry.register('count', async (job) => {
      runs.push(job.id);
      await sleep(5);
    });
    const ids = await Promise.all(Array.from({ length: 20 }, () => enqueue('count')));
    const workers = [worker(registry), worker(registry)];
    await waitFor(async () => {
      const done = await db().selectFrom('jobs').select('id').where('kind', '=', 'count').where('status', '=', 'done').execute();
      return done.length === ids.length;
    }, 10_000);
    await Promise.all(workers.map((running) => running.stop()));
    assert.deepEqual([...runs].sort(), [...ids].sort());
  });

  test('a job whose worker died is taken over when its lease runs out', async () => {
    const registry = new JobRegistry();
    registry.register('orphan', async () => undefined);
    const id = await enqueue('orphan');
    await db()
      .updateTable('jobs')
      .set({ status: 'running', attempts: 1, locked_until: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const running = worker(registry);
    await waitFor(async () => (await jobRow(id)).status === 'done');
    await running.stop();
    assert.equal((await jobRow(id)).attempts, 2);
  });

  test('stopping a worker aborts the job in hand', async () => {
    const registry = new JobRegistry();
    let started = false;
    registry.register('long', async (_job, { signal }) => {
      started = true;
      await sleep(60_000, undefined, { signal });
    });
    const id = await enqueue('long');
    const running = worker(registry, { retryDelayMs: () => 60_000 });
    await waitFor(async () => started);
    await running.stop();
    const row = await jobRow(id);
    assert.equal(row.status, 'queued');
    assert.ok(row.run_after > new Date(), 'retried later, not at once');
  });

  test('a job longer than its lease keeps it: it runs once, however many workers look', async () => {
    const registry = new JobRegistry();
    let runs = 0;
    registry.register('slow', async () => {
      runs += 1;
      await sleep(1500);
    });
    const id = await enqueue('slow');
    const workers = [worker(registry, { leaseMs: 300 }), worker(registry, { leaseMs: 300 })];
    await waitFor(async () => (await jobRow(id)).status === 'done', 10_000);
    await Promise.all(workers.map((running) => running.stop()));
    assert.equal(runs, 1);
    assert.equal((await jobRow(id)).attempts, 1);
  });

  test('a job whose lease was taken over anyway is told to stop', async () => {
    const registry = new JobRegistry();
    let aborted = false;
    registry.register('fenced', async (_job, { signal }) => {
      await sleep(10_000, undefined, { signal }).catch(() => {
        aborted = signal.aborted;
      });
    });
    const id = await enqueue('fenced');
    const running = worker(registry, { leaseMs: 300 });
    await waitFor(async () => (await jobRow(id)).status === 'running');
    // Another worker's claim, as after a long pause of this process: the attempt count moves on.
    await db()
      .updateTable('jobs')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
    await waitFor(async () => aborted, 5000);
    await running.stop();
  });
});
