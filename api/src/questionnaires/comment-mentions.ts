// @mentions in question comments, kept by user id: only people who can see the project may be
// mentioned (anyone else is refused, naming no one: an id that is not on the list reveals nothing),
// and each mentioned person is notified with a link that opens the question's comments.
import type { PersonRef } from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { notify } from '../notification_center/notify.ts';
import { assignablePeople } from '../projects/assignable-people.ts';
import { personRef } from '../http/people.ts';
import { documentReviewLink } from '../projects/project-status.ts';
import type { ReachedQuestion } from './question-access.ts';

export const MENTION_REFUSED = 'Mention only people who can see this project: staff who work on projects and users of its client.';

/** The people mentioned, without duplicates; a 400 when one of them cannot see the question's project. */
export async function checkMentions(trx: TenantTransaction, tenantId: string, question: ReachedQuestion, ids: readonly string[]): Promise<PersonRef[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const people = new Map((await assignablePeople(trx, tenantId, question.document.entity_id)).map((person) => [person.id, person]));
  if (unique.some((id) => !people.has(id))) throw new ApiError(400, 'invalid', MENTION_REFUSED, { mention_ids: [MENTION_REFUSED] });
  return unique.map((id) => ({ id, full_name: people.get(id)!.full_name }));
}

export async function saveMentions(trx: TenantTransaction, tenantId: string, commentId: string, people: readonly PersonRef[]): Promise<void> {
  if (people.length === 0) return;
  await trx
    .insertInto('answer_comment_mentions')
    .values(people.map((person) => ({ tenant_id: tenantId, comment_id: commentId, user_id: person.id })))
    .execute();
}

/** The people each comment mentions, by comment id. */
export async function mentionsOf(trx: TenantTransaction, tenantId: string, commentIds: readonly string[]): Promise<Map<string, PersonRef[]>> {
  const byComment = new Map<string, PersonRef[]>();
  if (commentIds.length === 0) return byComment;
  const rows = await trx
    .selectFrom('answer_comment_mentions as m')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'm.user_id').onRef('u.tenant_id', '=', 'm.tenant_id'))
    .select(['m.comment_id', 'm.user_id', 'u.first_name', 'u.last_name'])
    .where('m.tenant_id', '=', tenantId)
    .where('m.comment_id', 'in', commentIds)
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .execute();
  for (const row of rows) {
    byComment.set(row.comment_id, [...(byComment.get(row.comment_id) ?? []), personRef(row.user_id, row.first_name, row.last_name)!]);
  }
  return byComment;
}

/** Where a mention takes the person: the review, with the question's comments open. */
export const questionCommentsLink = (question: ReachedQuestion) => `${documentReviewLink(question.document.id)}?comments=${question.id}`;

export function notifyMentioned(
  trx: TenantTransaction,
  notice: { tenantId: string; question: ReachedQuestion; people: readonly PersonRef[]; authorId: string; authorName: string; body: string },
): Promise<number> {
  const { question } = notice;
  const excerpt = notice.body.length > 200 ? `${notice.body.slice(0, 199)}…` : notice.body;
  return notify(trx, {
    tenantId: notice.tenantId,
    recipientIds: notice.people.map((person) => person.id),
    actorUserId: notice.authorId,
    kind: 'comment_mention',
    title: `${notice.authorName} mentioned you on question ${question.label}`,
    body: `On question ${question.label} of ${question.document.name}: "${excerpt}"`,
    link: questionCommentsLink(question),
  });
}
