// GET /api/v1/projects/dashboard/: the client dashboard: counts, the open projects by deadline, and
// what waits for the signed-in person (finished questionnaires to download, questions assigned to
// them, deadlines coming up). A client user's dashboard covers its own client's projects only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type SqlBool } from 'kysely';
import { clientDashboardSchema, PROJECT_DUE_SOON_DAYS, type ClientDashboard } from '@app/shared/contract';
import type { Principal } from '../auth/access-tokens.ts';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { clientScope } from '../access/principal.ts';
import { displayDay } from '../http/day-input.ts';
import { AWAITING_REVIEW, isDue, isOpenProject, todayUtc } from './project-due.ts';
import { dayText, loadProjects } from './project-views.ts';

const DASHBOARD_PROJECTS = 10;
const WAITING_ITEMS = 10;

type Waiting = ClientDashboard['waiting'][number];

/** The projects a person may see: a client user's own client's, or the whole organisation's for staff. */
export function projectsInScope(trx: TenantTransaction, principal: Principal) {
  const entityId = clientScope(principal);
  return trx
    .selectFrom('projects as p')
    .where('p.tenant_id', '=', principal.tenantId)
    .$if(entityId !== null, (query) => query.where('p.entity_id', '=', entityId!));
}

/** The project figures both dashboards show, over the projects the person may see. */
export async function projectKpis(trx: TenantTransaction, principal: Principal): Promise<ClientDashboard['kpis']> {
  const counts = await projectsInScope(trx, principal)
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere(isOpenProject).as('open_projects'),
      eb.fn.countAll<number>().filterWhere(isDue.soon).as('due_this_week'),
      eb.fn.countAll<number>().filterWhere(isDue.overdue).as('overdue'),
      eb.fn
        .countAll<number>()
        .filterWhere(sql<SqlBool>`p.status = 'completed' AND NOT p.on_hold`)
        .as('completed_projects'),
    ])
    .executeTakeFirstOrThrow();
  const awaiting = await projectsInScope(trx, principal)
    .innerJoin('project_documents as d', (join) => join.onRef('d.project_id', '=', 'p.id').onRef('d.tenant_id', '=', 'p.tenant_id'))
    .innerJoin('questions as q', (join) => join.onRef('q.document_id', '=', 'd.id').onRef('q.tenant_id', '=', 'd.tenant_id'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('q.status', 'in', AWAITING_REVIEW)
    .executeTakeFirstOrThrow();
  return {
    open_projects: Number(counts.open_projects),
    due_this_week: Number(counts.due_this_week),
    overdue: Number(counts.overdue),
    answers_awaiting_review: Number(awaiting.count),
    completed_projects: Number(counts.completed_projects),
  };
}

async function waitingItems(trx: TenantTransaction, principal: Principal): Promise<Waiting[]> {
  const finished = await projectsInScope(trx, principal)
    .innerJoin('project_documents as d', (join) => join.onRef('d.project_id', '=', 'p.id').onRef('d.tenant_id', '=', 'p.tenant_id'))
    .select(['p.id as project_id', 'p.name as project_name', 'd.id as document_id', 'd.name as document_name'])
    .where('d.is_questionnaire', '=', true)
    .where('d.state', '=', 'completed')
    .orderBy('d.updated_at', 'desc')
    .limit(WAITING_ITEMS)
    .execute();
  const assigned = await projectsInScope(trx, principal)
    .innerJoin('project_documents as d', (join) => join.onRef('d.project_id', '=', 'p.id').onRef('d.tenant_id', '=', 'p.tenant_id'))
    .innerJoin('questions as q', (join) => join.onRef('q.document_id', '=', 'd.id').onRef('q.tenant_id', '=', 'd.tenant_id'))
    .select((eb) => ['p.id as project_id', 'p.name as project_name', 'd.id as document_id', 'd.name as document_name', eb.fn.countAll<number>().as('count')])
    .where('q.assignee_id', '=', principal.userId)
    .where('q.status', 'not in', ['approved', 'not_applicable'])
    .groupBy(['p.id', 'p.name', 'd.id', 'd.name'])
    .orderBy('d.name')
    .limit(WAITING_ITEMS)
    .execute();
  const dueSoon = await projectsInScope(trx, principal)
    .select(['p.id as project_id', 'p.name as project_name', dayText('p.deadline').as('deadline'), sql<boolean>`p.deadline < ${todayUtc}`.as('overdue')])
    .where(isOpenProject)
    .where(sql<SqlBool>`p.deadline <= ${todayUtc} + ${sql.lit(PROJECT_DUE_SOON_DAYS)}`)
    .orderBy('p.deadline')
    .limit(WAITING_ITEMS)
    .execute();
  return [
    ...assigned.map((row) => {
      const count = Number(row.count);
      return {
        kind: 'assigned_questions' as const,
        project_id: row.project_id,
        project_name: row.project_name,
        document_id: row.document_id,
        // A client user answers the questions assigned to them; staff review theirs.
        label: `${count} question${count === 1 ? '' : 's'} of ${row.document_name} ${count === 1 ? 'waits' : 'wait'} for your ${clientScope(principal) === null ? 'review' : 'answer'}`,
      };
    }),
    ...dueSoon.map((row) => ({
      kind: 'deadline_soon' as const,
      project_id: row.project_id,
      project_name: row.project_name,
      document_id: null,
      label: row.overdue ? `${row.project_name} was due on ${displayDay(row.deadline!)}` : `${row.project_name} is due on ${displayDay(row.deadline!)}`,
    })),
    ...finished.map((row) => ({
      kind: 'export_ready' as const,
      project_id: row.project_id,
      project_name: row.project_name,
      document_id: row.document_id,
      label: `${row.document_name} is complete and ready to download`,
    })),
  ];
}

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
      const data = await withTenant(app.db, principal.tenantId, async (trx) => {
        const open = await projectsInScope(trx, principal)
          .select('p.id')
          .where(isOpenProject)
          .orderBy(sql`p.deadline`, (order) => order.asc().nullsLast())
          .orderBy('p.updated_at', 'desc')
          .limit(DASHBOARD_PROJECTS)
          .execute();
        return {
          kpis: await projectKpis(trx, principal),
          projects: await loadProjects(
            trx,
            principal.tenantId,
            open.map((row) => row.id),
          ),
          waiting: await waitingItems(trx, principal),
        };
      });
      return { message: 'Dashboard loaded.', data };
    },
  );
};
