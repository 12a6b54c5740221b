// The organisation's answer library: every approved answer, one per distinct question. Approving an
// answer files it here (replacing the answer to the same question). Suggesting looks here first: the
// closest questions by trigram similarity, with full-text matching as a second way in; whether a
// match is the same question is decided by its topic words (see suggest-answers.ts).
import { sql } from 'kysely';
import type { Verdict } from '@app/shared/contract';
import { recordApprovalSources, sourceChanged } from '../../answer_library/library-sources.ts';
import type { TenantTransaction } from '../../db/tenant-scope.ts';

/** Lower case, spaces collapsed: "Do you  encrypt data?" and "do you encrypt data?" are one question. */
export const questionKey = (question: string) => question.toLowerCase().replace(/\s+/g, ' ').trim();

export interface LibraryMatch {
  id: string;
  question: string;
  answer: string;
  sourceDocumentId: string | null;
  sourceDocumentName: string;
  /** The project the answer was approved in, when that project still exists. */
  projectName: string | null;
  /** The approved answer's yes / no / n/a. */
  verdict: Verdict | null;
  /** A repository document the answer relied on changed since it was approved. */
  sourceChanged: boolean;
  /** Trigram similarity of the two questions, 0–1. */
  score: number;
}

/** Candidates below this similarity are not even fetched; the index serves the `%` operator at this threshold. */
const CANDIDATE_SIMILARITY = 0.3;

/** Library entries compared per question. */
const CANDIDATES = 3;

/** The closest library entries to each question (by index in `questions`), best first, in one query for the batch; retired ones never. */
export async function closestLibraryAnswers(trx: TenantTransaction, tenantId: string, questions: readonly string[]): Promise<Map<number, LibraryMatch[]>> {
  if (questions.length === 0) return new Map();
  await sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(CANDIDATE_SIMILARITY)}, true)`.execute(trx);
  const { rows } = await sql<{
    idx: number;
    id: string;
    question: string;
    answer: string;
    source_document_id: string | null;
    source_document_name: string;
    project_name: string | null;
    verdict: Verdict | null;
    source_changed: boolean;
    score: number;
  }>`
    SELECT q.idx, m.*
    FROM jsonb_array_elements_text(${JSON.stringify(questions.map(questionKey))}::jsonb) WITH ORDINALITY AS q(key, idx)
    CROSS JOIN LATERAL (
      SELECT l.id, l.question, l.answer, l.source_document_id, l.source_document_name, p.name AS project_name,
        l.verdict, ${sourceChanged('l')} AS source_changed, similarity(l.question_key, q.key) AS score
      FROM answer_library l
      LEFT JOIN project_documents d ON d.tenant_id = l.tenant_id AND d.id = l.source_document_id
      LEFT JOIN projects p ON p.tenant_id = d.tenant_id AND p.id = d.project_id
      WHERE l.tenant_id = ${tenantId} AND l.retired_at IS NULL
        AND (l.question_key % q.key OR l.search @@ plainto_tsquery('english', q.key))
      ORDER BY score DESC
      LIMIT ${CANDIDATES}
    ) m
    ORDER BY q.idx, m.score DESC`.execute(trx);
  const matches = new Map<number, LibraryMatch[]>();
  for (const row of rows) {
    const index = Number(row.idx) - 1;
    const list = matches.get(index) ?? [];
    list.push({
      id: row.id,
      question: row.question,
      answer: row.answer,
      sourceDocumentId: row.source_document_id,
      sourceDocumentName: row.source_document_name,
      projectName: row.project_name,
      verdict: row.verdict,
      sourceChanged: row.source_changed,
      score: Number(row.score),
    });
    matches.set(index, list);
  }
  return matches;
}

export interface ApprovedAnswer {
  questionId: string;
  question: string;
  answer: string;
  verdict: Verdict | null;
  /** The questionnaire section of the question: the entry's topic. */
  section: string | null;
  /** The question's citations: the repository versions the answer relied on, or the library entry it came from. */
  citations: unknown;
  documentId: string;
  documentName: string;
}

/**
 * Files approved answers with their verdict, topic and sources; an answer to a question already in
 * the library replaces it (a retired one comes back: a person approved it again).
 */
export async function fileInLibrary(trx: TenantTransaction, tenantId: string, approvedBy: string, answers: readonly ApprovedAnswer[]): Promise<void> {
  // One statement may not update the same row twice: the last answer to a question wins.
  const byKey = new Map(answers.filter((entry) => entry.answer.trim() !== '').map((entry) => [questionKey(entry.question), entry]));
  if (byKey.size === 0) return;
  const filed = await trx
    .insertInto('answer_library')
    .values(
      [...byKey].map(([key, entry]) => ({
        tenant_id: tenantId,
        question: entry.question,
        question_key: key,
        answer: entry.answer,
        verdict: entry.verdict,
        topic: entry.section,
        source_document_id: entry.documentId,
        source_document_name: entry.documentName,
        source_question_id: entry.questionId,
        approved_by: approvedBy,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'question_key']).doUpdateSet((eb) => ({
        question: eb.ref('excluded.question'),
        answer: eb.ref('excluded.answer'),
        verdict: eb.ref('excluded.verdict'),
        topic: sql`coalesce(excluded.topic, answer_library.topic)`,
        source_document_id: eb.ref('excluded.source_document_id'),
        source_document_name: eb.ref('excluded.source_document_name'),
        source_question_id: eb.ref('excluded.source_question_id'),
        approved_by: eb.ref('excluded.approved_by'),
        approved_at: sql`now()`,
        retired_at: null,
        retired_by: null,
      })),
    )
    .returning(['id', 'question_key'])
    .execute();
  const entryOf = new Map(filed.map((row) => [row.question_key, row.id]));
  await recordApprovalSources(
    trx,
    tenantId,
    [...byKey].map(([key, entry]) => ({ entryId: entryOf.get(key)!, answer: entry.answer, citations: entry.citations })),
    approvedBy,
  );
}

/** An approval taken back takes its answer out of the library (if the library still holds that one). */
export async function withdrawFromLibrary(trx: TenantTransaction, tenantId: string, questionIds: readonly string[]): Promise<void> {
  if (questionIds.length === 0) return;
  await trx.deleteFrom('answer_library').where('tenant_id', '=', tenantId).where('source_question_id', 'in', questionIds).execute();
}
