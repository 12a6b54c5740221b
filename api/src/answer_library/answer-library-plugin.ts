// /api/v1/answer_library: the organisation's approved answers, as people curate them (search, edit,
// retire, approve again after a source changed). Staff holding manage_answer_library only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { libraryEntryRoutes } from './library-changes.ts';
import { libraryListRoute } from './library-list.ts';
import { libraryLookupRoutes } from './library-lookups.ts';

export const answerLibraryPlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(libraryListRoute);
  await app.register(libraryLookupRoutes);
  await app.register(libraryEntryRoutes);
};
