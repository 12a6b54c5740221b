// /api/v1/projects/details/files/: list a project's documents (questionnaires and supporting files),
// delete one. Uploads arrive at the same address through the questionnaire feature
// (questionnaires/upload-route.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationQuerySchema, projectDocumentSchema } from '@app/shared/contract';
import { findReachableProject } from '../access/project-access.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { pageLinks, pageOffset } from '../http/paging.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { deleteProjectDocument } from './project-changes.ts';
import { loadProjectDocuments } from './project-document-views.ts';
import { removeUnheldFiles } from './project-file-holds.ts';

const listQuery = paginationQuerySchema.extend({ project_id: z.string().uuid() });
const pagedDocuments = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(projectDocumentSchema),
});

export const projectFilesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/details/files/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['projects'],
        summary: "A project's documents, oldest first, with their workflow state and progress",
        querystring: listQuery,
        response: { 200: envelope(pagedDocuments), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const data = await withTenant(app.db, principal.tenantId, async (trx) => {
        const project = await findReachableProject(trx, principal, query.project_id);
        const all = await loadProjectDocuments(trx, principal.tenantId, { projectId: project.id });
        const offset = pageOffset(query);
        return { count: all.length, ...pageLinks(request, all.length, query), results: all.slice(offset, offset + query.page_size) };
      });
      return { message: `${data.count} document${data.count === 1 ? '' : 's'}.`, data };
    },
  );

  app.delete(
    '/details/files/:id/',
    {
      onRequest: app.requirePermission('view_project', 'manage_projects'),
      schema: {
        tags: ['projects'],
        summary: 'Delete a project document with its questions and answers',
        description: 'Approved answers stay in the answer library.',
        params: z.object({ id: z.string().uuid() }),
        response: { 200: envelope(z.null()), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { principal } = request;
      const actor = { principal, origin: requestOrigin(request) };
      const { name, released } = await withTenant(app.db, principal.tenantId, (trx) => deleteProjectDocument(trx, actor, request.params.id));
      await removeUnheldFiles({ db: app.db, storage: app.fileStorage, log: request.log }, principal.tenantId, released);
      return { message: `"${name}" was deleted.`, data: null };
    },
  );
};
