// Who holds which stored file. Storage is shared by content hash, so a file may be held by several
// organisations and parts of the product at once; it is deleted only once nobody holds it. Changes
// to a hash's holders and to its file run under one lock per hash, so an upload of the same bytes
// never loses its file to a concurrent clean-up.
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import type { FileStorage, StoredFile } from './file-storage.ts';

/** Holds the lock of `sha256` until the transaction ends. */
export async function lockFileBlob(trx: TenantTransaction, sha256: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`file-blob:${sha256}`}))`.execute(trx);
}

/** Records that `holder` of the tenant keeps `file`; call with the file's lock held. */
export async function holdFileBlob(trx: TenantTransaction, tenantId: string, holder: string, file: StoredFile): Promise<void> {
  await trx
    .insertInto('file_blobs')
    .values({ tenant_id: tenantId, holder, sha256: file.sha256, size: file.size })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'holder', 'sha256']).doNothing())
    .execute();
}

export async function releaseFileBlob(trx: TenantTransaction, tenantId: string, holder: string, sha256: string): Promise<void> {
  await trx.deleteFrom('file_blobs').where('tenant_id', '=', tenantId).where('holder', '=', holder).where('sha256', '=', sha256).execute();
}

/**
 * Deletes the stored file unless someone (in any organisation) holds it; answers whether it did.
 * Call it after the transaction that released the last hold committed.
 */
export async function deleteFileIfUnheld(trx: TenantTransaction, storage: FileStorage, sha256: string): Promise<boolean> {
  await lockFileBlob(trx, sha256);
  const { rows } = await sql<{ in_use: boolean }>`SELECT file_blob_in_use(${sha256}) AS in_use`.execute(trx);
  if (rows[0]?.in_use) return false;
  await storage.delete(sha256);
  return true;
}
