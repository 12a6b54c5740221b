// GET /api/v1/documents/question-answers/?document_id=: a questionnaire's questions in order, paged and
// filtered, with the document and its progress over all questions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { questionAnswerListQuerySchema, questionAnswerListSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { containsPattern, prefixPattern } from '../http/contains-pattern.ts';
import { pageLinks, pageOffset } from '../http/paging.ts';
import { findReachableDocument } from '../access/project-access.ts';
import { isClientUser } from '../access/principal.ts';
import { loadProjectDocument } from '../projects/project-document-views.ts';
import { selectQuestions, toQuestionAnswer } from './question-views.ts';

export const questionAnswersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/question-answers/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['questionnaires'],
        summary: "A questionnaire's questions with their suggested or reviewed answers",
        description:
          "Filters: `status`, `confidence`, `assignee`, `search` (question text, the question's own ID such as `AC-01`, or answer text), `reference` " +
          '(the question IDs starting with it: `AC-` lists AC-01, AC-02…). Client users see an answer ' +
          'only once it is approved, or on a question assigned to them (`assignee` = their id lists those); other answers are empty (awaiting review), ' +
          'and they cannot filter by confidence.',
        querystring: questionAnswerListQuerySchema,
        response: { 200: envelope(questionAnswerListSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const tenantId = principal.tenantId;
      // A client user must not learn what unapproved answers say, not even through filters.
      const client = isClientUser(principal);
      const data = await withTenant(app.db, tenantId, async (trx) => {
        const reached = await findReachableDocument(trx, principal, query.document_id);
        const filtered = selectQuestions(trx, principal)
          .where('q.document_id', '=', reached.id)
          .$if(!!query.status, (q) => q.where('q.status', '=', query.status!))
          .$if(!!query.confidence && !client, (q) => q.where('q.confidence', '=', query.confidence!))
          .$if(!!query.assignee, (q) => q.where('q.assignee_id', '=', query.assignee!))
          .$if(!!query.reference, (q) => q.where('q.reference', 'ilike', prefixPattern(query.reference!)))
          .$if(!!query.search, (q) =>
            q.where((eb) => {
              const pattern = containsPattern(query.search!);
              const answerShown = eb.or([eb('q.status', '=', 'approved'), eb('q.assignee_id', '=', principal.userId)]);
              const inAnswer = client ? eb.and([answerShown, eb('q.answer', 'ilike', pattern)]) : eb('q.answer', 'ilike', pattern);
              // The question's own ID ("AC-04") is the client's: searching it reveals nothing.
              return eb.or([eb('q.text', 'ilike', pattern), eb('q.reference', 'ilike', pattern), inAnswer]);
            }),
          );
        const { count } = await filtered
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        const rows = await filtered.orderBy('q.ordinal').orderBy('q.id').limit(query.page_size).offset(pageOffset(query)).execute();
        const document = await loadProjectDocument(trx, tenantId, reached.id);
        return {
          count: Number(count),
          ...pageLinks(request, Number(count), query),
          results: rows.map((row) => toQuestionAnswer(row, principal)),
          document,
          progress: document.progress,
        };
      });
      return { message: `${data.count} question${data.count === 1 ? '' : 's'}.`, data };
    },
  );
};
