// Repository items as the API answers them: the item, its place in the tree, its type and owner, and
// for documents the current version's facts.
import { sql } from 'kysely';
import { BIN_RETENTION_DAYS, type DocumentVersion, type NamedRef, type RepositoryItem } from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { notFound } from '../http/error-handler.ts';
import { personRef } from '../http/people.ts';

const DAY_MS = 24 * 3600 * 1000;

/** The rows every item answer is built from; callers add their filters, order and page. */
export function selectItemRows(trx: TenantTransaction, tenantId: string) {
  return trx
    .selectFrom('repository_items as i')
    .leftJoin('document_versions as v', (join) => join.onRef('v.id', '=', 'i.current_version_id').onRef('v.tenant_id', '=', 'i.tenant_id'))
    .leftJoin('document_lookups as type', (join) => join.onRef('type.id', '=', 'i.document_type_id').onRef('type.tenant_id', '=', 'i.tenant_id'))
    .leftJoin('users as owner', (join) => join.onRef('owner.id', '=', 'i.owner_id').onRef('owner.tenant_id', '=', 'i.tenant_id'))
    .where('i.tenant_id', '=', tenantId)
    .select([
      'i.id',
      'i.kind',
      'i.name',
      'i.parent_id',
      'i.document_type_id',
      'type.name as document_type_name',
      'i.owner_id',
      'owner.first_name as owner_first_name',
      'owner.last_name as owner_last_name',
      'i.current_version_id',
      'v.version',
      'v.size',
      'v.file_type',
      'v.mime_type',
      'v.index_state',
      'v.index_error',
      'i.created_at',
      'i.updated_at',
      'i.deleted_at',
      'i.deleted_root_id',
    ]);
}

export type ItemQuery = ReturnType<typeof selectItemRows>;
export type ItemRow = Awaited<ReturnType<ItemQuery['execute']>>[number];

/**
 * Each folder's chain of folders from the root down to itself, for breadcrumbs and item paths.
 * Moves never make a cycle; the depth bound only guards against one ever appearing.
 */
export async function folderPaths(trx: TenantTransaction, tenantId: string, folderIds: readonly string[]): Promise<Map<string, NamedRef[]>> {
  const paths = new Map<string, NamedRef[]>();
  if (folderIds.length === 0) return paths;
  const { rows } = await sql<{ start_id: string; id: string; name: string; depth: number }>`
    WITH RECURSIVE chain (start_id, id, name, parent_id, depth) AS (
      SELECT f.id, f.id, f.name, f.parent_id, 0 FROM repository_items f
      WHERE f.tenant_id = ${tenantId} AND f.id = ANY(${[...new Set(folderIds)]}::uuid[])
      UNION ALL
      SELECT chain.start_id, p.id, p.name, p.parent_id, chain.depth + 1
      FROM chain JOIN repository_items p ON p.tenant_id = ${tenantId} AND p.id = chain.parent_id
      WHERE chain.depth < 100
    )
    SELECT start_id, id, name, depth FROM chain ORDER BY start_id, depth DESC`.execute(trx);
  for (const row of rows) {
    const path = paths.get(row.start_id) ?? [];
    path.push({ id: row.id, name: row.name });
    paths.set(row.start_id, path);
  }
  return paths;
}

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Rows of selectItemRows as the contract's RepositoryItem, with their paths. */
export async function toRepositoryItems(trx: TenantTransaction, tenantId: string, rows: ItemRow[]): Promise<RepositoryItem[]> {
  const parentIds = rows.flatMap((row) => (row.parent_id ? [row.parent_id] : []));
  const paths = await folderPaths(trx, tenantId, parentIds);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    parent_id: row.parent_id,
    path: row.parent_id ? (paths.get(row.parent_id) ?? []) : [],
    document_type: row.document_type_id && row.document_type_name ? { id: row.document_type_id, name: row.document_type_name } : null,
    owner: personRef(row.owner_id, row.owner_first_name, row.owner_last_name),
    size: row.size === null ? null : Number(row.size),
    version: row.version ?? 0,
    current_version_id: row.current_version_id,
    file_type: row.file_type,
    mime_type: row.mime_type,
    index_state: row.index_state,
    index_error: row.index_error,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: isoOrNull(row.deleted_at),
    purge_at: row.deleted_at ? new Date(row.deleted_at.getTime() + BIN_RETENTION_DAYS * DAY_MS).toISOString() : null,
  }));
}

export async function loadItems(trx: TenantTransaction, tenantId: string, query: (rows: ItemQuery) => ItemQuery): Promise<RepositoryItem[]> {
  return toRepositoryItems(trx, tenantId, await query(selectItemRows(trx, tenantId)).execute());
}

/** One item of the tenant, in the bin or not; a 404 for an unknown id or another tenant's. */
export async function loadItem(trx: TenantTransaction, tenantId: string, id: string): Promise<RepositoryItem> {
  const [item] = await loadItems(trx, tenantId, (rows) => rows.where('i.id', '=', id));
  if (!item) throw notFound();
  return item;
}

/** A document's versions, newest first. */
export async function loadVersions(trx: TenantTransaction, tenantId: string, documentId: string): Promise<DocumentVersion[]> {
  const rows = await trx
    .selectFrom('document_versions as v')
    .innerJoin('repository_items as i', (join) => join.onRef('i.id', '=', 'v.document_id').onRef('i.tenant_id', '=', 'v.tenant_id'))
    .leftJoin('users as author', (join) => join.onRef('author.id', '=', 'v.created_by').onRef('author.tenant_id', '=', 'v.tenant_id'))
    .where('v.tenant_id', '=', tenantId)
    .where('v.document_id', '=', documentId)
    .select([
      'v.id',
      'v.document_id',
      'v.version',
      'v.size',
      'v.file_type',
      'v.mime_type',
      'v.original_name',
      'v.comment',
      'v.created_by',
      'author.first_name',
      'author.last_name',
      'v.created_at',
      'i.current_version_id',
      'v.restored_from',
      'v.index_state',
      'v.index_error',
    ])
    .orderBy('v.version', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    document_id: row.document_id,
    version: row.version,
    size: Number(row.size),
    file_type: row.file_type,
    mime_type: row.mime_type,
    original_name: row.original_name,
    comment: row.comment,
    created_by: personRef(row.created_by, row.first_name, row.last_name),
    created_at: row.created_at.toISOString(),
    is_current: row.id === row.current_version_id,
    restored_from: row.restored_from,
    index_state: row.index_state,
    index_error: row.index_error,
  }));
}
