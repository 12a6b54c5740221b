// The bin's end: items deleted more than BIN_RETENTION_DAYS ago go for good, with their versions and
// chunks, and each stored file that nothing holds any more leaves the storage. Runs hourly as a
// job of no organisation (documents.purge-bin) that books its own next run.
import type { Kysely } from 'kysely';
import { BIN_RETENTION_DAYS } from '@app/shared/contract';
import { writeAudit } from '../auditlog/write-audit.ts';
import type { Database } from '../db/schema.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { deleteFileIfUnheld, releaseFileBlob } from '../files/file-blobs.ts';
import type { FileStorage } from '../files/file-storage.ts';
import type { JobHandler } from '../jobs/job-registry.ts';
import { enqueueSystemJobOnce } from '../jobs/system-jobs.ts';

export const BIN_PURGE_JOB = 'documents.purge-bin';
export const BIN_PURGE_INTERVAL_MS = 3600 * 1000;
/** What the repository's rows in file_blobs are held by. */
export const REPOSITORY_FILE_HOLDER = 'repository';

const DAY_MS = 24 * 3600 * 1000;

/** Deleted items (with everything below them) purged per transaction. */
const ROOTS_PER_TRANSACTION = 50;

export interface PurgeResult {
  items: number;
  files: number;
}

/** Purges every organisation's bin of what was deleted before `now` minus the retention. */
export async function purgeBin(db: Kysely<Database>, storage: FileStorage, now = new Date()): Promise<PurgeResult> {
  const cutoff = new Date(now.getTime() - BIN_RETENTION_DAYS * DAY_MS);
  // Housekeeping across organisations: the only query outside a tenant's scope, and it reads ids only.
  const tenants = await db.selectFrom('repository_items').select('tenant_id').distinct().where('deleted_at', '<', cutoff).execute();
  const result: PurgeResult = { items: 0, files: 0 };
  for (const { tenant_id: tenantId } of tenants) {
    // A few deletions per transaction: the requests (on PGlite, its one connection) get a turn in between.
    for (let more = true; more;) {
      const released = await withTenant(db, tenantId, async (trx) => {
        const roots = await trx
          .selectFrom('repository_items')
          .select(['id', 'kind', 'name', 'deleted_at'])
          .where('tenant_id', '=', tenantId)
          .where('deleted_at', '<', cutoff)
          .whereRef('deleted_root_id', '=', 'id')
          .orderBy('id')
          .limit(ROOTS_PER_TRANSACTION)
          .forUpdate()
          .execute();
        more = roots.length === ROOTS_PER_TRANSACTION;
        if (roots.length === 0) return [];
        const rootIds = roots.map((root) => root.id);
        const hashes = await trx
          .selectFrom('document_versions as v')
          .innerJoin('repository_items as i', (join) => join.onRef('i.id', '=', 'v.document_id').onRef('i.tenant_id', '=', 'v.tenant_id'))
          .select('v.sha256')
          .distinct()
          .where('v.tenant_id', '=', tenantId)
          .where('i.deleted_root_id', 'in', rootIds)
          .execute();
        // Everything deleted with a root sits below it: the tree's cascade takes it, versions and chunks.
        const { numDeletedRows } = await trx
          .deleteFrom('repository_items')
          .where('tenant_id', '=', tenantId)
          .where('deleted_root_id', 'in', rootIds)
          .executeTakeFirst();
        result.items += Number(numDeletedRows);
        const unused: string[] = [];
        for (const { sha256 } of hashes) {
          const stillUsed = await trx
            .selectFrom('document_versions')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where('sha256', '=', sha256)
            .limit(1)
            .executeTakeFirst();
          if (stillUsed) continue;
          await releaseFileBlob(trx, tenantId, REPOSITORY_FILE_HOLDER, sha256);
          unused.push(sha256);
        }
        for (const root of roots) {
          await writeAudit(trx, {
            tenantId,
            category: 'repository',
            action: 'purged',
            targetType: root.kind,
            targetId: root.id,
            before: { name: root.name, deleted_at: root.deleted_at },
          });
        }
        return unused;
      });
      // Only once the release committed: a failure before leaves every file where its rows expect it.
      for (const sha256 of released) {
        if (await withTenant(db, tenantId, (trx) => deleteFileIfUnheld(trx, storage, sha256))) result.files += 1;
      }
    }
  }
  return result;
}

export function binPurgeJob(db: Kysely<Database>, storage: FileStorage): JobHandler {
  return async (_job, { log }) => {
    const purged = await purgeBin(db, storage);
    if (purged.items > 0) log.info(purged, 'Purged the bin');
    await enqueueSystemJobOnce(db, BIN_PURGE_JOB, new Date(Date.now() + BIN_PURGE_INTERVAL_MS));
  };
}
