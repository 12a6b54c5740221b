import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SPLASH_CONFIGURATION_NAMES } from '@app/shared/contract';
import { createTenant } from '../src/tenancy/create-tenant.ts';
import { tenantSlugFromHost } from '../src/tenancy/tenant-from-host.ts';
import { describeEachDatabase } from './support/databases.ts';
import { buildTestApp } from './support/test-app.ts';

test('the tenant is the first label of a host with a sub-domain, else demo', () => {
  const cases: [string, string][] = [
    ['acme.example.com', 'acme'],
    ['ACME.Example.com.', 'acme'],
    ['acme.localhost', 'acme'],
    ['localhost', 'demo'],
    ['example.com', 'demo'],
    ['127.0.0.1', 'demo'],
    ['[::1]', 'demo'],
  ];
  for (const [host, slug] of cases) assert.equal(tenantSlugFromHost(host), slug, host);
});

describeEachDatabase('http', (db) => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp(db());
    app.get('/api/v1/test/broken/', { schema: { response: { 200: z.object({}) } } }, async () => {
      throw new Error('secret detail at db.ts:12');
    });
    await createTenant(db(), { slug: 'globex', name: 'Globex Corporation' });
  });
  after(() => app.close());

  test("the configuration is the organisation's branding, without a favicon", async () => {
    const response = await app.inject({ url: '/api/v1/base/configuration/' });
    assert.equal(response.statusCode, 200);
    const { message, data } = response.json();
    assert.equal(message, 'Configuration loaded.');
    const names = data.map((item: { name: string }) => item.name);
    assert.deepEqual(
      names,
      SPLASH_CONFIGURATION_NAMES.filter((name) => name !== 'favicon_icon'),
    );
    const config = Object.fromEntries(data.map((item: { name: string; value: string }) => [item.name, item.value]));
    assert.equal(config.application_title, 'Demo Organisation');

    const logo = await app.inject({ url: config.logo });
    assert.equal(logo.statusCode, 200);
    assert.equal(logo.headers['content-type'], 'image/svg+xml');
    assert.match(logo.body, /^<svg /);

    const globex = await app.inject({ url: '/api/v1/base/configuration/', headers: { host: 'globex.example.com' } });
    assert.equal(globex.json().data.find((item: { name: string }) => item.name === 'application_title').value, 'Globex Corporation');
  });

  test('answers of 1 KB or more are compressed when the client accepts it; smaller ones go as they are', async () => {
    const small = await app.inject({ url: '/api/v1/unknown/', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(small.headers['content-encoding'], undefined);
    assert.equal(small.json().code, 'not_found');
    const large = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(large.headers['content-encoding'], 'gzip');
    assert.match(String(large.headers.vary), /accept-encoding/i);
    assert.ok(JSON.parse(gunzipSync(large.rawPayload).toString()).paths['/api/v1/base/configuration/']);
  });

  test('an unknown organisation answers 404 with a clear message', async () => {
    const response = await app.inject({ url: '/api/v1/base/configuration/', headers: { host: 'nobody.example.com' } });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), {
      message: 'There is no organisation at nobody.example.com. Check the address.',
      code: 'tenant_not_found',
    });
  });

  test('an unknown API address answers 404 in the error envelope', async () => {
    for (const url of ['/api/v1/nothing-here/', '/api/elsewhere', '/api/v1/base/branding/missing.svg']) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(response.json(), { message: 'This address does not exist.', code: 'not_found' }, url);
    }
  });

  test('a malformed body is a 400 with a message for people, never a stack trace', async () => {
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    assert.equal(notJson.statusCode, 400);
    assert.deepEqual(notJson.json(), { message: 'The request body is not valid JSON.', code: 'invalid_json' });
    const noBody = await app.inject({ method: 'POST', url: '/api/v1/accounts/login/' });
    assert.equal(noBody.statusCode, 400);
    assert.equal(noBody.json().message, 'The request body is missing or malformed.');
  });

  test('a bug answers 500 with a generic message and keeps its details to the log', async () => {
    const response = await app.inject({ url: '/api/v1/test/broken/' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), {
      message: 'Something went wrong on our side. Please try again in a moment.',
      code: 'server_error',
    });
  });

  test('the OpenAPI description lists every API route with its schemas', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    assert.equal(response.statusCode, 200);
    const document = response.json();
    assert.ok(document.openapi.startsWith('3.1'));
    const paths = Object.keys(document.paths);
    // The spec puts reCAPTCHA's configuration under /auth/api/v1/.
    assert.ok(
      paths.every((path) => /^(\/auth)?\/api\/v1\//.test(path)),
      'only the API is described',
    );
    for (const call of ['accounts/login/', 'accounts/logout/', 'accounts/token/refresh/', 'base/configuration/']) {
      assert.ok(paths.includes(`/api/v1/${call}`), call);
    }
    const login = document.paths['/api/v1/accounts/login/'].post;
    assert.ok(login.requestBody.content['application/json'].schema.properties.email);
    assert.ok(login.responses['200'].content['application/json'].schema.properties.data);
    assert.equal((await app.inject({ url: '/api/docs' })).statusCode, 200);
  });

  test('an API route without a response schema is refused at start-up', async () => {
    const bare = await buildTestApp(db());
    assert.throws(() => bare.get('/api/v1/undocumented/', async () => ({})), /has no response schema/);
    await bare.close();
  });
});
