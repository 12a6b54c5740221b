// Indexing a document version for search and answers: its structure is read and cut into passages
// in a worker thread with a memory ceiling (extraction/passage-extractor.ts, passages/segment-passages.ts)
// and stored with their heading path and tsvector. Runs as a job (documents.index-version), so uploads
// answer at once and a process that dies mid-way leaves a job
// that another worker retries.
import { z } from 'zod';
import type { RepositoryFileType } from '@app/shared/contract';
import { tableChanged } from '../db/embedded-statistics.ts';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { hasExtractableText } from '../files/text-extraction.ts';
import { UnreadableFileError } from '../files/unreadable-file-error.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import type { Job, JobHandler } from '../jobs/job-registry.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PassageExtractor } from './extraction/passage-extractor.ts';
import { READER_VERSION } from './extraction/reader-version.ts';
import { HEADING_SEPARATOR, type Passage } from './passages/segment-passages.ts';

export const INDEX_VERSION_JOB = 'documents.index-version';
const MAX_ATTEMPTS = 3;
/** Rows per insert statement: few round trips, statements of a sane size. */
const CHUNK_BATCH = 200;

const payloadSchema = z.object({ version_id: z.string().uuid() });

/** Queues the indexing of a new version in the caller's transaction (images are marked not indexable). */
export async function queueVersionIndexing(trx: TenantTransaction, tenantId: string, version: { id: string; fileType: RepositoryFileType }): Promise<void> {
  if (!hasExtractableText(version.fileType)) {
    await trx.updateTable('document_versions').set({ index_state: 'not_indexable' }).where('tenant_id', '=', tenantId).where('id', '=', version.id).execute();
    return;
  }
  await enqueueJob(trx, { tenantId, kind: INDEX_VERSION_JOB, payload: { version_id: version.id }, maxAttempts: MAX_ATTEMPTS });
}

async function setState(db: Kysely<Database>, tenantId: string, versionId: string, state: 'indexing' | 'failed', error: string | null = null): Promise<void> {
  await withTenant(db, tenantId, (trx) =>
    trx
      .updateTable('document_versions')
      // A failure is today's reader's: the re-reading (passage-rereading.ts) waits for a newer one.
      .set({ index_state: state, index_error: error, ...(state === 'failed' ? { reader_version: READER_VERSION } : {}) })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', versionId)
      .execute(),
  );
}

interface StoredPassage {
  text: string;
  heading_path: string;
  lead_in: string;
}

/** Control characters (all but tab and newline): search marks use some, PostgreSQL refuses NUL. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const clean = (text: string) => text.replace(CONTROL_CHARACTERS, ' ');

export const storedPassage = (passage: Passage): StoredPassage => ({
  text: clean(passage.text),
  heading_path: clean(passage.headings.join(HEADING_SEPARATOR)),
  lead_in: clean(passage.leadIns.join(' ')),
});

/** Stores the passages (replacing any a dead run or an older reader left) and marks the version indexed by today's reader. */
export async function storeChunks(trx: TenantTransaction, tenantId: string, versionId: string, chunks: StoredPassage[]): Promise<void> {
  await trx.deleteFrom('document_chunks').where('tenant_id', '=', tenantId).where('version_id', '=', versionId).execute();
  for (let start = 0; start < chunks.length; start += CHUNK_BATCH) {
    await trx
      .insertInto('document_chunks')
      .values(
        chunks.slice(start, start + CHUNK_BATCH).map((chunk, index) => ({ tenant_id: tenantId, version_id: versionId, ordinal: start + index, ...chunk })),
      )
      .execute();
  }
  await trx
    .updateTable('document_versions')
    .set({ index_state: 'indexed', index_error: null, reader_version: READER_VERSION })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', versionId)
    .execute();
}

export function indexVersionJob(db: Kysely<Database>, storage: FileStorage, extractor: PassageExtractor): JobHandler {
  return async (job: Job) => {
    const tenantId = job.tenantId;
    if (!tenantId) throw new Error('An indexing job needs an organisation.');
    const { version_id: versionId } = payloadSchema.parse(job.payload);
    const version = await withTenant(db, tenantId, (trx) =>
      trx
        .selectFrom('document_versions')
        .select(['sha256', 'file_type', 'index_state'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', versionId)
        .executeTakeFirst(),
    );
    // Purged meanwhile, or indexed by an earlier run that died before the job was marked done.
    if (!version || version.index_state === 'indexed' || version.index_state === 'not_indexable') return;

    // The same content was indexed before (a restored version, a re-upload) by today's reader: its chunks serve again.
    const copied = await withTenant(db, tenantId, async (trx) => {
      const twin = await trx
        .selectFrom('document_versions')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('sha256', '=', version.sha256)
        .where('index_state', '=', 'indexed')
        .where('reader_version', '=', READER_VERSION)
        .where('id', '<>', versionId)
        .limit(1)
        .executeTakeFirst();
      if (!twin) return false;
      const chunks = await trx
        .selectFrom('document_chunks')
        .select(['text', 'heading_path', 'lead_in'])
        .where('tenant_id', '=', tenantId)
        .where('version_id', '=', twin.id)
        .orderBy('ordinal')
        .execute();
      await storeChunks(trx, tenantId, versionId, chunks);
      return true;
    });
    if (copied) return tableChanged(db, 'document_chunks');

    await setState(db, tenantId, versionId, 'indexing');
    let passages: Passage[];
    try {
      passages = await extractor.extract(version.file_type, await storage.open(version.sha256));
    } catch (error) {
      if (error instanceof UnreadableFileError) return setState(db, tenantId, versionId, 'failed', error.message);
      // Possibly passing (storage unreachable): retried, and recorded once no attempt is left.
      if (job.attempt >= MAX_ATTEMPTS) {
        await setState(db, tenantId, versionId, 'failed', 'The text of this file could not be extracted. Upload it again to retry.');
      }
      throw error;
    }
    await withTenant(db, tenantId, (trx) => storeChunks(trx, tenantId, versionId, passages.map(storedPassage)));
    tableChanged(db, 'document_chunks');
  };
}
