import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { createTenant } from '../src/tenancy/create-tenant.ts';
import { describeEachDatabase } from './support/databases.ts';
import { buildTestApp, invite, JWT_SECRET } from './support/test-app.ts';

const PASSWORD = 'a long and unusual passphrase';
const LOGIN = '/api/v1/accounts/login/';
const GENERIC = 'The email or password is incorrect.';

describeEachDatabase('signing in on another organisation’s host', (db) => {
  let app: FastifyInstance;

  const login = (host: string, email: string, password = PASSWORD, headers: Record<string, string> = {}, on = app) =>
    on.inject({ method: 'POST', url: LOGIN, headers: { host, ...headers }, payload: { email, password } });

  async function signUp(slug: string, email: string): Promise<void> {
    const token = await invite(db(), { slug, email, userType: 'user', roleGroup: 'Reviewer' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/signup/user/',
      headers: { host: `${slug}.localhost` },
      payload: { token, first_name: 'Pat', last_name: 'Person', password: PASSWORD },
    });
    assert.equal(response.statusCode, 200, response.body);
  }

  before(async () => {
    app = await buildTestApp(db(), { trustProxy: true });
    for (const slug of ['acme', 'globex']) await createTenant(db(), { slug, name: slug });
    await signUp('acme', 'pat@acme.test');
    await signUp('acme', 'twin@both.test');
    await signUp('globex', 'twin@both.test');
  });
  after(() => app.close());

  test("answers 307 to the same call on the organisation's sub-domain, which signs the user in", async () => {
    const redirect = await login('localhost', 'Pat@Acme.test');
    assert.equal(redirect.statusCode, 307);
    assert.equal(redirect.headers.location, 'http://acme.localhost/api/v1/accounts/login/');

    const followed = await login('acme.localhost', 'pat@acme.test');
    assert.equal(followed.statusCode, 200, followed.body);
    assert.equal(followed.json().data.user.tenant, 'acme');
  });

  test("swaps the request's sub-domain, keeping its port and its forwarded protocol", async () => {
    const redirect = await login('demo.workspace.test:8443', 'pat@acme.test', PASSWORD, { 'x-forwarded-proto': 'https' });
    assert.equal(redirect.headers.location, 'https://acme.workspace.test:8443/api/v1/accounts/login/');
  });

  test('builds the address on PUBLIC_URL when it is set', async () => {
    const withPublicUrl = await buildApp({ db: db(), jwtSecret: JWT_SECRET, publicUrl: 'https://workspace.example:8443' });
    try {
      const redirect = await login('10.0.0.1', 'pat@acme.test', PASSWORD, {}, withPublicUrl);
      assert.equal(redirect.headers.location, 'https://acme.workspace.example:8443/api/v1/accounts/login/');
    } finally {
      await withPublicUrl.close();
    }
  });

  test('a wrong password gets the generic answer, which never tells the email exists elsewhere', async () => {
    const response = await login('localhost', 'pat@acme.test', 'not the passphrase at all');
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, GENERIC);
    assert.equal(response.headers.location, undefined);
  });

  test('an email with accounts in two other organisations gets the generic answer', async () => {
    const response = await login('localhost', 'twin@both.test');
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, GENERIC);
  });

  test('the failed attempt on the wrong host is audited there', async () => {
    const demo = await db().selectFrom('tenants').select('id').where('slug', '=', 'demo').executeTakeFirstOrThrow();
    const failures = await db().selectFrom('audit_entries').select('after').where('tenant_id', '=', demo.id).where('action', '=', 'login_failed').execute();
    assert.ok(failures.some((row) => JSON.stringify(row.after).includes('pat@acme.test')));
  });

  test('the login path answers CORS to a sibling sub-domain, preflight included', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: LOGIN,
      headers: {
        host: 'acme.localhost',
        origin: 'http://localhost:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-device-platform',
      },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], 'http://localhost:8080');
    assert.match(String(preflight.headers['access-control-allow-headers']), /content-type.*authorization.*refresh.*x-device-platform/);

    const call = await login('acme.localhost', 'pat@acme.test', PASSWORD, { origin: 'http://demo.localhost:8080' });
    assert.equal(call.statusCode, 200);
    assert.equal(call.headers['access-control-allow-origin'], 'http://demo.localhost:8080');
  });

  test('CORS is refused to an unrelated origin and on other paths', async () => {
    const preflight = (url: string, origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url,
        headers: { host: 'acme.localhost', origin, 'access-control-request-method': 'POST' },
      });
    const unrelated = await preflight(LOGIN, 'https://acme.evil.test');
    assert.notEqual(unrelated.statusCode, 204);
    assert.equal(unrelated.headers['access-control-allow-origin'], undefined);
    const call = await login('acme.localhost', 'pat@acme.test', PASSWORD, { origin: 'https://evil.test' });
    assert.equal(call.headers['access-control-allow-origin'], undefined);

    const otherPath = await preflight('/api/v1/accounts/user-detail/', 'http://localhost');
    assert.equal(otherPath.headers['access-control-allow-origin'], undefined);
  });
});
