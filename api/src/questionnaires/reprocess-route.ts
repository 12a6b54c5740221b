// POST /api/v1/documents/reprocess-questionnaire/: extract the questions again and suggest answers
// afresh; what people edited, approved, rejected or set aside is kept (see extraction-job.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectDocumentSchema, reprocessRequestSchema } from '@app/shared/contract';
import { writeAudit } from '../auditlog/write-audit.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { findReachableDocument } from '../projects/project-access.ts';
import { loadProjectDocument } from '../projects/project-document-views.ts';
import { lockProject, refreshProjectStatus } from '../projects/project-status.ts';
import { EXTRACT_QUESTIONS, PIPELINE_ATTEMPTS } from './pipeline/extraction-job.ts';

const IN_PIPELINE = ['queued', 'extracting', 'suggesting'] as const;

export const reprocessRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reprocess-questionnaire/',
    {
      onRequest: app.requirePermission('view_project', 'manage_projects'),
      schema: {
        tags: ['questionnaires'],
        summary: 'Extract the questions again and suggest answers afresh, keeping what people reviewed',
        description:
          'Questions found again (same text and place) keep their comments and reviewer; those a person edited, ' +
          'approved, rejected or marked not applicable also keep their answer and status.',
        body: reprocessRequestSchema,
        response: { 202: envelope(projectDocumentSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const tenantId = principal.tenantId;
      const document = await withTenant(app.db, tenantId, async (trx) => {
        const found = await findReachableDocument(trx, principal, request.body.document_id);
        if (!found.is_questionnaire) {
          throw new ApiError(400, 'not_a_questionnaire', `"${found.name}" is a supporting file: it has no questions to extract.`);
        }
        await lockProject(trx, tenantId, found.project_id);
        const queued = await trx
          .updateTable('project_documents')
          .set({ state: 'queued', error: null })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', found.id)
          .where('state', 'not in', IN_PIPELINE)
          .executeTakeFirst();
        if (Number(queued.numUpdatedRows) === 0) {
          throw new ApiError(409, 'in_progress', `"${found.name}" is being processed already. Wait until its answers are suggested.`);
        }
        await enqueueJob(trx, { tenantId, kind: EXTRACT_QUESTIONS, payload: { documentId: found.id }, maxAttempts: PIPELINE_ATTEMPTS });
        await writeAudit(trx, {
          tenantId,
          actorUserId: principal.userId,
          entityId: found.entity_id,
          category: 'questionnaires',
          action: 'reprocess',
          targetType: 'project_document',
          targetId: found.id,
          before: { state: found.state },
          after: { state: 'queued' },
          ...requestOrigin(request),
        });
        await refreshProjectStatus(trx, found.project_id, { tenantId, actorUserId: principal.userId });
        return loadProjectDocument(trx, tenantId, found.id);
      });
      return reply.status(202).send({ message: `"${document.name}" will be processed again.`, data: document });
    },
  );
};
