// Answers are written by their response schema (http/response-serializer.ts): a field the schema does
// not declare never reaches the client, wherever it hides, and a missing required field fails the
// answer instead of sending half of it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PROJECT_PATHS, projectSchema, type Project } from '@app/shared/contract';
import { envelope } from '../src/http/schemas.ts';
import { describeEachDatabase } from './support/databases.ts';
import { buildTestApp, login } from './support/test-app.ts';

const SECRET = { password_hash: '$argon2id$secret', tenant_id: 'another-tenant' };
const projectList = envelope(z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(projectSchema) }));

describeEachDatabase('response fields', (db) => {
  let app: FastifyInstance;
  let project: Project;
  let answer: unknown;
  before(async () => {
    app = await buildTestApp(db());
    // Routes that answer what they are given, under real response schemas.
    app.get('/api/v1/test/leaky-list/', { schema: { response: { 200: projectList } } }, async () => answer);
    const union = z.union([z.object({ kind: z.literal('folder'), name: z.string() }), z.object({ kind: z.literal('document'), size: z.number() })]);
    app.get('/api/v1/test/leaky-union/', { schema: { response: { 200: z.object({ items: z.array(union) }) } } }, async () => answer);
    app.get('/api/v1/test/leaky-date/', { schema: { response: { 200: z.object({ at: z.date() }) } } }, async () => answer);

    const { access } = await login(app, 'admin@demo.test');
    const headers = { authorization: `Bearer ${access}` };
    const created = await app.inject({
      method: 'POST',
      url: PROJECT_PATHS.projects,
      headers,
      payload: { entity_id: await firstEntity(headers), name: 'Leak test' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const listed = await app.inject({ url: PROJECT_PATHS.projects, headers });
    project = listed.json().data.results.find((item: Project) => item.name === 'Leak test');
    assert.ok(project);
  });
  after(() => app.close());

  async function firstEntity(headers: Record<string, string>): Promise<string> {
    const entities = await app.inject({ url: PROJECT_PATHS.entities, headers });
    return entities.json().data[0].id;
  }

  test('fields outside the schema are left out at every level: envelope, list, row, nested and nullable objects, array items', async () => {
    const row = {
      ...project,
      ...SECRET,
      entity: { ...project.entity, ...SECRET },
      status: { ...project.status, ...SECRET },
      created_by: project.created_by && { ...project.created_by, ...SECRET },
      assignees: [{ id: 'u1', full_name: 'Ann Example', ...SECRET }],
      progress: { ...project.progress, ...SECRET },
    };
    answer = { message: 'ok', ...SECRET, data: { count: 1, next: null, previous: null, results: [row], ...SECRET } };
    const response = await app.inject({ url: '/api/v1/test/leaky-list/' });
    assert.equal(response.statusCode, 200);
    assert.doesNotMatch(response.body, /password_hash|argon2|tenant_id|another-tenant/);
    assert.deepEqual(response.json(), {
      message: 'ok',
      data: { count: 1, next: null, previous: null, results: [{ ...project, assignees: [{ id: 'u1', full_name: 'Ann Example' }] }] },
    });
  });

  test('a nullable object that is null stays null', async () => {
    answer = { message: 'ok', data: { count: 1, next: null, previous: null, results: [{ ...project, created_by: null }] } };
    const response = await app.inject({ url: '/api/v1/test/leaky-list/' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().data.results[0].created_by, null);
  });

  test('a member of a union keeps only its own fields', async () => {
    answer = {
      items: [
        { kind: 'folder', name: 'Policies', ...SECRET },
        { kind: 'document', size: 3, ...SECRET },
      ],
    };
    const response = await app.inject({ url: '/api/v1/test/leaky-union/' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      items: [
        { kind: 'folder', name: 'Policies' },
        { kind: 'document', size: 3 },
      ],
    });
  });

  test('a schema with no JSON schema (a date) is still written by zod, extra fields left out', async () => {
    answer = { at: new Date(0), ...SECRET };
    const response = await app.inject({ url: '/api/v1/test/leaky-date/' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { at: '1970-01-01T00:00:00.000Z' });
  });

  test('a missing required field fails the answer: a 500 with no part of it', async () => {
    const { name: _name, ...nameless } = project;
    answer = { message: 'ok', data: { count: 1, next: null, previous: null, results: [{ ...nameless, ...SECRET }] } };
    const response = await app.inject({ url: '/api/v1/test/leaky-list/' });
    assert.equal(response.statusCode, 500);
    assert.doesNotMatch(response.body, /password_hash|Leak test|argon2/);
    assert.equal(response.json().code, 'server_error');
  });
});
