// One library entry: GET reads it with its sources and uses; PATCH edits it (saving is approving it
// again); POST approve/ approves it again as it is (after its source changed); retire/ and restore/
// take it out of the suggestions and back. Every change is audited (category "answer_library").
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { answerLibraryEntryDetailSchema, updateAnswerLibraryEntryRequestSchema, type AnswerLibraryEntryDetail } from '@app/shared/contract';
import { writeAudit } from '../auditlog/write-audit.ts';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { questionKey } from '../questionnaires/suggestions/answer-library.ts';
import { entryForUpdate, entryParams, libraryGuards } from './library-access.ts';
import { reapproveEntries } from './library-sources.ts';
import { loadEntryDetail } from './library-views.ts';

type Entry = Awaited<ReturnType<typeof entryForUpdate>>;

const NOTHING_TO_CHANGE = 'Nothing to change: give the question, the answer, the verdict or the topic.';

/** The entry's state before or after a change, as the audit log keeps it. */
const audited = ({ question, answer, verdict, topic, status, sources }: AnswerLibraryEntryDetail) => ({
  question,
  answer,
  verdict,
  topic,
  status,
  sources: sources.map(({ document_name, version }) => ({ document_name, version })),
});

/** Runs a change of one entry in a transaction, audits it with the entry before and after, answers the entry after. */
async function changeEntry(
  request: FastifyRequest,
  entryId: string,
  action: string,
  change: (trx: TenantTransaction, entry: Entry) => Promise<void>,
): Promise<AnswerLibraryEntryDetail> {
  const { principal } = request;
  const tenantId = principal.tenantId;
  return withTenant(request.server.db, tenantId, async (trx) => {
    const entry = await entryForUpdate(trx, tenantId, entryId);
    const before = await loadEntryDetail(trx, tenantId, entry.id);
    await change(trx, entry);
    const after = await loadEntryDetail(trx, tenantId, entry.id);
    await writeAudit(trx, {
      tenantId,
      actorUserId: principal.userId,
      category: 'answer_library',
      action,
      targetType: 'answer_library_entry',
      targetId: entry.id,
      before: audited(before),
      after: audited(after),
      ...requestOrigin(request),
    });
    return after;
  });
}

/** Refuses a question the library already answers in another entry (one entry per question). */
async function refuseTakenQuestion(trx: TenantTransaction, tenantId: string, entryId: string, key: string): Promise<void> {
  const other = await trx
    .selectFrom('answer_library')
    .select('retired_at')
    .where('tenant_id', '=', tenantId)
    .where('question_key', '=', key)
    .where('id', '<>', entryId)
    .executeTakeFirst();
  if (!other) return;
  const message = other.retired_at
    ? 'A retired entry of the library already holds this question. Restore and edit that one, or word this question differently.'
    : 'Another entry of the library already answers this question. Edit that one, or retire it first.';
  throw new ApiError(409, 'duplicate_question', message, { question: [message] });
}

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
      const data = await changeEntry(request, request.params.id, 'update', async (trx, entry) => {
        const key = body.question === undefined ? undefined : questionKey(body.question);
        if (key !== undefined) await refuseTakenQuestion(trx, principal.tenantId, entry.id, key);
        await trx
          .updateTable('answer_library')
          .set({
            ...(body.question !== undefined && { question: body.question, question_key: key }),
            ...(body.answer !== undefined && { answer: body.answer }),
            ...(body.verdict !== undefined && { verdict: body.verdict }),
            ...(body.topic !== undefined && { topic: body.topic || null }),
          })
          .where('tenant_id', '=', principal.tenantId)
          .where('id', '=', entry.id)
          .execute();
        await reapproveEntries(trx, principal.tenantId, [entry.id], principal.userId);
      });
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
      const data = await changeEntry(request, request.params.id, 'reapprove', async (trx, entry) => {
        if (entry.retired_at) throw new ApiError(409, 'retired', 'This entry is retired. Restore it before approving it again.');
        await reapproveEntries(trx, principal.tenantId, [entry.id], principal.userId);
      });
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
      const data = await changeEntry(request, request.params.id, 'retire', async (trx, entry) => {
        if (entry.retired_at) throw new ApiError(409, 'retired', 'This entry is retired already.');
        await trx
          .updateTable('answer_library')
          .set({ retired_at: sql<Date>`now()`, retired_by: principal.userId })
          .where('tenant_id', '=', principal.tenantId)
          .where('id', '=', entry.id)
          .execute();
      });
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
      const data = await changeEntry(request, request.params.id, 'restore', async (trx, entry) => {
        if (!entry.retired_at) throw new ApiError(409, 'not_retired', 'This entry is not retired.');
        await trx
          .updateTable('answer_library')
          .set({ retired_at: null, retired_by: null })
          .where('tenant_id', '=', principal.tenantId)
          .where('id', '=', entry.id)
          .execute();
      });
      return { message: 'Library entry restored: it is suggested again.', data };
    },
  );
};
