// /api/v1/projects: projects (list, create, details, change, delete), their files, the project-status
// lookup and the client dashboard.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_MAX_UPLOAD_MB } from '@app/shared/contract';
import { clientDashboardRoute } from './client-dashboard.ts';
import { projectCreateRoute } from './project-create.ts';
import { projectDetailsRoute } from './project-details.ts';
import { DEFAULT_MAX_QUESTIONS } from '../questionnaires/formats/limits.ts';
import { projectFilesRoute } from './project-files.ts';
import { projectListRoute } from './project-list.ts';
import { projectLookupsRoute } from './project-lookups.ts';

export interface ProjectsOptions {
  /** Largest accepted upload in megabytes; default DEFAULT_MAX_UPLOAD_MB. */
  maxUploadMb?: number;
  /** Questions one questionnaire may hold; default DEFAULT_MAX_QUESTIONS. */
  maxQuestions?: number;
}

export const projectsPlugin: FastifyPluginAsyncZod<ProjectsOptions> = async (
  app,
  { maxUploadMb = DEFAULT_MAX_UPLOAD_MB, maxQuestions = DEFAULT_MAX_QUESTIONS },
) => {
  await app.register(multipart);
  await app.register(projectListRoute);
  await app.register(projectCreateRoute);
  await app.register(projectDetailsRoute);
  await app.register(projectFilesRoute, { maxUploadBytes: Math.floor(maxUploadMb * 1024 * 1024), maxQuestions });
  await app.register(projectLookupsRoute);
  await app.register(clientDashboardRoute);
};
