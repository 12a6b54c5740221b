// The project list's query: the spec's filters over the projects a person may see, the orderings the
// contract names, a page of ids, and the projects with their progress.
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { PROJECT_DEFAULT_ORDERING, type PROJECT_ORDERING_FIELDS, PROJECT_STATUSES, type Project, type projectListQuerySchema } from '@app/shared/contract';
import { clientScope } from '../access/principal.ts';
import type { Principal } from '../auth/access-tokens.ts';
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

function filteredProjects(trx: TenantTransaction, principal: Principal, query: Omit<ListQuery, 'page' | 'page_size' | 'ordering'>) {
  const entityId = clientScope(principal);
  const createdBefore = query.created_before ? parseDay(query.created_before, 'created_before') : undefined;
  const createdAfter = query.created_after ? parseDay(query.created_after, 'created_after') : undefined;
  const deadline = query.deadline ? parseDay(query.deadline, 'deadline') : undefined;
  return (
    trx
      .selectFrom('projects as p')
      .where('p.tenant_id', '=', principal.tenantId)
      .$if(entityId !== null, (q) => q.where('p.entity_id', '=', entityId!))
      .$if(!!query.entity, (q) => q.where('p.entity_id', '=', query.entity!))
      .$if(!!query.project_name, (q) => q.where('p.name', 'ilike', containsPattern(query.project_name!)))
      .$if(!!query.created_by, (q) => q.where('p.created_by', '=', query.created_by!))
      .$if(!!query.assigned_to, (q) =>
        q.where((eb) =>
          eb.exists(
            eb
              .selectFrom('project_assignees as a')
              .select('a.user_id')
              .whereRef('a.project_id', '=', 'p.id')
              .whereRef('a.tenant_id', '=', 'p.tenant_id')
              .where('a.user_id', '=', query.assigned_to!),
          ),
        ),
      )
      // "Deadline" finds the projects due by that day.
      .$if(!!deadline, (q) => q.where(sql<SqlBool>`p.deadline <= ${deadline}::date`))
      .$if(!!createdBefore, (q) => q.where(sql<SqlBool>`(p.created_at AT TIME ZONE 'UTC')::date <= ${createdBefore}::date`))
      .$if(!!createdAfter, (q) => q.where(sql<SqlBool>`(p.created_at AT TIME ZONE 'UTC')::date >= ${createdAfter}::date`))
      .$if(!!query.due, (q) => q.where(isDue[query.due!]))
      .$if(query.status === 'open', (q) => q.where(isOpenProject))
      .$if(query.status === 'awaiting_review', (q) => q.where(hasAnswersAwaitingReview))
      .$if(query.status === 'on_hold', (q) => q.where('p.on_hold', '=', true))
      .$if(!!query.status && !['on_hold', 'open', 'awaiting_review'].includes(query.status), (q) =>
        q.where('p.on_hold', '=', false).where('p.status', '=', query.status as 'not_started'),
      )
  );
}

/**
 * One page of the projects that match, in the order asked for, and how many match in all: one query
 * (the page's ids, positions and the count by window functions, then each project's view).
 */
export async function listProjects(
  trx: TenantTransaction,
  principal: Principal,
  query: ListQuery & { offset: number },
): Promise<{ count: number; results: Project[] }> {
  const order = orderBySql(query.ordering, PROJECT_ORDERING);
  const page = filteredProjects(trx, principal, query)
    .select(['p.id', sql<number>`count(*) OVER ()`.as('matching'), sql<number>`row_number() OVER (ORDER BY ${order})`.as('position')])
    .orderBy(order)
    .limit(query.page_size)
    .offset(query.offset);
  const rows = await projectViews(trx, principal.tenantId)
    .innerJoin(page.as('page'), 'page.id', 'p.id')
    .select('page.matching')
    .orderBy('page.position')
    .execute();
  // A page past the end has no row to carry the count.
  const count = rows[0]?.matching ?? (query.offset === 0 ? 0 : await countMatching(trx, principal, query));
  return { count: Number(count), results: rows.map(projectFromRow) };
}

async function countMatching(trx: TenantTransaction, principal: Principal, query: ListQuery): Promise<number> {
  const { count } = await filteredProjects(trx, principal, query)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
