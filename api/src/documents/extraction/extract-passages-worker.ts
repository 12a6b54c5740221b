// The worker thread that reads a document's text into passages (see passage-extractor.ts): the
// parsers (mammoth, exceljs, pdf.js) run here, under the thread's memory ceiling and off the API's
// event loop. One request at a time: { id, fileType, content } in, { id, passages } or
// { id, unreadable } out.
import { Readable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import type { RepositoryFileType } from '@app/shared/contract';
import { extractBlocks } from '../../files/text-extraction.ts';
import { UnreadableFileError } from '../../files/unreadable-file-error.ts';
import { segmentPassages } from '../passages/segment-passages.ts';

export interface ExtractionRequest {
  id: number;
  fileType: RepositoryFileType;
  content: Uint8Array;
}

parentPort!.on('message', ({ id, fileType, content }: ExtractionRequest) => {
  extractBlocks(fileType, Readable.from([Buffer.from(content.buffer, content.byteOffset, content.byteLength)]))
    .then((blocks) => parentPort!.postMessage({ id, passages: segmentPassages(blocks) }))
    .catch((error: unknown) => {
      if (error instanceof UnreadableFileError) parentPort!.postMessage({ id, unreadable: error.message });
      else parentPort!.postMessage({ id, failed: error instanceof Error ? error.message : String(error) });
    });
});
