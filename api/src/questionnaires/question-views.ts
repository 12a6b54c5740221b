// Questions and their answers as the API answers them. A client user sees an answer only once it is
// approved; before that the question shows with its status and an empty answer ("awaiting review"),
// except on a question assigned to them, whose answer and verdict they write (never its sources).
import { sql } from 'kysely';
import { z } from 'zod';
import { citationSchema, type Citation, type QuestionAnswer } from '@app/shared/contract';
import type { Principal } from '../auth/access-tokens.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { isClientUser } from '../access/principal.ts';
import { personRef } from '../http/people.ts';

const storedCitations = z.array(citationSchema);

/** The person was mentioned in one of the question's comments. */
function mentionedIn(principal: Principal) {
  return sql<boolean>`EXISTS (
    SELECT 1 FROM answer_comment_mentions m
    JOIN answer_comments c ON c.id = m.comment_id AND c.tenant_id = m.tenant_id
    WHERE c.question_id = q.id AND c.tenant_id = q.tenant_id AND m.user_id = ${principal.userId})`;
}

/** The questions as `principal` sees them; `mentions_me` is worked out for client users only (staff read every comment). */
export function selectQuestions(trx: TenantTransaction, principal: Principal) {
  const tenantId = principal.tenantId;
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
      'q.unmatched_words',
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
      (isClientUser(principal) ? mentionedIn(principal) : sql<boolean>`false`).as('mentions_me'),
    ])
    .where('q.tenant_id', '=', tenantId);
}

type QuestionRow = Awaited<ReturnType<ReturnType<typeof selectQuestions>['execute']>>[number];

export function toQuestionAnswer(row: QuestionRow, principal: Principal): QuestionAnswer {
  const client = isClientUser(principal);
  const assignedToMe = row.assignee_id === principal.userId;
  // The client writes the answer of a question assigned to them; the sources stay the review team's.
  const sourcesHidden = client && row.status !== 'approved';
  const hidden = sourcesHidden && !assignedToMe;
  const commentsVisible = !client || assignedToMe || row.mentions_me;
  return {
    id: row.id,
    document_id: row.document_id,
    ordinal: row.ordinal,
    reference: row.reference,
    section: row.section,
    question: row.text,
    answer: hidden ? '' : row.answer,
    status: row.status,
    confidence: sourcesHidden ? 'none' : row.confidence,
    verdict: hidden ? null : row.verdict,
    citations: sourcesHidden ? [] : (storedCitations.parse(row.citations) as Citation[]),
    drafted: sourcesHidden ? false : row.drafted,
    unmatched_words: sourcesHidden ? [] : row.unmatched_words,
    assignee: personRef(row.assignee_id, row.assignee_first_name, row.assignee_last_name),
    comments_count: commentsVisible ? Number(row.comments_count ?? 0) : 0,
    comments_visible: commentsVisible,
    updated_by: personRef(row.updated_by, row.editor_first_name, row.editor_last_name),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function loadQuestion(trx: TenantTransaction, principal: Principal, questionId: string): Promise<QuestionAnswer> {
  const row = await selectQuestions(trx, principal).where('q.id', '=', questionId).executeTakeFirstOrThrow();
  return toQuestionAnswer(row, principal);
}
