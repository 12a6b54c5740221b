// GET /api/v1/answer_library/: the library's entries, searched, filtered, ordered and paged.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerLibraryEntrySchema, answerLibraryListQuerySchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { pageLinks } from '../http/paging.ts';
import { libraryGuards } from './library-access.ts';
import { searchEntries } from './library-search.ts';

export const libraryListRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: libraryGuards(app),
      schema: {
        tags: ['answer_library'],
        summary: 'Library entries, searched, filtered, ordered and paged',
        description:
          '`search` finds the words in the question or the answer; `topic` is the questionnaire section the answer was approved under; ' +
          '`owner` who approved it; `approved_after` / `approved_before` include the day given (UTC); `status` is active, source_changed ' +
          '(a document the answer relied on has a newer version, or was deleted) or retired. `ordering`: comma-separated fields, `-` for descending; ' +
          'default latest approved first.',
        querystring: answerLibraryListQuerySchema,
        response: {
          200: envelope(
            z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(answerLibraryEntrySchema) }),
          ),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const { count, results } = await withTenant(app.db, principal.tenantId, (trx) => searchEntries(trx, principal.tenantId, query));
      return {
        message: count === 0 ? 'No library entries match.' : `${count} library entr${count === 1 ? 'y' : 'ies'} found.`,
        data: { count, ...pageLinks(request, count, query), results },
      };
    },
  );
};
