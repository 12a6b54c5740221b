// GET /repository/: a folder's items, the search across the repository, or the bin.
// POST /repository/: a new folder.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import {
  createFolderRequestSchema,
  repositoryItemSchema,
  repositoryListQuerySchema,
  repositoryListSchema,
  type NamedRef,
  type REPOSITORY_ORDERING_FIELDS,
  type RepositoryItem,
} from '@app/shared/contract';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { orderBySql, type ListOrdering } from '../http/ordering.ts';
import { pageLinks, pageOffset } from '../http/paging.ts';
import type { RepositoryGuards } from './repository-access.ts';
import { auditRepositoryChange } from './repository-audit.ts';
import { folderPaths, loadItem, loadItems, type ItemQuery } from './repository-items.ts';
import { documentPassages, searchDocuments, type RepositorySearch } from './repository-search.ts';
import { isNameTakenViolation, nameTaken, requireFreeName, requireLiveFolder } from './repository-tree.ts';

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

export const repositoryListRoute: FastifyPluginAsyncZod<{ guards: RepositoryGuards }> = async (app, { guards }) => {
  app.get(
    '/repository/',
    {
      onRequest: guards.read,
      schema: {
        tags: ['documents'],
        summary: "A folder's items, a search across the repository, or the bin",
        description:
          'Without `search`: the items of `parent_id` (the root when absent), folders first. With `search`: documents ' +
          'anywhere (below `parent_id` when given) whose name or text matches, best first unless `ordering` is given, ' +
          'each with its best passages. With `bin=true`: what was deleted, newest first, with `purge_at`.',
        querystring: repositoryListQuerySchema,
        response: { 200: envelope(repositoryListSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { tenant, query } = request;
      const { page, page_size, parent_id, ordering, document_type } = query;
      const search = query.search || undefined;
      const pageRange = { limit: page_size, offset: pageOffset(query) };
      const data = await withTenant(app.db, tenant.id, async (trx) => {
        if (query.bin === 'true') return { breadcrumbs: [], ...(await listBin(trx, tenant.id, ordering, pageRange)) };
        const breadcrumbs = await breadcrumbsOf(trx, tenant.id, parent_id);
        if (search) {
          const found = await searchRepository(
            trx,
            { tenantId: tenant.id, text: search, folderId: parent_id, documentTypeId: document_type },
            ordering,
            pageRange,
          );
          return { breadcrumbs, ...found };
        }
        const inFolder = sql<SqlBool>`i.deleted_at IS NULL AND i.parent_id IS NOT DISTINCT FROM ${parent_id ?? null}::uuid
          AND (${document_type ?? null}::uuid IS NULL OR i.document_type_id = ${document_type ?? null}::uuid)`;
        const results = await loadItems(trx, tenant.id, (rows) => paged(ordered(rows.where(inFolder), ordering ?? 'name', true), pageRange));
        return { breadcrumbs, count: await countItems(trx, tenant.id, inFolder), results };
      });
      return {
        message: search ? searchMessage(data.count, 'count_capped' in data && data.count_capped) : 'Repository loaded.',
        data: { ...data, ...pageLinks(request, data.count, { page, page_size }) },
      };
    },
  );

  app.post(
    '/repository/',
    {
      onRequest: guards.manage,
      schema: {
        tags: ['documents'],
        summary: 'Create a folder',
        body: createFolderRequestSchema,
        response: { 201: envelope(repositoryItemSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { tenant, principal, body } = request;
      const parentId = body.parent_id ?? null;
      const folder = await withTenant(app.db, tenant.id, async (trx) => {
        if (parentId) await requireLiveFolder(trx, tenant.id, parentId, 'parent_id');
        await requireFreeName(trx, tenant.id, parentId, body.name, 'folder');
        const { id } = await trx
          .insertInto('repository_items')
          .values({ tenant_id: tenant.id, kind: 'folder', name: body.name, parent_id: parentId, owner_id: principal.userId })
          .returning('id')
          .executeTakeFirstOrThrow()
          .catch((error: unknown) => {
            throw isNameTakenViolation(error) ? nameTaken(body.name, 'folder') : error;
          });
        await auditRepositoryChange(trx, request, { action: 'created_folder', item: { id, kind: 'folder' }, after: { name: body.name, parent_id: parentId } });
        return loadItem(trx, tenant.id, id);
      });
      return reply.status(201).send({ message: `Folder "${folder.name}" created.`, data: folder });
    },
  );
};

const searchMessage = (count: number, capped: boolean) =>
  capped ? `At least ${count} documents found; add words to narrow the search.` : `${count} document${count === 1 ? '' : 's'} found.`;

interface PageRange {
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
