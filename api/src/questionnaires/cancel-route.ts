// POST /api/v1/documents/cancel-processing/: stop reading a questionnaire's questions or suggesting
// its answers. The job in hand sees the state at its next batch and stops there; queued ones find
// nothing to do. What was suggested so far stays; reprocessing starts again.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelProcessingRequestSchema, projectDocumentSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { cancelProcessing } from './pipeline/cancel-processing.ts';

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
      const actor = { principal, origin: requestOrigin(request) };
      const document = await withTenant(app.db, principal.tenantId, (trx) => cancelProcessing(trx, actor, request.body.document_id));
      const { total, unanswered } = document.progress;
      const done = total === 0 ? ' before its questions were read' : `: ${count(total - unanswered)} of ${count(total)} questions have suggestions`;
      return { message: `Processing of "${document.name}" was cancelled${done}. Reprocess it to start again.`, data: document };
    },
  );
};
