// /api/v1/documents/answer/{id}/: read one question, edit its answer, set its status, assign it.
// Staff with review_answers do all of it; a client user answers the questions assigned to them and
// submits them for review (question-access.ts), and the review team hears of it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { questionAnswerSchema, updateAnswerRequestSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { notifyAnswerSubmitted } from '../projects/assignment-notices.ts';
import { isClientUser } from '../access/principal.ts';
import { reviewAnswers } from './answer-review.ts';
import { checkAnswerChange, reachQuestion } from './question-access.ts';
import { loadQuestion } from './question-views.ts';

const params = z.object({ id: z.string().uuid() });

export const answerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/answer/:id/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['questionnaires'],
        summary: 'One question with its answer',
        description: 'As in the question list: a client user sees the answer once it is approved, or when the question is assigned to them.',
        params,
        response: { 200: envelope(questionAnswerSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { principal } = request;
      const question = await withTenant(app.db, principal.tenantId, async (trx) => {
        await reachQuestion(trx, principal, request.params.id);
        return loadQuestion(trx, principal, request.params.id);
      });
      return { message: 'Question loaded.', data: question };
    },
  );

  app.patch(
    '/answer/:id/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['questionnaires'],
        summary: 'Edit an answer, approve, reject or set it aside, assign a reviewer',
        description:
          'Editing the text or the verdict (`yes`, `no`, `n/a`; null clears it) without a status makes it `edited`. ' +
          'Approving files the answer in the answer library; an answer cannot be approved while it has neither text nor verdict. ' +
          'Marking it not applicable sets the verdict `n/a` when its file has a verdict column. A new reviewer is notified. ' +
          'Needs review_answers, except for a client user on a question assigned to them: they change its text and verdict ' +
          '(submitted for review as `edited`, the project team is notified) until it is approved or set aside; anything else is 403.',
        params,
        body: updateAnswerRequestSchema,
        response: { 200: envelope(questionAnswerSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { principal, body } = request;
      const client = isClientUser(principal);
      const question = await withTenant(app.db, principal.tenantId, async (trx) => {
        const reached = await reachQuestion(trx, principal, request.params.id);
        checkAnswerChange(principal, reached, body);
        if (body.answer === undefined && body.verdict === undefined && body.status === undefined && body.assignee_id === undefined) {
          throw new ApiError(400, 'invalid', 'Nothing to change: send an answer, a verdict, a status or a reviewer.');
        }
        // A client user's change is a submission: it waits for the review team.
        const status = client ? 'edited' : body.status;
        await reviewAnswers(
          trx,
          request,
          reached.document,
          [reached.id],
          { answer: body.answer, verdict: body.verdict, status, assigneeId: body.assignee_id },
          true,
        );
        const changed = await loadQuestion(trx, principal, reached.id);
        if (client) {
          await notifyAnswerSubmitted(trx, {
            tenantId: principal.tenantId,
            projectId: reached.document.project_id,
            documentId: reached.document.id,
            documentName: reached.document.name,
            questionLabel: reached.label,
            actorUserId: principal.userId,
            actorName: changed.updated_by?.full_name ?? 'A client user',
          });
        }
        return changed;
      });
      if (client) return { message: 'Answer submitted for review.', data: question };
      const messages = { approved: 'Answer approved.', rejected: 'Answer rejected.', not_applicable: 'Marked not applicable.', edited: 'Answer saved.' };
      const edited = body.answer !== undefined || body.verdict !== undefined;
      return { message: body.status ? messages[body.status] : edited ? messages.edited : 'Reviewer assigned.', data: question };
    },
  );
};
