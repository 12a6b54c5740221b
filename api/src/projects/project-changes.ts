// A project's life: created for an active client, changed (assignees replaced, new ones notified),
// deleted with its documents, questions and answers; a project document deleted. Each change is
// audited in its transaction; a deletion hands back the stored files no row holds any more, which the
// caller removes once the transaction has committed.
import type { z } from 'zod';
import type { createProjectRequestSchema, Project, updateProjectRequestSchema } from '@app/shared/contract';
import { findReachableProject } from '../access/project-access.ts';
import { clientScope, type ChangeActor } from '../access/principal.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { activeClientOrRefuse } from '../entity/active-client.ts';
import { ApiError } from '../http/api-error.ts';
import { parseDay } from '../http/day-input.ts';
import { checkAssignable } from './assignable-people.ts';
import { notifyNewAssignees } from './assignment-notices.ts';
import { releaseUnusedFiles } from './project-file-holds.ts';
import { lockProject, refreshProjectStatus } from './project-status.ts';
import { loadProject } from './project-views.ts';

type ProjectChanges = z.output<typeof updateProjectRequestSchema>;

function auditedFields(project: Project) {
  return {
    name: project.name,
    description: project.description,
    deadline: project.deadline,
    status: project.status.code,
    assigned_to: project.assignees.map((person) => person.id),
  };
}

export async function createProject(
  trx: TenantTransaction,
  { principal, origin }: ChangeActor,
  body: z.output<typeof createProjectRequestSchema>,
): Promise<Project> {
  const tenantId = principal.tenantId;
  const deadline = body.deadline ? parseDay(body.deadline, 'deadline') : null;
  const entity = await activeClientOrRefuse(trx, tenantId, body.entity_id);
  const assignees = await checkAssignable(trx, tenantId, entity.id, body.assigned_to, 'assigned_to');
  const { id } = await trx
    .insertInto('projects')
    .values({
      tenant_id: tenantId,
      entity_id: entity.id,
      name: body.name,
      description: body.description,
      deadline,
      created_by: principal.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (assignees.length > 0) {
    await trx
      .insertInto('project_assignees')
      .values(assignees.map((userId) => ({ tenant_id: tenantId, project_id: id, user_id: userId })))
      .execute();
  }
  await writeAudit(trx, {
    tenantId,
    actorUserId: principal.userId,
    entityId: entity.id,
    category: 'projects',
    action: 'create',
    targetType: 'project',
    targetId: id,
    after: { name: body.name, entity_id: entity.id, description: body.description, deadline, assigned_to: assignees },
    ...origin,
  });
  await notifyNewAssignees(trx, { tenantId, projectId: id, projectName: body.name, userIds: assignees, actorUserId: principal.userId });
  return loadProject(trx, tenantId, id);
}

export async function updateProject(trx: TenantTransaction, { principal, origin }: ChangeActor, projectId: string, body: ProjectChanges): Promise<Project> {
  const tenantId = principal.tenantId;
  const deadline = body.deadline ? parseDay(body.deadline, 'deadline') : body.deadline;
  const { id, entity_id: entityId } = await findReachableProject(trx, principal, projectId);
  const before = await loadProject(trx, tenantId, id);
  const changes = {
    ...(body.name !== undefined && { name: body.name }),
    ...(body.description !== undefined && { description: body.description }),
    ...(deadline !== undefined && { deadline }),
    ...(body.on_hold !== undefined && { on_hold: body.on_hold }),
  };
  if (Object.keys(changes).length > 0) {
    await trx.updateTable('projects').set(changes).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  }
  let added: string[] = [];
  if (body.assigned_to) {
    const assignees = await checkAssignable(trx, tenantId, entityId, body.assigned_to, 'assigned_to');
    const current = new Set(before.assignees.map((person) => person.id));
    added = assignees.filter((userId) => !current.has(userId));
    await trx
      .deleteFrom('project_assignees')
      .where('tenant_id', '=', tenantId)
      .where('project_id', '=', id)
      .$if(assignees.length > 0, (query) => query.where('user_id', 'not in', assignees))
      .execute();
    if (added.length > 0) {
      await trx
        .insertInto('project_assignees')
        .values(added.map((userId) => ({ tenant_id: tenantId, project_id: id, user_id: userId })))
        .execute();
    }
  }
  const after = await loadProject(trx, tenantId, id);
  await writeAudit(trx, {
    tenantId,
    actorUserId: principal.userId,
    entityId,
    category: 'projects',
    action: 'update',
    targetType: 'project',
    targetId: id,
    before: auditedFields(before),
    after: auditedFields(after),
    ...origin,
  });
  await notifyNewAssignees(trx, { tenantId, projectId: id, projectName: after.name, userIds: added, actorUserId: principal.userId });
  return after;
}

/** Deletes a project; answers its name and the stored files nothing holds any more. */
export async function deleteProject(
  trx: TenantTransaction,
  { principal, origin }: ChangeActor,
  projectId: string,
): Promise<{ name: string; released: string[] }> {
  const tenantId = principal.tenantId;
  const project = await findReachableProject(trx, principal, projectId);
  const before = await loadProject(trx, tenantId, project.id);
  const filesOf = (table: 'project_documents' | 'project_exports') =>
    trx.selectFrom(table).select('sha256').where('tenant_id', '=', tenantId).where('project_id', '=', project.id).execute();
  const documents = await filesOf('project_documents');
  const exports = await filesOf('project_exports');
  await trx.deleteFrom('projects').where('tenant_id', '=', tenantId).where('id', '=', project.id).execute();
  await writeAudit(trx, {
    tenantId,
    actorUserId: principal.userId,
    entityId: project.entity_id,
    category: 'projects',
    action: 'delete',
    targetType: 'project',
    targetId: project.id,
    before: { ...auditedFields(before), documents: before.documents_count },
    ...origin,
  });
  const hashes = (rows: { sha256: string | null }[]) => rows.flatMap((row) => (row.sha256 ? [row.sha256] : []));
  const released = await releaseUnusedFiles(trx, tenantId, { documents: hashes(documents), exports: hashes(exports) });
  return { name: project.name, released };
}

/** Deletes a project document with its questions and answers; answers its name and the stored files nothing holds any more. */
export async function deleteProjectDocument(
  trx: TenantTransaction,
  { principal, origin }: ChangeActor,
  documentId: string,
): Promise<{ name: string; released: string[] }> {
  const tenantId = principal.tenantId;
  const entityId = clientScope(principal);
  const document = await trx
    .selectFrom('project_documents as d')
    .innerJoin('projects as p', (join) => join.onRef('p.id', '=', 'd.project_id').onRef('p.tenant_id', '=', 'd.tenant_id'))
    .select(['d.id', 'd.name', 'd.sha256', 'd.project_id', 'd.is_questionnaire', 'p.entity_id'])
    .where('d.tenant_id', '=', tenantId)
    .where('d.id', '=', documentId)
    .$if(entityId !== null, (query) => query.where('p.entity_id', '=', entityId!))
    .executeTakeFirst();
  if (!document) throw new ApiError(404, 'not_found', 'This document does not exist.');
  await lockProject(trx, tenantId, document.project_id);
  await trx.deleteFrom('project_documents').where('tenant_id', '=', tenantId).where('id', '=', document.id).execute();
  await writeAudit(trx, {
    tenantId,
    actorUserId: principal.userId,
    entityId: document.entity_id,
    category: 'projects',
    action: 'delete_document',
    targetType: 'project_document',
    targetId: document.id,
    before: { project_id: document.project_id, name: document.name, sha256: document.sha256, questionnaire: document.is_questionnaire },
    ...origin,
  });
  await refreshProjectStatus(trx, document.project_id, { tenantId, actorUserId: principal.userId });
  return { name: document.name, released: await releaseUnusedFiles(trx, tenantId, { documents: [document.sha256] }) };
}
