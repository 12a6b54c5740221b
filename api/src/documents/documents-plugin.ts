// /api/v1/documents, the repository part: folders and documents, versions, the bin, search, upload,
// preview and download, and the document lookups; plus the indexing, re-reading and bin-purge jobs.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_MAX_UPLOAD_MB } from '@app/shared/contract';
import { enqueueSystemJobOnce } from '../jobs/system-jobs.ts';
import { BIN_PURGE_JOB, binPurgeJob } from './bin-purge-job.ts';
import { documentLookupsRoute } from './document-lookups.ts';
import { filePreviewRoute } from './file-preview.ts';
import { fileUploadRoute } from './file-upload.ts';
import { PassageExtractor } from './extraction/passage-extractor.ts';
import { INDEX_VERSION_JOB, indexVersionJob } from './index-version-job.ts';
import { REREAD_PASSAGES_JOB, REREAD_START_DELAY_MS, rereadPassagesJob } from './passage-rereading.ts';
import { repositoryGuards } from './repository-access.ts';
import { repositoryDetailsRoute } from './repository-details.ts';
import { repositoryListRoute } from './repository-list.ts';

export interface DocumentsOptions {
  /** Largest accepted upload in megabytes; default DEFAULT_MAX_UPLOAD_MB. */
  maxUploadMb?: number;
}

export const documentsPlugin: FastifyPluginAsyncZod<DocumentsOptions> = async (app, { maxUploadMb = DEFAULT_MAX_UPLOAD_MB }) => {
  const guards = repositoryGuards(app);
  await app.register(multipart);
  await app.register(repositoryListRoute, { guards });
  await app.register(repositoryDetailsRoute, { guards });
  await app.register(fileUploadRoute, { guards, maxUploadBytes: Math.floor(maxUploadMb * 1024 * 1024) });
  await app.register(filePreviewRoute, { guards });
  await app.register(documentLookupsRoute, { guards });

  const extractor = new PassageExtractor();
  app.addHook('onClose', () => extractor.close());
  app.registerJobHandler(INDEX_VERSION_JOB, indexVersionJob(app.db, app.fileStorage, extractor));
  app.registerJobHandler(REREAD_PASSAGES_JOB, rereadPassagesJob(app.db, app.fileStorage, extractor));
  app.registerJobHandler(BIN_PURGE_JOB, binPurgeJob(app.db, app.fileStorage));
  // The purge books its own next run, the re-reading its next while versions wait; these book the first (or find it booked).
  app.addHook('onReady', async () => {
    await enqueueSystemJobOnce(app.db, BIN_PURGE_JOB, new Date());
    await enqueueSystemJobOnce(app.db, REREAD_PASSAGES_JOB, new Date(Date.now() + REREAD_START_DELAY_MS));
  });
};
