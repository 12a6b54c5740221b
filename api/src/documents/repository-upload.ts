// Recording an upload into the repository: where it goes (a new document in a folder, or a new version
// of a document), checked before the file is read and again under lock when it is recorded.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RepositoryItem } from '@app/shared/contract';
import type { ChangeActor } from '../access/principal.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import type { StagedFile } from '../files/file-storage.ts';
import type { DetectedFileType } from '../files/file-types.ts';
import { recordStagedFile } from '../files/receive-upload.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/error-handler.ts';
import { REPOSITORY_FILE_HOLDER } from './bin-purge-job.ts';
import { requireDocumentType } from './document-lookup-lists.ts';
import { queueVersionIndexing } from './index-version-job.ts';
import { auditRepositoryChangeBy } from './repository-audit.ts';
import { loadItem } from './repository-items.ts';
import { isNameTakenViolation, nameTaken, requireFreeName, requireLiveFolder } from './repository-tree.ts';

export const uploadFieldsSchema = z.object({
  parent_id: z.string().uuid().optional(),
  document_id: z.string().uuid().optional(),
  document_type_id: z.string().uuid().optional(),
  comment: z.string().trim().max(500).default(''),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

type UploadTarget = { kind: 'new_document'; parentId: string | null } | { kind: 'new_version'; documentId: string; name: string };

/** Where an upload goes, checked: run before the file is read (a quick refusal) and again when it is recorded. */
export async function resolveUploadTarget(trx: TenantTransaction, tenantId: string, fields: UploadFields, name: string): Promise<UploadTarget> {
  if (fields.document_type_id) await requireDocumentType(trx, tenantId, fields.document_type_id);
  if (fields.document_id) {
    const document = await trx
      .selectFrom('repository_items')
      .select(['id', 'name', 'kind', 'deleted_at'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', fields.document_id)
      .forUpdate()
      .executeTakeFirst();
    if (!document || document.kind !== 'document') throw notFound();
    if (document.deleted_at) throw new ApiError(409, 'in_bin', `"${document.name}" is in the bin. Restore it before adding a version.`);
    return { kind: 'new_version', documentId: document.id, name: document.name };
  }
  const parentId = fields.parent_id ?? null;
  if (parentId) await requireLiveFolder(trx, tenantId, parentId, 'parent_id');
  await requireFreeName(trx, tenantId, parentId, name, 'upload');
  return { kind: 'new_document', parentId };
}

/** Records a staged file as a new document or a new version of one, with its indexing job and audit entry. */
export async function recordRepositoryUpload(
  app: FastifyInstance,
  staged: StagedFile,
  upload: { fields: UploadFields; name: string; type: DetectedFileType; actor: ChangeActor },
): Promise<RepositoryItem> {
  const { fields, name, type, actor } = upload;
  const { principal } = actor;
  const { tenantId } = principal;
  try {
    return await recordStagedFile(app, tenantId, staged, REPOSITORY_FILE_HOLDER, async (trx, keepFile) => {
      const target = await resolveUploadTarget(trx, tenantId, fields, name);
      await keepFile();
      const documentId =
        target.kind === 'new_version'
          ? target.documentId
          : (
              await trx
                .insertInto('repository_items')
                .values({
                  tenant_id: tenantId,
                  kind: 'document',
                  name,
                  parent_id: target.parentId,
                  document_type_id: fields.document_type_id ?? null,
                  owner_id: principal.userId,
                })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id;
      const { latest } = await trx
        .selectFrom('document_versions')
        .select((eb) => eb.fn.max('version').as('latest'))
        .where('tenant_id', '=', tenantId)
        .where('document_id', '=', documentId)
        .executeTakeFirstOrThrow();
      const version = await trx
        .insertInto('document_versions')
        .values({
          tenant_id: tenantId,
          document_id: documentId,
          version: Number(latest ?? 0) + 1,
          sha256: staged.sha256,
          size: staged.size,
          mime_type: type.mimeType,
          file_type: type.fileType,
          original_name: name,
          comment: fields.comment,
          created_by: principal.userId,
        })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('repository_items')
        .set({
          current_version_id: version.id,
          ...(target.kind === 'new_version' && fields.document_type_id ? { document_type_id: fields.document_type_id } : {}),
        })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', documentId)
        .execute();
      await queueVersionIndexing(trx, tenantId, { id: version.id, fileType: type.fileType });
      await auditRepositoryChangeBy(trx, actor, {
        action: target.kind === 'new_version' ? 'new_version' : 'uploaded',
        item: { id: documentId, kind: 'document' },
        after: { name, version: version.version, version_id: version.id, size: staged.size, file_type: type.fileType, sha256: staged.sha256 },
      });
      return loadItem(trx, tenantId, documentId);
    });
  } catch (error) {
    throw isNameTakenViolation(error) ? nameTaken(name, 'upload') : error;
  }
}
