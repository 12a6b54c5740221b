// /api/v1/projects: projects (list, create, details, change, delete), their files (list, delete; the
// upload is the questionnaire feature's, questionnaires/upload-route.ts), the project-status lookup
// and the client dashboard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientDashboardRoute } from './client-dashboard.ts';
import { projectCreateRoute } from './project-create.ts';
import { projectDetailsRoute } from './project-details.ts';
import { projectFilesRoute } from './project-files.ts';
import { projectListRoute } from './project-list.ts';
import { projectLookupsRoute } from './project-lookups.ts';

export const projectsPlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(projectListRoute);
  await app.register(projectCreateRoute);
  await app.register(projectDetailsRoute);
  await app.register(projectFilesRoute);
  await app.register(projectLookupsRoute);
  await app.register(clientDashboardRoute);
};
