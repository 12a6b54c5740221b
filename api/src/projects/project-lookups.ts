// GET /api/v1/projects/lookups/project-status/: the statuses a project can have, in workflow order.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROJECT_STATUSES, projectStatusRefSchema } from '@app/shared/contract';
import { envelope, errorResponses } from '../http/schemas.ts';
import { PROJECT_STATUS_NAMES } from './project-views.ts';

export const projectLookupsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lookups/project-status/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['projects'],
        summary: 'Project statuses, in workflow order',
        description: "Every status follows the project's questionnaires except `on_hold`, which is set by hand.",
        response: { 200: envelope(z.array(projectStatusRefSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({
      message: 'Project statuses loaded.',
      data: PROJECT_STATUSES.map((code) => ({ code, name: PROJECT_STATUS_NAMES[code] })),
    }),
  );
};
