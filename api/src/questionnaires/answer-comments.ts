// /api/v1/documents/answer/{id}/comments/: the conversation about one question. Staff read it (and
// write with review_answers); a client user takes part on a question assigned to them or where they
// were mentioned. A comment may @mention people who can see the project: each is notified.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerCommentSchema, createCommentRequestSchema } from '@app/shared/contract';
import { writeAudit } from '../auditlog/write-audit.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { personRef } from '../http/people.ts';
import { isClientUser, requirePermissionOf } from '../access/principal.ts';
import { checkMentions, mentionsOf, notifyMentioned, saveMentions } from './comment-mentions.ts';
import { checkConversation, reachQuestion } from './question-access.ts';

const params = z.object({ id: z.string().uuid() });

export const answerCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/answer/:id/comments/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['questionnaires'],
        summary: "A question's comments, oldest first, with the people each mentions",
        description: 'Client users read them on a question assigned to them or where they were mentioned; otherwise 403.',
        params,
        response: { 200: envelope(z.array(answerCommentSchema)), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { principal } = request;
      const comments = await withTenant(app.db, principal.tenantId, async (trx) => {
        const question = await reachQuestion(trx, principal, request.params.id);
        await checkConversation(trx, principal, question);
        const rows = await trx
          .selectFrom('answer_comments as c')
          .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'c.author_id').onRef('u.tenant_id', '=', 'c.tenant_id'))
          .select(['c.id', 'c.body', 'c.created_at', 'c.author_id', 'u.first_name', 'u.last_name'])
          .where('c.tenant_id', '=', principal.tenantId)
          .where('c.question_id', '=', question.id)
          .orderBy('c.created_at')
          .orderBy('c.id')
          .execute();
        const mentions = await mentionsOf(
          trx,
          principal.tenantId,
          rows.map((row) => row.id),
        );
        return rows.map((row) => ({
          id: row.id,
          author: personRef(row.author_id, row.first_name, row.last_name),
          body: row.body,
          mentions: mentions.get(row.id) ?? [],
          created_at: row.created_at.toISOString(),
        }));
      });
      return { message: `${comments.length} comment${comments.length === 1 ? '' : 's'}.`, data: comments };
    },
  );

  app.post(
    '/answer/:id/comments/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['questionnaires'],
        summary: 'Comment on a question, mentioning people',
        description:
          'Staff need review_answers; a client user may comment where they may read. `mention_ids` must be people who can see the project ' +
          '(staff who work on projects, users of its client): anyone else is a 400 and nothing is kept. Each mentioned person is notified.',
        params,
        body: createCommentRequestSchema,
        response: { 201: envelope(answerCommentSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { principal, body } = request;
      const comment = await withTenant(app.db, principal.tenantId, async (trx) => {
        const question = await reachQuestion(trx, principal, request.params.id);
        if (isClientUser(principal)) await checkConversation(trx, principal, question);
        else requirePermissionOf(principal, 'review_answers');
        const mentioned = await checkMentions(trx, principal.tenantId, question, body.mention_ids ?? []);
        const row = await trx
          .insertInto('answer_comments')
          .values({ tenant_id: principal.tenantId, question_id: question.id, author_id: principal.userId, body: body.body })
          .returning(['id', 'created_at'])
          .executeTakeFirstOrThrow();
        await saveMentions(trx, principal.tenantId, row.id, mentioned);
        await writeAudit(trx, {
          tenantId: principal.tenantId,
          actorUserId: principal.userId,
          entityId: question.document.entity_id,
          category: 'questionnaires',
          action: 'comment',
          targetType: 'question',
          targetId: question.id,
          after: { comment_id: row.id, body: body.body, mention_ids: mentioned.map((person) => person.id) },
          ...requestOrigin(request),
        });
        const author = await trx
          .selectFrom('users')
          .select(['first_name', 'last_name'])
          .where('tenant_id', '=', principal.tenantId)
          .where('id', '=', principal.userId)
          .executeTakeFirst();
        const authorRef = personRef(principal.userId, author?.first_name ?? null, author?.last_name ?? null);
        await notifyMentioned(trx, {
          tenantId: principal.tenantId,
          question,
          people: mentioned,
          authorId: principal.userId,
          authorName: authorRef?.full_name ?? 'Someone',
          body: body.body,
        });
        return { id: row.id, author: authorRef, body: body.body, mentions: mentioned, created_at: row.created_at.toISOString() };
      });
      const notified = comment.mentions.filter((person) => person.id !== principal.userId).length;
      const message = notified > 0 ? `Comment added; ${notified === 1 ? '1 person was' : `${notified} people were`} notified.` : 'Comment added.';
      return reply.status(201).send({ message, data: comment });
    },
  );
};
