// The second step of the pipeline: suggest answers for a document's questions that no person has
// touched. A run works in slices of at most SLICE_QUESTIONS questions (or SLICE_MS): each slice
// stores its suggestions and queues the rest as a new job, behind the jobs already waiting, so a
// questionnaire of thousands of questions takes turns with the others instead of holding the worker
// until it is done. Within a slice: the repository's passage index (kept between jobs), the library a
// batch of questions per transaction (the database serves other requests between batches: the
// embedded one has a single connection), drafting (when a language model is configured) outside any
// transaction, then one bulk update. At each batch the slice looks whether the document was
// cancelled, and stops there if so. Questions a person touched meanwhile keep what the person did.
import { sql } from 'kysely';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { z } from 'zod';
import { CONFIDENCE_TIERS } from '@app/shared/contract';
import { writeAudit } from '../../auditlog/write-audit.ts';
import { type TenantTransaction, withTenant } from '../../db/tenant-scope.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import type { JobHandler } from '../../jobs/job-registry.ts';
import { lockProject, refreshDocumentState, refreshProjectStatus } from '../../projects/project-status.ts';
import { closestLibraryAnswers } from '../suggestions/answer-library.ts';
import { questionTermsInTurns } from '../suggestions/question-terms.ts';
import { draftSuggestions } from '../suggestions/drafted-suggestions.ts';
import { suggestAnswer, type Suggestion } from '../suggestions/suggest-answers.ts';
import { markFailed, PIPELINE_ATTEMPTS, pipelinePayload, SUGGEST_ANSWERS } from './extraction-job.ts';
import type { PipelineDeps } from './pipeline-deps.ts';
import { RunTerms, type TermsByQuestion } from './run-terms.ts';

const FAILED_ON_OUR_SIDE = 'Answers could not be suggested because of a problem on our side. Reprocess the document to try again.';
/** Questions retrieved per transaction; also how often a slice looks for a cancellation. */
const RETRIEVAL_BATCH = 25;
/** The most questions one slice takes before it queues the rest behind the other jobs. */
const SLICE_QUESTIONS = 100;
/** How long a slice may go on (a language model drafts slowly) before it queues the rest. */
const SLICE_MS = 1000;

/** What the run's slices suggested so far, for its audit entry. */
const tallySchema = z.object({ questions: z.number(), drafted: z.number(), library: z.number(), strong: z.number(), weak: z.number(), none: z.number() });
type Tally = z.infer<typeof tallySchema>;

const slicePayload = pipelinePayload.extend({
  /** The run's first job (the one extraction queued); absent in that job itself. */
  run: z.string().uuid().optional(),
  /** Where this slice starts among the document's questions in order: the earlier slices did those before. */
  from: z.number().int().min(0).default(0),
  tally: tallySchema.optional(),
});

function addToTally(tally: Tally | undefined, suggestions: readonly Suggestion[]): Tally {
  const counted: Tally = tally ? { ...tally } : { questions: 0, drafted: 0, library: 0, strong: 0, weak: 0, none: 0 };
  counted.questions += suggestions.length;
  counted.drafted += suggestions.filter((item) => item.drafted).length;
  for (const tier of CONFIDENCE_TIERS) counted[tier] += suggestions.filter((item) => item.confidence === tier).length;
  return counted;
}

/** False once the document was cancelled or deleted: the run stops where it is. */
async function stillSuggesting(trx: TenantTransaction, tenantId: string, documentId: string): Promise<boolean> {
  const document = await trx.selectFrom('project_documents').select('state').where('tenant_id', '=', tenantId).where('id', '=', documentId).executeTakeFirst();
  return document?.state === 'suggesting';
}

interface Slice {
  tenantId: string;
  documentId: string;
  projectId: string;
  run: string;
  suggestions: readonly Suggestion[];
  tally: Tally;
}

export function suggestionJob(deps: PipelineDeps): JobHandler {
  const runTerms = new RunTerms();

  const isSuggesting = (tenantId: string, documentId: string) => withTenant(deps.db, tenantId, (trx) => stillSuggesting(trx, tenantId, documentId));

  /** Every question's search terms; which words are common is judged on all of them, answered or not. */
  async function termsOf(tenantId: string, documentId: string, run: string, questionIds: readonly string[]): Promise<TermsByQuestion> {
    const kept = runTerms.get(run);
    if (kept && questionIds.every((id) => kept.has(id))) return kept;
    const all = await withTenant(deps.db, tenantId, (trx) =>
      trx.selectFrom('questions').select(['id', 'text', 'section']).where('tenant_id', '=', tenantId).where('document_id', '=', documentId).execute(),
    );
    const terms = new Map((await questionTermsInTurns(all)).map((query, at) => [all[at]!.id, query]));
    runTerms.set(run, terms);
    return terms;
  }

  /** Stores a slice's suggestions, then queues the rest (`next`) or, after the last slice, opens the document for review. */
  async function storeSlice(slice: Slice, next: { from: number } | null) {
    const { tenantId, documentId, projectId, run, suggestions, tally } = slice;
    await withTenant(deps.db, tenantId, async (trx) => {
      await lockProject(trx, tenantId, projectId);
      if (!(await stillSuggesting(trx, tenantId, documentId))) return; // cancelled (or deleted) meanwhile: the run ends here
      // A statement per RETRIEVAL_BATCH: the embedded database lets requests in between (db/pglite-turns.ts).
      for (let start = 0; start < suggestions.length; start += RETRIEVAL_BATCH) {
        await sql`
          UPDATE questions q SET
            answer = v.answer, status = v.status, confidence = v.confidence, citations = v.citations, drafted = v.drafted,
            -- A verdict the file gave (the only one an untouched, unanswered question holds) stands.
            verdict = coalesce(q.verdict, v.verdict),
            unmatched_words = ARRAY(SELECT jsonb_array_elements_text(v.unmatched))
          FROM jsonb_to_recordset(${JSON.stringify(suggestions.slice(start, start + RETRIEVAL_BATCH))}::jsonb)
            AS v(id uuid, answer text, status text, confidence text, citations jsonb, drafted boolean, verdict text, unmatched jsonb)
          WHERE q.id = v.id AND q.tenant_id = ${tenantId} AND NOT q.touched AND q.status = 'unanswered'`.execute(trx);
      }
      if (next) {
        await enqueueJob(trx, { tenantId, kind: SUGGEST_ANSWERS, payload: { documentId, run, from: next.from, tally }, maxAttempts: PIPELINE_ATTEMPTS });
        return;
      }
      await trx.updateTable('project_documents').set({ state: 'ready_for_review' }).where('tenant_id', '=', tenantId).where('id', '=', documentId).execute();
      await writeAudit(trx, {
        tenantId,
        category: 'questionnaires',
        action: 'suggest',
        targetType: 'project_document',
        targetId: documentId,
        after: tally,
      });
      await refreshDocumentState(trx, tenantId, documentId);
      await refreshProjectStatus(trx, projectId, { tenantId, actorUserId: null });
    });
  }

  return async (job, { log, signal }) => {
    const tenantId = job.tenantId!;
    const payload = slicePayload.parse(job.payload);
    const { documentId, from } = payload;
    const run = payload.run ?? job.id;
    let projectId: string | undefined;
    try {
      const slice = await withTenant(deps.db, tenantId, async (trx) => {
        const document = await trx
          .selectFrom('project_documents')
          .select(['project_id', 'state'])
          .where('tenant_id', '=', tenantId)
          .where('id', '=', documentId)
          .executeTakeFirst();
        if (!document || document.state !== 'suggesting') return null; // deleted, or cancelled since
        projectId = document.project_id;
        return trx
          .selectFrom('questions')
          .select(['id', 'text', 'touched', 'status'])
          .where('tenant_id', '=', tenantId)
          .where('document_id', '=', documentId)
          .orderBy('ordinal')
          .orderBy('id')
          .offset(from)
          .limit(SLICE_QUESTIONS + 1) // one more: is there a rest to queue?
          .execute();
      });
      if (!slice) {
        runTerms.forget(run);
        return;
      }
      const terms = await termsOf(
        tenantId,
        documentId,
        run,
        slice.map((question) => question.id),
      );
      const index = await deps.repositoryPassages.indexFor(deps.db, tenantId);
      const started = Date.now();
      const suggestions: Suggestion[] = [];
      const end = Math.min(slice.length, SLICE_QUESTIONS);
      let at = 0;
      while (at < end && Date.now() - started < SLICE_MS) {
        if (at > 0 && !(await isSuggesting(tenantId, documentId))) {
          runTerms.forget(run); // cancelled: the run stops at this batch
          return;
        }
        const batch = slice.slice(at, Math.min(at + RETRIEVAL_BATCH, end)).filter((question) => !question.touched && question.status === 'unanswered');
        at = Math.min(at + RETRIEVAL_BATCH, end);
        if (batch.length === 0) continue;
        const library = await withTenant(deps.db, tenantId, (trx) =>
          closestLibraryAnswers(
            trx,
            tenantId,
            batch.map((question) => question.text),
          ),
        );
        const retrieved: Suggestion[] = [];
        for (const [position, question] of batch.entries()) {
          retrieved.push(suggestAnswer(question, terms.get(question.id)!, index, library.get(position) ?? []));
          // A question at a time: the requests this process serves (and, embedded, its database) go in between.
          await yieldToRequests();
        }
        if (deps.drafter) {
          const asked = batch.map((question) => ({ id: question.id, text: question.text, query: terms.get(question.id)! }));
          suggestions.push(...(await draftSuggestions(deps.drafter, asked, retrieved, index, signal)));
        } else suggestions.push(...retrieved);
      }
      const rest = at < slice.length ? { from: from + at } : null;
      await storeSlice({ tenantId, documentId, projectId: projectId!, run, suggestions, tally: addToTally(payload.tally, suggestions) }, rest);
      if (!rest) runTerms.forget(run);
    } catch (error) {
      if (job.attempt < PIPELINE_ATTEMPTS || !projectId) throw error; // retried by the worker
      log.error({ err: error }, 'Answer suggestion failed for good');
      runTerms.forget(run);
      await markFailed(deps, { tenantId, projectId, documentId, reason: FAILED_ON_OUR_SIDE, action: 'suggest_failed' });
    }
  };
}
