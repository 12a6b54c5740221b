// The conversation about one question: its comments, oldest first, with the people each mentions; a
// new comment, audited, whose mentioned people are notified. Who may read or write is checked here,
// on the question reached (question-access.ts).
import type { AnswerComment, CreateCommentRequest } from '@app/shared/contract';
import { isClientUser, requirePermissionOf, type ChangeActor } from '../access/principal.ts';
import type { Principal } from '../auth/access-tokens.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { personRef } from '../http/people.ts';
import { checkMentions, mentionsOf, notifyMentioned, saveMentions } from './comment-mentions.ts';
import { checkConversation, reachQuestion } from './question-access.ts';

export async function questionComments(trx: TenantTransaction, principal: Principal, questionId: string): Promise<AnswerComment[]> {
  const question = await reachQuestion(trx, principal, questionId);
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
}

export async function addComment(
  trx: TenantTransaction,
  { principal, origin }: ChangeActor,
  questionId: string,
  body: CreateCommentRequest,
): Promise<AnswerComment> {
  const question = await reachQuestion(trx, principal, questionId);
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
    ...origin,
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
}
