// Runs queued jobs from the jobs table, one at a time per worker. Any number of workers, in any
// number of processes, share the table: a job is claimed with FOR UPDATE SKIP LOCKED and leased, and a
// job whose worker died is taken over when its lease runs out. A running job renews its lease (a
// heartbeat every third of it), so a job longer than the lease is never started a second time; a
// job whose lease was taken over anyway is told to stop.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, JobsTable } from '../db/schema.ts';
import type { JobRegistry } from './job-registry.ts';

export interface JobWorkerOptions {
  db: Kysely<Database>;
  registry: JobRegistry;
  log: FastifyBaseLogger;
  /** How long to wait before looking again when no job is due. */
  pollIntervalMs?: number;
  /** How long a claimed job is reserved for this worker. */
  leaseMs?: number;
  /** Delay before retry number `attempt` (1 after the first failure). */
  retryDelayMs?: (attempt: number) => number;
}

export interface JobWorker {
  /** Finishes the job in hand (its handler sees an aborted signal), then stops polling. */
  stop(): Promise<void>;
}

/** 10 s, 20 s, 40 s, … capped at an hour. */
const exponentialBackoff = (attempt: number) => Math.min(10_000 * 2 ** (attempt - 1), 3_600_000);

/** First and longest wait between tries to record how a run ended while the database is away. */
const OUTCOME_RETRY_MS = 250;
const OUTCOME_RETRY_MAX_MS = 5_000;
const milliseconds = (ms: number) => sql<Date>`now() + ${ms} * interval '1 millisecond'`;

async function claimNextJob(db: Kysely<Database>, leaseMs: number): Promise<Selectable<JobsTable> | undefined> {
  return db
    .updateTable('jobs')
    .set((eb) => ({ status: 'running', attempts: eb('attempts', '+', 1), locked_until: milliseconds(leaseMs) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where((job) =>
          job.or([
            job.and([job('status', '=', 'queued'), job('run_after', '<=', sql<Date>`now()`)]),
            job.and([job('status', '=', 'running'), job('locked_until', '<', sql<Date>`now()`)]),
          ]),
        )
        .orderBy('run_after')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Renews the job's lease while it runs; aborts `lost` when another worker holds it now. Returns the stop. */
function keepLease(renew: () => Promise<boolean>, leaseMs: number, lost: AbortController, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    renew()
      .then((held) => {
        if (!held) lost.abort(new Error('The job was taken over by another worker.'));
      })
      // The database may be away for a moment (a restart): the next beat tries again.
      .catch((error: unknown) => log.warn({ err: error }, 'The job lease could not be renewed'));
  }, leaseMs / 3);
  timer.unref();
  return () => clearInterval(timer);
}

export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, registry, log, pollIntervalMs = 1000, leaseMs = 5 * 60_000, retryDelayMs = exponentialBackoff } = options;
  const stopping = new AbortController();

  async function runJob(row: Selectable<JobsTable>): Promise<void> {
    // `attempts` changes at every claim, so it fences off a worker whose lease was taken over.
    const ownRun = db.updateTable('jobs').where('id', '=', row.id).where('attempts', '=', row.attempts);
    const jobLog = log.child({ jobId: row.id, kind: row.kind, attempt: row.attempts });
    const lost = new AbortController();
    const renew = async () => Number((await ownRun.set({ locked_until: milliseconds(leaseMs) }).executeTakeFirst()).numUpdatedRows) > 0;
    const stopRenewing = keepLease(renew, leaseMs, lost, jobLog);
    try {
      if (row.attempts > row.max_attempts) throw new Error('The job did not finish within its lease too many times.');
      const handler = registry.handlerFor(row.kind);
      if (!handler) throw new Error(`No handler is registered for job kind "${row.kind}".`);
      await handler(
        { id: row.id, tenantId: row.tenant_id, kind: row.kind, payload: row.payload, attempt: row.attempts },
        { signal: AbortSignal.any([stopping.signal, lost.signal]), log: jobLog },
      );
      stopRenewing();
      await recordOutcome(() => ownRun.set({ status: 'done', locked_until: null, last_error: null }).execute(), jobLog);
    } catch (error) {
      stopRenewing();
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= row.max_attempts;
      await recordOutcome(
        () =>
          ownRun
            .set(
              giveUp
                ? { status: 'failed', locked_until: null, last_error: message }
                : { status: 'queued', locked_until: null, last_error: message, run_after: milliseconds(retryDelayMs(row.attempts)) },
            )
            .execute(),
        jobLog,
      );
      jobLog.warn({ err: error }, giveUp ? 'Job failed for good' : 'Job failed; it will be retried');
    }
  }

  /**
   * Writes how a run ended, trying again while the database is away (a restart that also failed the
   * job): otherwise the job would stay `running` until its lease expired, minutes later. After the
   * lease the run is taken over anyway, so the tries stop there.
   */
  async function recordOutcome(write: () => Promise<unknown>, jobLog: FastifyBaseLogger): Promise<void> {
    const giveUpAt = Date.now() + leaseMs;
    for (let delay = OUTCOME_RETRY_MS; ; delay = Math.min(delay * 2, OUTCOME_RETRY_MAX_MS)) {
      try {
        await write();
        return;
      } catch (error) {
        if (stopping.signal.aborted || Date.now() + delay > giveUpAt) throw error;
        jobLog.warn({ err: error }, 'The end of a job run could not be recorded; trying again');
        await sleep(delay, undefined, { signal: stopping.signal }).catch(() => undefined);
      }
    }
  }

  const loop = (async () => {
    while (!stopping.signal.aborted) {
      let job: Selectable<JobsTable> | undefined;
      try {
        job = await claimNextJob(db, leaseMs);
        if (job) await runJob(job);
      } catch (error) {
        log.error({ err: error }, 'The job worker could not reach the database');
      }
      if (!job) await sleep(pollIntervalMs, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  })();

  return {
    async stop() {
      stopping.abort();
      await loop;
    },
  };
}
