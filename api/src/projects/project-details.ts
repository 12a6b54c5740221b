// /api/v1/projects/details/{id}/: read a project with its documents, change it, delete it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectDetailSchema, projectSchema, updateProjectRequestSchema } from '@app/shared/contract';
import { findReachableProject } from '../access/project-access.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { deleteProject, updateProject } from './project-changes.ts';
import { loadProjectDocuments } from './project-document-views.ts';
import { removeUnheldFiles } from './project-file-holds.ts';
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
      const actor = { principal, origin: requestOrigin(request) };
      const project = await withTenant(app.db, principal.tenantId, (trx) => updateProject(trx, actor, request.params.id, body));
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
      const actor = { principal, origin: requestOrigin(request) };
      const { name, released } = await withTenant(app.db, principal.tenantId, (trx) => deleteProject(trx, actor, request.params.id));
      await removeUnheldFiles({ db: app.db, storage: app.fileStorage, log: request.log }, principal.tenantId, released);
      return { message: `The project ${name} was deleted.`, data: null };
    },
  );
};
