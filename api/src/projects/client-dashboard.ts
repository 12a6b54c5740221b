// GET /api/v1/projects/dashboard/: the client dashboard: counts, the open projects by deadline, and
// what waits for the signed-in person (finished questionnaires to download, questions assigned to
// them, deadlines coming up). A client user's dashboard covers its own client's projects only; staff
// see every client's, or one client's with `?entity=`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientDashboardQuerySchema, clientDashboardSchema } from '@app/shared/contract';
import { checkClientFilter } from '../access/client-filter.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { clientDashboard, dashboardScope } from './dashboard-figures.ts';

export const clientDashboardRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['projects'],
        summary: 'The client dashboard: counts, open projects by deadline, and what waits for the signed-in person',
        description: "A client user's dashboard covers its own client's projects; staff see every client's, or one client's with `entity`.",
        querystring: clientDashboardQuerySchema,
        response: { 200: envelope(clientDashboardSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const data = await withTenant(app.db, principal.tenantId, async (trx) => {
        await checkClientFilter(trx, principal, query.entity);
        return clientDashboard(trx, dashboardScope(principal, query.entity));
      });
      return { message: 'Dashboard loaded.', data };
    },
  );
};
