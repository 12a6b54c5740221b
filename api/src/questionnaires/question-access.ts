// Who may do what with one question. Anyone who reaches its project reads it; staff with
// review_answers change it; a client user answers only the questions assigned to them (text and
// verdict) and submits them for review, never decides on them. The comments are the review team's,
// and a client user's on the questions assigned to them or where they were mentioned.
import { sql } from 'kysely';
import type { AnswerStatus, UpdateAnswerRequest } from '@app/shared/contract';
import type { Principal } from '../auth/access-tokens.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/error-handler.ts';
import { findReachableDocument, type DocumentRef } from '../access/project-access.ts';
import { isClientUser, requirePermissionOf } from '../access/principal.ts';

export interface ReachedQuestion {
  id: string;
  document: DocumentRef;
  /** How people name it: the questionnaire's own ID, or its number. */
  label: string;
  status: AnswerStatus;
  assigneeId: string | null;
}

/** The question and its document, if the principal may reach its project; 404 otherwise. */
export async function reachQuestion(trx: TenantTransaction, principal: Principal, questionId: string): Promise<ReachedQuestion> {
  const question = await trx
    .selectFrom('questions')
    .select(['id', 'document_id', 'reference', 'ordinal', 'status', 'assignee_id'])
    .where('tenant_id', '=', principal.tenantId)
    .where('id', '=', questionId)
    .executeTakeFirst();
  if (!question) throw notFound();
  const document = await findReachableDocument(trx, principal, question.document_id);
  return {
    id: question.id,
    document,
    label: question.reference?.trim() || String(question.ordinal),
    status: question.status,
    assigneeId: question.assignee_id,
  };
}

const forbidden = (message: string) => new ApiError(403, 'permission_denied', message);

/** A 403 (or 409) unless the principal may make this change to the question. */
export function checkAnswerChange(principal: Principal, question: ReachedQuestion, change: UpdateAnswerRequest): void {
  if (!isClientUser(principal)) {
    requirePermissionOf(principal, 'review_answers');
    return;
  }
  if (question.assigneeId !== principal.userId) throw forbidden('You can answer only the questions assigned to you.');
  if (change.assignee_id !== undefined) throw forbidden('Only the review team assigns questions.');
  if (change.status !== undefined && change.status !== 'edited') {
    throw forbidden('Only the review team approves, rejects or sets answers aside: submit your answer for review.');
  }
  if (question.status === 'approved' || question.status === 'not_applicable') {
    throw new ApiError(409, 'conflict', 'The review team has already decided on this question: ask them in its comments to reopen it.');
  }
}

/** A 403 unless the principal may read the question's comments (and, a client user, add to them). */
export async function checkConversation(trx: TenantTransaction, principal: Principal, question: ReachedQuestion): Promise<void> {
  if (!isClientUser(principal) || question.assigneeId === principal.userId) return;
  const mentioned = await trx
    .selectFrom('answer_comment_mentions as m')
    .innerJoin('answer_comments as c', (join) => join.onRef('c.id', '=', 'm.comment_id').onRef('c.tenant_id', '=', 'm.tenant_id'))
    .select(sql<number>`1`.as('one'))
    .where('m.tenant_id', '=', principal.tenantId)
    .where('m.user_id', '=', principal.userId)
    .where('c.question_id', '=', question.id)
    .executeTakeFirst();
  if (!mentioned) throw forbidden('Comments are kept within the review team and the people assigned or mentioned.');
}
