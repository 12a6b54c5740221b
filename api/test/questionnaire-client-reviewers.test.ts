// Reviewers beyond staff: a question assigned to a user of the project's own client, who is notified,
// sees and answers only that question (submitted for review, never approved by them), and @mentions
// in comments, kept by user id, that notify the people mentioned and only them.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { z } from 'zod';
import { answerCommentSchema, PROJECT_PATHS, questionAnswerListSchema, questionAnswerSchema, type QuestionAnswer } from '@app/shared/contract';
import { describeEachDatabase } from './support/databases.ts';
import { assertRefused, insertQuestionnaire, projectCalls, startProjectsHarness, type Person, type ProjectsHarness } from './support/project-fixtures.ts';
import { xlsxFile } from '@app/test-fixtures/test-files';

const QUESTIONS = {
  sites: 'Which of your sites process our data?',
  mfa: 'Do you enforce multi-factor authentication for remote access?',
  dpo: 'Who is your data protection officer?',
};

describeEachDatabase('client reviewers', (db) => {
  let h: ProjectsHarness;
  before(async () => {
    h = await startProjectsHarness(db());
  });
  after(() => h?.stop());
  const { get, send, createProject, uploaded, processed, questions } = projectCalls(() => h);

  /** A project of Demo Client (the reviewer on its team) with a questionnaire of QUESTIONS, by key. */
  async function questionnaire() {
    const project = await createProject({ name: 'Client answers', assigned_to: [h.reviewer.id] });
    const rows = [['ID', 'Question', 'Answer'], ...Object.values(QUESTIONS).map((text, index) => [`Q-${index + 1}`, text, ''])];
    const document = await uploaded(project.id, { name: 'client-questions.xlsx', content: await xlsxFile({ Questions: rows }) });
    assert.equal((await processed(document.id)).state, 'ready_for_review');
    const byText = new Map((await questions(document.id)).results.map((question) => [question.question, question.id]));
    const ids = Object.fromEntries(Object.entries(QUESTIONS).map(([key, text]) => [key, byText.get(text)!])) as Record<keyof typeof QUESTIONS, string>;
    return { project, document, ids };
  }
  const patch = async (questionId: string, body: object, as: Person): Promise<QuestionAnswer & { message: string }> => {
    const response = await send('PATCH', PROJECT_PATHS.answer(questionId), body, as);
    assert.equal(response.statusCode, 200, response.body);
    return { ...questionAnswerSchema.parse(response.json().data), message: response.json().message };
  };
  const notices = (kind: string, link?: string) =>
    db()
      .selectFrom('notifications')
      .select(['recipient_id', 'title', 'link'])
      .where('kind', '=', kind)
      .$if(link !== undefined, (query) => query.where('link', '=', link!))
      .orderBy('created_at')
      .execute();

  test('a question assigned to a client user: notified, answered and submitted by them, decided by staff only', async () => {
    const { document, ids } = await questionnaire();
    await patch(ids.mfa, { answer: 'Internal draft: hardware keys, pending the CISO.' }, h.reviewer);

    // Only users of the project's own client (or staff) can be given a question.
    assertRefused(await send('PATCH', PROJECT_PATHS.answer(ids.sites), { assignee_id: h.otherClient.id }, h.reviewer), 400, /users of this client/);
    assertRefused(await send('PATCH', PROJECT_PATHS.answer(ids.sites), { assignee_id: h.otherTenantAdmin.id }, h.reviewer), 400, /Choose people/);
    const assigned = await patch(ids.sites, { assignee_id: h.client.id }, h.reviewer);
    assert.equal(assigned.assignee?.full_name, 'Casey Client');
    const [assignedNotice, ...more] = await notices('question_assigned', `/project/document-review/${document.id}`);
    assert.deepEqual([assignedNotice?.recipient_id, assignedNotice?.title, more.length], [h.client.id, 'You were assigned a question to answer', 0]);
    const waiting = (await get(PROJECT_PATHS.dashboard, h.client)).json().data.waiting as { kind: string; document_id: string; label: string }[];
    assert.ok(
      waiting.some(
        (item) =>
          item.kind === 'assigned_questions' && item.document_id === document.id && item.label === '1 question of client-questions.xlsx waits for your answer',
      ),
    );

    // The client user sees that question's answer to write; other unapproved answers stay hidden.
    const seen = new Map((await questions(document.id, '', h.client)).results.map((question) => [question.id, question]));
    assert.deepEqual([seen.get(ids.sites)!.comments_visible, seen.get(ids.mfa)!.answer, seen.get(ids.mfa)!.comments_visible], [true, '', false]);
    const mine = await questions(document.id, `&assignee=${h.client.id}`, h.client);
    assert.deepEqual(
      mine.results.map((question) => question.id),
      [ids.sites],
    );
    assert.equal((await questions(document.id, '&search=hardware%20keys', h.client)).count, 0);

    const submitted = await patch(ids.sites, { answer: 'Only our Dublin site.', verdict: 'yes' }, h.client);
    assert.deepEqual(
      [submitted.status, submitted.answer, submitted.verdict, submitted.updated_by?.full_name],
      ['edited', 'Only our Dublin site.', 'yes', 'Casey Client'],
    );
    assert.equal(submitted.message, 'Answer submitted for review.');
    assert.equal(submitted.citations.length, 0);
    // The project's team hears of it: its creator and its staff assignee.
    const submittedNotices = await notices('answer_submitted');
    assert.deepEqual(new Set(submittedNotices.map((notice) => notice.recipient_id)), new Set([h.admin.id, h.reviewer.id]));
    assert.match(submittedNotices[0]!.title, /Casey Client answered question Q-1/);
    const audit = await db()
      .selectFrom('audit_entries')
      .select(['action', 'actor_user_id', 'entity_id', 'after'])
      .where('target_id', '=', ids.sites)
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    assert.deepEqual([audit.action, audit.actor_user_id, audit.entity_id], ['update_answer', h.client.id, h.demoClientId]);
    assert.equal((audit.after as { answer: string }).answer, 'Only our Dublin site.');

    // Never a decision, nor anyone else's question.
    assertRefused(await send('PATCH', PROJECT_PATHS.answer(ids.sites), { status: 'approved' }, h.client), 403, /submit your answer for review/);
    assertRefused(await send('PATCH', PROJECT_PATHS.answer(ids.sites), { assignee_id: null }, h.client), 403, /assigns questions/);
    assertRefused(await send('PATCH', PROJECT_PATHS.answer(ids.mfa), { answer: 'Yes.' }, h.client), 403, /assigned to you/);
    assertRefused(await send('PATCH', PROJECT_PATHS.answer(ids.sites), { answer: 'x' }, h.otherClient), 404);
    assertRefused(await send('PATCH', PROJECT_PATHS.answer(ids.sites), { answer: 'x' }, h.otherTenantAdmin), 404);
    assertRefused(await get(PROJECT_PATHS.answer(ids.sites), h.otherTenantAdmin), 404);
    assertRefused(await send('PATCH', PROJECT_PATHS.answer(ids.sites), { status: 'approved' }, h.viewer), 403, /review answers/);

    // Once the review team approved it, the answer is theirs to reopen.
    assert.equal((await patch(ids.sites, { status: 'approved' }, h.reviewer)).status, 'approved');
    assertRefused(await send('PATCH', PROJECT_PATHS.answer(ids.sites), { answer: 'Dublin and Cork.' }, h.client), 409, /reopen/);
    const single = questionAnswerSchema.parse((await get(PROJECT_PATHS.answer(ids.mfa), h.client)).json().data);
    assert.deepEqual([single.answer, single.status], ['', 'edited']);
  });

  test("a client user's assigned questions beyond one page: each page through `next`, every question once, in order", async () => {
    const project = await createProject({ name: 'Long questionnaire', assigned_to: [h.reviewer.id] });
    const ids = await insertQuestionnaire(
      db(),
      project.id,
      Array.from({ length: 230 }, () => ({ answer: '', status: 'unanswered' as const })),
    );
    const documentId = (await db().selectFrom('questions').select('document_id').where('id', '=', ids[0]!).executeTakeFirstOrThrow()).document_id;
    // Every question but each tenth goes to the client user: more than the largest page (200).
    const assigned = ids.filter((_, index) => index % 10 !== 9);
    const assign = await send(
      'POST',
      PROJECT_PATHS.review,
      { document_id: documentId, action: 'assign', question_ids: assigned, assignee_id: h.client.id },
      h.reviewer,
    );
    assert.equal(assign.statusCode, 200, assign.body);

    const listed: string[] = [];
    let next: string | null = `${PROJECT_PATHS.questionAnswers}?document_id=${documentId}&assignee=${h.client.id}&page_size=200`;
    for (let page = 1; next; page += 1) {
      const response = await get(next, h.client);
      assert.equal(response.statusCode, 200, response.body);
      const data = questionAnswerListSchema.parse(response.json().data);
      assert.equal(data.count, assigned.length);
      listed.push(...data.results.map((question) => question.id));
      // Answering one of the first page moves nothing between pages: it stays the client user's.
      if (page === 1) await patch(data.results[0]!.id, { answer: 'Answered between two pages.' }, h.client);
      next = data.next;
    }
    assert.deepEqual(listed, assigned);
    const pastTheEnd = questionAnswerListSchema.parse(
      (await get(`${PROJECT_PATHS.questionAnswers}?document_id=${documentId}&assignee=${h.client.id}&page_size=200&page=3`, h.client)).json().data,
    );
    assert.deepEqual([pastTheEnd.results.length, pastTheEnd.next], [0, null]);
    assertRefused(await get(`${PROJECT_PATHS.questionAnswers}?document_id=${documentId}&assignee=${h.client.id}&page=0`, h.client), 400);
    assertRefused(await get(`${PROJECT_PATHS.questionAnswers}?document_id=${documentId}&assignee=${h.client.id}&page_size=201`, h.client), 400);
  });

  test('@mentions notify the people mentioned and only them; a mentioned client user joins the conversation', async () => {
    const { document, ids } = await questionnaire();
    const commentsOf = async (questionId: string, as: Person) => {
      const response = await get(PROJECT_PATHS.answerComments(questionId), as);
      assert.equal(response.statusCode, 200, response.body);
      return z.array(answerCommentSchema).parse(response.json().data);
    };
    // Before any mention the client user has no part in the question's comments.
    assertRefused(await get(PROJECT_PATHS.answerComments(ids.dpo), h.client), 403);
    assertRefused(await send('POST', PROJECT_PATHS.answerComments(ids.dpo), { body: 'Hello' }, h.client), 403);

    const created = await send(
      'POST',
      PROJECT_PATHS.answerComments(ids.dpo),
      { body: '@Casey Client who is your DPO?', mention_ids: [h.client.id, h.client.id] },
      h.reviewer,
    );
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().message, 'Comment added; 1 person was notified.');
    assert.deepEqual(answerCommentSchema.parse(created.json().data).mentions, [{ id: h.client.id, full_name: 'Casey Client' }]);
    const link = `/project/document-review/${document.id}?comments=${ids.dpo}`;
    assert.deepEqual(await notices('comment_mention', link), [{ recipient_id: h.client.id, title: 'Riley Tester mentioned you on question Q-3', link }]);
    const audit = await db()
      .selectFrom('audit_entries')
      .select('after')
      .where('action', '=', 'comment')
      .where('target_id', '=', ids.dpo)
      .executeTakeFirstOrThrow();
    assert.deepEqual((audit.after as { mention_ids: string[] }).mention_ids, [h.client.id]);

    // The mentioned client user reads and answers in the comments, but still not the unapproved answer.
    assert.deepEqual(
      (await commentsOf(ids.dpo, h.client)).map((comment) => [comment.body, comment.mentions.map((person) => person.id)]),
      [['@Casey Client who is your DPO?', [h.client.id]]],
    );
    const seen = questionAnswerSchema.parse((await get(PROJECT_PATHS.answer(ids.dpo), h.client)).json().data);
    assert.deepEqual([seen.comments_visible, seen.comments_count, seen.answer], [true, 1, '']);
    const reply = await send('POST', PROJECT_PATHS.answerComments(ids.dpo), { body: '@Riley Tester it is Jo Bloggs.', mention_ids: [h.reviewer.id] }, h.client);
    assert.equal(reply.statusCode, 201, reply.body);
    assert.deepEqual(
      (await notices('comment_mention', link)).map((notice) => notice.recipient_id),
      [h.client.id, h.reviewer.id],
    );
    // Other questions' comments stay closed to them.
    assertRefused(await get(PROJECT_PATHS.answerComments(ids.mfa), h.client), 403);

    // Only people who can see the project can be mentioned: nothing is kept otherwise.
    for (const outsider of [h.otherClient, h.otherTenantAdmin]) {
      assertRefused(
        await send('POST', PROJECT_PATHS.answerComments(ids.dpo), { body: 'Psst', mention_ids: [outsider.id] }, h.reviewer),
        400,
        /Mention only people who can see this project/,
      );
    }
    assert.equal((await commentsOf(ids.dpo, h.reviewer)).length, 2);
    assert.equal((await notices('comment_mention')).filter((notice) => [h.otherClient.id, h.otherTenantAdmin.id].includes(notice.recipient_id)).length, 0);
    assertRefused(await send('POST', PROJECT_PATHS.answerComments(ids.dpo), { body: 'Hi', mention_ids: [h.client.id] }, h.viewer), 403, /review answers/);
    assertRefused(await send('POST', PROJECT_PATHS.answerComments(ids.dpo), { body: 'Hi' }, h.otherClient), 404);
    assertRefused(await get(PROJECT_PATHS.answerComments(ids.dpo), h.otherTenantAdmin), 404);
  });
});
