// POST /api/v1/documents/review/: one action on many questions of one document (bulk review).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewRequestSchema, reviewResultSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { reviewInBulk } from './bulk-review.ts';

const CHOOSE_QUESTIONS = 'Choose at least one question.';

export const reviewRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/review/',
    {
      onRequest: app.requirePermission('view_project', 'review_answers'),
      schema: {
        tags: ['questionnaires'],
        summary: 'Approve, reject, set aside or assign many questions at once',
        description:
          '`approve_high_confidence` approves the strong suggestions of the document not yet reviewed: all of them, or ' +
          'those of `question_ids` (the ones a person was shown). Library suggestions are left for a person to review; ' +
          'the message says how many. Approving skips questions without an answer; the message says how many.',
        body: reviewRequestSchema,
        response: { 200: envelope(reviewResultSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { principal, body } = request;
      if (body.question_ids?.length === 0 || (body.action !== 'approve_high_confidence' && !body.question_ids)) {
        throw new ApiError(400, 'invalid', CHOOSE_QUESTIONS, { question_ids: [CHOOSE_QUESTIONS] });
      }
      if (body.action === 'assign' && body.assignee_id === undefined) {
        throw new ApiError(400, 'invalid', 'Choose a reviewer.', { assignee_id: ['Choose a reviewer.'] });
      }
      const { outcome, progress, libraryLeft } = await withTenant(app.db, principal.tenantId, (trx) => reviewInBulk(trx, request, body));
      const skipped =
        outcome.skippedWithoutAnswer > 0
          ? ` ${outcome.skippedWithoutAnswer} question${outcome.skippedWithoutAnswer === 1 ? '' : 's'} without an answer ${outcome.skippedWithoutAnswer === 1 ? 'was' : 'were'} left as ${outcome.skippedWithoutAnswer === 1 ? 'it was' : 'they were'}.`
          : '';
      const library =
        libraryLeft > 0
          ? ` ${libraryLeft} answer${libraryLeft === 1 ? '' : 's'} from the library ${libraryLeft === 1 ? 'is' : 'are'} left for you to review.`
          : '';
      return {
        message: `${outcome.updated} question${outcome.updated === 1 ? '' : 's'} updated.${skipped}${library}`,
        data: { updated: outcome.updated, progress },
      };
    },
  );
};
