import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  id: string;
  tenantId: string | null;
  kind: string;
  /** As enqueued; a handler validates it before use. */
  payload: unknown;
  /** 1 for the first run, 2 for the first retry, and so on. */
  attempt: number;
}

export interface JobContext {
  /** Aborted when the worker stops: a long job should give up and will be retried later. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/** Does the job's work; throwing makes the worker retry it later, then mark it failed. */
export type JobHandler = (job: Job, context: JobContext) => Promise<void>;

/** Which handler runs which kind of job. Domain plugins register theirs with app.registerJobHandler. */
export class JobRegistry {
  readonly #handlers = new Map<string, JobHandler>();

  register(kind: string, handler: JobHandler): void {
    if (this.#handlers.has(kind)) throw new Error(`A handler for job kind "${kind}" is already registered.`);
    this.#handlers.set(kind, handler);
  }

  handlerFor(kind: string): JobHandler | undefined {
    return this.#handlers.get(kind);
  }
}
