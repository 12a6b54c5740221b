// The stored files projects hold (file_blobs, 0003_repository): uploaded documents, exports, and the
// pdf copies made for preview. A file is released once no row of its kind uses it any more, and
// removed from the storage after the releasing transaction commits, unless anyone else holds it.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { deleteFileIfUnheld, releaseFileBlob } from '../files/file-blobs.ts';
import type { FileStorage } from '../files/file-storage.ts';

export const PROJECT_DOCUMENTS_HOLDER = 'project-documents';
export const PROJECT_EXPORTS_HOLDER = 'project-exports';
export const PDF_PREVIEWS_HOLDER = 'pdf-previews';

export interface ReleasedFiles {
  documents?: readonly string[];
  exports?: readonly string[];
}

/**
 * Within the transaction that deleted the rows: lets go of the files no remaining row uses (and of
 * the pdf previews of released documents). Answers the hashes let go of, for removeUnheldFiles.
 */
export async function releaseUnusedFiles(trx: TenantTransaction, tenantId: string, files: ReleasedFiles): Promise<string[]> {
  const released: string[] = [];
  const documents = await unused(trx, tenantId, 'project_documents', files.documents ?? []);
  for (const sha256 of documents) await releaseFileBlob(trx, tenantId, PROJECT_DOCUMENTS_HOLDER, sha256);
  released.push(...documents);
  if (documents.length > 0) {
    const previews = await trx
      .deleteFrom('pdf_conversions')
      .where('tenant_id', '=', tenantId)
      .where('source_sha256', 'in', documents)
      .returning('pdf_sha256')
      .execute();
    const previewHashes = [...new Set(previews.map((row) => row.pdf_sha256))];
    const stillUsed = new Set(
      previewHashes.length === 0
        ? []
        : (
            await trx.selectFrom('pdf_conversions').select('pdf_sha256').where('tenant_id', '=', tenantId).where('pdf_sha256', 'in', previewHashes).execute()
          ).map((row) => row.pdf_sha256),
    );
    for (const sha256 of previewHashes.filter((hash) => !stillUsed.has(hash))) {
      await releaseFileBlob(trx, tenantId, PDF_PREVIEWS_HOLDER, sha256);
      released.push(sha256);
    }
  }
  const exports = await unused(trx, tenantId, 'project_exports', files.exports ?? []);
  for (const sha256 of exports) await releaseFileBlob(trx, tenantId, PROJECT_EXPORTS_HOLDER, sha256);
  released.push(...exports);
  return released;
}

async function unused(trx: TenantTransaction, tenantId: string, table: 'project_documents' | 'project_exports', hashes: readonly (string | null)[]) {
  const candidates = [...new Set(hashes.filter((hash): hash is string => !!hash))];
  if (candidates.length === 0) return [];
  const used = await trx.selectFrom(table).select('sha256').where('tenant_id', '=', tenantId).where('sha256', 'in', candidates).execute();
  const inUse = new Set(used.map((row) => row.sha256));
  return candidates.filter((hash) => !inUse.has(hash));
}

/** After the releasing transaction committed: removes each file nobody holds any more. Never throws. */
export async function removeUnheldFiles(
  deps: { db: Kysely<Database>; storage: FileStorage; log: FastifyBaseLogger },
  tenantId: string,
  hashes: readonly string[],
): Promise<void> {
  for (const sha256 of hashes) {
    try {
      await withTenant(deps.db, tenantId, (trx) => deleteFileIfUnheld(trx, deps.storage, sha256));
    } catch (error) {
      // The file stays until the next clean-up; the change it belonged to is done.
      deps.log.warn({ err: error, sha256 }, 'A released file could not be removed from the storage');
    }
  }
}
