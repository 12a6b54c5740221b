// Drafting answers with an OpenAI-compatible endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL), against
// a local stub server: the model reads the question with the retrieved passages only (the cited ones
// first, then the ranking's next best); its draft becomes the suggestion, the passages it names are
// cited first, a question retrieval left unanswered can be answered (`weak`), a `weak` one it finds
// unanswered loses its answer, a `strong` one keeps it; a failing endpoint keeps every retrieval
// suggestion. Without an endpoint, questionnaire-review.test.ts covers retrieval alone.
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
  // Retrieval leaves it unanswered, with the vendor policy as a place to look.
  finances: 'Do you check the financial health of suppliers every year?',
  // Retrieval answers it `weak` from the vendor policy, which says nothing of a yearly assessment.
  yearly: 'Are suppliers that process customer data assessed annually for their security posture?',
  // Retrieval leaves it unanswered with a place to look; the model answers it without naming a source.
  audits: 'Do suppliers undergo an independent audit of their offices?',
};

/** The passages of a prompt, numbered as the model saw them. */
const promptPassages = (prompt: string) =>
  [...prompt.matchAll(/^\[(\d+)\] \(([^)]+)\)\n(.*)$/gm)].map(([, number, documentName, text]) => ({ number: Number(number), documentName, text }));

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
    const prompt = body.messages.at(-1)?.content ?? '';
    const question = /^Question: (.*)$/m.exec(prompt)?.[1] ?? '';
    // The model's verdict: No for encryption (to tell it from the evidence's Yes), Yes for the rest.
    const verdict = question === QUESTIONS.encryption ? 'VERDICT: No' : 'VERDICT: Yes';
    // It names the vendor policy's passage as its source for encryption, whatever retrieval ranked
    // first, and for finances; no source for audits and yearly; the first passage for the rest.
    const vendor = promptPassages(prompt).find((passage) => passage.documentName === 'vendor-management.txt');
    const named = question === QUESTIONS.encryption || question === QUESTIONS.finances ? vendor?.number : 1;
    const sources = question === QUESTIONS.audits || question === QUESTIONS.yearly ? '' : `\nSOURCES: ${named}`;
    const content = this.mode === 'no_answer' ? 'NO_ANSWER' : `${verdict}\nWe do. (drafted for: ${question})${sources}`;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  }
}

test('a reply is read as its verdict line, its answer and its sources line; NO_ANSWER is no draft', () => {
  assert.deepEqual(parseDraft('VERDICT: Yes\nWe encrypt data at rest.'), { answer: 'We encrypt data at rest.', verdict: 'yes', sources: [] });
  assert.deepEqual(parseDraft('verdict: n/a.\nWe run no data centre.'), { answer: 'We run no data centre.', verdict: 'n/a', sources: [] });
  assert.deepEqual(parseDraft('We review access quarterly.'), { answer: 'We review access quarterly.', verdict: null, sources: [] });
  assert.deepEqual(parseDraft('VERDICT: Maybe\nWe think so.'), { answer: 'VERDICT: Maybe\nWe think so.', verdict: null, sources: [] });
  assert.deepEqual(parseDraft('VERDICT: Yes\nWe rotate keys yearly.\nSOURCES: 3, 1'), { answer: 'We rotate keys yearly.', verdict: 'yes', sources: [3, 1] });
  assert.deepEqual(parseDraft('We rotate keys yearly.\n\nSources: [2], [5] and [2].'), { answer: 'We rotate keys yearly.', verdict: null, sources: [2, 5] });
  // A last line that only starts like one is part of the answer.
  assert.deepEqual(parseDraft('We rotate keys.\nSource: the key management standard'), {
    answer: 'We rotate keys.\nSource: the key management standard',
    verdict: null,
    sources: [],
  });
  assert.equal(parseDraft('VERDICT: No\nNO_ANSWER'), null);
  assert.equal(parseDraft('NO_ANSWER\nSOURCES: 1'), null);
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
    await repositoryDocument(
      'vendor-management.txt',
      'Vendor Management. Suppliers that process customer data are reviewed by the security team before a contract is signed.',
    );
  });
  after(async () => {
    await h?.stop();
    await model.stop();
  });
  const { createProject, uploaded, processed, questions, repositoryDocument } = projectCalls(() => h);

  async function suggested(texts: readonly string[] = Object.values(QUESTIONS)): Promise<Record<string, QuestionAnswer>> {
    const project = await createProject({ name: 'Drafted answers' });
    const rows = [['Question', 'Answer'], ...texts.map((text) => [text, ''])];
    const document = await uploaded(project.id, { name: 'drafted.xlsx', content: await xlsxFile({ Questions: rows }) });
    assert.equal((await processed(document.id)).state, 'ready_for_review');
    return Object.fromEntries((await questions(document.id)).results.map((question) => [question.question, question]));
  }

  test('the model reads the retrieved passages and writes the answer; the passages it names are cited first', async () => {
    model.mode = 'draft';
    model.requests.length = 0;
    const byText = await suggested();
    const mfa = byText[QUESTIONS.mfa]!;
    assert.deepEqual([mfa.answer, mfa.drafted, mfa.status, mfa.confidence], [`We do. (drafted for: ${QUESTIONS.mfa})`, true, 'suggested', 'strong']);
    assert.equal(mfa.citations[0]?.document_name, 'access-control-policy.txt');
    // The verdict is the model's, read from the same passages; its line is not part of the answer.
    assert.equal(mfa.verdict, 'yes');
    const encryption = byText[QUESTIONS.encryption]!;
    assert.deepEqual([encryption.drafted, encryption.verdict, encryption.answer], [true, 'no', `We do. (drafted for: ${QUESTIONS.encryption})`]);
    // The model named the vendor policy's passage: it is cited first, retrieval's best after it.
    assert.deepEqual(
      encryption.citations.map((citation) => citation.document_name),
      ['vendor-management.txt', 'encryption-standard.txt'],
    );
    // Retrieval left it unanswered with a place to look; the model read that place and answered: `weak`.
    const finances = byText[QUESTIONS.finances]!;
    assert.deepEqual(
      [finances.answer, finances.drafted, finances.status, finances.confidence],
      [`We do. (drafted for: ${QUESTIONS.finances})`, true, 'suggested', 'weak'],
    );
    assert.equal(finances.citations[0]?.document_name, 'vendor-management.txt');
    // …but not when the model does not say where its answer comes from: it could not be cited.
    assert.deepEqual([byText[QUESTIONS.audits]!.answer, byText[QUESTIONS.audits]!.drafted, byText[QUESTIONS.audits]!.confidence], ['', false, 'none']);
    // A retrieval answer redrafted without sources keeps its citations.
    assert.deepEqual(
      [byText[QUESTIONS.yearly]!.drafted, byText[QUESTIONS.yearly]!.confidence, byText[QUESTIONS.yearly]!.citations[0]?.document_name],
      [true, 'weak', 'vendor-management.txt'],
    );
    // The question nothing answers is not sent to the model, and gets no answer.
    assert.deepEqual([byText[QUESTIONS.dogs]!.answer, byText[QUESTIONS.dogs]!.drafted, byText[QUESTIONS.dogs]!.confidence], ['', false, 'none']);

    assert.equal(model.requests.length, 5);
    const sent = model.requests.find((request) => request.body.messages.at(-1)!.content.includes(QUESTIONS.mfa))!;
    assert.equal(sent.authorization, 'Bearer test-key');
    assert.equal(sent.body.model, 'stub-model');
    assert.match(sent.body.messages[0]!.content, /ONLY/);
    assert.match(sent.body.messages[0]!.content, /VERDICT: Yes/);
    assert.match(sent.body.messages[0]!.content, /SOURCES: /);
    assert.match(sent.body.messages.at(-1)!.content, /\[1\] \(access-control-policy\.txt\)\nAccess Control Policy\. All remote access requires multi-factor/);

    // An edit by a person is no longer a draft.
    const response = await h.app.inject({
      method: 'PATCH',
      url: PROJECT_PATHS.answer(mfa.id),
      headers: { host: 'localhost', authorization: `Bearer ${h.reviewer.token}` },
      payload: { answer: 'Yes, with hardware keys.' },
    });
    assert.equal(response.json().data.drafted, false);
  });

  test('"NO_ANSWER": a `strong` suggestion keeps its passage, a `weak` one loses its answer, an unanswered one stays so', async () => {
    model.mode = 'no_answer';
    const byText = await suggested();
    const mfa = byText[QUESTIONS.mfa]!;
    assert.deepEqual([mfa.drafted, mfa.confidence], [false, 'strong']);
    assert.match(mfa.answer, /multi-factor authentication with a hardware key/);
    // Retrieval's `weak` answer (the vendor policy says nothing of a yearly assessment): the model read
    // it and found no answer, so none is suggested; the passage stays cited as a place to look.
    const yearly = byText[QUESTIONS.yearly]!;
    assert.deepEqual([yearly.answer, yearly.status, yearly.confidence, yearly.drafted, yearly.verdict], ['', 'unanswered', 'none', false, null]);
    assert.equal(yearly.citations[0]?.document_name, 'vendor-management.txt');
    assert.deepEqual([byText[QUESTIONS.finances]!.answer, byText[QUESTIONS.finances]!.confidence], ['', 'none']);
  });

  test('a failing endpoint: retrieval answers, the model is not called again for the batch', async () => {
    model.mode = 'fail';
    const byText = await suggested();
    assert.equal(byText[QUESTIONS.mfa]!.drafted, false);
    assert.match(byText[QUESTIONS.mfa]!.answer, /multi-factor authentication/);
    assert.match(byText[QUESTIONS.encryption]!.answer, /AES-256/);
    // Retrieval's own tiers, which the model's reading above changed.
    assert.deepEqual(
      [QUESTIONS.yearly, QUESTIONS.finances, QUESTIONS.audits].map((text) => byText[text]!.confidence),
      ['weak', 'none', 'none'],
    );
    const audit = await db().selectFrom('audit_entries').select('after').where('action', '=', 'suggest').orderBy('seq', 'desc').executeTakeFirstOrThrow();
    assert.equal((audit.after as { drafted: number }).drafted, 0);

    model.requests.length = 0;
    const moreToRead = ['administrators', 'contractors', 'support staff', 'auditors', 'developers', 'partners'].map(
      (who) => `Is multi-factor authentication required for remote access by ${who}?`,
    );
    await suggested([...Object.values(QUESTIONS), ...moreToRead]);
    // Four calls at once may already be on their way when the first fails (eleven to make); no more follow.
    assert.ok(model.requests.length <= 4, `${model.requests.length} calls`);
  });
});
