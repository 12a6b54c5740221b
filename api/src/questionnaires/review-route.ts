// POST /api/v1/documents/review/: one action on many questions of one document (bulk review).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewRequestSchema, reviewResultSchema } from '@app/shared/contract';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { progressByDocument } from '../projects/answer-progress.ts';
import { findReachableDocument } from '../access/project-access.ts';
import { reviewAnswers, type AnswerChange } from './answer-review.ts';

const CHANGES: Record<'approve' | 'reject' | 'not_applicable' | 'approve_high_confidence', AnswerChange> = {
  approve: { status: 'approved' },
  approve_high_confidence: { status: 'approved' },
  reject: { status: 'rejected' },
  not_applicable: { status: 'not_applicable' },
};

const CHOOSE_QUESTIONS = 'Choose at least one question.';

/**
 * What "approve all high-confidence" approves: strong suggestions nobody reviewed yet (of `shown`,
 * when given). A library suggestion is an answer given elsewhere: a person reads it before it is
 * approved here (and filed in the library once more).
 */
async function unreviewedStrongSuggestions(trx: TenantTransaction, tenantId: string, documentId: string, shown: readonly string[] | undefined) {
  const rows = await trx
    .selectFrom('questions')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('document_id', '=', documentId)
    .where('status', '=', 'suggested')
    .where('confidence', '=', 'strong')
    .$if(shown !== undefined, (query) => query.where('id', 'in', shown!))
    .execute();
  return rows.map((row) => row.id);
}

async function unreviewedLibrarySuggestions(trx: TenantTransaction, tenantId: string, documentId: string): Promise<number> {
  const { count } = await trx
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('document_id', '=', documentId)
    .where('status', '=', 'suggested')
    .where('confidence', '=', 'library')
    .executeTakeFirstOrThrow();
  return Number(count);
}

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
      const tenantId = principal.tenantId;
      if (body.question_ids?.length === 0 || (body.action !== 'approve_high_confidence' && !body.question_ids)) {
        throw new ApiError(400, 'invalid', CHOOSE_QUESTIONS, { question_ids: [CHOOSE_QUESTIONS] });
      }
      if (body.action === 'assign' && body.assignee_id === undefined) {
        throw new ApiError(400, 'invalid', 'Choose a reviewer.', { assignee_id: ['Choose a reviewer.'] });
      }
      const { outcome, progress, libraryLeft } = await withTenant(app.db, tenantId, async (trx) => {
        const document = await findReachableDocument(trx, principal, body.document_id);
        const highConfidence = body.action === 'approve_high_confidence';
        const questionIds = highConfidence ? await unreviewedStrongSuggestions(trx, tenantId, document.id, body.question_ids) : [...new Set(body.question_ids)];
        const change = body.action === 'assign' ? { assigneeId: body.assignee_id } : CHANGES[body.action];
        const outcome = await reviewAnswers(trx, request, document, questionIds, change, false);
        const progress = (await progressByDocument(trx, tenantId, [document.id])).get(document.id)!;
        return { outcome, progress, libraryLeft: highConfidence ? await unreviewedLibrarySuggestions(trx, tenantId, document.id) : 0 };
      });
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
