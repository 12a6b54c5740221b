// POST /api/v1/projects/: a new project for a client, with its assignees and deadline.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createProjectRequestSchema, projectSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { createProject } from './project-changes.ts';

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
      const actor = { principal, origin: requestOrigin(request) };
      const project = await withTenant(app.db, principal.tenantId, (trx) => createProject(trx, actor, body));
      return reply.status(201).send({ message: `The project ${project.name} was created.`, data: project });
    },
  );
};
