// Drafting answers with an OpenAI-compatible endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL), against
// a local stub server: the model sees the question and the cited passages only; its draft becomes the
// suggestion (drafted, same citations and tier); "NO_ANSWER" and a failing endpoint keep the retrieval
// answer. Without an endpoint, questionnaire-review.test.ts covers retrieval alone.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { PROJECT_PATHS, type QuestionAnswer } from '@app/shared/contract';
import { parseDraft } from '../src/questionnaires/suggestions/answer-drafter.ts';
import { describeEachDatabase } from './support/databases.ts';
import { projectCalls, startProjectsHarness, type ProjectsHarness } from './support/project-fixtures.ts';
import { xlsxFile } from '@app/test-fixtures/test-files';

const QUESTIONS = {
  mfa: 'Do you enforce multi-factor authentication for remote access?',
  encryption: 'Is customer data encrypted at rest?',
  dogs: 'Is your office dog-friendly for visiting pets?',
};

interface ChatRequest {
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** A chat-completions endpoint whose behaviour each test sets. */
class StubModel {
  readonly requests: ChatRequest[] = [];
  mode: 'draft' | 'no_answer' | 'fail' = 'draft';
  #server: Server = createServer((request, response) => void this.#answer(request, response));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/v1`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  async #answer(request: IncomingMessage, response: import('node:http').ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest['body'];
    this.requests.push({ authorization: request.headers.authorization, body });
    if (request.url !== '/v1/chat/completions' || this.mode === 'fail') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}');
      return;
    }
    const question = /^Question: (.*)$/m.exec(body.messages.at(-1)?.content ?? '')?.[1] ?? '';
    // The model's verdict: No for encryption (to tell it from the evidence's Yes), Yes for the rest.
    const verdict = question === QUESTIONS.encryption ? 'VERDICT: No' : 'VERDICT: Yes';
    const content = this.mode === 'no_answer' ? 'NO_ANSWER' : `${verdict}\nWe do. (drafted for: ${question})`;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  }
}

test('a reply is read as its verdict line and its answer; NO_ANSWER is no draft', () => {
  assert.deepEqual(parseDraft('VERDICT: Yes\nWe encrypt data at rest.'), { answer: 'We encrypt data at rest.', verdict: 'yes' });
  assert.deepEqual(parseDraft('verdict: n/a.\nWe run no data centre.'), { answer: 'We run no data centre.', verdict: 'n/a' });
  assert.deepEqual(parseDraft('We review access quarterly.'), { answer: 'We review access quarterly.', verdict: null });
  assert.deepEqual(parseDraft('VERDICT: Maybe\nWe think so.'), { answer: 'VERDICT: Maybe\nWe think so.', verdict: null });
  assert.equal(parseDraft('VERDICT: No\nNO_ANSWER'), null);
  assert.equal(parseDraft('VERDICT: Yes'), null);
});

describeEachDatabase('drafting answers with a language model', (db) => {
  let h: ProjectsHarness;
  const model = new StubModel();
  before(async () => {
    const baseUrl = await model.start();
    h = await startProjectsHarness(db(), { llm: { baseUrl, apiKey: 'test-key', model: 'stub-model' } });
    await repositoryDocument(
      'access-control-policy.txt',
      'Access Control Policy. All remote access requires multi-factor authentication with a hardware key. Access is revoked on the last day.',
    );
    await repositoryDocument('encryption-standard.txt', 'Encryption Standard. Customer data is encrypted at rest with AES-256 in every data store.');
  });
  after(async () => {
    await h?.stop();
    await model.stop();
  });
  const { createProject, uploaded, processed, questions, repositoryDocument } = projectCalls(() => h);

  async function suggested(): Promise<Record<string, QuestionAnswer>> {
    const project = await createProject({ name: 'Drafted answers' });
    const rows = [['Question', 'Answer'], ...Object.values(QUESTIONS).map((text) => [text, ''])];
    const document = await uploaded(project.id, { name: 'drafted.xlsx', content: await xlsxFile({ Questions: rows }) });
    assert.equal((await processed(document.id)).state, 'ready_for_review');
    return Object.fromEntries((await questions(document.id)).results.map((question) => [question.question, question]));
  }

  test('the model drafts from the cited passages only; citations and tier stay; nothing is drafted without passages', async () => {
    model.mode = 'draft';
    model.requests.length = 0;
    const byText = await suggested();
    const mfa = byText[QUESTIONS.mfa]!;
    assert.deepEqual([mfa.answer, mfa.drafted, mfa.status, mfa.confidence], [`We do. (drafted for: ${QUESTIONS.mfa})`, true, 'suggested', 'strong']);
    assert.equal(mfa.citations[0]?.document_name, 'access-control-policy.txt');
    assert.equal(byText[QUESTIONS.encryption]!.drafted, true);
    // The verdict is the model's, read from the same passages; its line is not part of the answer.
    assert.equal(mfa.verdict, 'yes');
    assert.equal(byText[QUESTIONS.encryption]!.verdict, 'no');
    // The question nothing answers is not sent to the model, and gets no answer.
    assert.deepEqual([byText[QUESTIONS.dogs]!.answer, byText[QUESTIONS.dogs]!.drafted], ['', false]);

    assert.equal(model.requests.length, 2);
    const sent = model.requests.find((request) => request.body.messages.at(-1)!.content.includes(QUESTIONS.mfa))!;
    assert.equal(sent.authorization, 'Bearer test-key');
    assert.equal(sent.body.model, 'stub-model');
    assert.match(sent.body.messages[0]!.content, /ONLY/);
    assert.match(sent.body.messages[0]!.content, /VERDICT: Yes/);
    assert.match(sent.body.messages.at(-1)!.content, /\(access-control-policy\.txt\)\nAccess Control Policy\. All remote access requires multi-factor/);

    // An edit by a person is no longer a draft.
    const response = await h.app.inject({
      method: 'PATCH',
      url: PROJECT_PATHS.answer(mfa.id),
      headers: { host: 'localhost', authorization: `Bearer ${h.reviewer.token}` },
      payload: { answer: 'Yes, with hardware keys.' },
    });
    assert.equal(response.json().data.drafted, false);
  });

  test('"NO_ANSWER" from the model keeps the passage as the suggestion', async () => {
    model.mode = 'no_answer';
    const mfa = (await suggested())[QUESTIONS.mfa]!;
    assert.equal(mfa.drafted, false);
    assert.match(mfa.answer, /multi-factor authentication with a hardware key/);
    assert.equal(mfa.confidence, 'strong');
  });

  test('a failing endpoint: retrieval answers, the model is not called again for the batch', async () => {
    model.mode = 'fail';
    model.requests.length = 0;
    const byText = await suggested();
    assert.equal(byText[QUESTIONS.mfa]!.drafted, false);
    assert.match(byText[QUESTIONS.mfa]!.answer, /multi-factor authentication/);
    assert.match(byText[QUESTIONS.encryption]!.answer, /AES-256/);
    // A few calls at once may already be on their way when the first fails; no more follow.
    assert.ok(model.requests.length <= 2, `${model.requests.length} calls`);
    const audit = await db().selectFrom('audit_entries').select('after').where('action', '=', 'suggest').orderBy('seq', 'desc').executeTakeFirstOrThrow();
    assert.equal((audit.after as { drafted: number }).drafted, 0);
  });
});
