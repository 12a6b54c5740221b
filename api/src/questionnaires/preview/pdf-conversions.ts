// The pdf conversions kept for preview, by the content hash of the original (one per content, held by
// the pdf previews), and the project document a signed preview link names.
import type { TenantTransaction } from '../../db/tenant-scope.ts';
import { holdFileBlob, lockFileBlob } from '../../files/file-blobs.ts';
import type { StagedFile } from '../../files/file-storage.ts';
import { PDF_PREVIEWS_HOLDER } from '../../projects/project-file-holds.ts';

export function findPdfConversion(trx: TenantTransaction, tenantId: string, sourceSha256: string) {
  return trx
    .selectFrom('pdf_conversions')
    .select(['pdf_sha256', 'size'])
    .where('tenant_id', '=', tenantId)
    .where('source_sha256', '=', sourceSha256)
    .executeTakeFirst();
}

/** Keeps the staged pdf as the conversion of `sourceSha256` (a later conversion replaces an earlier one). */
export async function recordPdfConversion(trx: TenantTransaction, tenantId: string, sourceSha256: string, staged: StagedFile): Promise<void> {
  await lockFileBlob(trx, staged.sha256);
  await staged.commit();
  await holdFileBlob(trx, tenantId, PDF_PREVIEWS_HOLDER, staged);
  await trx
    .insertInto('pdf_conversions')
    .values({ tenant_id: tenantId, source_sha256: sourceSha256, pdf_sha256: staged.sha256, size: staged.size })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'source_sha256']).doUpdateSet({ pdf_sha256: staged.sha256, size: staged.size }))
    .execute();
}

/** The stored file of a project document, by the id a signed link names. */
export function documentFile(trx: TenantTransaction, tenantId: string, documentId: string) {
  return trx
    .selectFrom('project_documents')
    .select(['name', 'file_type', 'sha256', 'size'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', documentId)
    .executeTakeFirst();
}
