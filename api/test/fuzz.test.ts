// Fuzz: thousands of malformed requests generated from the app's own OpenAPI document, across every
// operation, as the administrator and as nobody: wrong types, huge strings, control characters, bad
// JSON, wrong content types, missing and extra fields, path ids that are not uuids. None may answer
// ≥ 500. Seeded: the seed is printed, and FUZZ_SEED=<seed> repeats a run request for request.
// PGlite only (the requests are about input handling, not the database server), bounded to ~60 s.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { PROJECT_PATHS } from '@app/shared/contract';
import { DEMO_ADMIN_EMAIL } from '../src/seed/demo-seed.ts';
import { describeOnDatabase } from './support/databases.ts';
import {
  apiOperations,
  OPEN_ENDED_OPERATIONS,
  exampleValue,
  operationUrl,
  SeededRandom,
  type JsonSchema,
  type Operation,
} from './support/openapi-operations.ts';
import { buildTestApp, login } from './support/test-app.ts';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const REQUESTS_PER_OPERATION = 32;

const HUGE = 'x'.repeat(100_000);
const CONTROL = ['\u0000', '\u0001', '\u001b[31m', '\u007f', '\ud800', '\u202e'];
/** Strings where a uuid, number or date is expected. */
const NOT_IDS = [
  '1',
  '-1',
  '0',
  'abc',
  'null',
  'undefined',
  '../../etc/passwd',
  "' OR 1=1 --",
  '%',
  '1e309',
  '00000000-0000-0000-0000-00000000000g',
  '😀',
  ' ',
  HUGE.slice(0, 5000),
];
const WRONG_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 63,
  '',
  ' ',
  HUGE,
  [],
  [1, 2],
  {},
  { nested: { deeper: [null] } },
  'NaN',
  '2026-13-45',
  '9999-12-31T23:59:59Z',
  '-000001-01-01',
];
const BAD_JSON = [
  '{',
  '{"a":',
  '[',
  'nul',
  '"unterminated',
  '{"a":1,}',
  "{'single':1}",
  '\u0000',
  '{"__proto__":{"polluted":1}}',
  '1e99999',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'image/png',
  '',
];

interface FuzzRequest {
  options: InjectOptions;
  /** What was done to it, for the failure report. */
  mutation: string;
}

function pathValues(operation: Operation, random: SeededRandom, ids: readonly string[], mutate: boolean): Record<string, string> {
  const values: Record<string, string> = {};
  for (const parameter of operation.pathParameters) {
    values[parameter.name] = mutate ? random.pick([...NOT_IDS, ...CONTROL.map((c) => `id${c}`)]) : random.chance(0.5) ? random.pick(ids) : crypto.randomUUID();
  }
  return values;
}

function queryString(operation: Operation, random: SeededRandom, ids: readonly string[], mutate: boolean): string {
  const query = new URLSearchParams();
  for (const parameter of operation.queryParameters) {
    if (!mutate && !parameter.required && random.chance(0.5)) continue;
    const value = mutate && random.chance(0.6) ? random.pick(WRONG_VALUES) : exampleValue(parameter.schema, random, ids);
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    query.append(parameter.name, mutate && random.chance(0.2) ? `${text}${random.pick(CONTROL)}` : text);
    if (mutate && random.chance(0.15)) query.append(parameter.name, text); // a repeated parameter arrives as an array
  }
  if (mutate && random.chance(0.3)) query.append('unexpected', random.pick(NOT_IDS));
  return query.toString();
}

/** A body the schema accepts, then one field broken: a wrong type, removed, or an extra one. */
function mutatedBody(schema: JsonSchema, random: SeededRandom, ids: readonly string[]): { body: unknown; mutation: string } {
  const body = exampleValue(schema, random, ids);
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !Object.keys(body).length || random.chance(0.15)) {
    return { body: random.pick(WRONG_VALUES), mutation: 'body of the wrong type' };
  }
  const fields = body as Record<string, unknown>;
  const field = random.pick(Object.keys(fields));
  const kind = random.integer(5);
  if (kind === 0) {
    delete fields[field];
    return { body: fields, mutation: `field ${field} missing` };
  }
  if (kind === 1) {
    fields[`extra_${random.integer(100)}`] = random.pick(WRONG_VALUES);
    return { body: fields, mutation: 'extra field' };
  }
  if (kind === 2) {
    fields[field] = `${String(fields[field])}${random.pick(CONTROL)}`;
    return { body: fields, mutation: `control character in ${field}` };
  }
  fields[field] = random.pick(WRONG_VALUES);
  return { body: fields, mutation: `wrong value in ${field}` };
}

function fuzzRequest(operation: Operation, random: SeededRandom, ids: readonly string[]): FuzzRequest {
  const target = random.integer(operation.body ? 4 : 2);
  const breakPath = operation.pathParameters.length > 0 && (target === 0 || random.chance(0.1));
  const url = operationUrl(operation, pathValues(operation, random, ids, breakPath), queryString(operation, random, ids, target === 1 || !operation.body));
  const headers: Record<string, string> = { host: 'localhost' };
  if (target === 2 && operation.body) {
    const { body, mutation } = mutatedBody(operation.body, random, ids);
    return { options: { method: operation.method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) }, mutation };
  }
  if (target === 3 && operation.body) {
    const badJson = random.chance(0.5);
    const payload = badJson ? random.pick(BAD_JSON) : JSON.stringify(exampleValue(operation.body, random, ids));
    const contentType = badJson ? 'application/json' : random.pick(WRONG_CONTENT_TYPES);
    return {
      options: { method: operation.method, url, headers: { ...headers, 'content-type': contentType }, payload },
      mutation: badJson ? 'bad JSON' : `content type "${contentType}"`,
    };
  }
  const withBody = random.chance(0.3);
  return {
    options: {
      method: operation.method,
      url,
      headers: withBody ? { ...headers, 'content-type': random.pick(WRONG_CONTENT_TYPES) } : headers,
      ...(withBody ? { payload: random.chance(0.5) ? HUGE : random.pick(BAD_JSON) } : {}),
    },
    mutation: breakPath ? 'path id that is not a uuid' : 'malformed query',
  };
}

describeOnDatabase('PGlite', 'fuzz from the OpenAPI document', (db) => {
  let app: FastifyInstance;
  let token: string;
  const ids: string[] = [];

  before(async () => {
    app = await buildTestApp(db(), { logger: { level: 'fatal' } });
    await app.ready();
    const session = await login(app, DEMO_ADMIN_EMAIL);
    token = session.access;
    // Real ids of the organisation, so some requests reach past validation into the handlers.
    const project = await app.inject({
      method: 'POST',
      url: PROJECT_PATHS.projects,
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
      payload: { name: 'Fuzzed project', entity_id: (await db().selectFrom('entities').select('id').executeTakeFirstOrThrow()).id },
    });
    assert.equal(project.statusCode, 201, project.body);
    ids.push(project.json().data.id, session.user.id);
    for (const table of ['entities', 'users', 'role_groups'] as const) {
      ids.push(...(await db().selectFrom(table).select('id').execute()).map((row) => row.id));
    }
  });
  after(() => app.close());

  test(`no malformed request makes a server error (seed ${SEED}; FUZZ_SEED=${SEED} repeats it)`, { timeout: 120_000 }, async (t) => {
    t.diagnostic(`FUZZ_SEED=${SEED}`);
    const random = new SeededRandom(SEED);
    const operations = apiOperations(app);
    assert.ok(operations.length > 90, `the document lists ${operations.length} operations`);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (let index = 0; index < REQUESTS_PER_OPERATION; index += 1) {
        const request = fuzzRequest(operation, random, ids);
        const anonymous = random.chance(0.2);
        // An injected request to an open stream would never end; its refusals (anonymous) are still fuzzed.
        if (!anonymous && OPEN_ENDED_OPERATIONS.has(`${operation.method} ${operation.path}`)) continue;
        if (!anonymous) request.options.headers = { ...request.options.headers, authorization: `Bearer ${token}` };
        const response = await app.inject(request.options);
        sent += 1;
        if (response.statusCode >= 500) {
          const payload = String(request.options.payload ?? '');
          failures.push(
            `${response.statusCode} ${request.options.method} ${request.options.url!.toString().slice(0, 300)} (${request.mutation}, ${anonymous ? 'anonymous' : 'administrator'}, ` +
              `content-type ${(request.options.headers as Record<string, string>)['content-type'] ?? 'none'}) body: ${payload.slice(0, 300)}`,
          );
        }
        // A request that signed the administrator out (logout, account deletion) must not end the run.
        if (!anonymous && response.statusCode === 401) token = (await login(app, DEMO_ADMIN_EMAIL)).access;
      }
    }
    t.diagnostic(`${sent} requests to ${operations.length} operations`);
    assert.ok(sent >= 3000, `only ${sent} requests were sent`);
    assert.deepEqual(failures, [], `Server errors (seed ${SEED}):\n${failures.join('\n')}`);
  });
});
