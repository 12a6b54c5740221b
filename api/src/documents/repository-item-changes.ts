// One repository item with its versions, and what a person changes on it: a new folder; its name, folder and
// document type; moving it (with everything in it) to the bin and back; an older version of a
// document restored as its newest. Each change is audited in its transaction and answers the item after.
import { sql } from 'kysely';
import type { RepositoryItem, RepositoryItemDetail, UpdateRepositoryItemRequest } from '@app/shared/contract';
import type { ChangeActor } from '../access/principal.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/error-handler.ts';
import { requireDocumentType } from './document-lookup-lists.ts';
import { queueVersionIndexing } from './index-version-job.ts';
import { auditRepositoryChangeBy, type RepositoryChange } from './repository-audit.ts';
import { loadItem, loadVersions } from './repository-items.ts';
import { isNameTakenViolation, isSelfOrAncestorOf, liveSubtreeIds, nameTaken, requireFreeName, requireLiveFolder } from './repository-tree.ts';

/** The item, and every version of a document (newest first). */
export async function loadItemDetail(trx: TenantTransaction, tenantId: string, id: string): Promise<RepositoryItemDetail> {
  const item = await loadItem(trx, tenantId, id);
  return { item, versions: item.kind === 'document' ? await loadVersions(trx, tenantId, id) : [] };
}

/** A new folder in `parentId` (the root when null); a 400 for a parent that is no live folder, a 409 for a name taken. */
export async function createFolder(trx: TenantTransaction, { principal, origin }: ChangeActor, parentId: string | null, name: string): Promise<RepositoryItem> {
  const { tenantId } = principal;
  if (parentId) await requireLiveFolder(trx, tenantId, parentId, 'parent_id');
  await requireFreeName(trx, tenantId, parentId, name, 'folder');
  const { id } = await trx
    .insertInto('repository_items')
    .values({ tenant_id: tenantId, kind: 'folder', name, parent_id: parentId, owner_id: principal.userId })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      throw isNameTakenViolation(error) ? nameTaken(name, 'folder') : error;
    });
  await auditRepositoryChangeBy(trx, { principal, origin }, { action: 'created_folder', item: { id, kind: 'folder' }, after: { name, parent_id: parentId } });
  return loadItem(trx, tenantId, id);
}

/** The item, locked for the change; a 409 when it is in the bin. */
async function liveItemForUpdate(trx: TenantTransaction, tenantId: string, id: string) {
  const row = await trx.selectFrom('repository_items').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  if (row.deleted_at) throw new ApiError(409, 'in_bin', `"${row.name}" is in the bin. Restore it first.`);
  return row;
}

/** Renames, moves (a null parent is the root) or retypes the item; a 400 for a folder moved into itself or given a type, a 409 for a name taken. */
export async function updateItem(trx: TenantTransaction, actor: ChangeActor, id: string, body: UpdateRepositoryItemRequest): Promise<RepositoryItemDetail> {
  const { tenantId } = actor.principal;
  const item = await liveItemForUpdate(trx, tenantId, id);
  const target = { id: item.id, kind: item.kind };
  const changes: RepositoryChange[] = [];
  const name = body.name ?? item.name;
  const parentId = body.parent_id === undefined ? item.parent_id : body.parent_id;
  if (parentId !== item.parent_id) {
    if (parentId) {
      await requireLiveFolder(trx, tenantId, parentId, 'parent_id');
      if (item.kind === 'folder' && (await isSelfOrAncestorOf(trx, tenantId, item.id, parentId))) {
        const message = 'A folder cannot be moved into itself or one of its subfolders.';
        throw new ApiError(400, 'invalid', message, { parent_id: [message] });
      }
    }
    changes.push({ action: 'moved', item: target, before: { parent_id: item.parent_id }, after: { parent_id: parentId } });
  }
  if (name !== item.name) changes.push({ action: 'renamed', item: target, before: { name: item.name }, after: { name } });
  if (name.toLowerCase() !== item.name.toLowerCase() || parentId !== item.parent_id) {
    await requireFreeName(trx, tenantId, parentId, name, item.kind, item.id);
  }
  const documentTypeId = body.document_type_id === undefined ? item.document_type_id : body.document_type_id;
  if (documentTypeId !== item.document_type_id) {
    if (item.kind === 'folder') {
      const message = 'Only documents have a document type.';
      throw new ApiError(400, 'invalid', message, { document_type_id: [message] });
    }
    if (documentTypeId) await requireDocumentType(trx, tenantId, documentTypeId);
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
      .where('tenant_id', '=', tenantId)
      .where('id', '=', item.id)
      .execute()
      .catch((error: unknown) => {
        throw isNameTakenViolation(error) ? nameTaken(name, item.kind) : error;
      });
    for (const change of changes) await auditRepositoryChangeBy(trx, actor, change);
  }
  return loadItemDetail(trx, tenantId, item.id);
}

/** Moves a folder (with everything in it) or a document to the bin. */
export async function moveItemToBin(trx: TenantTransaction, actor: ChangeActor, id: string): Promise<RepositoryItemDetail> {
  const { tenantId, userId } = actor.principal;
  const item = await liveItemForUpdate(trx, tenantId, id);
  const ids = await liveSubtreeIds(trx, tenantId, item.id);
  await trx
    .updateTable('repository_items')
    .set({ deleted_at: sql<Date>`now()`, deleted_root_id: item.id, deleted_by: userId })
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
  await auditRepositoryChangeBy(trx, actor, {
    action: 'deleted',
    item: { id: item.id, kind: item.kind },
    before: { name: item.name, parent_id: item.parent_id },
    after: { items_in_bin: ids.length },
  });
  return loadItemDetail(trx, tenantId, item.id);
}

/** Takes an item (and what was deleted with it) out of the bin, into its folder or the root when that folder is in the bin itself. */
export async function restoreItemFromBin(trx: TenantTransaction, actor: ChangeActor, id: string): Promise<RepositoryItemDetail> {
  const { tenantId } = actor.principal;
  const item = await trx
    .selectFrom('repository_items as i')
    .leftJoin('repository_items as parent', (join) => join.onRef('parent.id', '=', 'i.parent_id').onRef('parent.tenant_id', '=', 'i.tenant_id'))
    .select(['i.id', 'i.kind', 'i.name', 'i.parent_id', 'i.deleted_root_id', 'parent.deleted_at as parent_deleted_at'])
    .where('i.tenant_id', '=', tenantId)
    .where('i.id', '=', id)
    .forUpdate(['i'])
    .executeTakeFirst();
  if (!item) throw notFound();
  if (!item.deleted_root_id) throw new ApiError(409, 'not_in_bin', `"${item.name}" is not in the bin.`);
  if (item.deleted_root_id !== item.id) {
    throw new ApiError(409, 'deleted_with_folder', `"${item.name}" was deleted with its folder. Restore the folder instead.`);
  }
  const parentId = item.parent_deleted_at ? null : item.parent_id;
  await requireFreeName(trx, tenantId, parentId, item.name, item.kind);
  await trx
    .updateTable('repository_items')
    .set({ deleted_at: null, deleted_root_id: null, deleted_by: null })
    .where('tenant_id', '=', tenantId)
    .where('deleted_root_id', '=', item.id)
    .execute();
  await trx.updateTable('repository_items').set({ parent_id: parentId }).where('tenant_id', '=', tenantId).where('id', '=', item.id).execute();
  await auditRepositoryChangeBy(trx, actor, { action: 'restored', item: { id: item.id, kind: item.kind }, after: { parent_id: parentId } });
  return loadItemDetail(trx, tenantId, item.id);
}

/** Copies an older version of the document as its newest (with `restored_from`) and queues its indexing; no version is lost. */
export async function restoreVersion(
  trx: TenantTransaction,
  actor: ChangeActor,
  documentId: string,
  versionId: string,
  comment: string | undefined,
): Promise<RepositoryItemDetail> {
  const { tenantId, userId } = actor.principal;
  const document = await liveItemForUpdate(trx, tenantId, documentId);
  const source = await trx
    .selectFrom('document_versions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('document_id', '=', document.id)
    .where('id', '=', versionId)
    .executeTakeFirst();
  if (!source) throw notFound();
  if (source.id === document.current_version_id) {
    throw new ApiError(409, 'already_current', `Version ${source.version} is already the current version.`);
  }
  const { latest } = await trx
    .selectFrom('document_versions')
    .select((eb) => eb.fn.max('version').as('latest'))
    .where('tenant_id', '=', tenantId)
    .where('document_id', '=', document.id)
    .executeTakeFirstOrThrow();
  const version = await trx
    .insertInto('document_versions')
    .values({
      tenant_id: tenantId,
      document_id: document.id,
      version: Number(latest) + 1,
      sha256: source.sha256,
      size: source.size,
      mime_type: source.mime_type,
      file_type: source.file_type,
      original_name: source.original_name,
      comment: comment || `Restored version ${source.version}`,
      created_by: userId,
      restored_from: source.version,
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
  await trx.updateTable('repository_items').set({ current_version_id: version.id }).where('tenant_id', '=', tenantId).where('id', '=', document.id).execute();
  await queueVersionIndexing(trx, tenantId, { id: version.id, fileType: source.file_type });
  await auditRepositoryChangeBy(trx, actor, {
    action: 'restored_version',
    item: { id: document.id, kind: 'document' },
    before: { version: source.version },
    after: { version: version.version, version_id: version.id },
  });
  return loadItemDetail(trx, tenantId, document.id);
}
