// /api/v1/projects/details/files/: upload a project's questionnaires and supporting files (one per
// request, streamed into the storage), list them, delete them. A refused or failed upload leaves no
// row and no file behind (files/receive-upload.ts); accepted questionnaires go through the pipeline
// (extraction, then suggestions).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationQuerySchema, PROJECT_FILE_FIELDS, projectDocumentSchema } from '@app/shared/contract';
import { findReachableProject } from '../access/project-access.ts';
import { clientScope } from '../access/principal.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { receiveUpload } from '../files/receive-upload.ts';
import { ApiError } from '../http/api-error.ts';
import { pageLinks, pageOffset } from '../http/paging.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { loadProjectDocuments } from './project-document-views.ts';
import { releaseUnusedFiles, removeUnheldFiles } from './project-file-holds.ts';
import { lockProject, refreshProjectStatus } from './project-status.ts';
import { classify, projectFileFieldsSchema, recordProjectUpload, refusal, resolveProjectUploadTarget } from './project-uploads.ts';

const listQuery = paginationQuerySchema.extend({ project_id: z.string().uuid() });
const pagedDocuments = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(projectDocumentSchema),
});

export const projectFilesRoute: FastifyPluginAsyncZod<{ maxUploadBytes: number; maxQuestions: number }> = async (app, { maxUploadBytes, maxQuestions }) => {
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
        const classified = await classify(staged, name, target, principal, maxQuestions).catch((error: unknown) => {
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

  app.get(
    '/details/files/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['projects'],
        summary: "A project's documents, oldest first, with their workflow state and progress",
        querystring: listQuery,
        response: { 200: envelope(pagedDocuments), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const data = await withTenant(app.db, principal.tenantId, async (trx) => {
        const project = await findReachableProject(trx, principal, query.project_id);
        const all = await loadProjectDocuments(trx, principal.tenantId, { projectId: project.id });
        const offset = pageOffset(query);
        return { count: all.length, ...pageLinks(request, all.length, query), results: all.slice(offset, offset + query.page_size) };
      });
      return { message: `${data.count} document${data.count === 1 ? '' : 's'}.`, data };
    },
  );

  app.delete(
    '/details/files/:id/',
    {
      onRequest: app.requirePermission('view_project', 'manage_projects'),
      schema: {
        tags: ['projects'],
        summary: 'Delete a project document with its questions and answers',
        description: 'Approved answers stay in the answer library.',
        params: z.object({ id: z.string().uuid() }),
        response: { 200: envelope(z.null()), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { principal } = request;
      const tenantId = principal.tenantId;
      const entityId = clientScope(principal);
      const { name, released } = await withTenant(app.db, tenantId, async (trx) => {
        const document = await trx
          .selectFrom('project_documents as d')
          .innerJoin('projects as p', (join) => join.onRef('p.id', '=', 'd.project_id').onRef('p.tenant_id', '=', 'd.tenant_id'))
          .select(['d.id', 'd.name', 'd.sha256', 'd.project_id', 'd.is_questionnaire', 'p.entity_id'])
          .where('d.tenant_id', '=', tenantId)
          .where('d.id', '=', request.params.id)
          .$if(entityId !== null, (query) => query.where('p.entity_id', '=', entityId!))
          .executeTakeFirst();
        if (!document) throw new ApiError(404, 'not_found', 'This document does not exist.');
        await lockProject(trx, tenantId, document.project_id);
        await trx.deleteFrom('project_documents').where('tenant_id', '=', tenantId).where('id', '=', document.id).execute();
        await writeAudit(trx, {
          tenantId,
          actorUserId: principal.userId,
          entityId: document.entity_id,
          category: 'projects',
          action: 'delete_document',
          targetType: 'project_document',
          targetId: document.id,
          before: { project_id: document.project_id, name: document.name, sha256: document.sha256, questionnaire: document.is_questionnaire },
          ...requestOrigin(request),
        });
        await refreshProjectStatus(trx, document.project_id, { tenantId, actorUserId: principal.userId });
        return { name: document.name, released: await releaseUnusedFiles(trx, tenantId, { documents: [document.sha256] }) };
      });
      await removeUnheldFiles({ db: app.db, storage: app.fileStorage, log: request.log }, tenantId, released);
      return { message: `"${name}" was deleted.`, data: null };
    },
  );
};
