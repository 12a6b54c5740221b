// Documents read by an earlier reader are read again by today's (extraction/reader-version.ts), so
// that a better reading of documents (whole paragraphs, headings kept out of the text, tables read as
// rows) reaches the repository an organisation already has, not only its next uploads. A job of no
// organisation (documents.reread-passages) reads a few versions a run, newest first, and books the
// next run a moment later: uploads' indexing, queued to run at once, goes first. Nothing is lost on
// the way: a version's passages are replaced in one transaction, and a file today's reader cannot
// read keeps the passages it has. A version that failed before is tried again, once per reader.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { tableChanged } from '../db/embedded-statistics.ts';
import { withTenant } from '../db/tenant-scope.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { UnreadableFileError } from '../files/unreadable-file-error.ts';
import type { JobHandler } from '../jobs/job-registry.ts';
import { enqueueSystemJobOnce } from '../jobs/system-jobs.ts';
import type { PassageExtractor } from './extraction/passage-extractor.ts';
import { READER_VERSION } from './extraction/reader-version.ts';
import { storeChunks, storedPassage } from './index-version-job.ts';

export const REREAD_PASSAGES_JOB = 'documents.reread-passages';
/** Versions one run reads: a few seconds of the reader thread, then the queue gets a turn. */
const VERSIONS_PER_RUN = 20;
/**
 * Between runs, so that what users queued meanwhile (their uploads' indexing) runs first: as long as
 * the run took, at least a second, so that the re-reading has at most half of the machine's time
 * however busy it is (searches while it ran: bench/repository.ts).
 */
const MIN_PAUSE_BETWEEN_RUNS_MS = 1000;
/** After start-up: a deployment serves before it reads its repository again. */
export const REREAD_START_DELAY_MS = 10_000;

export interface RereadResult {
  /** Versions whose passages today's reader made. */
  reread: number;
  /** Versions today's reader cannot read: their passages (or their failure) stay as they were. */
  kept: number;
  /** Whether more versions may be waiting (the run took as many as it could). */
  more: boolean;
}

interface StaleVersion {
  tenant_id: string;
  id: string;
  sha256: string;
  file_type: Database['document_versions']['file_type'];
}

/** Reads one version again; `gone` when it was purged or read meanwhile. */
async function reread(db: Kysely<Database>, storage: FileStorage, extractor: PassageExtractor, version: StaleVersion): Promise<'reread' | 'kept' | 'gone'> {
  const { tenant_id: tenantId, id } = version;
  let passages;
  try {
    passages = await extractor.extract(version.file_type, await storage.open(version.sha256));
  } catch (error) {
    // Anything else (storage away, the reader thread stopped) may pass: the run is retried later.
    if (!(error instanceof UnreadableFileError)) throw error;
    await withTenant(db, tenantId, (trx) =>
      trx.updateTable('document_versions').set({ reader_version: READER_VERSION }).where('tenant_id', '=', tenantId).where('id', '=', id).execute(),
    );
    return 'kept';
  }
  return withTenant(db, tenantId, async (trx) => {
    const still = await trx
      .selectFrom('document_versions')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('index_state', 'in', ['indexed', 'failed'])
      .where('reader_version', '<', READER_VERSION)
      .forUpdate()
      .executeTakeFirst();
    if (!still) return 'gone';
    await storeChunks(trx, tenantId, id, passages.map(storedPassage));
    return 'reread';
  });
}

/** Reads again up to `limit` versions an older reader read (or failed to read), newest first. */
export async function rereadStalePassages(
  db: Kysely<Database>,
  storage: FileStorage,
  extractor: PassageExtractor,
  limit = VERSIONS_PER_RUN,
): Promise<RereadResult> {
  // Housekeeping across organisations: this reads ids only; each version is then read and stored in its own organisation's scope.
  const stale = await db
    .selectFrom('document_versions')
    .select(['tenant_id', 'id', 'sha256', 'file_type'])
    .where('index_state', 'in', ['indexed', 'failed'])
    .where('reader_version', '<', READER_VERSION)
    .orderBy('reader_version')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  const result: RereadResult = { reread: 0, kept: 0, more: stale.length === limit };
  for (const version of stale) {
    const outcome = await reread(db, storage, extractor, version);
    if (outcome !== 'gone') result[outcome] += 1;
  }
  if (result.reread > 0) tableChanged(db, 'document_chunks');
  return result;
}

export function rereadPassagesJob(db: Kysely<Database>, storage: FileStorage, extractor: PassageExtractor, versionsPerRun = VERSIONS_PER_RUN): JobHandler {
  return async (_job, { log }) => {
    const started = Date.now();
    const result = await rereadStalePassages(db, storage, extractor, versionsPerRun);
    if (result.reread + result.kept > 0) log.info({ ...result, readerVersion: READER_VERSION }, 'Read documents again with the current reader');
    const pause = Math.max(MIN_PAUSE_BETWEEN_RUNS_MS, Date.now() - started);
    if (result.more) await enqueueSystemJobOnce(db, REREAD_PASSAGES_JOB, new Date(Date.now() + pause));
  };
}
