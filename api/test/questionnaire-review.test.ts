// The questionnaire pipeline and review: suggestions from the repository and the answer library with
// citations and tiers, editing, approving (into the library), rejecting, comments, reviewers, bulk
// review, reprocessing that keeps people's work, document and project status, notifications, and
// what a client user sees.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { z } from 'zod';
import { answerCommentSchema, PROJECT_PATHS, projectDetailSchema, questionAnswerSchema, reviewResultSchema, type QuestionAnswer } from '@app/shared/contract';
import { describeEachDatabase } from './support/databases.ts';
import { assertRefused, projectCalls, startProjectsHarness, type ProjectsHarness } from './support/project-fixtures.ts';
import { xlsxFile } from '@app/test-fixtures/test-files';

const QUESTIONS = {
  mfa: 'Do you enforce multi-factor authentication for remote access to production systems?',
  reviews: 'How often are user access rights reviewed?',
  encryption: 'Is customer data encrypted at rest?',
  breach: 'Within how many hours are customers notified of a security breach?',
  dogs: 'Is your office dog-friendly for visiting pets?',
};

const REPOSITORY = {
  'access-control-policy.txt':
    'Access Control Policy. All remote access to production systems requires multi-factor authentication with a hardware key. ' +
    'User access rights are reviewed quarterly, and each review is approved by the CISO. Access is revoked on the last working day.',
  'encryption-standard.txt':
    'Encryption Standard. Customer data is encrypted at rest with AES-256 in every data store. Data in transit is protected with TLS 1.2 or higher. ' +
    'Keys are held in a hardware security module.',
  'incident-response-plan.txt':
    'Incident Response Plan. The plan is tested every year in a tabletop exercise. Customers are notified of a security breach ' +
    'affecting their data within 72 hours of its discovery.',
};

async function questionnaire(questions: string[], name = 'questionnaire.xlsx') {
  const rows = [['#', 'Question', 'Answer'], ...questions.map((text, index) => [index + 1, text, ''])];
  return { name, content: await xlsxFile({ Security: rows }) };
}

describeEachDatabase('questionnaire pipeline and review', (db) => {
  let h: ProjectsHarness;
  const repositoryIds: Record<string, string> = {};
  before(async () => {
    h = await startProjectsHarness(db());
    for (const [name, text] of Object.entries(REPOSITORY)) repositoryIds[name] = await repositoryDocument(name, text);
  });
  after(() => h?.stop());
  const { get, send, createProject, uploaded, processed, questions, repositoryDocument } = projectCalls(() => h);

  /** A project with one processed questionnaire of these questions; its document id and questions by text. */
  async function reviewedQuestionnaire(texts: string[], projectFields: Parameters<typeof createProject>[0] = {}) {
    const project = await createProject({ name: 'Questionnaire project', assigned_to: [h.reviewer.id], ...projectFields });
    const document = await uploaded(project.id, await questionnaire(texts));
    assert.equal((await processed(document.id)).state, 'ready_for_review');
    const list = await questions(document.id);
    const byText = Object.fromEntries(list.results.map((question) => [question.question, question])) as Record<string, QuestionAnswer>;
    return { project, document, byText, list };
  }
  const patch = async (questionId: string, body: object, as = h.reviewer) => {
    const response = await send('PATCH', PROJECT_PATHS.answer(questionId), body, as);
    assert.equal(response.statusCode, 200, response.body);
    return questionAnswerSchema.parse(response.json().data);
  };
  const review = async (body: object, as = h.reviewer) => {
    const response = await send('POST', PROJECT_PATHS.review, body, as);
    assert.equal(response.statusCode, 200, response.body);
    return { ...reviewResultSchema.parse(response.json().data), message: response.json().message as string };
  };
  const projectStatus = async (projectId: string) =>
    projectDetailSchema.parse((await get(PROJECT_PATHS.projectDetails(projectId))).json().data).project.status.code;

  test('answers are suggested from the repository with citations and tiers; nothing is invented', async () => {
    const { byText, list, project } = await reviewedQuestionnaire(Object.values(QUESTIONS));
    const mfa = byText[QUESTIONS.mfa]!;
    assert.equal(mfa.status, 'suggested');
    assert.equal(mfa.confidence, 'strong');
    assert.equal(mfa.drafted, false);
    assert.match(mfa.answer, /multi-factor authentication/);
    // Trimmed to the sentences that answer, not the whole passage.
    assert.doesNotMatch(mfa.answer, /revoked on the last working day/);
    const citation = mfa.citations[0]!;
    assert.equal(citation.source, 'repository');
    assert.equal(citation.document_id, repositoryIds['access-control-policy.txt']);
    assert.equal(citation.document_name, 'access-control-policy.txt');
    assert.equal(citation.version, 1);
    assert.ok(citation.version_id);
    assert.match(citation.passage, /multi-factor/);

    assert.equal(byText[QUESTIONS.encryption]!.citations[0]?.document_name, 'encryption-standard.txt');
    assert.match(byText[QUESTIONS.breach]!.answer, /72 hours/);
    const dogs = byText[QUESTIONS.dogs]!;
    assert.deepEqual([dogs.status, dogs.confidence, dogs.answer, dogs.citations], ['unanswered', 'none', '', []]);

    assert.equal(list.document.state, 'ready_for_review');
    assert.equal(list.progress.total, 5);
    assert.equal(list.progress.unanswered, 1);
    assert.equal(list.progress.suggested, 4);
    assert.equal(list.progress.percent, 0);
    // A question waits for an answer: the project is in progress.
    assert.equal(await projectStatus(project.id), 'in_progress');
    const audit = await db()
      .selectFrom('audit_entries')
      .select(['action', 'after'])
      .where('target_id', '=', list.document.id)
      .where('action', '=', 'suggest')
      .executeTakeFirstOrThrow();
    // Each answered question has most of its topic in one passage of one document, well ahead of
    // every other document: all strong.
    assert.deepEqual(audit.after, { questions: 5, drafted: 0, library: 0, strong: 4, weak: 0, none: 1 });
  });

  test('a reviewer edits, approves, rejects and marks not applicable; each change is audited', async () => {
    const { byText, document } = await reviewedQuestionnaire([QUESTIONS.mfa, QUESTIONS.reviews, QUESTIONS.dogs]);
    const edited = await patch(byText[QUESTIONS.mfa]!.id, { answer: 'Yes: hardware keys for all remote access.' });
    assert.deepEqual([edited.status, edited.answer, edited.drafted], ['edited', 'Yes: hardware keys for all remote access.', false]);
    assert.equal(edited.updated_by?.full_name, 'Riley Tester');
    const approved = await patch(byText[QUESTIONS.mfa]!.id, { status: 'approved' });
    assert.equal(approved.status, 'approved');
    assert.equal((await patch(byText[QUESTIONS.reviews]!.id, { status: 'rejected' })).status, 'rejected');
    // An empty answer cannot be approved; marking it not applicable is the way out.
    assertRefused(await send('PATCH', PROJECT_PATHS.answer(byText[QUESTIONS.dogs]!.id), { status: 'approved' }, h.reviewer), 400, /Write an answer/);
    assertRefused(await send('PATCH', PROJECT_PATHS.answer(byText[QUESTIONS.dogs]!.id), {}, h.reviewer), 400, /Nothing to change/);
    assert.equal((await patch(byText[QUESTIONS.dogs]!.id, { status: 'not_applicable' })).status, 'not_applicable');

    const list = await questions(document.id);
    assert.deepEqual([list.progress.approved, list.progress.rejected, list.progress.not_applicable, list.progress.percent], [1, 1, 1, 67]);
    assert.equal(list.document.state, 'in_review');
    const entries = await db()
      .selectFrom('audit_entries')
      .select(['action', 'category', 'actor_user_id', 'after'])
      .where('target_id', '=', byText[QUESTIONS.mfa]!.id)
      .orderBy('seq')
      .execute();
    assert.deepEqual(
      entries.map((entry) => [entry.action, entry.category, entry.actor_user_id]),
      [
        ['update_answer', 'questionnaires', h.reviewer.id],
        ['update_answer', 'questionnaires', h.reviewer.id],
      ],
    );
    // Approved answers enter the library; the rejected one does not.
    const library = await db()
      .selectFrom('answer_library')
      .select(['question', 'answer', 'source_document_id'])
      .where('source_document_id', '=', document.id)
      .execute();
    assert.deepEqual(library, [{ question: QUESTIONS.mfa, answer: 'Yes: hardware keys for all remote access.', source_document_id: document.id }]);
    // Taking the approval back takes the answer out of the library.
    await patch(byText[QUESTIONS.mfa]!.id, { status: 'edited' });
    assert.equal((await db().selectFrom('answer_library').select('id').where('source_document_id', '=', document.id).execute()).length, 0);
  });

  test('who may review: review_answers; other clients and organisations answer 404', async () => {
    const { byText, document } = await reviewedQuestionnaire([QUESTIONS.mfa]);
    const id = byText[QUESTIONS.mfa]!.id;
    assertRefused(await send('PATCH', PROJECT_PATHS.answer(id), { status: 'approved' }, h.viewer), 403, /review answers/);
    assertRefused(await send('PATCH', PROJECT_PATHS.answer(id), { status: 'approved' }, h.client), 403);
    assertRefused(await send('PATCH', PROJECT_PATHS.answer(id), { status: 'approved' }, h.otherTenantAdmin), 404);
    assertRefused(await send('POST', PROJECT_PATHS.review, { document_id: document.id, action: 'approve_high_confidence' }, h.otherTenantAdmin), 404);
    assertRefused(await get(`${PROJECT_PATHS.questionAnswers}?document_id=${document.id}`, h.otherClient), 404);
    assertRefused(await get(`${PROJECT_PATHS.questionAnswers}?document_id=${document.id}`, h.otherTenantAdmin), 404);
    assertRefused(await get(`${PROJECT_PATHS.questionAnswers}?document_id=nope`), 400);
    assertRefused(await send('PATCH', PROJECT_PATHS.answer('00000000-0000-4000-8000-000000000000'), { status: 'approved' }, h.reviewer), 404);
    assertRefused(await send('PATCH', PROJECT_PATHS.answer(id), { status: 'suggested' }, h.reviewer), 400);
  });

  test('comments and reviewers: the assignee is notified; client users see no comments', async () => {
    const { byText } = await reviewedQuestionnaire([QUESTIONS.encryption]);
    const id = byText[QUESTIONS.encryption]!.id;
    const created = await send('POST', PROJECT_PATHS.answerComments(id), { body: 'Which key length?' }, h.reviewer);
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(answerCommentSchema.parse(created.json().data).author?.full_name, 'Riley Tester');
    assertRefused(await send('POST', PROJECT_PATHS.answerComments(id), { body: '  ' }, h.reviewer), 400, /Write a comment/);
    assertRefused(await send('POST', PROJECT_PATHS.answerComments(id), { body: 'hi' }, h.client), 403);
    assertRefused(await get(PROJECT_PATHS.answerComments(id), h.client), 403);
    assertRefused(await get(PROJECT_PATHS.answerComments(id), h.otherTenantAdmin), 404);
    const comments = z.array(answerCommentSchema).parse((await get(PROJECT_PATHS.answerComments(id))).json().data);
    assert.deepEqual(
      comments.map((comment) => comment.body),
      ['Which key length?'],
    );

    const assigned = await patch(id, { assignee_id: h.admin.id });
    assert.equal(assigned.assignee?.full_name, 'Avery Admin');
    assert.equal(assigned.comments_count, 1);
    assert.equal(assigned.status, 'suggested'); // assigning is not reviewing
    const notice = await db()
      .selectFrom('notifications')
      .selectAll()
      .where('recipient_id', '=', h.admin.id)
      .where('kind', '=', 'question_assigned')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    assert.match(notice.title, /assigned a question/);
    assertRefused(await send('PATCH', PROJECT_PATHS.answer(id), { assignee_id: h.otherClient.id }, h.reviewer), 400, /Choose people/);
  });

  test('bulk review: approve the high-confidence ones, then the rest; the library fills and answers the next questionnaire', async () => {
    const { byText, document, project } = await reviewedQuestionnaire([QUESTIONS.mfa, QUESTIONS.encryption, QUESTIONS.reviews, QUESTIONS.dogs]);
    const high = await review({ document_id: document.id, action: 'approve_high_confidence' });
    const strong = Object.values(byText).filter((question) => question.confidence === 'strong').length;
    assert.equal(high.updated, strong);
    assert.equal(high.progress.approved, strong);

    const rest = Object.values(byText)
      .filter((question) => question.confidence !== 'strong')
      .map((question) => question.id);
    const approveRest = await review({ document_id: document.id, action: 'approve', question_ids: rest });
    // The question without an answer is left as it was, and the message says so.
    assert.equal(approveRest.updated, rest.length - 1);
    assert.match(approveRest.message, /1 question without an answer was left as it was/);
    assert.equal(await projectStatus(project.id), 'in_progress');
    await review({ document_id: document.id, action: 'not_applicable', question_ids: [byText[QUESTIONS.dogs]!.id] });
    assert.equal((await questions(document.id)).document.state, 'completed');
    assert.equal(await projectStatus(project.id), 'completed');

    // Completion notifies the creator and the assignees, except whoever completed it.
    const completed = await db()
      .selectFrom('notifications')
      .select('recipient_id')
      .where('kind', '=', 'project_completed')
      .where('link', '=', `/project/project-details/${project.id}`)
      .execute();
    assert.deepEqual(
      completed.map((row) => row.recipient_id),
      [h.admin.id],
    );

    // The next questionnaire asking the same (differently spaced and cased) is answered from the library.
    const next = await reviewedQuestionnaire([QUESTIONS.mfa.toUpperCase().replace('MULTI-FACTOR', 'multi-factor  '), QUESTIONS.reviews]);
    const fromLibrary = Object.values(next.byText)[0]!;
    assert.equal(fromLibrary.confidence, 'library');
    assert.equal(fromLibrary.answer, byText[QUESTIONS.mfa]!.answer);
    assert.deepEqual(
      [fromLibrary.citations[0]?.source, fromLibrary.citations[0]?.document_id, fromLibrary.citations[0]?.document_name],
      ['library', document.id, 'questionnaire.xlsx'],
    );

    assertRefused(await send('POST', PROJECT_PATHS.review, { document_id: document.id, action: 'approve' }, h.reviewer), 400, /at least one question/);
    assertRefused(await send('POST', PROJECT_PATHS.review, { document_id: document.id, action: 'approve', question_ids: [fromLibrary.id] }, h.reviewer), 404);
    const assign = await review({ document_id: next.document.id, action: 'assign', question_ids: [fromLibrary.id], assignee_id: h.reviewer.id }, h.admin);
    assert.equal(assign.updated, 1);
  });

  test('approve all high-confidence approves the strong suggestions shown and leaves library answers for review', async () => {
    // Questions no other test approves: their library is this test's own.
    const [tested, transit, keys] = [
      'Is the incident response plan tested every year?',
      'Is data in transit protected with TLS?',
      'Are encryption keys held in a hardware security module?',
    ] as const;
    const first = await reviewedQuestionnaire([tested]);
    await patch(first.byText[tested]!.id, { status: 'approved' });
    const { byText, document } = await reviewedQuestionnaire([tested, transit, keys]);
    assert.deepEqual(
      [tested, transit, keys].map((text) => byText[text]!.confidence),
      ['library', 'strong', 'strong'],
    );

    // Only the suggestions the person was shown.
    const shown = await review({ document_id: document.id, action: 'approve_high_confidence', question_ids: [byText[transit]!.id] });
    assert.equal(shown.updated, 1);
    assert.equal(shown.message, '1 question updated. 1 answer from the library is left for you to review.');
    const rest = await review({ document_id: document.id, action: 'approve_high_confidence' });
    assert.equal(rest.updated, 1);
    const after = Object.fromEntries((await questions(document.id)).results.map((question) => [question.question, question.status]));
    assert.deepEqual(after, { [tested]: 'suggested', [transit]: 'approved', [keys]: 'approved' });
    assertRefused(
      await send('POST', PROJECT_PATHS.review, { document_id: document.id, action: 'approve_high_confidence', question_ids: [] }, h.reviewer),
      400,
      /at least one question/,
    );
  });

  test('the project is in review once every questionnaire is ready, all answered and some approved', async () => {
    const { byText, project } = await reviewedQuestionnaire([QUESTIONS.mfa, QUESTIONS.encryption]);
    assert.equal(await projectStatus(project.id), 'in_progress');
    await patch(byText[QUESTIONS.mfa]!.id, { status: 'approved' });
    assert.equal(await projectStatus(project.id), 'in_review');
    const changes = await db()
      .selectFrom('audit_entries')
      .select('after')
      .where('target_id', '=', project.id)
      .where('action', '=', 'status_change')
      .orderBy('seq')
      .execute();
    assert.deepEqual(
      changes.map((row) => (row.after as { status: string }).status),
      ['in_progress', 'in_review'],
    );
  });

  test('reprocessing keeps what people did and suggests the rest afresh', async () => {
    const { byText, document } = await reviewedQuestionnaire([QUESTIONS.mfa, QUESTIONS.encryption, QUESTIONS.breach, QUESTIONS.reviews]);
    await patch(byText[QUESTIONS.mfa]!.id, { answer: 'Our own words.' });
    await patch(byText[QUESTIONS.encryption]!.id, { status: 'approved' });
    await patch(byText[QUESTIONS.breach]!.id, { status: 'rejected' });
    await send('POST', PROJECT_PATHS.answerComments(byText[QUESTIONS.reviews]!.id), { body: 'Keep me' }, h.reviewer);

    const response = await send('POST', PROJECT_PATHS.reprocess, { document_id: document.id }, h.reviewer);
    assert.equal(response.statusCode, 202, response.body);
    assert.equal(response.json().data.state, 'queued');
    assertRefused(await send('POST', PROJECT_PATHS.reprocess, { document_id: document.id }, h.reviewer), 409, /being processed/);
    assert.equal((await processed(document.id)).state, 'in_review');

    const after = Object.fromEntries((await questions(document.id)).results.map((question) => [question.question, question]));
    assert.deepEqual(
      [after[QUESTIONS.mfa]!.id, after[QUESTIONS.mfa]!.status, after[QUESTIONS.mfa]!.answer],
      [byText[QUESTIONS.mfa]!.id, 'edited', 'Our own words.'],
    );
    assert.deepEqual([after[QUESTIONS.encryption]!.id, after[QUESTIONS.encryption]!.status], [byText[QUESTIONS.encryption]!.id, 'approved']);
    assert.equal(after[QUESTIONS.breach]!.status, 'rejected');
    // Untouched: suggested again, and the same row (its comment stays).
    assert.deepEqual(
      [after[QUESTIONS.reviews]!.id, after[QUESTIONS.reviews]!.status, after[QUESTIONS.reviews]!.comments_count],
      [byText[QUESTIONS.reviews]!.id, 'suggested', 1],
    );
    const audit = await db()
      .selectFrom('audit_entries')
      .select('after')
      .where('target_id', '=', document.id)
      .where('action', '=', 'extract')
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    assert.deepEqual(audit.after, { questions: 4, kept_reviewed: 3, warnings: [] });

    assertRefused(await send('POST', PROJECT_PATHS.reprocess, { document_id: document.id }, h.client), 403);
    assertRefused(await send('POST', PROJECT_PATHS.reprocess, { document_id: document.id }, h.otherTenantAdmin), 404);
    const supporting = await uploaded((await createProject({ name: 'Support' })).id, { name: 'notes.txt', content: 'Just notes.' });
    assertRefused(await send('POST', PROJECT_PATHS.reprocess, { document_id: supporting.id }, h.reviewer), 400, /supporting file/);
  });

  test('a client user sees its questions, and answers only once approved', async () => {
    const { byText, document } = await reviewedQuestionnaire([QUESTIONS.mfa, QUESTIONS.encryption]);
    await patch(byText[QUESTIONS.mfa]!.id, { status: 'approved' });
    const seen = Object.fromEntries((await questions(document.id, '', h.client)).results.map((question) => [question.question, question]));
    assert.equal(seen[QUESTIONS.mfa]!.answer, byText[QUESTIONS.mfa]!.answer);
    assert.equal(seen[QUESTIONS.mfa]!.citations.length > 0, true);
    assert.deepEqual(
      [seen[QUESTIONS.encryption]!.status, seen[QUESTIONS.encryption]!.answer, seen[QUESTIONS.encryption]!.citations, seen[QUESTIONS.encryption]!.confidence],
      ['suggested', '', [], 'none'],
    );
    // Filters cannot reveal what an unapproved answer says.
    assert.equal((await questions(document.id, '&search=AES-256', h.client)).count, 0);
    assert.equal((await questions(document.id, '&search=AES-256')).count, 1);
  });

  test('the question list filters by status, confidence, reviewer and text, and pages', async () => {
    const { byText, document } = await reviewedQuestionnaire(Object.values(QUESTIONS));
    await patch(byText[QUESTIONS.breach]!.id, { assignee_id: h.reviewer.id });
    assert.deepEqual(
      (await questions(document.id, '&status=unanswered')).results.map((question) => question.question),
      [QUESTIONS.dogs],
    );
    assert.deepEqual(
      (await questions(document.id, '&confidence=none')).results.map((question) => question.question),
      [QUESTIONS.dogs],
    );
    assert.deepEqual(
      (await questions(document.id, `&assignee=${h.reviewer.id}`)).results.map((question) => question.question),
      [QUESTIONS.breach],
    );
    assert.deepEqual(
      (await questions(document.id, '&search=ENCRYPTED')).results.map((question) => question.question),
      [QUESTIONS.encryption],
    );
    const page = await get(`${PROJECT_PATHS.questionAnswers}?document_id=${document.id}&page=2&page_size=2`);
    const data = page.json().data;
    assert.deepEqual(
      data.results.map((question: QuestionAnswer) => question.ordinal),
      [3, 4],
    );
    assert.equal(data.count, 5);
    assert.equal(data.progress.total, 5);
    assert.ok(data.next && data.previous);
  });

  test("each question keeps the questionnaire's own ID, and the search finds a question by it", async () => {
    const project = await createProject({ name: 'Questions with IDs', assigned_to: [h.reviewer.id] });
    const rows = [
      ['ID', 'Question', 'Answer'],
      ['AC-01', QUESTIONS.mfa, ''],
      ['AC-04', QUESTIONS.reviews, ''],
      ['A&A-01.1', QUESTIONS.encryption, ''],
    ];
    const document = await uploaded(project.id, { name: 'ids.xlsx', content: await xlsxFile({ Security: rows }) });
    assert.equal((await processed(document.id)).state, 'ready_for_review');
    const list = await questions(document.id);
    assert.deepEqual(
      list.results.map((question) => [question.reference, question.question]),
      rows.slice(1).map(([reference, text]) => [reference, text]),
    );
    const searched = async (search: string, as = h.admin) =>
      (await questions(document.id, `&search=${encodeURIComponent(search)}`, as)).results.map((question) => question.reference);
    assert.deepEqual(await searched('AC-04'), ['AC-04']);
    assert.deepEqual(await searched('ac-0'), ['AC-01', 'AC-04']);
    assert.deepEqual(await searched('A&A-01.1'), ['A&A-01.1']);
    // The ID is the client's own: a client user finds its questions by it too, and sees it on each question.
    assert.deepEqual(await searched('AC-01', h.client), ['AC-01']);
    assert.deepEqual(
      (await questions(document.id, '', h.client)).results.map((question) => question.reference),
      ['AC-01', 'AC-04', 'A&A-01.1'],
    );
    // A question without an ID column has none; one edited or looked up alone keeps it.
    const edited = await patch(list.results[0]!.id, { verdict: 'yes' });
    assert.equal(edited.reference, 'AC-01');
    const { byText } = await reviewedQuestionnaire([QUESTIONS.dogs]);
    assert.equal(byText[QUESTIONS.dogs]!.reference, '1');
  });

  test('the client dashboard counts and lists what waits', async () => {
    const { byText, project } = await reviewedQuestionnaire([QUESTIONS.mfa, QUESTIONS.encryption], {
      deadline: new Date(Date.now() + 2 * 86400_000).toISOString().slice(0, 10),
    });
    await patch(byText[QUESTIONS.mfa]!.id, { assignee_id: h.client.id }, h.reviewer);
    const response = await get(PROJECT_PATHS.dashboard, h.client);
    assert.equal(response.statusCode, 200, response.body);
    const dashboard = response.json().data;
    assert.ok(dashboard.kpis.open_projects >= 1);
    assert.ok(dashboard.kpis.due_this_week >= 1);
    assert.ok(dashboard.kpis.answers_awaiting_review >= 2);
    assert.ok(dashboard.projects.every((item: { entity: { id: string } }) => item.entity.id === h.demoClientId));
    const waiting = dashboard.waiting as { kind: string; project_id: string; label: string }[];
    assert.ok(
      waiting.some((item) => item.kind === 'assigned_questions' && item.project_id === project.id && /1 question of questionnaire.xlsx waits/.test(item.label)),
    );
    assert.ok(waiting.some((item) => item.kind === 'deadline_soon' && item.project_id === project.id && /is due on \d\d\/\d\d\/\d{4}/.test(item.label)));
    const otherTenant = (await get(PROJECT_PATHS.dashboard, h.otherTenantAdmin)).json().data;
    assert.equal(otherTenant.kpis.open_projects, 0);
    assertRefused(await get(PROJECT_PATHS.dashboard, null), 401);
  });
});
