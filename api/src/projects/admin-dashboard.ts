// GET /api/v1/entity/dashboard/: the admin dashboard, the organisation's figures for its staff: the
// client dashboard's project figures (the same definitions, so each card's number is the length of
// the list it opens), the repository's documents, the active subscriptions, projects by status and
// answers approved per week.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_DASHBOARD_WEEKS, adminDashboardSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { adminDashboard } from './dashboard-figures.ts';

export const adminDashboardPlugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/',
    {
      onRequest: app.requirePermission('view_admin_dashboard'),
      schema: {
        tags: ['dashboard'],
        summary:
          "The admin dashboard: the organisation's project figures, repository documents, active subscriptions, projects by status and answers approved per week",
        description:
          "Open, overdue and due-this-week count as the project list's `status=open` and `due` filters do; active subscriptions as the subscription list's `status=active`. " +
          `Answers approved per week covers the last ${ADMIN_DASHBOARD_WEEKS} ISO weeks (UTC), oldest first.`,
        response: { 200: envelope(adminDashboardSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { principal } = request;
      const data = await withTenant(app.db, principal.tenantId, (trx) => adminDashboard(trx, principal));
      return { message: 'Dashboard loaded.', data };
    },
  );
};
