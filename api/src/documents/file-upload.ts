// POST /file-upload/: one file per request, streamed into the storage. The file is checked (size,
// type from its content, name) before anything is recorded; a refused, failed or interrupted upload
// leaves no row and no file behind.
import { basename } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILE_UPLOAD_FIELDS, repositoryItemSchema, type RepositoryItem } from '@app/shared/contract';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { deleteFileIfUnheld, holdFileBlob, lockFileBlob } from '../files/file-blobs.ts';
import type { StagedFile } from '../files/file-storage.ts';
import { detectFileType, UnsupportedFileTypeError, type DetectedFileType } from '../files/file-types.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/error-handler.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { REPOSITORY_FILE_HOLDER } from './bin-purge-job.ts';
import { requireDocumentType } from './document-lookups.ts';
import { queueVersionIndexing } from './index-version-job.ts';
import type { RepositoryGuards } from './repository-access.ts';
import { auditRepositoryChange } from './repository-audit.ts';
import { loadItem } from './repository-items.ts';
import { isNameTakenViolation, nameTaken, requireFreeName, requireLiveFolder } from './repository-tree.ts';

const MAX_NAME_LENGTH = 200;

const uploadFieldsSchema = z.object({
  parent_id: z.string().uuid().optional(),
  document_id: z.string().uuid().optional(),
  document_type_id: z.string().uuid().optional(),
  comment: z.string().trim().max(500).default(''),
});
type UploadFields = z.infer<typeof uploadFieldsSchema>;

export interface FileUploadOptions {
  guards: RepositoryGuards;
  maxUploadBytes: number;
}

/** The text fields sent before the file, validated like any body; empty values count as absent. */
function uploadFields(part: MultipartFile): UploadFields {
  const values: Record<string, string> = {};
  for (const name of FILE_UPLOAD_FIELDS) {
    const field = part.fields[name];
    const value = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : '';
    if (value !== '') values[name] = value;
  }
  const parsed = uploadFieldsSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  const fields = Object.keys(errors);
  throw new ApiError(400, 'invalid', fields.length === 1 ? errors[fields[0]!]![0]! : `Please check these fields: ${fields.join(', ')}.`, errors);
}

/**
 * The name to keep: the last segment of the path the browser sent ("C:\fakepath\x.pdf" and
 * "folder/x.pdf" are "x.pdf"), without control characters. A path that climbs ("../x.pdf") is no
 * browser's doing: it is refused, so nobody mistakes a traversal attempt for an ordinary upload.
 */
export function uploadedFileName(sent: string): string {
  const path = sent.replaceAll('\\', '/');
  const segments = path.split('/');
  if (segments.length > 1 && segments.some((segment) => segment.trim() === '..')) {
    throw new ApiError(400, 'invalid', 'A file name cannot contain "../". Rename the file and upload it again.');
  }
  // Bidirectional controls would show "invoice‮fdp.exe" as "invoiceexe.pdf".
  const name = basename(path)
    .replace(/[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  if (!name || name === '.' || name === '..') throw new ApiError(400, 'invalid', 'The file has no usable name. Rename it and upload it again.');
  if (name.length > MAX_NAME_LENGTH) {
    throw new ApiError(400, 'invalid', `The file name is longer than ${MAX_NAME_LENGTH} characters. Rename it and upload it again.`);
  }
  return name;
}

type UploadTarget = { kind: 'new_document'; parentId: string | null } | { kind: 'new_version'; documentId: string; name: string };

/** Where the upload goes, checked: run before the file is read (a quick refusal) and again when it is recorded. */
async function resolveTarget(trx: TenantTransaction, tenantId: string, fields: UploadFields, name: string): Promise<UploadTarget> {
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

export function tooLarge(maxUploadBytes: number): ApiError {
  return new ApiError(413, 'file_too_large', `The file is larger than the limit of ${formatMegabytes(maxUploadBytes)}. Upload a smaller file.`);
}

const formatMegabytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;

/** Multipart problems in words for people. */
export function multipartError(error: unknown, maxUploadBytes: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxUploadBytes);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || /boundary not found/i.test(String((error as Error).message))) return new ApiError(400, 'invalid', 'Send the file as multipart/form-data.');
  if (code === 'FST_FILES_LIMIT') return new ApiError(400, 'invalid', 'Upload one file per request.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new ApiError(400, 'invalid', 'The upload has too many fields.');
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'ECONNRESET' || /aborted|terminated early|Unexpected end/i.test(String((error as Error).message))) {
    return new ApiError(400, 'upload_interrupted', 'The upload was interrupted before the whole file arrived. Please try again.');
  }
  return error;
}

export const fileUploadRoute: FastifyPluginAsyncZod<FileUploadOptions> = async (app, { guards, maxUploadBytes }) => {
  app.post(
    '/file-upload/',
    {
      onRequest: guards.manage,
      schema: {
        tags: ['documents'],
        summary: 'Upload one file: a new document, or a new version of `document_id`',
        description:
          'multipart/form-data; the text fields (`parent_id`, `document_id`, `document_type_id`, `comment`) come before ' +
          'the file. Types are checked from the content: pdf, docx, xlsx, png, jpg by signature; csv, txt, md as ' +
          'UTF-8 text with the matching extension.',
        consumes: ['multipart/form-data'],
        response: { 201: envelope(repositoryItemSchema), ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const { tenant } = request;
      const part = await request
        // The name as sent (not cut to its last part by the parser), so a climbing one is refused.
        .file({ preservePath: true, limits: { fileSize: maxUploadBytes, files: 1, fields: FILE_UPLOAD_FIELDS.length, fieldSize: 1024 } })
        .catch((error: unknown) => {
          throw multipartError(error, maxUploadBytes);
        });
      if (!part) throw new ApiError(400, 'invalid', 'Choose a file to upload.');

      let staged: StagedFile | undefined;
      try {
        const fields = uploadFields(part);
        const name = uploadedFileName(part.filename);
        // Refuse before reading a byte of the file when the answer is known already.
        await withTenant(app.db, tenant.id, (trx) => resolveTarget(trx, tenant.id, fields, name));
        staged = await app.fileStorage.stage(part.file).catch((error: unknown) => {
          throw multipartError(error, maxUploadBytes);
        });
        if (part.file.truncated) throw tooLarge(maxUploadBytes);
        if (staged.size === 0) throw new ApiError(400, 'empty_file', `"${name}" is empty.`);
        const type = await detectFileType(staged.path, name).catch((error: unknown) => {
          throw error instanceof UnsupportedFileTypeError ? new ApiError(415, 'unsupported_file_type', error.message) : error;
        });
        const item = await recordUpload(staged, { fields, name, type, request });
        return reply.status(201).send({
          message: item.version > 1 ? `Version ${item.version} of "${item.name}" uploaded.` : `"${item.name}" uploaded.`,
          data: item,
        });
      } finally {
        // Stop reading a refused upload: its remaining bytes are discarded, not stored.
        if (!part.file.readableEnded) part.file.resume();
        await staged?.discard();
      }
    },
  );

  /** Commits the staged file and records it, under the file's lock; undoes the file if recording fails. */
  async function recordUpload(
    staged: StagedFile,
    upload: { fields: UploadFields; name: string; type: DetectedFileType; request: Parameters<typeof auditRepositoryChange>[1] },
  ): Promise<RepositoryItem> {
    const { fields, name, type, request } = upload;
    const { tenant, principal } = request;
    let committed = false;
    try {
      return await withTenant(app.db, tenant.id, async (trx) => {
        const target = await resolveTarget(trx, tenant.id, fields, name);
        await lockFileBlob(trx, staged.sha256);
        await staged.commit();
        committed = true;
        await holdFileBlob(trx, tenant.id, REPOSITORY_FILE_HOLDER, staged);
        const documentId =
          target.kind === 'new_version'
            ? target.documentId
            : (
                await trx
                  .insertInto('repository_items')
                  .values({
                    tenant_id: tenant.id,
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
          .where('tenant_id', '=', tenant.id)
          .where('document_id', '=', documentId)
          .executeTakeFirstOrThrow();
        const version = await trx
          .insertInto('document_versions')
          .values({
            tenant_id: tenant.id,
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
          .where('tenant_id', '=', tenant.id)
          .where('id', '=', documentId)
          .execute();
        await queueVersionIndexing(trx, tenant.id, { id: version.id, fileType: type.fileType });
        await auditRepositoryChange(trx, request, {
          action: target.kind === 'new_version' ? 'new_version' : 'uploaded',
          item: { id: documentId, kind: 'document' },
          after: { name, version: version.version, version_id: version.id, size: staged.size, file_type: type.fileType, sha256: staged.sha256 },
        });
        return loadItem(trx, tenant.id, documentId);
      });
    } catch (error) {
      if (committed) await withTenant(app.db, tenant.id, (trx) => deleteFileIfUnheld(trx, app.fileStorage, staged.sha256));
      throw isNameTakenViolation(error) ? nameTaken(name, 'upload') : error;
    }
  }
};
