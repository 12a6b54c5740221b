// Notifications of assignment: people newly assigned to a project or to a question.
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

export function notifyQuestionAssignee(
  trx: TenantTransaction,
  notice: { tenantId: string; documentId: string; documentName: string; assigneeId: string; questionCount: number; actorUserId: string },
): Promise<number> {
  const questions = notice.questionCount === 1 ? 'a question' : `${notice.questionCount} questions`;
  return notify(trx, {
    tenantId: notice.tenantId,
    recipientIds: [notice.assigneeId],
    actorUserId: notice.actorUserId,
    kind: 'question_assigned',
    title: `You were assigned ${questions} to review`,
    body: `You were assigned ${questions} of ${notice.documentName} to review.`,
    link: documentReviewLink(notice.documentId),
  });
}
