// Questions and their answers as the API answers them. A client user sees an answer only once it is
// approved; before that the question shows with its status and an empty answer ("awaiting review").
import { z } from 'zod';
import { citationSchema, type Citation, type QuestionAnswer } from '@app/shared/contract';
import type { Principal } from '../auth/access-tokens.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { isClientUser } from '../projects/project-access.ts';
import { personRef } from '../projects/people.ts';

const storedCitations = z.array(citationSchema);

export function selectQuestions(trx: TenantTransaction, tenantId: string) {
  return trx
    .selectFrom('questions as q')
    .leftJoin('users as assignee', (join) => join.onRef('assignee.id', '=', 'q.assignee_id').onRef('assignee.tenant_id', '=', 'q.tenant_id'))
    .leftJoin('users as editor', (join) => join.onRef('editor.id', '=', 'q.updated_by').onRef('editor.tenant_id', '=', 'q.tenant_id'))
    .select((eb) => [
      'q.id',
      'q.document_id',
      'q.ordinal',
      'q.reference',
      'q.section',
      'q.text',
      'q.answer',
      'q.status',
      'q.confidence',
      'q.verdict',
      'q.citations',
      'q.drafted',
      'q.assignee_id',
      'assignee.first_name as assignee_first_name',
      'assignee.last_name as assignee_last_name',
      'q.updated_by',
      'editor.first_name as editor_first_name',
      'editor.last_name as editor_last_name',
      'q.updated_at',
      eb
        .selectFrom('answer_comments as c')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('c.question_id', '=', 'q.id')
        .whereRef('c.tenant_id', '=', 'q.tenant_id')
        .as('comments_count'),
    ])
    .where('q.tenant_id', '=', tenantId);
}

type QuestionRow = Awaited<ReturnType<ReturnType<typeof selectQuestions>['execute']>>[number];

export function toQuestionAnswer(row: QuestionRow, principal: Principal): QuestionAnswer {
  const hidden = isClientUser(principal) && row.status !== 'approved';
  return {
    id: row.id,
    document_id: row.document_id,
    ordinal: row.ordinal,
    reference: row.reference,
    section: row.section,
    question: row.text,
    answer: hidden ? '' : row.answer,
    status: row.status,
    confidence: hidden ? 'none' : row.confidence,
    verdict: hidden ? null : row.verdict,
    citations: hidden ? [] : (storedCitations.parse(row.citations) as Citation[]),
    drafted: hidden ? false : row.drafted,
    assignee: personRef(row.assignee_id, row.assignee_first_name, row.assignee_last_name),
    comments_count: Number(row.comments_count ?? 0),
    updated_by: personRef(row.updated_by, row.editor_first_name, row.editor_last_name),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function loadQuestion(trx: TenantTransaction, principal: Principal, questionId: string): Promise<QuestionAnswer> {
  const row = await selectQuestions(trx, principal.tenantId).where('q.id', '=', questionId).executeTakeFirstOrThrow();
  return toQuestionAnswer(row, principal);
}
