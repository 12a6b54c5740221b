// The stored file of a document version: which one a preview or a signed link means.
import type { DocumentVersionsTable } from '../db/schema.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { notFound } from '../http/error-handler.ts';

export type VersionFacts = Pick<DocumentVersionsTable, 'sha256' | 'mime_type' | 'file_type' | 'original_name'> & { id: string; size: number };

/** A version of a document (its current one by default); a 404 for anything else. */
export async function findVersion(trx: TenantTransaction, tenantId: string, documentId: string, versionId: string | undefined): Promise<VersionFacts> {
  const version = await trx
    .selectFrom('document_versions as v')
    .innerJoin('repository_items as i', (join) => join.onRef('i.id', '=', 'v.document_id').onRef('i.tenant_id', '=', 'v.tenant_id'))
    .select(['v.id', 'v.sha256', 'v.size', 'v.mime_type', 'v.file_type', 'v.original_name'])
    .where('v.tenant_id', '=', tenantId)
    .where('v.document_id', '=', documentId)
    .$call((query) => (versionId ? query.where('v.id', '=', versionId) : query.whereRef('v.id', '=', 'i.current_version_id')))
    .executeTakeFirst();
  if (!version) throw notFound();
  return { ...version, size: Number(version.size) };
}

/** A version by its id, as a signed link names it; null when it is gone. */
export async function findVersionById(trx: TenantTransaction, tenantId: string, versionId: string): Promise<VersionFacts | null> {
  const version = await trx
    .selectFrom('document_versions')
    .select(['id', 'sha256', 'size', 'mime_type', 'file_type', 'original_name'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', versionId)
    .executeTakeFirst();
  return version ? { ...version, size: Number(version.size) } : null;
}
