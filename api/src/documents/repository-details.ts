// /repository-details/{id}/: an item with its versions; rename, move and retype it; delete it to the
// bin and restore it from there; restore an older version of a document as its newest.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  repositoryItemDetailSchema,
  restoreVersionRequestSchema,
  updateRepositoryItemRequestSchema,
  type RepositoryItem,
  type RepositoryItemDetail,
} from '@app/shared/contract';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/error-handler.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { requireDocumentType } from './document-lookups.ts';
import { queueVersionIndexing } from './index-version-job.ts';
import type { RepositoryGuards } from './repository-access.ts';
import { auditRepositoryChange, type RepositoryChange } from './repository-audit.ts';
import { loadItem, loadVersions } from './repository-items.ts';
import { isNameTakenViolation, isSelfOrAncestorOf, liveSubtreeIds, nameTaken, requireFreeName, requireLiveFolder } from './repository-tree.ts';

const itemParams = z.object({ id: z.string().uuid() });
const versionParams = z.object({ id: z.string().uuid(), versionId: z.string().uuid() });

async function loadDetail(trx: TenantTransaction, tenantId: string, id: string): Promise<RepositoryItemDetail> {
  const item = await loadItem(trx, tenantId, id);
  return { item, versions: item.kind === 'document' ? await loadVersions(trx, tenantId, id) : [] };
}

/** The item, locked for the change; a 409 when it is in the bin. */
async function liveItemForUpdate(trx: TenantTransaction, tenantId: string, id: string) {
  const row = await trx.selectFrom('repository_items').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  if (row.deleted_at) throw new ApiError(409, 'in_bin', `"${row.name}" is in the bin. Restore it first.`);
  return row;
}

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
      const data = await withTenant(app.db, request.tenant.id, (trx) => loadDetail(trx, request.tenant.id, request.params.id));
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
      const { tenant, body } = request;
      const data = await withTenant(app.db, tenant.id, async (trx) => {
        const item = await liveItemForUpdate(trx, tenant.id, request.params.id);
        const target = { id: item.id, kind: item.kind };
        const changes: RepositoryChange[] = [];
        const name = body.name ?? item.name;
        const parentId = body.parent_id === undefined ? item.parent_id : body.parent_id;
        if (parentId !== item.parent_id) {
          if (parentId) {
            await requireLiveFolder(trx, tenant.id, parentId, 'parent_id');
            if (item.kind === 'folder' && (await isSelfOrAncestorOf(trx, tenant.id, item.id, parentId))) {
              const message = 'A folder cannot be moved into itself or one of its subfolders.';
              throw new ApiError(400, 'invalid', message, { parent_id: [message] });
            }
          }
          changes.push({ action: 'moved', item: target, before: { parent_id: item.parent_id }, after: { parent_id: parentId } });
        }
        if (name !== item.name) changes.push({ action: 'renamed', item: target, before: { name: item.name }, after: { name } });
        if (name.toLowerCase() !== item.name.toLowerCase() || parentId !== item.parent_id) {
          await requireFreeName(trx, tenant.id, parentId, name, item.kind, item.id);
        }
        const documentTypeId = body.document_type_id === undefined ? item.document_type_id : body.document_type_id;
        if (documentTypeId !== item.document_type_id) {
          if (item.kind === 'folder') {
            const message = 'Only documents have a document type.';
            throw new ApiError(400, 'invalid', message, { document_type_id: [message] });
          }
          if (documentTypeId) await requireDocumentType(trx, tenant.id, documentTypeId);
          changes.push({
            action: 'changed_type',
            item: target,
            before: { document_type_id: item.document_type_id },
            after: { document_type_id: documentTypeId },
          });
        }
        if (changes.length > 0) {
          await trx
            .updateTable('repository_items')
            .set({ name, parent_id: parentId, document_type_id: documentTypeId })
            .where('tenant_id', '=', tenant.id)
            .where('id', '=', item.id)
            .execute()
            .catch((error: unknown) => {
              throw isNameTakenViolation(error) ? nameTaken(name, item.kind) : error;
            });
          for (const change of changes) await auditRepositoryChange(trx, request, change);
        }
        return loadDetail(trx, tenant.id, item.id);
      });
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
      const data = await withTenant(app.db, tenant.id, async (trx) => {
        const item = await liveItemForUpdate(trx, tenant.id, request.params.id);
        const ids = await liveSubtreeIds(trx, tenant.id, item.id);
        await trx
          .updateTable('repository_items')
          .set({ deleted_at: sql<Date>`now()`, deleted_root_id: item.id, deleted_by: principal.userId })
          .where('tenant_id', '=', tenant.id)
          .where('id', 'in', ids)
          .execute();
        await auditRepositoryChange(trx, request, {
          action: 'deleted',
          item: { id: item.id, kind: item.kind },
          before: { name: item.name, parent_id: item.parent_id },
          after: { items_in_bin: ids.length },
        });
        return loadDetail(trx, tenant.id, item.id);
      });
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
      const { tenant } = request;
      const data = await withTenant(app.db, tenant.id, async (trx) => {
        const item = await trx
          .selectFrom('repository_items as i')
          .leftJoin('repository_items as parent', (join) => join.onRef('parent.id', '=', 'i.parent_id').onRef('parent.tenant_id', '=', 'i.tenant_id'))
          .select(['i.id', 'i.kind', 'i.name', 'i.parent_id', 'i.deleted_root_id', 'parent.deleted_at as parent_deleted_at'])
          .where('i.tenant_id', '=', tenant.id)
          .where('i.id', '=', request.params.id)
          .forUpdate(['i'])
          .executeTakeFirst();
        if (!item) throw notFound();
        if (!item.deleted_root_id) throw new ApiError(409, 'not_in_bin', `"${item.name}" is not in the bin.`);
        if (item.deleted_root_id !== item.id) {
          throw new ApiError(409, 'deleted_with_folder', `"${item.name}" was deleted with its folder. Restore the folder instead.`);
        }
        const parentId = item.parent_deleted_at ? null : item.parent_id;
        await requireFreeName(trx, tenant.id, parentId, item.name, item.kind);
        await trx
          .updateTable('repository_items')
          .set({ deleted_at: null, deleted_root_id: null, deleted_by: null })
          .where('tenant_id', '=', tenant.id)
          .where('deleted_root_id', '=', item.id)
          .execute();
        await trx.updateTable('repository_items').set({ parent_id: parentId }).where('tenant_id', '=', tenant.id).where('id', '=', item.id).execute();
        await auditRepositoryChange(trx, request, { action: 'restored', item: { id: item.id, kind: item.kind }, after: { parent_id: parentId } });
        return loadDetail(trx, tenant.id, item.id);
      });
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
      const data = await withTenant(app.db, tenant.id, async (trx) => {
        const document = await liveItemForUpdate(trx, tenant.id, params.id);
        const source = await trx
          .selectFrom('document_versions')
          .selectAll()
          .where('tenant_id', '=', tenant.id)
          .where('document_id', '=', document.id)
          .where('id', '=', params.versionId)
          .executeTakeFirst();
        if (!source) throw notFound();
        if (source.id === document.current_version_id) {
          throw new ApiError(409, 'already_current', `Version ${source.version} is already the current version.`);
        }
        const { latest } = await trx
          .selectFrom('document_versions')
          .select((eb) => eb.fn.max('version').as('latest'))
          .where('tenant_id', '=', tenant.id)
          .where('document_id', '=', document.id)
          .executeTakeFirstOrThrow();
        const version = await trx
          .insertInto('document_versions')
          .values({
            tenant_id: tenant.id,
            document_id: document.id,
            version: Number(latest) + 1,
            sha256: source.sha256,
            size: source.size,
            mime_type: source.mime_type,
            file_type: source.file_type,
            original_name: source.original_name,
            comment: request.body.comment || `Restored version ${source.version}`,
            created_by: principal.userId,
            restored_from: source.version,
          })
          .returning(['id', 'version'])
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('repository_items')
          .set({ current_version_id: version.id })
          .where('tenant_id', '=', tenant.id)
          .where('id', '=', document.id)
          .execute();
        await queueVersionIndexing(trx, tenant.id, { id: version.id, fileType: source.file_type });
        await auditRepositoryChange(trx, request, {
          action: 'restored_version',
          item: { id: document.id, kind: 'document' },
          before: { version: source.version },
          after: { version: version.version, version_id: version.id },
        });
        return loadDetail(trx, tenant.id, document.id);
      });
      return { message: `Version ${data.versions[0]?.restored_from} of "${data.item.name}" restored as version ${data.item.version}.`, data };
    },
  );
};
