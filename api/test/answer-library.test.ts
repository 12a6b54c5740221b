// The answer library as people curate it: approved answers filed with their verdict, topic and the
// document versions they relied on; the list with search, filters, ordering and paging; edit, retire,
// restore, approve again; "source changed" after a new version of a cited document (offered as weak
// until re-approved); where each entry came from and was used; who may do it; the audit log.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { z } from 'zod';
import {
  ANSWER_LIBRARY_PATHS,
  answerLibraryEntryDetailSchema,
  answerLibraryEntrySchema,
  answerLibraryTopicSchema,
  DOCUMENT_PATHS,
  personRefSchema,
  PROJECT_PATHS,
  type AnswerLibraryEntry,
  type QuestionAnswer,
} from '@app/shared/contract';
import { describeEachDatabase } from './support/databases.ts';
import { addPerson, assertRefused, projectCalls, startProjectsHarness, type Person, type ProjectsHarness } from './support/project-fixtures.ts';
import { waitFor } from './support/test-app.ts';
import { multipartBody, xlsxFile } from '@app/test-fixtures/test-files';

const QUESTIONS = {
  mfa: 'Do you enforce multi-factor authentication for remote access to production systems?',
  reviews: 'How often are user access rights reviewed?',
  encryption: 'Is customer data encrypted at rest?',
};

const ACCESS_POLICY = 'access-control-policy.txt';
const REPOSITORY = {
  [ACCESS_POLICY]:
    'Access Control Policy. All remote access to production systems requires multi-factor authentication with a hardware key. ' +
    'User access rights are reviewed quarterly, and each review is approved by the CISO. Access is revoked on the last working day.',
  'encryption-standard.txt':
    'Encryption Standard. Customer data is encrypted at rest with AES-256 in every data store. Data in transit is protected with TLS 1.2 or higher.',
};

const listSchema = z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(answerLibraryEntrySchema) });
const today = () => new Date().toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describeEachDatabase('answer library', (db) => {
  let h: ProjectsHarness;
  /** Staff holding manage_answer_library only. */
  let curator: Person;
  let otherTenantCurator: Person;
  /** A client user whose role group (wrongly) holds manage_answer_library. */
  let clientCurator: Person;
  const repositoryIds: Record<string, string> = {};
  /** The library's entries by question, once filed. */
  const entries: Record<string, AnswerLibraryEntry> = {};

  before(async () => {
    h = await startProjectsHarness(db());
    curator = await addPerson(h.app, db(), { email: 'curator@demo.test', firstName: 'Cora', permissions: ['manage_answer_library'] });
    otherTenantCurator = await addPerson(h.app, db(), {
      slug: 'globex',
      email: 'curator@globex.test',
      firstName: 'Gil',
      permissions: ['manage_answer_library'],
    });
    clientCurator = await addPerson(h.app, db(), {
      email: 'client-curator@demo.test',
      firstName: 'Cliff',
      permissions: ['view_project', 'manage_answer_library'],
      entityId: h.demoClientId,
    });
    for (const [name, text] of Object.entries(REPOSITORY)) repositoryIds[name] = await repositoryDocument(name, text);
  });
  after(() => h?.stop());
  const { get, send, createProject, uploaded, processed, questions, repositoryDocument } = projectCalls(() => h);

  /** A processed questionnaire of these sheets of questions; its questions by text. */
  async function answeredQuestionnaire(sheets: Record<string, string[]>) {
    const project = await createProject({ name: 'Library project', assigned_to: [h.reviewer.id] });
    const content = await xlsxFile(
      Object.fromEntries(
        Object.entries(sheets).map(([sheet, texts]) => [sheet, [['#', 'Question', 'Answer'], ...texts.map((text, at) => [at + 1, text, ''])]]),
      ),
    );
    const document = await uploaded(project.id, { name: 'vendor-questionnaire.xlsx', content });
    assert.equal((await processed(document.id)).state, 'ready_for_review');
    const byText = Object.fromEntries((await questions(document.id)).results.map((question) => [question.question, question]));
    return { project, document, byText: byText as Record<string, QuestionAnswer> };
  }

  const approve = async (questionId: string, body: object, as: Person) => {
    const response = await send('PATCH', PROJECT_PATHS.answer(questionId), { status: 'approved', ...body }, as);
    assert.equal(response.statusCode, 200, response.body);
  };
  const list = async (query = '', as: Person = h.admin) => {
    const response = await get(`${ANSWER_LIBRARY_PATHS.entries}${query}`, as);
    assert.equal(response.statusCode, 200, response.body);
    return listSchema.parse(response.json().data);
  };
  const questionsOf = async (query: string) => (await list(query)).results.map((entry) => entry.question);
  const detail = async (id: string) => {
    const response = await get(ANSWER_LIBRARY_PATHS.entry(id));
    assert.equal(response.statusCode, 200, response.body);
    return answerLibraryEntryDetailSchema.parse(response.json().data);
  };
  const change = async (method: 'PATCH' | 'POST', url: string, body?: object, as: Person = curator) => {
    const response = await send(method, url, body, as);
    assert.equal(response.statusCode, 200, response.body);
    return answerLibraryEntryDetailSchema.parse(response.json().data);
  };

  /** A new version of a repository document, indexed. */
  async function newVersion(name: string, content: string) {
    const body = multipartBody({ document_id: repositoryIds[name]! }, { name, content, contentType: 'text/plain' });
    const response = await h.app.inject({
      method: 'POST',
      url: DOCUMENT_PATHS.fileUpload,
      headers: { host: 'localhost', authorization: `Bearer ${h.admin.token}`, ...body.headers },
      payload: body.payload,
    });
    assert.equal(response.statusCode, 201, response.body);
    const versionId = response.json().data.current_version_id as string;
    const state = () => db().selectFrom('document_versions').select('index_state').where('id', '=', versionId).executeTakeFirstOrThrow();
    await waitFor(async () => (await state()).index_state === 'indexed', 30_000);
  }

  test('approved answers are filed with their verdict, topic, approver and sources; the list searches, filters, orders and pages', async () => {
    const { byText, project, document } = await answeredQuestionnaire({
      'Access Control': [QUESTIONS.mfa, QUESTIONS.reviews],
      Encryption: [QUESTIONS.encryption],
    });
    // The reviewer's verdict is the one kept, whatever the engine proposed.
    await approve(byText[QUESTIONS.mfa]!.id, { verdict: 'no' }, h.reviewer);
    await approve(byText[QUESTIONS.reviews]!.id, {}, h.reviewer);
    await approve(byText[QUESTIONS.encryption]!.id, { verdict: 'yes' }, h.admin);

    const all = await list();
    assert.equal(all.count, 3);
    for (const entry of all.results) entries[entry.question] = entry;
    const mfa = entries[QUESTIONS.mfa]!;
    assert.equal(mfa.answer, byText[QUESTIONS.mfa]!.answer);
    assert.deepEqual([mfa.verdict, mfa.topic, mfa.status, mfa.approved_by?.full_name, mfa.uses], ['no', 'Access Control', 'active', 'Riley Tester', 0]);
    assert.deepEqual(mfa.origin, {
      project: { id: project.id, name: project.name },
      document_id: document.id,
      document_name: 'vendor-questionnaire.xlsx',
      question_id: byText[QUESTIONS.mfa]!.id,
      question_reference: byText[QUESTIONS.mfa]!.reference,
    });
    assert.equal(entries[QUESTIONS.reviews]!.verdict, null);
    assert.deepEqual([entries[QUESTIONS.encryption]!.verdict, entries[QUESTIONS.encryption]!.topic], ['yes', 'Encryption']);
    // The answer relied on the version of the policy its question cited.
    const sources = (await detail(mfa.id)).sources;
    assert.deepEqual(
      sources.map(({ document_id, document_name, version, current_version, changed }) => ({ document_id, document_name, version, current_version, changed })),
      [{ document_id: repositoryIds[ACCESS_POLICY], document_name: ACCESS_POLICY, version: 1, current_version: 1, changed: false }],
    );

    // Search finds words of the question or of the answer.
    assert.deepEqual(await questionsOf('?search=HARDWARE%20key'), [QUESTIONS.mfa]);
    assert.deepEqual(await questionsOf('?search=rights%20reviewed'), [QUESTIONS.reviews]);
    assert.deepEqual(await questionsOf('?search=100%25'), []);
    assert.deepEqual(await questionsOf('?topic=Encryption'), [QUESTIONS.encryption]);
    assert.deepEqual(await questionsOf(`?owner=${h.admin.id}`), [QUESTIONS.encryption]);
    assert.equal((await list('?status=active')).count, 3);
    assert.equal((await list('?status=retired')).count, 0);
    assert.equal((await list(`?approved_after=${tomorrow()}`)).count, 0);
    assert.equal((await list(`?approved_after=${today()}&approved_before=${today()}`)).count, 3);
    assertRefused(await get(`${ANSWER_LIBRARY_PATHS.entries}?approved_before=31/12/2025`), 400, /YYYY-MM-DD/);
    assertRefused(await get(`${ANSWER_LIBRARY_PATHS.entries}?status=lost`), 400);
    assert.deepEqual(await questionsOf('?ordering=question'), [QUESTIONS.mfa, QUESTIONS.reviews, QUESTIONS.encryption]);
    assert.deepEqual(await questionsOf('?ordering=-topic'), [QUESTIONS.encryption, ...(await questionsOf('?topic=Access%20Control&ordering=-approved_at'))]);
    const firstPage = await list('?ordering=question&page_size=2');
    assert.deepEqual([firstPage.count, firstPage.results.length, firstPage.previous], [3, 2, null]);
    assert.match(firstPage.next!, /page=2/);
    assert.deepEqual(
      (await list('?ordering=question&page_size=2&page=2')).results.map((entry) => entry.question),
      [QUESTIONS.encryption],
    );

    const topics = z.array(answerLibraryTopicSchema).parse((await get(ANSWER_LIBRARY_PATHS.topics)).json().data);
    assert.deepEqual(topics, [
      { topic: 'Access Control', count: 2 },
      { topic: 'Encryption', count: 1 },
    ]);
    const owners = z.array(personRefSchema).parse((await get(ANSWER_LIBRARY_PATHS.owners, curator)).json().data);
    assert.deepEqual(
      owners.map((owner) => owner.full_name),
      ['Avery Admin', 'Riley Tester'],
    );
  });

  test('a library suggestion carries the verdict its entry was approved with, and the entry says where it was used', async () => {
    const { byText, document, project } = await answeredQuestionnaire({ Security: [QUESTIONS.mfa] });
    const mfa = byText[QUESTIONS.mfa]!;
    assert.deepEqual([mfa.confidence, mfa.answer, mfa.verdict], ['library', entries[QUESTIONS.mfa]!.answer, 'no']);
    assert.equal(mfa.citations[0]?.library_entry_id, entries[QUESTIONS.mfa]!.id);

    const used = await detail(entries[QUESTIONS.mfa]!.id);
    assert.equal(used.uses, 1);
    assert.deepEqual(
      used.used_in.map((use) => [use.question_id, use.used_as, use.document, use.project.name, use.status]),
      [[mfa.id, 'answer', { id: document.id, name: 'vendor-questionnaire.xlsx' }, project.name, 'suggested']],
    );
  });

  test('editing approves the entry again; retiring takes it out of the suggestions until restored', async () => {
    const mfa = entries[QUESTIONS.mfa]!;
    const encryption = entries[QUESTIONS.encryption]!;
    assertRefused(await send('PATCH', ANSWER_LIBRARY_PATHS.entry(mfa.id), {}, curator), 400, /Nothing to change/);
    assertRefused(await send('PATCH', ANSWER_LIBRARY_PATHS.entry(mfa.id), { answer: '   ' }, curator), 400, /Write the answer/);
    assertRefused(
      await send('PATCH', ANSWER_LIBRARY_PATHS.entry(mfa.id), { question: ` ${QUESTIONS.encryption.toUpperCase()} ` }, curator),
      409,
      /already answers this question/,
    );
    const edited = await change('PATCH', ANSWER_LIBRARY_PATHS.entry(mfa.id), {
      answer: 'Yes: hardware keys for every remote login.',
      verdict: 'yes',
      topic: 'Identity',
    });
    assert.deepEqual(
      [edited.answer, edited.verdict, edited.topic, edited.approved_by?.id],
      ['Yes: hardware keys for every remote login.', 'yes', 'Identity', curator.id],
    );

    const retired = await change('POST', ANSWER_LIBRARY_PATHS.retire(encryption.id));
    assert.deepEqual([retired.status, retired.retired_by?.id], ['retired', curator.id]);
    assert.ok(retired.retired_at);
    assertRefused(await send('POST', ANSWER_LIBRARY_PATHS.retire(encryption.id), undefined, curator), 409, /retired already/);
    assertRefused(await send('POST', ANSWER_LIBRARY_PATHS.approve(encryption.id), undefined, curator), 409, /Restore it/);
    assert.deepEqual(await questionsOf('?status=retired'), [QUESTIONS.encryption]);

    const { byText } = await answeredQuestionnaire({ Security: [QUESTIONS.mfa, QUESTIONS.encryption] });
    assert.deepEqual([byText[QUESTIONS.mfa]!.confidence, byText[QUESTIONS.mfa]!.answer, byText[QUESTIONS.mfa]!.verdict], ['library', edited.answer, 'yes']);
    // The retired entry is neither the answer nor cited: the repository answers instead.
    const again = byText[QUESTIONS.encryption]!;
    assert.equal(again.confidence, 'strong');
    assert.ok(again.citations.every((citation) => citation.library_entry_id !== encryption.id));

    const restored = await change('POST', ANSWER_LIBRARY_PATHS.restore(encryption.id));
    assert.deepEqual([restored.status, restored.retired_at, restored.retired_by], ['active', null, null]);
    assertRefused(await send('POST', ANSWER_LIBRARY_PATHS.restore(encryption.id), undefined, curator), 409, /not retired/);
  });

  test('a new version of a cited document marks its entries "source changed": offered as weak until approved again', async () => {
    await newVersion(ACCESS_POLICY, `${REPOSITORY[ACCESS_POLICY]} Access rights of contractors are reviewed monthly.`);
    const mfa = entries[QUESTIONS.mfa]!;
    const reviews = entries[QUESTIONS.reviews]!;
    assert.deepEqual(await questionsOf('?status=source_changed&ordering=question'), [QUESTIONS.mfa, QUESTIONS.reviews]);
    assert.deepEqual(await questionsOf('?status=active'), [QUESTIONS.encryption]);
    const changed = await detail(mfa.id);
    assert.deepEqual(
      changed.sources.map(({ version, current_version, changed }) => ({ version, current_version, changed })),
      [{ version: 1, current_version: 2, changed: true }],
    );

    const { byText } = await answeredQuestionnaire({ Security: [QUESTIONS.mfa, QUESTIONS.reviews, QUESTIONS.encryption] });
    for (const text of [QUESTIONS.mfa, QUESTIONS.reviews]) {
      const question = byText[text]!;
      assert.deepEqual([question.confidence, question.answer], ['weak', entries[text] === mfa ? changed.answer : reviews.answer], text);
      assert.deepEqual([question.citations[0]?.source, question.citations[0]?.source_changed], ['library', true]);
    }
    assert.equal(byText[QUESTIONS.mfa]!.verdict, 'yes');
    // The restored entry is offered again.
    assert.equal(byText[QUESTIONS.encryption]!.confidence, 'library');

    // Re-approved in the library, or by approving a question that used it: the mark goes.
    const reapproved = await change('POST', ANSWER_LIBRARY_PATHS.approve(mfa.id));
    assert.equal(reapproved.status, 'active');
    assert.deepEqual(
      reapproved.sources.map(({ version, changed }) => ({ version, changed })),
      [{ version: 2, changed: false }],
    );
    await approve(byText[QUESTIONS.reviews]!.id, {}, h.reviewer);
    const reviewsAfter = await detail(reviews.id);
    assert.deepEqual([reviewsAfter.status, reviewsAfter.sources.map((source) => source.version)], ['active', [2]]);

    const next = await answeredQuestionnaire({ Security: [QUESTIONS.mfa, QUESTIONS.reviews] });
    assert.deepEqual(
      Object.values(next.byText).map((question) => question.confidence),
      ['library', 'library'],
    );
  });

  test('each change is audited with the entry before and after', async () => {
    const rows = await db()
      .selectFrom('audit_entries')
      .select(['action', 'actor_user_id', 'target_id', 'before', 'after'])
      .where('category', '=', 'answer_library')
      .orderBy('seq')
      .execute();
    const mfa = entries[QUESTIONS.mfa]!.id;
    const encryption = entries[QUESTIONS.encryption]!.id;
    assert.deepEqual(
      rows.map((row) => [row.action, row.target_id, row.actor_user_id]),
      [
        ['update', mfa, curator.id],
        ['retire', encryption, curator.id],
        ['restore', encryption, curator.id],
        ['reapprove', mfa, curator.id],
      ],
    );
    const [update] = rows as { before: { answer: string; verdict: string }; after: { answer: string; verdict: string; topic: string } }[];
    assert.deepEqual([update!.before.verdict, update!.after.verdict, update!.after.topic], ['no', 'yes', 'Identity']);
    assert.equal(update!.after.answer, 'Yes: hardware keys for every remote login.');
    const reapprove = rows[3] as { before: { status: string; sources: unknown }; after: { status: string; sources: unknown } };
    assert.deepEqual([reapprove.before.status, reapprove.after.status], ['source_changed', 'active']);
  });

  test('staff with manage_answer_library only: another organisation gets 404, others 403', async () => {
    const id = entries[QUESTIONS.mfa]!.id;
    for (const [method, url] of [
      ['GET', ANSWER_LIBRARY_PATHS.entry(id)],
      ['PATCH', ANSWER_LIBRARY_PATHS.entry(id)],
      ['POST', ANSWER_LIBRARY_PATHS.retire(id)],
      ['POST', ANSWER_LIBRARY_PATHS.restore(id)],
      ['POST', ANSWER_LIBRARY_PATHS.approve(id)],
    ] as const) {
      const call = () =>
        method === 'GET' ? get(url, otherTenantCurator) : send(method, url, method === 'PATCH' ? { answer: 'Taken over.' } : undefined, otherTenantCurator);
      assertRefused(await call(), 404, /does not exist/);
    }
    assert.equal((await list('', otherTenantCurator)).count, 0);
    assert.deepEqual((await get(ANSWER_LIBRARY_PATHS.topics, otherTenantCurator)).json().data, []);
    assertRefused(await get(ANSWER_LIBRARY_PATHS.entry('00000000-0000-4000-8000-000000000000'), curator), 404);
    assertRefused(await get(ANSWER_LIBRARY_PATHS.entry('not-an-id'), curator), 400);

    // Reviewing answers is not curating the library; client users never reach it.
    assertRefused(await get(ANSWER_LIBRARY_PATHS.entries, h.reviewer), 403, /manage answer library/);
    assertRefused(await send('POST', ANSWER_LIBRARY_PATHS.retire(id), undefined, h.reviewer), 403);
    assertRefused(await get(ANSWER_LIBRARY_PATHS.owners, h.viewer), 403);
    assertRefused(await get(ANSWER_LIBRARY_PATHS.entries, h.client), 403);
    assertRefused(await get(ANSWER_LIBRARY_PATHS.entries, clientCurator), 403, /staff only/);
    assertRefused(await send('PATCH', ANSWER_LIBRARY_PATHS.entry(id), { answer: 'Mine now.' }, clientCurator), 403);
    assert.equal((await detail(id)).answer, 'Yes: hardware keys for every remote login.');
  });
});
