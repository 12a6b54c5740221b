// POST /api/v1/documents/reprocess-questionnaire/: extract the questions again (with the layout a
// person confirmed, if any) and suggest answers afresh; what people edited, approved, rejected or set
// aside is kept (see extraction-job.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectDocumentSchema, reprocessRequestSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { findReachableDocument } from '../access/project-access.ts';
import { queueExtraction } from './pipeline/queue-extraction.ts';

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
        return queueExtraction(trx, request, found, { action: 'reprocess' });
      });
      return reply.status(202).send({ message: `"${document.name}" will be processed again.`, data: document });
    },
  );
};
