// /api/v1/documents/answer/{id}/comments/: the conversation about one question. Staff read it (and
// write with review_answers); a client user takes part on a question assigned to them or where they
// were mentioned. A comment may @mention people who can see the project: each is notified.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerCommentSchema, createCommentRequestSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { addComment, questionComments } from './answer-conversation.ts';

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
      const comments = await withTenant(app.db, principal.tenantId, (trx) => questionComments(trx, principal, request.params.id));
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
      const actor = { principal, origin: requestOrigin(request) };
      const comment = await withTenant(app.db, principal.tenantId, (trx) => addComment(trx, actor, request.params.id, body));
      const notified = comment.mentions.filter((person) => person.id !== principal.userId).length;
      const message = notified > 0 ? `Comment added; ${notified === 1 ? '1 person was' : `${notified} people were`} notified.` : 'Comment added.';
      return reply.status(201).send({ message, data: comment });
    },
  );
};
