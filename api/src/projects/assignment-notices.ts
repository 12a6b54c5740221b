// Notifications of assignment: people newly assigned to a project or to a question, and the review
// team when a client user submits the answer of a question assigned to them.
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { notify } from '../notification_center/notify.ts';
import { documentReviewLink, projectLink } from './project-status.ts';

export function notifyNewAssignees(
  trx: TenantTransaction,
  notice: { tenantId: string; projectId: string; projectName: string; userIds: readonly string[]; actorUserId: string },
): Promise<number> {
  return notify(trx, {
    tenantId: notice.tenantId,
    recipientIds: notice.userIds,
    actorUserId: notice.actorUserId,
    kind: 'project_assigned',
    title: `You were assigned to ${notice.projectName}`,
    body: `You are now one of the people working on the project ${notice.projectName}.`,
    link: projectLink(notice.projectId),
  });
}

export async function notifyQuestionAssignee(
  trx: TenantTransaction,
  notice: { tenantId: string; documentId: string; documentName: string; assigneeId: string; questionCount: number; actorUserId: string },
): Promise<number> {
  const questions = notice.questionCount === 1 ? 'a question' : `${notice.questionCount} questions`;
  // A client user answers what only the client knows; staff review.
  const assignee = await trx.selectFrom('users').select('kind').where('tenant_id', '=', notice.tenantId).where('id', '=', notice.assigneeId).executeTakeFirst();
  const task = assignee?.kind === 'entity' ? 'to answer' : 'to review';
  return notify(trx, {
    tenantId: notice.tenantId,
    recipientIds: [notice.assigneeId],
    actorUserId: notice.actorUserId,
    kind: 'question_assigned',
    title: `You were assigned ${questions} ${task}`,
    body: `You were assigned ${questions} of ${notice.documentName} ${task}.`,
    link: documentReviewLink(notice.documentId),
  });
}

/** A client user submitted an answer: the project's creator and its staff assignees review it. */
export async function notifyAnswerSubmitted(
  trx: TenantTransaction,
  notice: { tenantId: string; projectId: string; documentId: string; documentName: string; questionLabel: string; actorUserId: string; actorName: string },
): Promise<number> {
  const reviewers = await trx
    .selectFrom('users as u')
    .select('u.id')
    .where('u.tenant_id', '=', notice.tenantId)
    .where('u.kind', '=', 'staff')
    .where('u.is_active', '=', true)
    .where((eb) =>
      eb.or([
        eb(
          'u.id',
          'in',
          eb.selectFrom('project_assignees').select('user_id').where('tenant_id', '=', notice.tenantId).where('project_id', '=', notice.projectId),
        ),
        eb('u.id', '=', eb.selectFrom('projects').select('created_by').where('tenant_id', '=', notice.tenantId).where('id', '=', notice.projectId)),
      ]),
    )
    .execute();
  return notify(trx, {
    tenantId: notice.tenantId,
    recipientIds: reviewers.map((row) => row.id),
    actorUserId: notice.actorUserId,
    kind: 'answer_submitted',
    title: `${notice.actorName} answered question ${notice.questionLabel}`,
    body: `${notice.actorName} submitted an answer to question ${notice.questionLabel} of ${notice.documentName} for review.`,
    link: documentReviewLink(notice.documentId),
  });
}
