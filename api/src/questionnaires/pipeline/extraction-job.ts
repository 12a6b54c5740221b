// The first step of the pipeline: find the questions of an uploaded (or reprocessed) questionnaire,
// then hand the document to the suggestion step. Reprocessing keeps every question a person touched
// (edited, approved, rejected or set aside), matched by question text and the question's own place in
// the file, with its answer, verdict, status and comments; the others are suggested afresh. A question
// found again takes its new location: where its answer and verdict go may have changed (a verdict
// column found where there was a single answer column before).
import canonicalize from 'canonicalize';
import { sql } from 'kysely';
import { z } from 'zod';
import { tableChanged } from '../../db/embedded-statistics.ts';
import { writeAudit } from '../../auditlog/write-audit.ts';
import { withTenant, type TenantTransaction } from '../../db/tenant-scope.ts';
import { readAll } from '../../files/read-content.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import type { JobHandler } from '../../jobs/job-registry.ts';
import { lockProject, refreshProjectStatus } from '../../projects/project-status.ts';
import { QuestionnaireFileError, questionnaireLayoutSchema, type ExtractedQuestion } from '../formats/index.ts';
import type { PipelineDeps } from './pipeline-deps.ts';

export const EXTRACT_QUESTIONS = 'questionnaire.extract';
export const SUGGEST_ANSWERS = 'questionnaire.suggest';
/** Retries of a step that failed on our side (storage, database) before the document is marked failed. */
export const PIPELINE_ATTEMPTS = 3;

export const pipelinePayload = z.object({ documentId: z.string().uuid() });
/** The states of a questionnaire the pipeline works on: it can be cancelled in them and not reprocessed. */
export const PIPELINE_STATES = ['queued', 'extracting', 'suggesting'] as const;

const FAILED_ON_OUR_SIDE = 'The questions could not be extracted because of a problem on our side. Reprocess the document to try again.';
/**
 * Rows per INSERT: far below PostgreSQL's limit of 65,535 parameters, and small enough that the
 * embedded database can let requests in between two of them (db/pglite-turns.ts): 500 questions in
 * one statement held the event loop for 150–330 ms.
 */
const INSERT_BATCH = 100;

/** Where the answer and the verdict go: not part of which question it is. */
const ANSWER_PLACES = new Set([
  'answerCell',
  'answerColumn',
  'answerParagraphIndex',
  'verdictCell',
  'verdictColumn',
  'verdictValues',
  'verdictMarks',
  'verdictBoxes',
  'verdictParagraphIndex',
]);

const matchKey = (text: string, location: unknown) => {
  const question =
    location && typeof location === 'object' ? Object.fromEntries(Object.entries(location).filter(([key]) => !ANSWER_PLACES.has(key))) : location;
  return `${text}\u0000${canonicalize(question)}`;
};

export function extractionJob(deps: PipelineDeps): JobHandler {
  return async (job, { log }) => {
    const tenantId = job.tenantId!;
    const { documentId } = pipelinePayload.parse(job.payload);
    const document = await withTenant(deps.db, tenantId, async (trx) => {
      const row = await trx
        .updateTable('project_documents')
        .set({ state: 'extracting', error: null })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', documentId)
        .where('is_questionnaire', '=', true)
        .where('state', 'in', ['queued', 'extracting']) // extracting: a retry
        .returning(['id', 'project_id', 'format', 'sha256', 'name', 'layout'])
        .executeTakeFirst();
      return row;
    });
    if (!document?.format) return; // deleted or cancelled since, or not a questionnaire

    try {
      const data = await readAll(await deps.storage.open(document.sha256));
      // The layout a person confirmed, if any, instead of what detection finds.
      const layout = document.layout === null ? undefined : questionnaireLayoutSchema.parse(document.layout);
      const { questions, warnings } = await deps.reader.extractQuestions(document.format, data, { limits: { maxQuestions: deps.maxQuestions }, layout });
      await withTenant(deps.db, tenantId, async (trx) => {
        await lockProject(trx, tenantId, document.project_id);
        const moved = await trx
          .updateTable('project_documents')
          .set({ state: 'suggesting', error: null, warnings: JSON.stringify(warnings) })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', documentId)
          .where('state', '=', 'extracting')
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) return; // cancelled while the file was read: its questions stay as they were
        const kept = await mergeQuestions(trx, tenantId, documentId, questions);
        await writeAudit(trx, {
          tenantId,
          category: 'questionnaires',
          action: 'extract',
          targetType: 'project_document',
          targetId: documentId,
          after: { questions: questions.length, kept_reviewed: kept, warnings },
        });
        await enqueueJob(trx, { tenantId, kind: SUGGEST_ANSWERS, payload: { documentId }, maxAttempts: PIPELINE_ATTEMPTS });
        await refreshProjectStatus(trx, document.project_id, { tenantId, actorUserId: null });
      });
      tableChanged(deps.db, 'questions');
    } catch (error) {
      const ours = !(error instanceof QuestionnaireFileError);
      if (ours && job.attempt < PIPELINE_ATTEMPTS) throw error; // retried by the worker
      if (ours) log.error({ err: error }, 'Question extraction failed for good');
      const reason = ours ? FAILED_ON_OUR_SIDE : (error as Error).message;
      await markFailed(deps, { tenantId, projectId: document.project_id, documentId, reason, action: 'extract_failed' });
    }
  };
}

/** A document the pipeline gave up on shows why; the project's status follows. */
export async function markFailed(
  deps: PipelineDeps,
  failure: { tenantId: string; projectId: string; documentId: string; reason: string; action: 'extract_failed' | 'suggest_failed' },
): Promise<void> {
  const { tenantId, projectId, documentId, reason, action } = failure;
  await withTenant(deps.db, tenantId, async (trx) => {
    await lockProject(trx, tenantId, projectId);
    const failed = await trx
      .updateTable('project_documents')
      .set({ state: 'failed', error: reason })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', documentId)
      .where('state', 'in', PIPELINE_STATES)
      .executeTakeFirst();
    if (Number(failed.numUpdatedRows) === 0) return; // cancelled meanwhile: it stays cancelled
    await writeAudit(trx, {
      tenantId,
      category: 'questionnaires',
      action,
      targetType: 'project_document',
      targetId: documentId,
      after: { error: reason },
    });
    await refreshProjectStatus(trx, projectId, { tenantId, actorUserId: null });
  });
}

/**
 * Replaces the document's questions with the extracted ones, keeping the rows (ids, comments,
 * reviewers) of questions found again; a touched one also keeps its answer and status. Answers how
 * many touched questions were kept.
 */
async function mergeQuestions(trx: TenantTransaction, tenantId: string, documentId: string, extracted: readonly ExtractedQuestion[]): Promise<number> {
  const existing = await trx
    .selectFrom('questions')
    .select(['id', 'text', 'location', 'touched'])
    .where('tenant_id', '=', tenantId)
    .where('document_id', '=', documentId)
    .orderBy('ordinal')
    .execute();
  const byKey = new Map<string, (typeof existing)[number][]>();
  for (const row of existing) {
    const key = matchKey(row.text, row.location);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const updates: {
    id: string;
    ordinal: number;
    section: string | null;
    reference: string | null;
    location: unknown;
    existing_answer: string | null;
    existing_verdict: string | null;
  }[] = [];
  const inserts: ExtractedQuestion[] = [];
  let kept = 0;
  for (const question of extracted) {
    const match = byKey.get(matchKey(question.text, question.location))?.shift();
    if (!match) {
      inserts.push(question);
      continue;
    }
    if (match.touched) kept += 1;
    updates.push({
      id: match.id,
      ordinal: question.ordinal,
      section: question.section,
      reference: question.reference,
      location: question.location,
      existing_answer: question.existingAnswer,
      existing_verdict: question.existingVerdict ?? null,
    });
  }
  const gone = [...byKey.values()].flat().map((row) => row.id);
  if (gone.length > 0) await trx.deleteFrom('questions').where('tenant_id', '=', tenantId).where('id', 'in', gone).execute();
  if (updates.length > 0) {
    // Questions found again: untouched ones start over (a pre-filled answer in the file counts as edited).
    await sql`
      UPDATE questions q SET
        ordinal = v.ordinal, section = v.section, reference = v.reference, location = v.location,
        answer = CASE WHEN q.touched THEN q.answer ELSE coalesce(v.existing_answer, '') END,
        verdict = CASE WHEN q.touched THEN q.verdict ELSE v.existing_verdict END,
        status = CASE WHEN q.touched THEN q.status WHEN v.existing_answer IS NOT NULL THEN 'edited' ELSE 'unanswered' END,
        confidence = CASE WHEN q.touched THEN q.confidence ELSE 'none' END,
        citations = CASE WHEN q.touched THEN q.citations ELSE '[]'::jsonb END,
        unmatched_words = CASE WHEN q.touched THEN q.unmatched_words ELSE '{}' END,
        drafted = q.touched AND q.drafted
      FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
        AS v(id uuid, ordinal integer, section text, reference text, location jsonb, existing_answer text, existing_verdict text)
      WHERE q.id = v.id AND q.tenant_id = ${tenantId}`.execute(trx);
  }
  for (let start = 0; start < inserts.length; start += INSERT_BATCH) {
    await trx
      .insertInto('questions')
      .values(
        inserts.slice(start, start + INSERT_BATCH).map((question) => ({
          tenant_id: tenantId,
          document_id: documentId,
          ordinal: question.ordinal,
          reference: question.reference,
          section: question.section,
          text: question.text,
          location: JSON.stringify(question.location),
          answer: question.existingAnswer ?? '',
          verdict: question.existingVerdict ?? null,
          status: question.existingAnswer ? ('edited' as const) : ('unanswered' as const),
        })),
      )
      .execute();
  }
  return kept;
}
