// Reads documents into passages in a worker thread with a memory ceiling (files/reader-thread.ts): a
// file whose parsing needs more heap than a document may use (a huge spreadsheet, a pathological pdf)
// ends that thread, not the API process, and is marked unreadable with a reason; parsing never blocks
// the API's event loop. One document is read at a time.
import type { Readable } from 'node:stream';
import type { RepositoryFileType } from '@app/shared/contract';
import { readAll } from '../../files/read-content.ts';
import { ReaderThread, workerModule } from '../../files/reader-thread.ts';
import { UnreadableFileError } from '../../files/unreadable-file-error.ts';
import type { Passage } from '../passages/segment-passages.ts';
import type { ExtractionRequest } from './extract-passages-worker.ts';

/** The heap a document's parsing may use. */
export const EXTRACTION_HEAP_MB = 512;
/** A document that takes longer is given up on for this attempt (the job retries it). */
const EXTRACTION_TIMEOUT_MS = 5 * 60_000;

export class PassageExtractor {
  readonly #thread: ReaderThread<ExtractionRequest, Passage[]>;

  constructor(options: { heapMb?: number; timeoutMs?: number } = {}) {
    const heapMb = options.heapMb ?? EXTRACTION_HEAP_MB;
    const timeoutMs = options.timeoutMs ?? EXTRACTION_TIMEOUT_MS;
    this.#thread = new ReaderThread({
      entry: workerModule(import.meta.url, 'extract-passages-worker'),
      heapMb,
      timeoutMs,
      errors: {
        reported: ({ name, message }) => (name === 'UnreadableFileError' ? new UnreadableFileError(message) : new Error(message)),
        outOfMemory: () =>
          new UnreadableFileError(`Reading this file needs more than the ${heapMb} MB a document may use. Split it into smaller files and upload those.`),
        timedOut: () => new Error(`Reading the file took more than ${timeoutMs / 1000} s.`),
        stopped: () => new Error('The document reader stopped.'),
      },
    });
  }

  /** The passages of a file; an UnreadableFileError when it cannot be read (or needs too much memory). */
  async extract(fileType: RepositoryFileType, content: Readable): Promise<Passage[]> {
    const data = await readAll(content);
    return this.#thread.read({ fileType, content: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) });
  }

  close(): Promise<void> {
    return this.#thread.close();
  }
}
