// The library filter's choices: the topics it holds (with how many entries each) and the people who
// approved its entries.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerLibraryTopicSchema, personRefSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { personRef } from '../http/people.ts';
import { libraryGuards } from './library-access.ts';

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
      const rows = await withTenant(app.db, tenantId, (trx) =>
        trx
          .selectFrom('answer_library')
          .select(['topic', (eb) => eb.fn.countAll<number>().as('count')])
          .where('tenant_id', '=', tenantId)
          .where('topic', 'is not', null)
          .groupBy('topic')
          .orderBy((eb) => eb.fn('lower', ['topic']))
          .execute(),
      );
      return { message: `${rows.length} topic${rows.length === 1 ? '' : 's'}.`, data: rows.map((row) => ({ topic: row.topic!, count: Number(row.count) })) };
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
      const rows = await withTenant(app.db, tenantId, (trx) =>
        trx
          .selectFrom('users as u')
          .select(['u.id', 'u.first_name', 'u.last_name'])
          .where('u.tenant_id', '=', tenantId)
          .where((eb) =>
            eb.exists(eb.selectFrom('answer_library as l').select('l.id').whereRef('l.tenant_id', '=', 'u.tenant_id').whereRef('l.approved_by', '=', 'u.id')),
          )
          .orderBy('u.first_name')
          .orderBy('u.last_name')
          .orderBy('u.id')
          .execute(),
      );
      const owners = rows.map((row) => personRef(row.id, row.first_name, row.last_name)!);
      return { message: `${owners.length} ${owners.length === 1 ? 'person' : 'people'}.`, data: owners };
    },
  );
};
