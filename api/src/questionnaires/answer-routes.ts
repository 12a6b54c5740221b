// /api/v1/documents/answer/{id}/: edit one answer, set its status, assign its reviewer; and its
// comments. Comments are the review team's conversation: client users neither read nor write them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerCommentSchema, createCommentRequestSchema, questionAnswerSchema, updateAnswerRequestSchema } from '@app/shared/contract';
import type { Principal } from '../auth/access-tokens.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/error-handler.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { personRef } from '../projects/people.ts';
import { findReachableDocument, isClientUser, type DocumentRef } from '../projects/project-access.ts';
import { reviewAnswers } from './answer-review.ts';
import { loadQuestion } from './question-views.ts';

const params = z.object({ id: z.string().uuid() });

/** The question's document, if the principal may reach its project; 404 otherwise. */
async function documentOfQuestion(trx: TenantTransaction, principal: Principal, questionId: string): Promise<DocumentRef> {
  const question = await trx
    .selectFrom('questions')
    .select('document_id')
    .where('tenant_id', '=', principal.tenantId)
    .where('id', '=', questionId)
    .executeTakeFirst();
  if (!question) throw notFound();
  return findReachableDocument(trx, principal, question.document_id);
}

function staffOnly(principal: Principal): void {
  if (isClientUser(principal)) throw new ApiError(403, 'permission_denied', 'Comments are kept within the review team.');
}

export const answerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/answer/:id/',
    {
      onRequest: app.requirePermission('view_project', 'review_answers'),
      schema: {
        tags: ['questionnaires'],
        summary: 'Edit an answer, approve, reject or set it aside, assign a reviewer',
        description:
          'Editing the text or the verdict (`yes`, `no`, `n/a`; null clears it) without a status makes it `edited`. ' +
          'Approving files the answer in the answer library; an answer cannot be approved while it has neither text nor verdict. ' +
          'Marking it not applicable sets the verdict `n/a` when its file has a verdict column. A new reviewer is notified.',
        params,
        body: updateAnswerRequestSchema,
        response: { 200: envelope(questionAnswerSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { principal, body } = request;
      if (body.answer === undefined && body.verdict === undefined && body.status === undefined && body.assignee_id === undefined) {
        throw new ApiError(400, 'invalid', 'Nothing to change: send an answer, a verdict, a status or a reviewer.');
      }
      const question = await withTenant(app.db, principal.tenantId, async (trx) => {
        const document = await documentOfQuestion(trx, principal, request.params.id);
        await reviewAnswers(trx, request, document, [request.params.id], { answer: body.answer, verdict: body.verdict, status: body.status, assigneeId: body.assignee_id }, true);
        return loadQuestion(trx, principal, request.params.id);
      });
      const messages = { approved: 'Answer approved.', rejected: 'Answer rejected.', not_applicable: 'Marked not applicable.', edited: 'Answer saved.' };
      const edited = body.answer !== undefined || body.verdict !== undefined;
      return { message: body.status ? messages[body.status] : edited ? messages.edited : 'Reviewer assigned.', data: question };
    },
  );

  app.get(
    '/answer/:id/comments/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['questionnaires'],
        summary: "An answer's comments, oldest first",
        description: 'Staff only; client users get 403.',
        params,
        response: { 200: envelope(z.array(answerCommentSchema)), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { principal } = request;
      staffOnly(principal);
      const comments = await withTenant(app.db, principal.tenantId, async (trx) => {
        await documentOfQuestion(trx, principal, request.params.id);
        return trx
          .selectFrom('answer_comments as c')
          .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'c.author_id').onRef('u.tenant_id', '=', 'c.tenant_id'))
          .select(['c.id', 'c.body', 'c.created_at', 'c.author_id', 'u.first_name', 'u.last_name'])
          .where('c.tenant_id', '=', principal.tenantId)
          .where('c.question_id', '=', request.params.id)
          .orderBy('c.created_at')
          .orderBy('c.id')
          .execute();
      });
      return {
        message: `${comments.length} comment${comments.length === 1 ? '' : 's'}.`,
        data: comments.map((row) => ({
          id: row.id,
          author: personRef(row.author_id, row.first_name, row.last_name),
          body: row.body,
          created_at: row.created_at.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/answer/:id/comments/',
    {
      onRequest: app.requirePermission('view_project', 'review_answers'),
      schema: {
        tags: ['questionnaires'],
        summary: 'Comment on an answer',
        params,
        body: createCommentRequestSchema,
        response: { 201: envelope(answerCommentSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      staffOnly(principal);
      const comment = await withTenant(app.db, principal.tenantId, async (trx) => {
        const document = await documentOfQuestion(trx, principal, request.params.id);
        const row = await trx
          .insertInto('answer_comments')
          .values({ tenant_id: principal.tenantId, question_id: request.params.id, author_id: principal.userId, body: request.body.body })
          .returning(['id', 'created_at'])
          .executeTakeFirstOrThrow();
        await writeAudit(trx, {
          tenantId: principal.tenantId,
          actorUserId: principal.userId,
          entityId: document.entity_id,
          category: 'questionnaires',
          action: 'comment',
          targetType: 'question',
          targetId: request.params.id,
          after: { comment_id: row.id, body: request.body.body },
          ...requestOrigin(request),
        });
        const author = await trx
          .selectFrom('users')
          .select(['first_name', 'last_name'])
          .where('tenant_id', '=', principal.tenantId)
          .where('id', '=', principal.userId)
          .executeTakeFirst();
        return {
          id: row.id,
          author: personRef(principal.userId, author?.first_name ?? null, author?.last_name ?? null),
          body: request.body.body,
          created_at: row.created_at.toISOString(),
        };
      });
      return reply.status(201).send({ message: 'Comment added.', data: comment });
    },
  );
};
