// The worker thread that reads a document's text into passages (see passage-extractor.ts): the
// parsers (mammoth, exceljs, pdf.js) run here, under the thread's memory ceiling and off the API's
// event loop.
import { Readable } from 'node:stream';
import type { RepositoryFileType } from '@app/shared/contract';
import { serveReads } from '../../files/reader-thread-worker.ts';
import { extractBlocks } from '../../files/text-extraction.ts';
import { segmentPassages, type Passage } from '../passages/segment-passages.ts';

export interface ExtractionRequest {
  fileType: RepositoryFileType;
  content: Uint8Array;
}

serveReads<ExtractionRequest, Passage[]>(async ({ fileType, content }) =>
  segmentPassages(await extractBlocks(fileType, Readable.from([Buffer.from(content.buffer, content.byteOffset, content.byteLength)]))),
);
