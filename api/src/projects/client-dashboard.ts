// GET /api/v1/projects/dashboard/: the client dashboard: counts, the open projects by deadline, and
// what waits for the signed-in person (finished questionnaires to download, questions assigned to
// them, deadlines coming up). A client user's dashboard covers its own client's projects only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientDashboardSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { clientDashboard } from './dashboard-figures.ts';

export const clientDashboardRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['projects'],
        summary: 'The client dashboard: counts, open projects by deadline, and what waits for the signed-in person',
        description: "A client user's dashboard covers its own client's projects; staff see every client's.",
        response: { 200: envelope(clientDashboardSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { principal } = request;
      const data = await withTenant(app.db, principal.tenantId, (trx) => clientDashboard(trx, principal));
      return { message: 'Dashboard loaded.', data };
    },
  );
};
