// GET /api/v1/projects/: the spec's project filters, ordering and paging, progress per project.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectListQuerySchema, projectSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { pageLinks, pageOffset } from '../http/paging.ts';
import { listProjects } from './project-search.ts';

export const projectListRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['projects'],
        summary: 'Projects, filtered, ordered and paged, with their progress',
        description:
          "Client users see only their own client's projects. `deadline` finds projects due by that day; " +
          '`status=open` finds every project not completed; `due` the open projects overdue, or due within the next 7 days, as the dashboard counts them; ' +
          '`created_before` / `created_after` include the day given. `ordering`: comma-separated fields, `-` for descending; default newest first.',
        querystring: projectListQuerySchema,
        response: {
          200: envelope(z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(projectSchema) })),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const { count, results } = await withTenant(app.db, principal.tenantId, (trx) => listProjects(trx, principal, { ...query, offset: pageOffset(query) }));
      return {
        message: count === 0 ? 'No projects match.' : `${count} project${count === 1 ? '' : 's'} found.`,
        data: { count, ...pageLinks(request, count, query), results },
      };
    },
  );
};
