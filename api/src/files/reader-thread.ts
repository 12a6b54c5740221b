// A long-lived worker thread that reads files for the API: the parsers (ExcelJS, mammoth, pdf.js)
// run there, under the thread's own heap ceiling and off the API's event loop, where a few hundred
// milliseconds of parsing would hold every request (and, embedded, the database). A file whose
// parsing needs more heap than allowed ends that thread, not the API process. One thread, reused
// (starting one costs more than reading a file) and started again after it ends; reads queue, one
// file at a time. The worker's module calls `serveReads` (reader-thread-worker.ts).
import { Worker } from 'node:worker_threads';
import type { ReadAnswer, ReportedError } from './reader-thread-worker.ts';

export interface ReaderThreadOptions {
  /** The worker's module: `workerModule(import.meta.url, name)` of the module beside it. */
  entry: URL;
  /** The heap one read may use. */
  heapMb: number;
  /** A read that takes longer is given up on, and its thread ended. */
  timeoutMs: number;
  /**
   * The error the caller throws for each way a read can fail: an error the worker's reader threw
   * (only its name, message and code cross the thread: rebuild the caller's own class from them), a
   * file that needs more than `heapMb`, one that takes more than `timeoutMs`, a thread that ended.
   */
  errors: {
    reported(error: ReportedError): Error;
    outOfMemory(): Error;
    timedOut(): Error;
    stopped(): Error;
  };
}

/** The worker module `name` beside `callerUrl`: compiled, `<name>.js` beside the server's chunks (scripts/build.mjs); from the sources, `<name>.ts`. */
export function workerModule(callerUrl: string, name: string): URL {
  return new URL(`./${name}.${callerUrl.endsWith('.ts') ? 'ts' : 'js'}`, callerUrl);
}

// A worker thread does not inherit the `--import tsx` hooks of the main thread: from the TypeScript
// sources (development, tests), an entry that registers them in the thread first.
const TYPESCRIPT_ENTRY = new URL('./reader-thread-dev.mjs', import.meta.url);

export class ReaderThread<Request, Result> {
  readonly #options: ReaderThreadOptions;
  #worker: Worker | undefined;
  #nextId = 0;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(options: ReaderThreadOptions) {
    this.#options = options;
  }

  /** The worker's answer to `request`, after the reads queued before it. */
  read(request: Request): Promise<Result> {
    const run = this.#queue.then(() => this.#inWorker(request));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** Starts the thread ahead of the first read, which would otherwise wait for it (seconds on a busy machine). */
  start(): void {
    this.#started();
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }

  #started(): Worker {
    if (!this.#worker) {
      const { entry, heapMb } = this.#options;
      const typescript = entry.pathname.endsWith('.ts');
      const worker = new Worker(typescript ? TYPESCRIPT_ENTRY : entry, {
        resourceLimits: { maxOldGenerationSizeMb: heapMb },
        // Not the process's flags: its preloads (`--import` of a benchmark's turn monitor, of tsx) are
        // not for a reader, and a TypeScript preload fails in a thread before tsx is registered there.
        execArgv: [],
        ...(typescript && { workerData: { entry: entry.href } }),
      });
      worker.unref(); // an idle reader never keeps the process alive
      // A thread that failed (out of memory) or ended is replaced at the next read.
      const forget = () => {
        if (this.#worker === worker) this.#worker = undefined;
      };
      worker.once('error', forget).once('exit', forget);
      this.#worker = worker;
    }
    return this.#worker;
  }

  #inWorker(request: Request): Promise<Result> {
    const { timeoutMs, errors } = this.#options;
    const worker = this.#started();
    const id = (this.#nextId += 1);
    return new Promise<Result>((resolve, reject) => {
      const timer = setTimeout(() => {
        settle();
        void worker.terminate();
        reject(errors.timedOut());
      }, timeoutMs);
      const onMessage = (answer: ReadAnswer<Result>) => {
        if (answer.id !== id) return;
        settle();
        if ('result' in answer) resolve(answer.result);
        else reject(errors.reported(answer.error));
      };
      const onError = (error: Error & { code?: string }) => {
        settle();
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? errors.outOfMemory() : error);
      };
      const onExit = () => {
        settle();
        reject(errors.stopped());
      };
      const settle = () => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      };
      worker.on('message', onMessage).once('error', onError).once('exit', onExit);
      worker.postMessage({ id, request });
    });
  }
}
