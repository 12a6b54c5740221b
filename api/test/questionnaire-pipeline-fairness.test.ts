// Jobs take turns: a big questionnaire is suggested in slices queued behind the other jobs, so a
// small one uploaded while it runs is ready long before it; and a questionnaire being processed can be
// cancelled (the pipeline stops at its next batch, what was suggested stays) and reprocessed.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { PROJECT_PATHS, projectDetailSchema, projectDocumentSchema } from '@app/shared/contract';
import { describeEachDatabase } from './support/databases.ts';
import { assertRefused, projectCalls, startProjectsHarness, type ProjectsHarness } from './support/project-fixtures.ts';
import { waitFor } from './support/test-app.ts';
import { xlsxFile } from '@app/test-fixtures/test-files';

const BIG = 1500;
const TOPICS = ['multi-factor authentication', 'encryption at rest', 'access reviews', 'breach notification', 'backups', 'vulnerability scanning'];
const CONTEXTS = ['production systems', 'laptops', 'the customer portal', 'cloud storage', 'payment data', 'remote workers', 'suppliers'];
const OWNERS = ['The security team', 'IT operations', 'The CISO', 'Each data owner', 'The service desk'];
const VERBS = ['reviews', 'monitors', 'tests', 'approves', 'documents', 'audits'];

/** A policy handbook with a paragraph on each topic in several contexts: ranking a question has real work. */
const HANDBOOK = Array.from({ length: 300 }, (_, index) => {
  const topic = TOPICS[index % TOPICS.length]!;
  const context = CONTEXTS[(index * 5) % CONTEXTS.length]!;
  return `${OWNERS[index % OWNERS.length]} ${VERBS[(index * 7) % VERBS.length]} ${topic} for ${context} under control ${index + 1}, every ${1 + (index % 12)} months.`;
}).join('\n\n');

/** An xlsx questionnaire of `count` distinct questions. */
async function questionnaire(name: string, count: number) {
  const rows = Array.from({ length: count }, (_, index) => {
    const topic = TOPICS[index % TOPICS.length]!;
    const context = CONTEXTS[Math.floor(index / TOPICS.length) % CONTEXTS.length]!;
    return [`Q-${index + 1}`, `How do you handle ${topic} for ${context} in case ${index + 1}?`, ''];
  });
  return { name, content: await xlsxFile({ Security: [['ID', 'Question', 'Answer'], ...rows] }) };
}

describeEachDatabase('questionnaire pipeline: fairness and cancelling', (db) => {
  let h: ProjectsHarness;
  before(async () => {
    h = await startProjectsHarness(db());
    await repositoryDocument('security-handbook.txt', HANDBOOK);
  });
  after(() => h?.stop());
  const { get, send, createProject, uploaded, processed, documentState, questions, repositoryDocument } = projectCalls(() => h);
  const cancel = (documentId: string, as = h.admin) => send('POST', PROJECT_PATHS.cancelProcessing, { document_id: documentId }, as);
  /** The document's pipeline jobs still to run or running. */
  const pendingJobs = async (documentId: string) =>
    (
      await db()
        .selectFrom('jobs')
        .select('id')
        .where(sql<boolean>`payload->>'documentId' = ${documentId}`)
        .where('status', 'in', ['queued', 'running'])
        .execute()
    ).length;

  test('a small questionnaire uploaded while a big one is suggested is ready first; the big one is cancelled at its next batch and reprocessed', async () => {
    const project = await createProject({ name: 'Fairness' });
    const big = await uploaded(project.id, await questionnaire('big.xlsx', BIG));
    await waitFor(async () => (await documentState(big.id)).state === 'suggesting', 30_000);
    const started = Date.now();
    const small = await uploaded(project.id, await questionnaire('small.xlsx', 5));
    assert.equal((await processed(small.id)).state, 'ready_for_review');
    const seconds = (Date.now() - started) / 1000;
    assert.equal((await documentState(big.id)).state, 'suggesting', 'the big one is still being suggested');
    assert.ok(seconds < 30, `the small one is ready within 30 s (${seconds} s)`);
    assert.equal((await questions(small.id)).progress.total, 5);

    // Cancelling is for project managers of this organisation.
    assertRefused(await cancel(big.id, h.viewer), 403);
    assertRefused(await cancel(big.id, h.client), 403);
    assertRefused(await cancel(big.id, h.otherTenantAdmin), 404);
    assertRefused(await cancel(small.id), 409, /is not being processed/);
    const response = await cancel(big.id, h.reviewer);
    assert.equal(response.statusCode, 200, response.body);
    const cancelled = projectDocumentSchema.parse(response.json().data);
    assert.equal(cancelled.state, 'cancelled');
    const suggested = cancelled.progress.total - cancelled.progress.unanswered;
    assert.equal(cancelled.progress.total, BIG);
    assert.ok(suggested > 0 && suggested < BIG, `part of the questions have suggestions (${suggested})`);
    assert.equal(
      response.json().message,
      `Processing of "big.xlsx" was cancelled: ${suggested.toLocaleString('en')} of 1,500 questions have suggestions. Reprocess it to start again.`,
    );
    // The slice in hand stops at its next batch and queues nothing more: the suggestions stay as they were.
    await waitFor(async () => (await pendingJobs(big.id)) === 0, 10_000);
    assert.deepEqual((await questions(big.id)).progress, cancelled.progress);
    assert.equal((await documentState(big.id)).state, 'cancelled');
    assertRefused(await cancel(big.id), 409, /nothing to cancel/);
    const audit = await db()
      .selectFrom('audit_entries')
      .select(['actor_user_id', 'before', 'after'])
      .where('target_id', '=', big.id)
      .where('action', '=', 'cancel_processing')
      .executeTakeFirstOrThrow();
    assert.equal(audit.actor_user_id, h.reviewer.id);
    assert.deepEqual(audit.before, { state: 'suggesting' });
    assert.deepEqual(audit.after, { state: 'cancelled', questions: BIG, unanswered: cancelled.progress.unanswered });
    const detail = projectDetailSchema.parse((await get(PROJECT_PATHS.projectDetails(project.id))).json().data);
    assert.equal(detail.documents.find((document) => document.id === big.id)?.state, 'cancelled');

    // Reprocessed, then cancelled again before its questions are read: the extraction finds nothing to do.
    const reprocessed = await send('POST', PROJECT_PATHS.reprocess, { document_id: big.id });
    assert.equal(reprocessed.statusCode, 202, reprocessed.body);
    const early = await cancel(big.id);
    assert.equal(early.statusCode, 200, early.body);
    await waitFor(async () => (await pendingJobs(big.id)) === 0, 10_000);
    assert.equal((await documentState(big.id)).state, 'cancelled');

    // Reprocessed to the end: every question is suggested again, in slices whose tally adds up.
    assert.equal((await send('POST', PROJECT_PATHS.reprocess, { document_id: big.id })).statusCode, 202);
    assert.equal((await processed(big.id, 60_000)).state, 'ready_for_review');
    const suggestions = await db()
      .selectFrom('audit_entries')
      .select('after')
      .where('target_id', '=', big.id)
      .where('action', '=', 'suggest')
      .executeTakeFirstOrThrow();
    const tally = suggestions.after as Record<string, number>;
    assert.equal(tally.questions, BIG);
    assert.equal(tally.library! + tally.strong! + tally.weak! + tally.none!, BIG);
  });
});
