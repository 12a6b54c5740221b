// The library filter's choices: the topics it holds (with how many entries each) and the people who
// approved its entries.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerLibraryTopicSchema, personRefSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { libraryGuards } from './library-access.ts';
import { libraryOwners, libraryTopics } from './library-filter-choices.ts';

export const libraryLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = libraryGuards(app);

  app.get(
    '/lookups/topic/',
    {
      onRequest: guards,
      schema: {
        tags: ['answer_library'],
        summary: 'The topics of the library (questionnaire sections), with their number of entries',
        response: { 200: envelope(z.array(answerLibraryTopicSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { tenantId } = request.principal;
      const topics = await withTenant(app.db, tenantId, (trx) => libraryTopics(trx, tenantId));
      return { message: `${topics.length} topic${topics.length === 1 ? '' : 's'}.`, data: topics };
    },
  );

  app.get(
    '/lookups/owner/',
    {
      onRequest: guards,
      schema: {
        tags: ['answer_library'],
        summary: 'The people who approved entries of the library',
        response: { 200: envelope(z.array(personRefSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { tenantId } = request.principal;
      const owners = await withTenant(app.db, tenantId, (trx) => libraryOwners(trx, tenantId));
      return { message: `${owners.length} ${owners.length === 1 ? 'person' : 'people'}.`, data: owners };
    },
  );
};
