// The second step of the pipeline: suggest answers for a document's questions that no person has
// touched, all in one job: the repository's passage index (kept between jobs), the library a batch
// of questions per transaction (the database serves other requests between batches: the embedded one
// has a single connection), drafting (when a language model is configured) outside any transaction,
// then one bulk update. Questions a person touched meanwhile keep what the person did.
import { sql } from 'kysely';
import { CONFIDENCE_TIERS } from '@app/shared/contract';
import { writeAudit } from '../../auditlog/write-audit.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import type { JobHandler } from '../../jobs/job-registry.ts';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { lockProject, refreshDocumentState, refreshProjectStatus } from '../../projects/project-status.ts';
import { closestLibraryAnswers } from '../suggestions/answer-library.ts';
import { questionTerms } from '../suggestions/question-terms.ts';
import { draftSuggestions, suggestAnswer, type Suggestion } from '../suggestions/suggest-answers.ts';
import { markFailed, PIPELINE_ATTEMPTS, pipelinePayload } from './extraction-job.ts';
import type { PipelineDeps } from './pipeline-deps.ts';

const FAILED_ON_OUR_SIDE = 'Answers could not be suggested because of a problem on our side. Reprocess the document to try again.';
/** Questions retrieved per transaction. */
const RETRIEVAL_BATCH = 25;

export function suggestionJob(deps: PipelineDeps): JobHandler {
  async function storeSuggestions(tenantId: string, documentId: string, projectId: string, suggestions: readonly Suggestion[]) {
    await withTenant(deps.db, tenantId, async (trx) => {
      await lockProject(trx, tenantId, projectId);
      if (suggestions.length > 0) {
        await sql`
          UPDATE questions q SET
            answer = v.answer, status = v.status, confidence = v.confidence, citations = v.citations, drafted = v.drafted,
            verdict = coalesce(v.verdict, q.verdict)
          FROM jsonb_to_recordset(${JSON.stringify(suggestions)}::jsonb)
            AS v(id uuid, answer text, status text, confidence text, citations jsonb, drafted boolean, verdict text)
          WHERE q.id = v.id AND q.tenant_id = ${tenantId} AND NOT q.touched AND q.status = 'unanswered'`.execute(trx);
      }
      const moved = await trx
        .updateTable('project_documents')
        .set({ state: 'ready_for_review' })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', documentId)
        .where('state', '=', 'suggesting')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return; // reprocessed meanwhile: the new run takes over
      const tiers = Object.fromEntries(CONFIDENCE_TIERS.map((tier) => [tier, suggestions.filter((item) => item.confidence === tier).length]));
      await writeAudit(trx, {
        tenantId,
        category: 'questionnaires',
        action: 'suggest',
        targetType: 'project_document',
        targetId: documentId,
        after: { questions: suggestions.length, drafted: suggestions.filter((item) => item.drafted).length, ...tiers },
      });
      await refreshDocumentState(trx, tenantId, documentId);
      await refreshProjectStatus(trx, projectId, { tenantId, actorUserId: null });
    });
  }

  return async (job, { log, signal }) => {
    const tenantId = job.tenantId!;
    const { documentId } = pipelinePayload.parse(job.payload);
    let projectId: string | undefined;
    try {
      const all = await withTenant(deps.db, tenantId, async (trx) => {
        const document = await trx
          .selectFrom('project_documents')
          .select(['project_id', 'state'])
          .where('tenant_id', '=', tenantId)
          .where('id', '=', documentId)
          .executeTakeFirst();
        if (!document || document.state !== 'suggesting') return null; // deleted, or reprocessed since
        projectId = document.project_id;
        return trx
          .selectFrom('questions')
          .select(['id', 'text', 'section', 'touched', 'status'])
          .where('tenant_id', '=', tenantId)
          .where('document_id', '=', documentId)
          .orderBy('ordinal')
          .execute();
      });
      if (!all) return;
      // Which words are common is judged on every question of the questionnaire, answered or not.
      const terms = new Map(questionTerms(all).map((query, at) => [all[at]!.id, query]));
      const questions = all.filter((question) => !question.touched && question.status === 'unanswered');
      const index = await withTenant(deps.db, tenantId, (trx) => deps.repositoryPassages.indexFor(trx, tenantId));
      const suggestions: Suggestion[] = [];
      for (let start = 0; start < questions.length; start += RETRIEVAL_BATCH) {
        const batch = questions.slice(start, start + RETRIEVAL_BATCH);
        const library = await withTenant(deps.db, tenantId, (trx) => closestLibraryAnswers(trx, tenantId, batch.map((question) => question.text)));
        const retrieved = batch.map((question, at) => suggestAnswer(question, terms.get(question.id)!, index, library.get(at) ?? []));
        suggestions.push(...(deps.drafter ? await draftSuggestions(deps.drafter, batch, retrieved, signal) : retrieved));
        await yieldToRequests();
      }
      await storeSuggestions(tenantId, documentId, projectId!, suggestions);
    } catch (error) {
      if (job.attempt < PIPELINE_ATTEMPTS || !projectId) throw error; // retried by the worker
      log.error({ err: error }, 'Answer suggestion failed for good');
      await markFailed(deps, { tenantId, projectId, documentId, reason: FAILED_ON_OUR_SIDE, action: 'suggest_failed' });
    }
  };
}
