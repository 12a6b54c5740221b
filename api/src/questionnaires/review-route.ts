// POST /api/v1/documents/review/: one action on many questions of one document (bulk review).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewRequestSchema, reviewResultSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { progressByDocument } from '../projects/answer-progress.ts';
import { findReachableDocument } from '../projects/project-access.ts';
import { reviewAnswers, type AnswerChange } from './answer-review.ts';

const CHANGES: Record<'approve' | 'reject' | 'not_applicable' | 'approve_high_confidence', AnswerChange> = {
  approve: { status: 'approved' },
  approve_high_confidence: { status: 'approved' },
  reject: { status: 'rejected' },
  not_applicable: { status: 'not_applicable' },
};

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
          '`approve_high_confidence` approves every library and strong suggestion of the document not yet reviewed ' +
          '(no `question_ids`). Approving skips questions without an answer; the message says how many.',
        body: reviewRequestSchema,
        response: { 200: envelope(reviewResultSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { principal, body } = request;
      const tenantId = principal.tenantId;
      if (body.action !== 'approve_high_confidence' && !body.question_ids?.length) {
        throw new ApiError(400, 'invalid', CHOOSE_QUESTIONS, { question_ids: [CHOOSE_QUESTIONS] });
      }
      if (body.action === 'assign' && body.assignee_id === undefined) {
        throw new ApiError(400, 'invalid', 'Choose a reviewer.', { assignee_id: ['Choose a reviewer.'] });
      }
      const { outcome, progress } = await withTenant(app.db, tenantId, async (trx) => {
        const document = await findReachableDocument(trx, principal, body.document_id);
        const questionIds =
          body.action === 'approve_high_confidence'
            ? (
                await trx
                  .selectFrom('questions')
                  .select('id')
                  .where('tenant_id', '=', tenantId)
                  .where('document_id', '=', document.id)
                  .where('status', '=', 'suggested')
                  .where('confidence', 'in', ['library', 'strong'])
                  .execute()
              ).map((row) => row.id)
            : [...new Set(body.question_ids)];
        const change = body.action === 'assign' ? { assigneeId: body.assignee_id } : CHANGES[body.action];
        const outcome = await reviewAnswers(trx, request, document, questionIds, change, false);
        const progress = (await progressByDocument(trx, tenantId, [document.id])).get(document.id)!;
        return { outcome, progress };
      });
      const skipped =
        outcome.skippedWithoutAnswer > 0
          ? ` ${outcome.skippedWithoutAnswer} question${outcome.skippedWithoutAnswer === 1 ? '' : 's'} without an answer ${outcome.skippedWithoutAnswer === 1 ? 'was' : 'were'} left as ${outcome.skippedWithoutAnswer === 1 ? 'it was' : 'they were'}.`
          : '';
      return {
        message: `${outcome.updated} question${outcome.updated === 1 ? '' : 's'} updated.${skipped}`,
        data: { updated: outcome.updated, progress },
      };
    },
  );
};
