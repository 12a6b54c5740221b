// POST /api/v1/projects/: a new project for a client, with its assignees and deadline.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createProjectRequestSchema, projectSchema } from '@app/shared/contract';
import { writeAudit } from '../auditlog/write-audit.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { activeClientOrRefuse } from '../entity/active-client.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { checkAssignable } from './assignable-people.ts';
import { notifyNewAssignees } from './assignment-notices.ts';
import { parseDay } from '../http/day-input.ts';
import { loadProject } from './project-views.ts';

export const projectCreateRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.requirePermission('view_project', 'manage_projects'),
      schema: {
        tags: ['projects'],
        summary: 'Start a project for a client',
        description: 'The assignees are notified. Questionnaires are then uploaded to /api/v1/projects/details/files/.',
        body: createProjectRequestSchema,
        response: { 201: envelope(projectSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { principal, body } = request;
      const tenantId = principal.tenantId;
      const deadline = body.deadline ? parseDay(body.deadline, 'deadline') : null;
      const project = await withTenant(app.db, tenantId, async (trx) => {
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
          ...requestOrigin(request),
        });
        await notifyNewAssignees(trx, { tenantId, projectId: id, projectName: body.name, userIds: assignees, actorUserId: principal.userId });
        return loadProject(trx, tenantId, id);
      });
      return reply.status(201).send({ message: `The project ${project.name} was created.`, data: project });
    },
  );
};
