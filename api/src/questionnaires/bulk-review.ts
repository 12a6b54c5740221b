// One action on many questions of one document (bulk review): approve, reject, set aside, assign, or
// approve the strong suggestions nobody reviewed yet; answers what changed, the document's progress
// and how many library suggestions are left for a person.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AnswerProgress, reviewRequestSchema } from '@app/shared/contract';
import { findReachableDocument } from '../access/project-access.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { progressByDocument } from '../projects/answer-progress.ts';
import { reviewAnswers, type AnswerChange, type ReviewOutcome } from './answer-review.ts';

const CHANGES: Record<'approve' | 'reject' | 'not_applicable' | 'approve_high_confidence', AnswerChange> = {
  approve: { status: 'approved' },
  approve_high_confidence: { status: 'approved' },
  reject: { status: 'rejected' },
  not_applicable: { status: 'not_applicable' },
};

/**
 * What "approve all high-confidence" approves: strong suggestions nobody reviewed yet (of `shown`,
 * when given). A library suggestion is an answer given elsewhere: a person reads it before it is
 * approved here (and filed in the library once more).
 */
async function unreviewedStrongSuggestions(trx: TenantTransaction, tenantId: string, documentId: string, shown: readonly string[] | undefined) {
  const rows = await trx
    .selectFrom('questions')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('document_id', '=', documentId)
    .where('status', '=', 'suggested')
    .where('confidence', '=', 'strong')
    .$if(shown !== undefined, (query) => query.where('id', 'in', shown!))
    .execute();
  return rows.map((row) => row.id);
}

async function unreviewedLibrarySuggestions(trx: TenantTransaction, tenantId: string, documentId: string): Promise<number> {
  const { count } = await trx
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('document_id', '=', documentId)
    .where('status', '=', 'suggested')
    .where('confidence', '=', 'library')
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function reviewInBulk(
  trx: TenantTransaction,
  request: FastifyRequest,
  body: z.output<typeof reviewRequestSchema>,
): Promise<{ outcome: ReviewOutcome; progress: AnswerProgress; libraryLeft: number }> {
  const tenantId = request.principal.tenantId;
  const document = await findReachableDocument(trx, request.principal, body.document_id);
  const highConfidence = body.action === 'approve_high_confidence';
  const questionIds = highConfidence ? await unreviewedStrongSuggestions(trx, tenantId, document.id, body.question_ids) : [...new Set(body.question_ids)];
  const change = body.action === 'assign' ? { assigneeId: body.assignee_id } : CHANGES[body.action];
  const outcome = await reviewAnswers(trx, request, document, questionIds, change, false);
  const progress = (await progressByDocument(trx, tenantId, [document.id])).get(document.id)!;
  return { outcome, progress, libraryLeft: highConfidence ? await unreviewedLibrarySuggestions(trx, tenantId, document.id) : 0 };
}
