// Projects as the API answers them: the row, its client, creator, assignees, documents and progress.
import { sql } from 'kysely';
import type { PersonRef, Project, ProjectStatus } from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { progressByProject } from './answer-progress.ts';
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

/** The projects with these ids, in the order given; ids not found are left out. */
export async function loadProjects(trx: TenantTransaction, tenantId: string, ids: readonly string[]): Promise<Project[]> {
  if (ids.length === 0) return [];
  const rows = await trx
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
    ])
    .where('p.tenant_id', '=', tenantId)
    .where('p.id', 'in', ids)
    .execute();
  const assignees = await loadAssignees(trx, tenantId, ids);
  const progress = await progressByProject(trx, tenantId, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const status: ProjectStatus = row.on_hold ? 'on_hold' : row.status;
    return [
      {
        id: row.id,
        name: row.name,
        description: row.description,
        entity: { id: row.entity_id, name: row.entity_name },
        status: { code: status, name: PROJECT_STATUS_NAMES[status] },
        deadline: row.deadline,
        created_by: personRef(row.created_by, row.creator_first_name, row.creator_last_name),
        assignees: assignees.get(id) ?? [],
        documents_count: Number(row.documents_count ?? 0),
        progress: progress.get(id)!,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      },
    ];
  });
}

async function loadAssignees(trx: TenantTransaction, tenantId: string, projectIds: readonly string[]): Promise<Map<string, PersonRef[]>> {
  const rows = await trx
    .selectFrom('project_assignees as a')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'a.user_id').onRef('u.tenant_id', '=', 'a.tenant_id'))
    .select(['a.project_id', 'u.id', 'u.first_name', 'u.last_name'])
    .where('a.tenant_id', '=', tenantId)
    .where('a.project_id', 'in', projectIds)
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .execute();
  const byProject = new Map<string, PersonRef[]>();
  for (const row of rows) {
    const list = byProject.get(row.project_id) ?? [];
    list.push(personRef(row.id, row.first_name, row.last_name)!);
    byProject.set(row.project_id, list);
  }
  return byProject;
}

export async function loadProject(trx: TenantTransaction, tenantId: string, id: string): Promise<Project> {
  const [project] = await loadProjects(trx, tenantId, [id]);
  if (!project) throw new Error(`Project ${id} vanished inside its own transaction.`);
  return project;
}
