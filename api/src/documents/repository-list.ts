// GET /repository/: a folder's items, the search across the repository, or the bin.
// POST /repository/: a new folder.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createFolderRequestSchema, repositoryItemSchema, repositoryListQuerySchema, repositoryListSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { pageLinks, pageOffset } from '../http/paging.ts';
import type { RepositoryGuards } from './repository-access.ts';
import { createFolder } from './repository-item-changes.ts';
import { listRepository } from './repository-listing.ts';

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
      const listing = { bin: query.bin === 'true', search, folderId: parent_id, documentTypeId: document_type, ordering };
      const data = await withTenant(app.db, tenant.id, (trx) => listRepository(trx, tenant.id, listing, { limit: page_size, offset: pageOffset(query) }));
      return {
        message: search ? searchMessage(data.count, data.count_capped === true) : 'Repository loaded.',
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
      const actor = { principal, origin: requestOrigin(request) };
      const folder = await withTenant(app.db, tenant.id, (trx) => createFolder(trx, actor, body.parent_id ?? null, body.name));
      return reply.status(201).send({ message: `Folder "${folder.name}" created.`, data: folder });
    },
  );
};

const searchMessage = (count: number, capped: boolean) =>
  capped ? `At least ${count} documents found; add words to narrow the search.` : `${count} document${count === 1 ? '' : 's'} found.`;
