// Reads documents into passages in a worker thread with a memory ceiling: a file whose parsing needs
// more heap than a document may use (a huge spreadsheet, a pathological pdf) ends that thread, not
// the API process, and is marked unreadable with a reason; parsing never blocks the API's event loop.
// One long-lived thread, reused (starting one costs more than reading a policy); it is started again
// after it ends. Requests queue: one document is read at a time.
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { RepositoryFileType } from '@app/shared/contract';
import { readAll } from '../../files/read-content.ts';
import { UnreadableFileError } from '../../files/unreadable-file-error.ts';
import type { Passage } from '../passages/segment-passages.ts';
import type { ExtractionRequest } from './extract-passages-worker.ts';

/** The heap a document's parsing may use. */
export const EXTRACTION_HEAP_MB = 512;
/** A document that takes longer is given up on for this attempt (the job retries it). */
const EXTRACTION_TIMEOUT_MS = 5 * 60_000;

type Answer = { id: number; passages: Passage[] } | { id: number; unreadable: string } | { id: number; failed: string };

// Compiled, the worker is dist/extract-passages-worker.js beside the server's chunks; from the
// TypeScript sources (development, tests) an entry that registers tsx in the thread first.
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./extract-passages-worker-dev.mjs', import.meta.url)
  : new URL('./extract-passages-worker.js', import.meta.url);

export class PassageExtractor {
  readonly #heapMb: number;
  readonly #timeoutMs: number;
  #worker: Worker | undefined;
  #nextId = 0;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(options: { heapMb?: number; timeoutMs?: number } = {}) {
    this.#heapMb = options.heapMb ?? EXTRACTION_HEAP_MB;
    this.#timeoutMs = options.timeoutMs ?? EXTRACTION_TIMEOUT_MS;
  }

  /** The passages of a file; an UnreadableFileError when it cannot be read (or needs too much memory). */
  extract(fileType: RepositoryFileType, content: Readable): Promise<Passage[]> {
    const run = this.#queue.then(async () => this.#inWorker(fileType, await readAll(content)));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }

  #started(): Worker {
    if (!this.#worker) {
      const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: this.#heapMb } });
      worker.unref(); // an idle reader never keeps the process alive
      // A thread that failed (out of memory) or ended is replaced at the next request.
      const forget = () => {
        if (this.#worker === worker) this.#worker = undefined;
      };
      worker.once('error', forget).once('exit', forget);
      this.#worker = worker;
    }
    return this.#worker;
  }

  #inWorker(fileType: RepositoryFileType, content: Buffer): Promise<Passage[]> {
    const worker = this.#started();
    const id = (this.#nextId += 1);
    return new Promise<Passage[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        settle();
        void worker.terminate();
        reject(new Error(`Reading the file took more than ${this.#timeoutMs / 1000} s.`));
      }, this.#timeoutMs);
      const onMessage = (answer: Answer) => {
        if (answer.id !== id) return;
        settle();
        if ('passages' in answer) resolve(answer.passages);
        else if ('unreadable' in answer) reject(new UnreadableFileError(answer.unreadable));
        else reject(new Error(answer.failed));
      };
      const onError = (error: Error & { code?: string }) => {
        settle();
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new UnreadableFileError(
                `Reading this file needs more than the ${this.#heapMb} MB a document may use. Split it into smaller files and upload those.`,
              )
            : error,
        );
      };
      const onExit = () => {
        settle();
        reject(new Error('The document reader stopped.'));
      };
      const settle = () => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      };
      worker.on('message', onMessage).once('error', onError).once('exit', onExit);
      const request: ExtractionRequest = { id, fileType, content: new Uint8Array(content.buffer, content.byteOffset, content.byteLength) };
      worker.postMessage(request);
    });
  }
}
