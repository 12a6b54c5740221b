// The review rules, shared by the one-answer edit and the bulk review: a person's change marks the
// question touched (reprocessing keeps it), approvals enter the answer library and approvals taken
// back leave it, the document's review state and the project's status follow, a new reviewer is
// notified, and the change is audited in the same transaction.
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AnswerStatus, Verdict } from '@app/shared/contract';
import { writeAudit } from '../auditlog/write-audit.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { checkAssignable } from '../projects/assignable-people.ts';
import { notifyQuestionAssignee } from '../projects/assignment-notices.ts';
import type { DocumentRef } from '../access/project-access.ts';
import { lockProject, refreshDocumentState, refreshProjectStatus } from '../projects/project-status.ts';
import { hasVerdictColumn, questionLocationSchema } from './formats/index.ts';
import { fileInLibrary, withdrawFromLibrary } from './suggestions/answer-library.ts';

export type ReviewStatus = Extract<AnswerStatus, 'approved' | 'rejected' | 'not_applicable' | 'edited'>;

export interface AnswerChange {
  /** New answer text (an edit: the status becomes `edited` unless one is given). */
  answer?: string;
  /** New verdict, null clears it (an edit too). Marking not applicable sets `n/a` where the file has a verdict column. */
  verdict?: Verdict | null;
  status?: ReviewStatus;
  /** A reviewer for the questions; null takes it away. */
  assigneeId?: string | null;
}

export interface ReviewOutcome {
  updated: number;
  /** Questions asked to be approved but left as they were because they have no answer. */
  skippedWithoutAnswer: number;
}

export const NOTHING_TO_APPROVE = 'Write an answer before approving it, or mark the question not applicable.';

/** The question's file has a verdict column for it (a location that cannot be read has none). */
function answersWithVerdict(location: unknown): boolean {
  const parsed = questionLocationSchema.safeParse(location);
  return parsed.success && hasVerdictColumn(parsed.data);
}

/**
 * Applies one change to questions of one document. With `strict`, approving a question without an
 * answer is a 400; otherwise (bulk) such questions are skipped and counted.
 */
export async function reviewAnswers(
  trx: TenantTransaction,
  request: FastifyRequest,
  document: DocumentRef,
  questionIds: readonly string[],
  change: AnswerChange,
  strict: boolean,
): Promise<ReviewOutcome> {
  const { principal } = request;
  const tenantId = principal.tenantId;
  await lockProject(trx, tenantId, document.project_id);
  const rows =
    questionIds.length === 0
      ? []
      : await trx
          .selectFrom('questions')
          .select(['id', 'text', 'section', 'answer', 'status', 'verdict', 'citations', 'location', 'assignee_id'])
          .where('tenant_id', '=', tenantId)
          .where('document_id', '=', document.id)
          .where('id', 'in', questionIds)
          .forUpdate()
          .execute();
  if (rows.length !== new Set(questionIds).size) {
    throw new ApiError(404, 'not_found', 'Some of these questions are not in this document any more. Reload the page.');
  }
  const assigneeId =
    change.assigneeId === undefined || change.assigneeId === null
      ? change.assigneeId
      : (await checkAssignable(trx, tenantId, document.entity_id, [change.assigneeId], 'assignee_id'))[0];

  const edited = change.answer !== undefined || change.verdict !== undefined;
  const status: ReviewStatus | undefined = change.status ?? (edited ? 'edited' : undefined);
  const answerOf = (row: (typeof rows)[number]) => change.answer ?? row.answer;
  const verdictOf = (row: (typeof rows)[number]) => (change.verdict === undefined ? row.verdict : change.verdict);
  // A verdict alone answers a question whose file has only a verdict column.
  const withoutAnswer = status === 'approved' ? rows.filter((row) => answerOf(row).trim() === '' && verdictOf(row) === null) : [];
  if (strict && withoutAnswer.length > 0) throw new ApiError(400, 'invalid', NOTHING_TO_APPROVE, { answer: [NOTHING_TO_APPROVE] });
  const skipped = new Set(withoutAnswer.map((row) => row.id));
  const changed = rows.filter((row) => !skipped.has(row.id));
  if (changed.length === 0) return { updated: 0, skippedWithoutAnswer: skipped.size };

  // Approving an approved answer again keeps the time it was first approved.
  const approvedSince = sql<Date>`coalesce(approved_at, now())`;
  await trx
    .updateTable('questions')
    .set({
      ...(change.answer !== undefined && { answer: change.answer, drafted: false }),
      ...(change.verdict !== undefined && { verdict: change.verdict }),
      ...(status && { status, touched: true, approved_at: status === 'approved' ? approvedSince : null }),
      ...(assigneeId !== undefined && { assignee_id: assigneeId }),
      updated_by: principal.userId,
    })
    .where('tenant_id', '=', tenantId)
    .where(
      'id',
      'in',
      changed.map((row) => row.id),
    )
    .execute();
  // Not applicable is the verdict too, where the file has a column for it.
  const notApplicable =
    status === 'not_applicable' && change.verdict === undefined ? changed.filter((row) => row.verdict !== 'n/a' && answersWithVerdict(row.location)) : [];
  if (notApplicable.length > 0) {
    await trx
      .updateTable('questions')
      .set({ verdict: 'n/a' })
      .where('tenant_id', '=', tenantId)
      .where(
        'id',
        'in',
        notApplicable.map((row) => row.id),
      )
      .execute();
  }

  if (status === 'approved') {
    // The library keeps answer texts: a verdict alone is not one.
    await fileInLibrary(
      trx,
      tenantId,
      principal.userId,
      changed
        .filter((row) => answerOf(row).trim() !== '')
        .map((row) => ({
          questionId: row.id,
          question: row.text,
          answer: answerOf(row),
          verdict: verdictOf(row),
          section: row.section,
          citations: row.citations,
          documentId: document.id,
          documentName: document.name,
        })),
    );
  } else if (status) {
    await withdrawFromLibrary(
      trx,
      tenantId,
      changed.filter((row) => row.status === 'approved').map((row) => row.id),
    );
  }

  await writeAudit(trx, {
    tenantId,
    actorUserId: principal.userId,
    entityId: document.entity_id,
    category: 'questionnaires',
    action: changed.length === 1 ? 'update_answer' : 'review_answers',
    targetType: changed.length === 1 ? 'question' : 'project_document',
    targetId: changed.length === 1 ? changed[0]!.id : document.id,
    before: changed.map((row) => ({ id: row.id, answer: row.answer, verdict: row.verdict, status: row.status, assignee_id: row.assignee_id })),
    after: {
      ids: changed.map((row) => row.id),
      ...(change.answer !== undefined && { answer: change.answer }),
      ...(change.verdict !== undefined && { verdict: change.verdict }),
      ...(notApplicable.length > 0 && { verdict: 'n/a', verdict_ids: notApplicable.map((row) => row.id) }),
      ...(status && { status }),
      ...(assigneeId !== undefined && { assignee_id: assigneeId }),
    },
    ...requestOrigin(request),
  });

  const newlyAssigned = assigneeId ? changed.filter((row) => row.assignee_id !== assigneeId).length : 0;
  if (assigneeId && newlyAssigned > 0) {
    await notifyQuestionAssignee(trx, {
      tenantId,
      documentId: document.id,
      documentName: document.name,
      assigneeId,
      questionCount: newlyAssigned,
      actorUserId: principal.userId,
    });
  }
  if (status) {
    await refreshDocumentState(trx, tenantId, document.id);
    await refreshProjectStatus(trx, document.project_id, { tenantId, actorUserId: principal.userId });
  }
  return { updated: changed.length, skippedWithoutAnswer: skipped.size };
}
