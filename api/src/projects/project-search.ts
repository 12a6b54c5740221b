// The project list's query: the spec's filters over the projects a person may see, the orderings the
// contract names, a page of ids, and the projects with their progress.
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { PROJECT_DEFAULT_ORDERING, type PROJECT_ORDERING_FIELDS, PROJECT_STATUSES, type Project, type projectListQuerySchema } from '@app/shared/contract';
import { clientScope } from '../access/principal.ts';
import type { Principal } from '../auth/access-tokens.ts';
import { shapedQuery, type Param } from '../db/query-shapes.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { containsPattern } from '../http/contains-pattern.ts';
import { parseDay } from '../http/day-input.ts';
import { orderBySql, type ListOrdering } from '../http/ordering.ts';
import { hasAnswersAwaitingReview, isDue, isOpenProject } from './project-due.ts';
import { projectFromRow, projectViews } from './project-views.ts';

type ListQuery = z.output<typeof projectListQuerySchema>;

/** The share of a project's questions approved or not applicable, 0–100 (the `progress` ordering). */
const progressPercent = sql<number>`(
  SELECT coalesce(round(100.0 * count(*) FILTER (WHERE q.status IN ('approved', 'not_applicable')) / nullif(count(*), 0)), 0)
  FROM questions q JOIN project_documents d ON d.id = q.document_id AND d.tenant_id = q.tenant_id
  WHERE d.project_id = p.id AND d.tenant_id = p.tenant_id)`;

/** Statuses sort in their workflow order, on hold last. */
const statusRank = sql<number>`CASE WHEN p.on_hold THEN ${PROJECT_STATUSES.indexOf('on_hold')} ELSE array_position(
  ${sql.raw(`ARRAY[${PROJECT_STATUSES.map((status) => `'${status}'`).join(', ')}]`)}, p.status) - 1 END`;

const PROJECT_ORDERING: ListOrdering<(typeof PROJECT_ORDERING_FIELDS)[number]> = {
  columns: {
    name: sql`lower(p.name)`,
    deadline: { sql: sql`p.deadline`, nullable: true },
    created_at: sql`p.created_at`,
    status: statusRank,
    progress: progressPercent,
  },
  defaultOrdering: PROJECT_DEFAULT_ORDERING,
  tieBreaker: sql`p.id`,
};

/** What decides the form of the list's query: which filters are given, and the order. */
interface ListShape {
  clientOnly: boolean;
  entity: boolean;
  projectName: boolean;
  createdBy: boolean;
  assignedTo: boolean;
  deadline: boolean;
  createdBefore: boolean;
  createdAfter: boolean;
  due: ListQuery['due'];
  status: ListQuery['status'];
  ordering: ListQuery['ordering'];
}

/** The request's values, bound to the shape's query on each run. */
interface ListValues {
  tenantId: string;
  clientId: string | undefined;
  entity: string | undefined;
  projectNamePattern: string | undefined;
  createdBy: string | undefined;
  assignedTo: string | undefined;
  deadline: string | undefined;
  createdBefore: string | undefined;
  createdAfter: string | undefined;
  limit: number;
  offset: number;
}

function listShapeAndValues(principal: Principal, query: ListQuery & { offset: number }): { shape: ListShape; values: ListValues } {
  const clientId = clientScope(principal) ?? undefined;
  const projectNamePattern = query.project_name ? containsPattern(query.project_name) : undefined;
  const createdBefore = query.created_before ? parseDay(query.created_before, 'created_before') : undefined;
  const createdAfter = query.created_after ? parseDay(query.created_after, 'created_after') : undefined;
  const deadline = query.deadline ? parseDay(query.deadline, 'deadline') : undefined;
  const values: ListValues = {
    tenantId: principal.tenantId,
    clientId,
    entity: query.entity || undefined,
    projectNamePattern,
    createdBy: query.created_by || undefined,
    assignedTo: query.assigned_to || undefined,
    deadline,
    createdBefore,
    createdAfter,
    limit: query.page_size,
    offset: query.offset,
  };
  const shape: ListShape = {
    clientOnly: clientId !== undefined,
    entity: values.entity !== undefined,
    projectName: projectNamePattern !== undefined,
    createdBy: values.createdBy !== undefined,
    assignedTo: values.assignedTo !== undefined,
    deadline: deadline !== undefined,
    createdBefore: createdBefore !== undefined,
    createdAfter: createdAfter !== undefined,
    due: query.due,
    status: query.status,
    ordering: query.ordering,
  };
  return { shape, values };
}

function filteredProjects(trx: TenantTransaction, shape: ListShape, param: Param<ListValues>) {
  const { status } = shape;
  return (
    trx
      .selectFrom('projects as p')
      .where('p.tenant_id', '=', param('tenantId'))
      .$if(shape.clientOnly, (q) => q.where('p.entity_id', '=', param('clientId')))
      .$if(shape.entity, (q) => q.where('p.entity_id', '=', param('entity')))
      .$if(shape.projectName, (q) => q.where('p.name', 'ilike', param('projectNamePattern')))
      .$if(shape.createdBy, (q) => q.where('p.created_by', '=', param('createdBy')))
      .$if(shape.assignedTo, (q) =>
        q.where((eb) =>
          eb.exists(
            eb
              .selectFrom('project_assignees as a')
              .select('a.user_id')
              .whereRef('a.project_id', '=', 'p.id')
              .whereRef('a.tenant_id', '=', 'p.tenant_id')
              .where('a.user_id', '=', param('assignedTo')),
          ),
        ),
      )
      // "Deadline" finds the projects due by that day.
      .$if(shape.deadline, (q) => q.where(sql<SqlBool>`p.deadline <= ${param('deadline')}::date`))
      .$if(shape.createdBefore, (q) => q.where(sql<SqlBool>`(p.created_at AT TIME ZONE 'UTC')::date <= ${param('createdBefore')}::date`))
      .$if(shape.createdAfter, (q) => q.where(sql<SqlBool>`(p.created_at AT TIME ZONE 'UTC')::date >= ${param('createdAfter')}::date`))
      .$if(!!shape.due, (q) => q.where(isDue[shape.due!]))
      .$if(status === 'open', (q) => q.where(isOpenProject))
      .$if(status === 'awaiting_review', (q) => q.where(hasAnswersAwaitingReview))
      .$if(status === 'on_hold', (q) => q.where('p.on_hold', '=', true))
      .$if(!!status && !['on_hold', 'open', 'awaiting_review'].includes(status), (q) =>
        q.where('p.on_hold', '=', false).where('p.status', '=', status as 'not_started'),
      )
  );
}

/** A page of the list: the page's ids, positions and the count by window functions, then each project's view. */
const projectPage = shapedQuery((trx: TenantTransaction, shape: ListShape, param: Param<ListValues>) => {
  const order = orderBySql(shape.ordering, PROJECT_ORDERING);
  const page = filteredProjects(trx, shape, param)
    .select(['p.id', sql<number>`count(*) OVER ()`.as('matching'), sql<number>`row_number() OVER (ORDER BY ${order})`.as('position')])
    .orderBy(order)
    .limit(param('limit'))
    .offset(param('offset'));
  return projectViews(trx, param('tenantId')).innerJoin(page.as('page'), 'page.id', 'p.id').select('page.matching').orderBy('page.position');
});

const projectCount = shapedQuery((trx: TenantTransaction, shape: ListShape, param: Param<ListValues>) =>
  filteredProjects(trx, shape, param).select((eb) => eb.fn.countAll<number>().as('count')),
);

/**
 * One page of the projects that match, in the order asked for, and how many match in all: one query,
 * built and compiled once per shape of the request (the filters given, the order).
 */
export async function listProjects(
  trx: TenantTransaction,
  principal: Principal,
  query: ListQuery & { offset: number },
): Promise<{ count: number; results: Project[] }> {
  const { shape, values } = listShapeAndValues(principal, query);
  const rows = await projectPage.execute(trx, shape, values);
  // A page past the end has no row to carry the count.
  const count = rows[0]?.matching ?? (query.offset === 0 ? 0 : (await projectCount.first(trx, shape, values)).count);
  return { count: Number(count), results: rows.map(projectFromRow) };
}
