// POST /file-upload/: one file per request, streamed into the storage. The file is checked (size,
// type from its content, name) before anything is recorded; a refused, failed or interrupted upload
// leaves no row and no file behind.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FILE_UPLOAD_FIELDS, repositoryItemSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { detectFileType, UnsupportedFileTypeError } from '../files/file-types.ts';
import { receiveUpload } from '../files/receive-upload.ts';
import { ApiError } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import type { RepositoryGuards } from './repository-access.ts';
import { recordRepositoryUpload, resolveUploadTarget, uploadFieldsSchema } from './repository-upload.ts';

export interface FileUploadOptions {
  guards: RepositoryGuards;
  maxUploadBytes: number;
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
      const upload = { maxUploadBytes, fieldNames: FILE_UPLOAD_FIELDS, fieldsSchema: uploadFieldsSchema, preservePath: true };
      return receiveUpload(app, request, upload, async ({ fields, name, stage }) => {
        // Refuse before reading a byte of the file when the answer is known already.
        await withTenant(app.db, tenant.id, (trx) => resolveUploadTarget(trx, tenant.id, fields, name));
        const staged = await stage();
        const type = await detectFileType(staged.path, name).catch((error: unknown) => {
          throw error instanceof UnsupportedFileTypeError ? new ApiError(415, 'unsupported_file_type', error.message) : error;
        });
        const item = await recordRepositoryUpload(app, staged, { fields, name, type, actor: { principal: request.principal, origin: requestOrigin(request) } });
        return reply.status(201).send({
          message: item.version > 1 ? `Version ${item.version} of "${item.name}" uploaded.` : `"${item.name}" uploaded.`,
          data: item,
        });
      });
    },
  );
};
