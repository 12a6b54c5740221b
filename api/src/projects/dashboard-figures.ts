// The figures of both dashboards, over the projects a person may see: the client dashboard's counts,
// open projects and what waits for the person; the admin dashboard adds the repository's documents,
// the active subscriptions, projects by status and answers approved per week. Both count projects
// with the same definitions, so each card's number is the length of the list it opens.
import { sql, type SqlBool } from 'kysely';
import {
  ADMIN_DASHBOARD_WEEKS,
  PROJECT_DUE_SOON_DAYS,
  PROJECT_STATUSES,
  type AdminDashboard,
  type ClientDashboard,
  type ProjectStatus,
} from '@app/shared/contract';
import { clientScope } from '../access/principal.ts';
import type { Principal } from '../auth/access-tokens.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { displayDay } from '../http/day-input.ts';
import { activeSubscriptions } from '../subscription/subscription-views.ts';
import { AWAITING_REVIEW, isDue, isOpenProject, todayUtc } from './project-due.ts';
import { dayText, loadProjects, PROJECT_STATUS_NAMES } from './project-views.ts';

const DASHBOARD_PROJECTS = 10;
const WAITING_ITEMS = 10;

type Waiting = ClientDashboard['waiting'][number];

/**
 * Whose projects a dashboard counts: the person's (what waits for them) and one client's (a client
 * user's own, or the one a staff member chose), or, for staff who chose none, every client's.
 */
export interface DashboardScope {
  principal: Principal;
  clientId: string | null;
}

/** The scope of a person's dashboard, with the client a staff member chose (checked by the route). */
export const dashboardScope = (principal: Principal, chosenClient?: string): DashboardScope => ({
  principal,
  clientId: clientScope(principal) ?? chosenClient ?? null,
});

function projectsInScope(trx: TenantTransaction, { principal, clientId }: DashboardScope) {
  return trx
    .selectFrom('projects as p')
    .where('p.tenant_id', '=', principal.tenantId)
    .$if(clientId !== null, (query) => query.where('p.entity_id', '=', clientId!));
}

/** The project figures both dashboards show, over the projects the person may see. */
async function projectKpis(trx: TenantTransaction, scope: DashboardScope): Promise<ClientDashboard['kpis']> {
  const counts = await projectsInScope(trx, scope)
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
  const awaiting = await projectsInScope(trx, scope)
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

async function waitingItems(trx: TenantTransaction, scope: DashboardScope): Promise<Waiting[]> {
  const { principal } = scope;
  const finished = await projectsInScope(trx, scope)
    .innerJoin('project_documents as d', (join) => join.onRef('d.project_id', '=', 'p.id').onRef('d.tenant_id', '=', 'p.tenant_id'))
    .select(['p.id as project_id', 'p.name as project_name', 'd.id as document_id', 'd.name as document_name'])
    .where('d.is_questionnaire', '=', true)
    .where('d.state', '=', 'completed')
    .orderBy('d.updated_at', 'desc')
    .limit(WAITING_ITEMS)
    .execute();
  const assigned = await projectsInScope(trx, scope)
    .innerJoin('project_documents as d', (join) => join.onRef('d.project_id', '=', 'p.id').onRef('d.tenant_id', '=', 'p.tenant_id'))
    .innerJoin('questions as q', (join) => join.onRef('q.document_id', '=', 'd.id').onRef('q.tenant_id', '=', 'd.tenant_id'))
    .select((eb) => ['p.id as project_id', 'p.name as project_name', 'd.id as document_id', 'd.name as document_name', eb.fn.countAll<number>().as('count')])
    .where('q.assignee_id', '=', principal.userId)
    .where('q.status', 'not in', ['approved', 'not_applicable'])
    .groupBy(['p.id', 'p.name', 'd.id', 'd.name'])
    .orderBy('d.name')
    .limit(WAITING_ITEMS)
    .execute();
  const dueSoon = await projectsInScope(trx, scope)
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

/** The client dashboard: counts, the open projects by deadline, and what waits for the person. */
export async function clientDashboard(trx: TenantTransaction, scope: DashboardScope): Promise<ClientDashboard> {
  const open = await projectsInScope(trx, scope)
    .select('p.id')
    .where(isOpenProject)
    .orderBy(sql`p.deadline`, (order) => order.asc().nullsLast())
    .orderBy('p.updated_at', 'desc')
    .limit(DASHBOARD_PROJECTS)
    .execute();
  return {
    kpis: await projectKpis(trx, scope),
    projects: await loadProjects(
      trx,
      scope.principal.tenantId,
      open.map((row) => row.id),
    ),
    waiting: await waitingItems(trx, scope),
  };
}

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

async function projectsByStatus(trx: TenantTransaction, scope: DashboardScope): Promise<AdminDashboard['projects_by_status']> {
  const rows = await projectsInScope(trx, scope)
    .select((eb) => [sql<ProjectStatus>`CASE WHEN p.on_hold THEN 'on_hold' ELSE p.status END`.as('status'), eb.fn.countAll<number>().as('count')])
    .groupBy(sql`1`)
    .execute();
  const counts = new Map(rows.map((row) => [row.status, Number(row.count)]));
  return PROJECT_STATUSES.map((code) => ({ code, name: PROJECT_STATUS_NAMES[code], count: counts.get(code) ?? 0 }));
}

async function answersApprovedPerWeek(trx: TenantTransaction, scope: DashboardScope): Promise<AdminDashboard['answers_approved_per_week']> {
  const weekStart = sql<string>`to_char(date_trunc('week', q.approved_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  const rows = await projectsInScope(trx, scope)
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

/** The admin dashboard: the organisation's figures for its staff. */
export async function adminDashboard(trx: TenantTransaction, principal: Principal): Promise<AdminDashboard> {
  const scope = dashboardScope(principal);
  return {
    kpis: {
      ...(await projectKpis(trx, scope)),
      repository_documents: await repositoryDocuments(trx, principal.tenantId),
      active_subscriptions: await activeSubscriptions(trx, principal.tenantId),
    },
    projects_by_status: await projectsByStatus(trx, scope),
    answers_approved_per_week: await answersApprovedPerWeek(trx, scope),
  };
}
