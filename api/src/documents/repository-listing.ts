// What GET /repository/ lists: a folder's items, a search across the repository with each
// document's best passages, or the bin. One page of it with the count, and the folder's breadcrumbs.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { NamedRef, REPOSITORY_ORDERING_FIELDS, RepositoryItem } from '@app/shared/contract';
import { shapedQuery, type Param } from '../db/query-shapes.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { orderBySql, type ListOrdering } from '../http/ordering.ts';
import { folderPaths, loadItems, selectItemRows, toRepositoryItems, type ItemQuery } from './repository-items.ts';
import { documentPassages, searchDocuments, type RepositorySearch } from './repository-search.ts';

const REPOSITORY_ORDERING: ListOrdering<(typeof REPOSITORY_ORDERING_FIELDS)[number]> = {
  columns: {
    name: sql`lower(i.name)`,
    // A folder has no version, type or size: empty values last.
    updated_at: { sql: sql`i.updated_at`, nullable: true },
    size: { sql: sql`v.size`, nullable: true },
    document_type: { sql: sql`lower(type.name)`, nullable: true },
    owner: { sql: sql`lower(owner.first_name || ' ' || owner.last_name)`, nullable: true },
  },
  defaultOrdering: 'name',
  tieBreaker: sql`i.id`,
};

/** Folders before documents, then the chosen order, then by name. */
function ordered(rows: ItemQuery, ordering: string, foldersFirst: boolean): ItemQuery {
  const first = foldersFirst ? rows.orderBy(sql`i.kind = 'folder'`, 'desc') : rows;
  return first.orderBy(orderBySql(ordering, REPOSITORY_ORDERING));
}

async function breadcrumbsOf(trx: TenantTransaction, tenantId: string, folderId: string | undefined): Promise<NamedRef[]> {
  if (!folderId) return [];
  const breadcrumbs = (await folderPaths(trx, tenantId, [folderId])).get(folderId);
  if (!breadcrumbs) throw new ApiError(404, 'not_found', 'This folder does not exist.');
  return breadcrumbs;
}

/** What to list: the bin, a search (below `folderId` when given), or the items of a folder (the root when absent). */
export interface RepositoryListing {
  bin: boolean;
  search: string | undefined;
  folderId: string | undefined;
  documentTypeId: string | undefined;
  ordering: string | undefined;
}

/** One page of the listing, with the count of everything listed (`count_capped` for a search). */
export async function listRepository(
  trx: TenantTransaction,
  tenantId: string,
  { bin, search, folderId, documentTypeId, ordering }: RepositoryListing,
  pageRange: PageRange,
): Promise<{ breadcrumbs: NamedRef[]; count: number; count_capped?: boolean; results: RepositoryItem[] }> {
  if (bin) return { breadcrumbs: [], ...(await listBin(trx, tenantId, ordering, pageRange)) };
  const breadcrumbs = await breadcrumbsOf(trx, tenantId, folderId);
  if (search) return { breadcrumbs, ...(await searchRepository(trx, { tenantId, text: search, folderId, documentTypeId }, ordering, pageRange)) };
  const values: FolderValues = { tenantId, folderId: folderId ?? null, documentTypeId: documentTypeId ?? null, ...pageRange };
  const results = await toRepositoryItems(trx, tenantId, await folderPage.execute(trx, ordering ?? 'name', values));
  const { count } = await folderCount.first(trx, null, values);
  return { breadcrumbs, count: Number(count), results };
}

/** A folder's listing, built and compiled once per ordering; the folder and the type are values. */
interface FolderValues extends PageRange {
  tenantId: string;
  folderId: string | null;
  documentTypeId: string | null;
}

const inFolder = (param: Param<FolderValues>) => sql<SqlBool>`i.deleted_at IS NULL AND i.parent_id IS NOT DISTINCT FROM ${param('folderId')}::uuid
    AND (${param('documentTypeId')}::uuid IS NULL OR i.document_type_id = ${param('documentTypeId')}::uuid)`;

const folderPage = shapedQuery((trx: TenantTransaction, ordering: string, param: Param<FolderValues>) =>
  paged(ordered(selectItemRows(trx, param('tenantId')).where(inFolder(param)), ordering, true), { limit: param('limit'), offset: param('offset') }),
);

const folderCount = shapedQuery((trx: TenantTransaction, _shape: null, param: Param<FolderValues>) =>
  trx
    .selectFrom('repository_items as i')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('i.tenant_id', '=', param('tenantId'))
    .where(inFolder(param)),
);

export interface PageRange {
  limit: number;
  offset: number;
}

const paged = (rows: ItemQuery, { limit, offset }: PageRange) => rows.limit(limit).offset(offset);

async function countItems(trx: TenantTransaction, tenantId: string, condition: RawBuilder<SqlBool>): Promise<number> {
  const { count } = await trx
    .selectFrom('repository_items as i')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('i.tenant_id', '=', tenantId)
    .where(condition)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Matching documents with their best passages: by relevance, or in the chosen order. */
async function searchRepository(
  trx: TenantTransaction,
  search: RepositorySearch,
  ordering: string | undefined,
  pageRange: PageRange,
): Promise<{ count: number; count_capped: boolean; results: RepositoryItem[] }> {
  // In another order than relevance, every match is needed before the page can be cut.
  const found = await searchDocuments(trx, search, ordering ? { limit: Number.MAX_SAFE_INTEGER, offset: 0 } : pageRange);
  const ids = found.hits.map((hit) => hit.id);
  if (ids.length === 0) return { count: found.count, count_capped: found.capped, results: [] };
  const items = await loadItems(trx, search.tenantId, (rows) =>
    ordering ? paged(ordered(rows.where('i.id', 'in', ids), ordering, false), pageRange) : rows.where('i.id', 'in', ids),
  );
  if (!ordering) {
    const position = new Map(ids.map((id, index) => [id, index]));
    items.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  }
  const passages = await documentPassages(
    trx,
    search.tenantId,
    items.map((item) => item.id),
    search.text,
  );
  return { count: found.count, count_capped: found.capped, results: items.map((item) => ({ ...item, passages: passages.get(item.id) ?? [] })) };
}

/** The bin: what was deleted (a folder stands for everything deleted with it), newest first. */
async function listBin(
  trx: TenantTransaction,
  tenantId: string,
  ordering: string | undefined,
  pageRange: PageRange,
): Promise<{ count: number; results: RepositoryItem[] }> {
  const inBin = sql<SqlBool>`i.deleted_at IS NOT NULL AND i.deleted_root_id = i.id`;
  const results = await loadItems(trx, tenantId, (rows) =>
    paged(ordering ? ordered(rows.where(inBin), ordering, false) : rows.where(inBin).orderBy('i.deleted_at', 'desc').orderBy('i.id'), pageRange),
  );
  return { count: await countItems(trx, tenantId, inBin), results };
}
