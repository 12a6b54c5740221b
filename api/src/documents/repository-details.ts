// /repository-details/{id}/: an item with its versions; rename, move and retype it; delete it to the
// bin and restore it from there; restore an older version of a document as its newest. The reading
// and the changes are repository-item-changes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { repositoryItemDetailSchema, restoreVersionRequestSchema, updateRepositoryItemRequestSchema, type RepositoryItem } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import type { RepositoryGuards } from './repository-access.ts';
import { loadItemDetail, moveItemToBin, restoreItemFromBin, restoreVersion, updateItem } from './repository-item-changes.ts';

const itemParams = z.object({ id: z.string().uuid() });
const versionParams = z.object({ id: z.string().uuid(), versionId: z.string().uuid() });

const describe = (item: RepositoryItem) => (item.kind === 'folder' ? `Folder "${item.name}"` : `"${item.name}"`);

export const repositoryDetailsRoute: FastifyPluginAsyncZod<{ guards: RepositoryGuards }> = async (app, { guards }) => {
  app.get(
    '/repository-details/:id/',
    {
      onRequest: guards.read,
      schema: {
        tags: ['documents'],
        summary: 'A folder or document, with every version of a document (newest first)',
        params: itemParams,
        response: { 200: envelope(repositoryItemDetailSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await withTenant(app.db, request.tenant.id, (trx) => loadItemDetail(trx, request.tenant.id, request.params.id));
      return { message: 'Details loaded.', data };
    },
  );

  app.patch(
    '/repository-details/:id/',
    {
      onRequest: guards.manage,
      schema: {
        tags: ['documents'],
        summary: 'Rename, move (parent_id; null is the root) or change the document type',
        params: itemParams,
        body: updateRepositoryItemRequestSchema,
        response: { 200: envelope(repositoryItemDetailSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { tenant, principal, body } = request;
      const actor = { principal, origin: requestOrigin(request) };
      const data = await withTenant(app.db, tenant.id, (trx) => updateItem(trx, actor, request.params.id, body));
      return { message: `${describe(data.item)} saved.`, data };
    },
  );

  app.delete(
    '/repository-details/:id/',
    {
      onRequest: guards.manage,
      schema: {
        tags: ['documents'],
        summary: 'Move a folder (with everything in it) or a document to the bin',
        params: itemParams,
        response: { 200: envelope(repositoryItemDetailSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { tenant, principal } = request;
      const actor = { principal, origin: requestOrigin(request) };
      const data = await withTenant(app.db, tenant.id, (trx) => moveItemToBin(trx, actor, request.params.id));
      return { message: `${describe(data.item)} moved to the bin.`, data };
    },
  );

  app.post(
    '/repository-details/:id/restore/',
    {
      onRequest: guards.manage,
      schema: {
        tags: ['documents'],
        summary: 'Take an item (and what was deleted with it) back out of the bin',
        description: 'It returns to its folder, or to the root when that folder is in the bin itself.',
        params: itemParams,
        response: { 200: envelope(repositoryItemDetailSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { tenant, principal } = request;
      const actor = { principal, origin: requestOrigin(request) };
      const data = await withTenant(app.db, tenant.id, (trx) => restoreItemFromBin(trx, actor, request.params.id));
      return { message: `${describe(data.item)} restored.`, data };
    },
  );

  app.post(
    '/repository-details/:id/versions/:versionId/restore/',
    {
      onRequest: guards.manage,
      schema: {
        tags: ['documents'],
        summary: 'Restore an older version as the newest one',
        description: 'The older version is copied as a new version (with `restored_from`); no version is lost.',
        params: versionParams,
        body: restoreVersionRequestSchema,
        response: { 200: envelope(repositoryItemDetailSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { tenant, principal, params } = request;
      const actor = { principal, origin: requestOrigin(request) };
      const data = await withTenant(app.db, tenant.id, (trx) => restoreVersion(trx, actor, params.id, params.versionId, request.body.comment));
      return { message: `Version ${data.versions[0]?.restored_from} of "${data.item.name}" restored as version ${data.item.version}.`, data };
    },
  );
};
