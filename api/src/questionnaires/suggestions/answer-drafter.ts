// Drafts an answer from retrieved passages with an OpenAI-compatible chat-completions endpoint
// (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). The model sees the question and the passages only, so the
// draft stays grounded in what they say, and it names the passages it drew from (they are cited
// first). NO_ANSWER when they do not answer the question. For a yes-or-no question the model also
// proposes the verdict, from the same passages.
import type { FastifyBaseLogger } from 'fastify';
import type { Verdict } from '@app/shared/contract';

export interface LlmSettings {
  /** The API base, e.g. https://api.openai.com/v1; /chat/completions is appended. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per request; default 30 s. */
  timeoutMs?: number;
}

export interface DraftPassage {
  documentName: string;
  passage: string;
}

/** The model's answer when the passages do not answer the question. */
const NO_ANSWER = 'NO_ANSWER';

const SYSTEM_PROMPT = [
  "You answer security and compliance questionnaires on behalf of an organisation, using ONLY the organisation's",
  'own passages given with each question. Write a direct, factual answer of one to four sentences in the first',
  'person plural ("We ..."). Do not mention the passages, their numbers or their documents. Invent nothing that',
  'the passages do not say. The passages come from a search and some may be about something else: use only those',
  `that answer the question. If none of them answers it, reply exactly ${NO_ANSWER}.`,
  'When the question can be answered yes or no, begin your reply with a line "VERDICT: Yes", "VERDICT: No" or',
  '"VERDICT: N/A" as the passages support it (N/A only when the passages say it does not apply), then the answer.',
  'End with a last line "SOURCES: " and the numbers of the passages the answer is drawn from, e.g. "SOURCES: 2, 5".',
].join(' ');

/** "VERDICT: Yes" on the reply's first line, as the prompt asks; any other first line is the answer's. */
const VERDICT_LINE = /^\s*VERDICT:\s*(yes|no|n\/a)\s*\.?\s*(?:\n|$)/i;
/** "SOURCES: 2, 5" on the reply's last line ("[2], [5]" and "Source: 2" read alike). */
const SOURCES_LINE = /(?:^|\n)[ \t]*SOURCES?:([^\n]*)\s*$/i;
const PASSAGE_NUMBERS = /^[\s\d,;[\].]*$/;

export interface Draft {
  answer: string;
  /** The model's verdict for a yes-or-no question; null when it gave none. */
  verdict: Verdict | null;
  /** The passages it drew from, 1-based as they were numbered for it; empty when it named none. */
  sources: number[];
}

/** The model's reply as a draft; null for NO_ANSWER or nothing after the verdict. */
export function parseDraft(reply: string): Draft | null {
  const line = VERDICT_LINE.exec(reply);
  let answer = line ? reply.slice(line[0].length) : reply;
  const sourcesLine = SOURCES_LINE.exec(answer);
  const numbers = sourcesLine?.[1]!.replace(/\band\b/gi, ',');
  let sources: number[] = [];
  if (sourcesLine && numbers !== undefined && PASSAGE_NUMBERS.test(numbers)) {
    sources = [...new Set((numbers.match(/\d+/g) ?? []).map(Number))];
    answer = answer.slice(0, sourcesLine.index);
  }
  answer = answer.trim();
  if (answer === '' || answer.includes(NO_ANSWER)) return null;
  return { answer, verdict: line ? (line[1]!.toLowerCase() as Verdict) : null, sources };
}

const chatResponse = (body: unknown): string | null => {
  const content = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content;
  return typeof content === 'string' ? content.trim() : null;
};

export class AnswerDrafter {
  readonly #settings: LlmSettings;
  readonly #log: FastifyBaseLogger;

  constructor(settings: LlmSettings, log: FastifyBaseLogger) {
    this.#settings = settings;
    this.#log = log;
  }

  /** The drafted answer (and verdict); null when the passages do not answer it. Throws when the endpoint fails. */
  async draft(question: string, passages: readonly DraftPassage[], signal?: AbortSignal): Promise<Draft | null> {
    const { baseUrl, apiKey, model, timeoutMs = 30_000 } = this.#settings;
    const numbered = passages.map((passage, index) => `[${index + 1}] (${passage.documentName})\n${passage.passage}`).join('\n\n');
    const timeout = AbortSignal.timeout(timeoutMs);
    const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify({
        model,
        temperature: 0,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `Question: ${question}\n\nPassages:\n${numbered}` },
        ],
      }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) throw new Error(`The language model answered HTTP ${response.status}.`);
    const reply = chatResponse(await response.json());
    if (reply === null) throw new Error('The language model answered without a message.');
    return parseDraft(reply);
  }

  /**
   * Drafts many answers, a few at a time. After the first failure the endpoint is not called again
   * for this batch (a warning is logged): the remaining questions keep their retrieval answers.
   */
  async draftAll<T extends { question: string; passages: readonly DraftPassage[] }>(
    items: readonly T[],
    signal?: AbortSignal,
    concurrency = 4,
  ): Promise<Map<T, Draft | null>> {
    const drafts = new Map<T, Draft | null>();
    let failed = false;
    let next = 0;
    const worker = async () => {
      while (!failed && next < items.length && !signal?.aborted) {
        const item = items[next++]!;
        try {
          drafts.set(item, await this.draft(item.question, item.passages, signal));
        } catch (error) {
          if (!failed) this.#log.warn({ err: error }, 'Drafting answers with the language model failed; using the retrieved passages instead');
          failed = true;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
    return drafts;
  }
}
