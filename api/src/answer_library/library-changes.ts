// One library entry: GET reads it with its sources and uses; PATCH edits it (saving is approving it
// again); POST approve/ approves it again as it is (after its source changed); retire/ and restore/
// take it out of the suggestions and back. The changes and their audit are library-entry-changes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerLibraryEntryDetailSchema, updateAnswerLibraryEntryRequestSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { entryParams, libraryGuards } from './library-access.ts';
import { editEntry, reapproveEntry, restoreEntry, retireEntry } from './library-entry-changes.ts';
import { loadEntryDetail } from './library-views.ts';

const NOTHING_TO_CHANGE = 'Nothing to change: give the question, the answer, the verdict or the topic.';

export const libraryEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = libraryGuards(app);
  const entryResponse = { 200: envelope(answerLibraryEntryDetailSchema), ...errorResponses(400, 401, 403, 404, 409) };

  app.get(
    '/:id/',
    {
      onRequest: guards,
      schema: {
        tags: ['answer_library'],
        summary: 'One library entry: where it came from, what it relied on, where it was used',
        description: `\`sources\`: the repository document versions the approved answer relied on (its citations); \`used_in\`: the latest questions whose suggestion used it as their answer or cited it beside another (at most 50; \`uses\` counts them all).`,
        params: entryParams,
        response: entryResponse,
      },
    },
    async (request) => {
      const { principal, params } = request;
      const data = await withTenant(app.db, principal.tenantId, (trx) => loadEntryDetail(trx, principal.tenantId, params.id));
      return { message: 'Library entry.', data };
    },
  );

  app.patch(
    '/:id/',
    {
      onRequest: guards,
      schema: {
        tags: ['answer_library'],
        summary: 'Edit an entry; saving approves it again',
        description:
          'The question, the answer, the verdict (null clears it) and the topic (null or empty clears it). The editor becomes its approver, ' +
          'and the documents it relied on count at their current versions (a "source changed" mark goes). 409 when another entry holds the question.',
        params: entryParams,
        body: updateAnswerLibraryEntryRequestSchema,
        response: entryResponse,
      },
    },
    async (request) => {
      const { body, principal } = request;
      if (Object.values(body).every((value) => value === undefined)) {
        throw new ApiError(400, 'invalid', NOTHING_TO_CHANGE);
      }
      const actor = { principal, origin: requestOrigin(request) };
      const data = await withTenant(app.db, principal.tenantId, (trx) => editEntry(trx, actor, request.params.id, body));
      return { message: 'Library entry saved and approved.', data };
    },
  );

  app.post(
    '/:id/approve/',
    {
      onRequest: guards,
      schema: {
        tags: ['answer_library'],
        summary: 'Approve an entry again as it is',
        description:
          'For an entry whose source changed: the documents it relied on count at their current versions (a deleted one no longer counts), ' +
          'so it is offered as a `library` answer again. 409 for a retired entry.',
        params: entryParams,
        response: entryResponse,
      },
    },
    async (request) => {
      const { principal } = request;
      const actor = { principal, origin: requestOrigin(request) };
      const data = await withTenant(app.db, principal.tenantId, (trx) => reapproveEntry(trx, actor, request.params.id));
      return { message: 'Library entry approved again: it is offered as a library answer.', data };
    },
  );

  app.post(
    '/:id/retire/',
    {
      onRequest: guards,
      schema: {
        tags: ['answer_library'],
        summary: 'Retire an entry: it is never offered again until restored',
        description: 'Questions that already used it keep their answers. 409 when it is retired already.',
        params: entryParams,
        response: entryResponse,
      },
    },
    async (request) => {
      const { principal } = request;
      const actor = { principal, origin: requestOrigin(request) };
      const data = await withTenant(app.db, principal.tenantId, (trx) => retireEntry(trx, actor, request.params.id));
      return { message: 'Library entry retired: it will not be suggested any more.', data };
    },
  );

  app.post(
    '/:id/restore/',
    {
      onRequest: guards,
      schema: {
        tags: ['answer_library'],
        summary: 'Restore a retired entry: it is offered again',
        description: 'It comes back as it was retired (still "source changed" if a document it relied on changed). 409 when it is not retired.',
        params: entryParams,
        response: entryResponse,
      },
    },
    async (request) => {
      const { principal } = request;
      const actor = { principal, origin: requestOrigin(request) };
      const data = await withTenant(app.db, principal.tenantId, (trx) => restoreEntry(trx, actor, request.params.id));
      return { message: 'Library entry restored: it is suggested again.', data };
    },
  );
};
