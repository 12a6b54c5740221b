// POST /api/v1/documents/cancel-processing/: stop reading a questionnaire's questions or suggesting
// its answers. The job in hand sees the state at its next batch and stops there; queued ones find
// nothing to do. What was suggested so far stays; reprocessing starts again.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelProcessingRequestSchema, projectDocumentSchema } from '@app/shared/contract';
import { writeAudit } from '../auditlog/write-audit.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { findReachableDocument } from '../access/project-access.ts';
import { loadProjectDocument } from '../projects/project-document-views.ts';
import { lockProject, refreshProjectStatus } from '../projects/project-status.ts';
import { PIPELINE_STATES } from './pipeline/extraction-job.ts';

const count = (value: number) => value.toLocaleString('en');

export const cancelRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cancel-processing/',
    {
      onRequest: app.requirePermission('view_project', 'manage_projects'),
      schema: {
        tags: ['questionnaires'],
        summary: 'Cancel the extraction or the suggestions of a questionnaire that is being processed',
        description:
          'The document becomes `cancelled` at once and the pipeline stops at its next batch of questions. The answers ' +
          'suggested so far stay; reprocessing starts again. 409 when nothing is being processed.',
        body: cancelProcessingRequestSchema,
        response: { 200: envelope(projectDocumentSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { principal } = request;
      const tenantId = principal.tenantId;
      const document = await withTenant(app.db, tenantId, async (trx) => {
        const found = await findReachableDocument(trx, principal, request.body.document_id);
        await lockProject(trx, tenantId, found.project_id);
        const cancelled = await trx
          .updateTable('project_documents')
          .set({ state: 'cancelled', error: null })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', found.id)
          .where('state', 'in', PIPELINE_STATES)
          .executeTakeFirst();
        if (Number(cancelled.numUpdatedRows) === 0) {
          throw new ApiError(409, 'not_processing', `"${found.name}" is not being processed: there is nothing to cancel.`);
        }
        const document = await loadProjectDocument(trx, tenantId, found.id);
        await writeAudit(trx, {
          tenantId,
          actorUserId: principal.userId,
          entityId: found.entity_id,
          category: 'questionnaires',
          action: 'cancel_processing',
          targetType: 'project_document',
          targetId: found.id,
          before: { state: found.state },
          after: { state: 'cancelled', questions: document.progress.total, unanswered: document.progress.unanswered },
          ...requestOrigin(request),
        });
        await refreshProjectStatus(trx, found.project_id, { tenantId, actorUserId: principal.userId });
        return document;
      });
      const { total, unanswered } = document.progress;
      const done = total === 0 ? ' before its questions were read' : `: ${count(total - unanswered)} of ${count(total)} questions have suggestions`;
      return { message: `Processing of "${document.name}" was cancelled${done}. Reprocess it to start again.`, data: document };
    },
  );
};
