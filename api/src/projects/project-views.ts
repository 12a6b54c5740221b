// Projects as the API answers them: the row, its client, creator, assignees, documents and progress.
import { sql } from 'kysely';
import type { Project, ProjectStatus } from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { answerProgress, projectStatusCounts } from './answer-progress.ts';
import { personRef } from '../http/people.ts';

export const PROJECT_STATUS_NAMES: Record<ProjectStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  in_review: 'In review',
  completed: 'Completed',
  on_hold: 'On hold',
};

/** A date column as YYYY-MM-DD text: no time zone can shift the day. */
export const dayText = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** A project's assignees as [id, first name, last name], by name. */
const assigneesOfProject = sql<[string, string | null, string | null][]>`(
  SELECT coalesce(json_agg(json_build_array(u.id, u.first_name, u.last_name) ORDER BY u.first_name, u.last_name), '[]')
  FROM project_assignees a JOIN users u ON u.id = a.user_id AND u.tenant_id = a.tenant_id
  WHERE a.project_id = p.id AND a.tenant_id = p.tenant_id)`;

/**
 * The projects of one tenant as one query, everything a project's answer shows read in the same row
 * (its assignees and question counts as JSON): a page of projects is one round trip, not three.
 * Callers add their own conditions on `p`; `projectFromRow` makes the answer.
 */
export function projectViews(trx: TenantTransaction, tenantId: string) {
  return trx
    .selectFrom('projects as p')
    .innerJoin('entities as e', (join) => join.onRef('e.id', '=', 'p.entity_id').onRef('e.tenant_id', '=', 'p.tenant_id'))
    .leftJoin('users as creator', (join) => join.onRef('creator.id', '=', 'p.created_by').onRef('creator.tenant_id', '=', 'p.tenant_id'))
    .select([
      'p.id',
      'p.name',
      'p.description',
      dayText('p.deadline').as('deadline'),
      'p.status',
      'p.on_hold',
      'p.created_by',
      'p.created_at',
      'p.updated_at',
      'e.id as entity_id',
      'e.name as entity_name',
      'creator.first_name as creator_first_name',
      'creator.last_name as creator_last_name',
      (eb) =>
        eb
          .selectFrom('project_documents as d')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('d.project_id', '=', 'p.id')
          .whereRef('d.tenant_id', '=', 'p.tenant_id')
          .as('documents_count'),
      assigneesOfProject.as('assignees'),
      projectStatusCounts.as('status_counts'),
    ])
    .where('p.tenant_id', '=', tenantId);
}

type ProjectRow = Awaited<ReturnType<ReturnType<typeof projectViews>['executeTakeFirstOrThrow']>>;

export function projectFromRow(row: ProjectRow): Project {
  const status: ProjectStatus = row.on_hold ? 'on_hold' : row.status;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    entity: { id: row.entity_id, name: row.entity_name },
    status: { code: status, name: PROJECT_STATUS_NAMES[status] },
    deadline: row.deadline,
    created_by: personRef(row.created_by, row.creator_first_name, row.creator_last_name),
    assignees: row.assignees.map(([id, firstName, lastName]) => personRef(id, firstName, lastName)!),
    documents_count: Number(row.documents_count ?? 0),
    progress: answerProgress(row.status_counts ?? {}),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The projects with these ids, in the order given; ids not found are left out. */
export async function loadProjects(trx: TenantTransaction, tenantId: string, ids: readonly string[]): Promise<Project[]> {
  if (ids.length === 0) return [];
  const rows = await projectViews(trx, tenantId).where('p.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [projectFromRow(row)] : [];
  });
}

export async function loadProject(trx: TenantTransaction, tenantId: string, id: string): Promise<Project> {
  const [project] = await loadProjects(trx, tenantId, [id]);
  if (!project) throw new Error(`Project ${id} vanished inside its own transaction.`);
  return project;
}
