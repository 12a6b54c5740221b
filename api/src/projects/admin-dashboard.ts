// GET /api/v1/entity/dashboard/: the admin dashboard, the organisation's figures for its staff: the
// client dashboard's project figures (the same definitions, so each card's number is the length of
// the list it opens), the repository's documents, the active subscriptions, projects by status and
// answers approved per week.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { ADMIN_DASHBOARD_WEEKS, adminDashboardSchema, PROJECT_STATUSES, type AdminDashboard, type ProjectStatus } from '@app/shared/contract';
import type { Principal } from '../auth/access-tokens.ts';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { activeSubscriptions } from '../subscription/subscription-views.ts';
import { projectKpis, projectsInScope } from './client-dashboard.ts';
import { PROJECT_STATUS_NAMES } from './project-views.ts';

/** Monday of the current ISO week, UTC, as a timestamp without time zone (date_trunc's week is ISO). */
const thisWeek = sql`date_trunc('week', now() AT TIME ZONE 'UTC')`;
const firstWeek = sql`${thisWeek} - ${sql.lit(ADMIN_DASHBOARD_WEEKS - 1)} * interval '1 week'`;

async function repositoryDocuments(trx: TenantTransaction, tenantId: string): Promise<number> {
  const { count } = await trx
    .selectFrom('repository_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'document')
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function projectsByStatus(trx: TenantTransaction, principal: Principal): Promise<AdminDashboard['projects_by_status']> {
  const rows = await projectsInScope(trx, principal)
    .select((eb) => [sql<ProjectStatus>`CASE WHEN p.on_hold THEN 'on_hold' ELSE p.status END`.as('status'), eb.fn.countAll<number>().as('count')])
    .groupBy(sql`1`)
    .execute();
  const counts = new Map(rows.map((row) => [row.status, Number(row.count)]));
  return PROJECT_STATUSES.map((code) => ({ code, name: PROJECT_STATUS_NAMES[code], count: counts.get(code) ?? 0 }));
}

async function answersApprovedPerWeek(trx: TenantTransaction, principal: Principal): Promise<AdminDashboard['answers_approved_per_week']> {
  const weekStart = sql<string>`to_char(date_trunc('week', q.approved_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  const rows = await projectsInScope(trx, principal)
    .innerJoin('project_documents as d', (join) => join.onRef('d.project_id', '=', 'p.id').onRef('d.tenant_id', '=', 'p.tenant_id'))
    .innerJoin('questions as q', (join) => join.onRef('q.document_id', '=', 'd.id').onRef('q.tenant_id', '=', 'd.tenant_id'))
    .select((eb) => [weekStart.as('week_start'), eb.fn.countAll<number>().as('count')])
    .where(sql<boolean>`q.approved_at AT TIME ZONE 'UTC' >= ${firstWeek}`)
    .groupBy(sql`1`)
    .execute();
  // Every week, also those without approvals, from the database's clock as the counts above.
  const { rows: weeks } = await sql<{ week_start: string }>`
    SELECT to_char(week, 'YYYY-MM-DD') AS week_start FROM generate_series(${firstWeek}, ${thisWeek}, interval '1 week') AS week`.execute(trx);
  const counts = new Map(rows.map((row) => [row.week_start, Number(row.count)]));
  return weeks.map(({ week_start }) => ({ week_start, count: counts.get(week_start) ?? 0 }));
}

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
      const data = await withTenant(app.db, principal.tenantId, async (trx) => ({
        kpis: {
          ...(await projectKpis(trx, principal)),
          repository_documents: await repositoryDocuments(trx, principal.tenantId),
          active_subscriptions: await activeSubscriptions(trx, principal.tenantId),
        },
        projects_by_status: await projectsByStatus(trx, principal),
        answers_approved_per_week: await answersApprovedPerWeek(trx, principal),
      }));
      return { message: 'Dashboard loaded.', data };
    },
  );
};
