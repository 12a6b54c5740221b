import type { TenantTransaction } from '../db/tenant-scope.ts';

export interface NewJob {
  tenantId: string;
  kind: string;
  payload?: unknown;
  runAfter?: Date;
  maxAttempts?: number;
}

/** Queues a job in the caller's transaction: it exists only if the change that asked for it commits. */
export async function enqueueJob(trx: TenantTransaction, job: NewJob): Promise<string> {
  const { id } = await trx
    .insertInto('jobs')
    .values({
      tenant_id: job.tenantId,
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? {}),
      run_after: job.runAfter,
      max_attempts: job.maxAttempts,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
