// /api/v1/projects/details/{id}/: read a project with its documents, change it, delete it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectDetailSchema, projectSchema, updateProjectRequestSchema } from '@app/shared/contract';
import { writeAudit } from '../auditlog/write-audit.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { checkAssignable } from './assignable-people.ts';
import { notifyNewAssignees } from './assignment-notices.ts';
import { parseDay } from '../http/day-input.ts';
import { findReachableProject } from '../access/project-access.ts';
import { loadProjectDocuments } from './project-document-views.ts';
import { releaseUnusedFiles, removeUnheldFiles } from './project-file-holds.ts';
import { loadProject } from './project-views.ts';

const params = z.object({ id: z.string().uuid() });

export const projectDetailsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/details/:id/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['projects'],
        summary: 'A project with its documents, their workflow state and progress',
        description: "Client users reach only their own client's projects; others answer 404.",
        params,
        response: { 200: envelope(projectDetailSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { principal } = request;
      const data = await withTenant(app.db, principal.tenantId, async (trx) => {
        const { id } = await findReachableProject(trx, principal, request.params.id);
        return {
          project: await loadProject(trx, principal.tenantId, id),
          documents: await loadProjectDocuments(trx, principal.tenantId, { projectId: id }),
        };
      });
      return { message: 'Project loaded.', data };
    },
  );

  app.patch(
    '/details/:id/',
    {
      onRequest: app.requirePermission('view_project', 'manage_projects'),
      schema: {
        tags: ['projects'],
        summary: 'Change a project: name, description, assignees, deadline, on hold',
        description:
          '`assigned_to` replaces the assignees (new ones are notified). `on_hold: true` puts the project on hold; ' +
          '`false` gives it back the status its documents give it.',
        params,
        body: updateProjectRequestSchema,
        response: { 200: envelope(projectSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { principal, body } = request;
      const tenantId = principal.tenantId;
      const deadline = body.deadline ? parseDay(body.deadline, 'deadline') : body.deadline;
      const project = await withTenant(app.db, tenantId, async (trx) => {
        const { id, entity_id: entityId } = await findReachableProject(trx, principal, request.params.id);
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
          ...requestOrigin(request),
        });
        await notifyNewAssignees(trx, { tenantId, projectId: id, projectName: after.name, userIds: added, actorUserId: principal.userId });
        return after;
      });
      return { message: `The project ${project.name} was saved.`, data: project };
    },
  );

  app.delete(
    '/details/:id/',
    {
      onRequest: app.requirePermission('view_project', 'manage_projects'),
      schema: {
        tags: ['projects'],
        summary: 'Delete a project with its documents, questions and answers',
        description: 'Approved answers stay in the answer library.',
        params,
        response: { 200: envelope(z.null()), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { principal } = request;
      const tenantId = principal.tenantId;
      const { name, released } = await withTenant(app.db, tenantId, async (trx) => {
        const project = await findReachableProject(trx, principal, request.params.id);
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
          ...requestOrigin(request),
        });
        const hashes = (rows: { sha256: string | null }[]) => rows.flatMap((row) => (row.sha256 ? [row.sha256] : []));
        const released = await releaseUnusedFiles(trx, tenantId, { documents: hashes(documents), exports: hashes(exports) });
        return { name: project.name, released };
      });
      await removeUnheldFiles({ db: app.db, storage: app.fileStorage, log: request.log }, tenantId, released);
      return { message: `The project ${name} was deleted.`, data: null };
    },
  );
};

function auditedFields(project: z.infer<typeof projectSchema>) {
  return {
    name: project.name,
    description: project.description,
    deadline: project.deadline,
    status: project.status.code,
    assigned_to: project.assignees.map((person) => person.id),
  };
}
