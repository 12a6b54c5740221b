// POST /api/v1/projects/details/files/: upload one file to a project, a questionnaire or a supporting
// file, streamed into the storage. A refused or failed upload leaves no row and no file behind
// (files/receive-upload.ts); an accepted questionnaire goes through the pipeline (extraction, then
// suggestions). The URL is the project's (the spec fixes it); listing and deleting a project's files
// stay with the projects.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_MAX_UPLOAD_MB, PROJECT_FILE_FIELDS, projectDocumentSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { receiveUpload } from '../files/receive-upload.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { DEFAULT_MAX_QUESTIONS } from './formats/limits.ts';
import type { QuestionnaireReader } from './reading/questionnaire-reader.ts';
import { classify, projectFileFieldsSchema, recordProjectUpload, refusal, resolveProjectUploadTarget } from './questionnaire-upload.ts';

export interface QuestionnaireUploadOptions {
  /** Largest accepted upload in megabytes; default DEFAULT_MAX_UPLOAD_MB. */
  maxUploadMb?: number;
  /** Questions one questionnaire may hold; default DEFAULT_MAX_QUESTIONS. */
  maxQuestions?: number;
  /** Reads the file to refuse a bad questionnaire at once (shared with the questionnaires' plugin). */
  reader: QuestionnaireReader;
}

export const questionnaireUploadPlugin: FastifyPluginAsyncZod<QuestionnaireUploadOptions> = async (
  app,
  { maxUploadMb = DEFAULT_MAX_UPLOAD_MB, maxQuestions = DEFAULT_MAX_QUESTIONS, reader },
) => {
  const maxUploadBytes = Math.floor(maxUploadMb * 1024 * 1024);
  await app.register(multipart);
  app.post(
    '/details/files/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['projects'],
        summary: 'Upload one file to a project: a questionnaire or a supporting file',
        description:
          'multipart/form-data; the text fields (`project_id`, `document_type_id`, `category_id`) come before the file. ' +
          'Questionnaires (xlsx, csv, docx, pdf) are read at once: a file that is damaged, password-protected or holds no ' +
          'question is refused with the reason. Staff need manage_projects; client users may upload questionnaires to ' +
          "their own client's projects.",
        consumes: ['multipart/form-data'],
        response: { 201: envelope(projectDocumentSchema), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const upload = { maxUploadBytes, fieldNames: PROJECT_FILE_FIELDS, fieldsSchema: projectFileFieldsSchema };
      return receiveUpload(app, request, upload, async ({ fields, name, stage }) => {
        // Refuse before reading a byte of the file when the answer is known already.
        await withTenant(app.db, principal.tenantId, (trx) => resolveProjectUploadTarget(trx, principal, fields));
        const staged = await stage();
        const target = await withTenant(app.db, principal.tenantId, (trx) => resolveProjectUploadTarget(trx, principal, fields));
        const classified = await classify(staged, name, target, principal, { reader, maxQuestions }).catch((error: unknown) => {
          throw refusal(error);
        });
        const document = await recordProjectUpload(app, staged, { fields, name, classified, request });
        return reply.status(201).send({
          message: document.is_questionnaire ? `"${document.name}" uploaded. Its questions are being extracted.` : `"${document.name}" uploaded.`,
          data: document,
        });
      });
    },
  );
};
