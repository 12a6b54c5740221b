import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { z } from 'zod';
import { ALL_PERMISSIONS, loginResponseSchema } from '@app/shared/contract';
import { createTenant } from '../src/tenancy/create-tenant.ts';
import { describeEachDatabase } from './support/databases.ts';
import { buildTestApp, DEMO_PASSWORD, JWT_SECRET, login } from './support/test-app.ts';

const INCORRECT = { message: 'The email or password is incorrect.', code: 'invalid_credentials' };

describeEachDatabase('accounts', (db) => {
  let app: FastifyInstance;

  before(async () => {
    app = await buildTestApp(db());
    // A route behind a permission gate, as later domains declare theirs.
    app.get(
      '/api/v1/test/manage-projects/',
      { schema: { response: { 200: z.object({ ok: z.boolean() }) } }, onRequest: app.requirePermission('manage_projects') },
      async () => ({ ok: true }),
    );
    await app.ready();
  });
  after(() => app.close());

  const post = (url: string, payload: object, host = 'localhost') => app.inject({ method: 'POST', url: `/api/v1/accounts/${url}`, headers: { host }, payload });
  const callGate = (token?: string, host = 'localhost') =>
    app.inject({
      method: 'GET',
      url: '/api/v1/test/manage-projects/',
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  test('signing in answers the tokens, the user, the role group and the entity', async () => {
    const response = await post('login/', { email: 'admin@demo.test', password: DEMO_PASSWORD });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(typeof body.message, 'string');
    const data = loginResponseSchema.parse(body.data);
    assert.equal(data.user.email, 'admin@demo.test');
    assert.equal(data.user.kind, 'staff');
    assert.equal(data.user.tenant, 'demo');
    assert.equal(data.user.is_password_expired, false);
    assert.equal(data.user_type.name, 'Administrator');
    assert.deepEqual(data.user_type.permissions, [...ALL_PERMISSIONS]);
    assert.equal(data.entity, null);

    const client = await login(app, 'Client@Demo.test');
    assert.equal(client.user.kind, 'entity');
    assert.equal(client.entity?.name, 'Demo Client');
    assert.deepEqual(client.user_type.permissions, ['view_client_dashboard', 'view_project']);
  });

  test('a wrong password, an unknown email and an inactive user get the same answer', async () => {
    const wrongPassword = await post('login/', { email: 'admin@demo.test', password: 'not the password' });
    const unknownEmail = await post('login/', { email: 'nobody@demo.test', password: DEMO_PASSWORD });
    await db().updateTable('users').set({ is_active: false }).where('email', '=', 'client@demo.test').execute();
    const inactive = await post('login/', { email: 'client@demo.test', password: DEMO_PASSWORD });
    await db().updateTable('users').set({ is_active: true }).where('email', '=', 'client@demo.test').execute();
    for (const response of [wrongPassword, unknownEmail, inactive]) {
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), INCORRECT);
    }
  });

  test('invalid sign-in input is reported field by field', async () => {
    const empty = await post('login/', { email: '' });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json(), {
      message: 'Please check these fields: email, password.',
      code: 'invalid',
      errors: { email: ['Enter your email address.', 'Enter a valid email address.'], password: ['This field is required.'] },
    });
    const badEmail = await post('login/', { email: 'not-an-email', password: 'x' });
    assert.deepEqual(badEmail.json(), {
      message: 'Enter a valid email address.',
      code: 'invalid',
      errors: { email: ['Enter a valid email address.'] },
    });
  });

  test('sign-in and failed sign-in are written to the audit log', async () => {
    await login(app, 'admin@demo.test');
    await post('login/', { email: 'admin@demo.test', password: 'wrong' });
    const entries = await db()
      .selectFrom('audit_entries')
      .select(['action', 'actor_user_id', 'after', 'ip'])
      .where('category', '=', 'auth')
      .orderBy('seq', 'desc')
      .limit(2)
      .execute();
    const [failed, succeeded] = entries;
    assert.equal(failed?.action, 'login_failed');
    assert.equal(failed?.actor_user_id, null);
    assert.deepEqual(failed?.after, { email: 'admin@demo.test', reason: 'wrong_password' });
    assert.equal(succeeded?.action, 'login');
    assert.ok(succeeded?.actor_user_id);
    assert.equal(succeeded?.ip, '127.0.0.1');
  });

  test('a refresh token is exchanged once for a new pair', async () => {
    const { refresh } = await login(app, 'admin@demo.test');
    const renewed = await post('token/refresh/', { refresh });
    assert.equal(renewed.statusCode, 200);
    const tokens = renewed.json().data;
    assert.deepEqual(Object.keys(tokens).sort(), ['access', 'refresh']);
    assert.notEqual(tokens.refresh, refresh);
    assert.equal((await callGate(tokens.access)).statusCode, 200);
    assert.equal((await post('token/refresh/', { refresh: tokens.refresh })).statusCode, 200);
  });

  test('reusing a rotated refresh token ends the whole session', async () => {
    const { refresh: first } = await login(app, 'admin@demo.test');
    const second = (await post('token/refresh/', { refresh: first })).json().data.refresh;

    const reuse = await post('token/refresh/', { refresh: first });
    assert.equal(reuse.statusCode, 401);
    assert.equal(reuse.json().code, 'token_not_valid');
    // The legitimate holder's newer token was revoked with the family.
    assert.equal((await post('token/refresh/', { refresh: second })).statusCode, 401);
    const audited = await db().selectFrom('audit_entries').select('action').orderBy('seq', 'desc').executeTakeFirst();
    assert.equal(audited?.action, 'refresh_token_reused');
  });

  test('signing out ends the session', async () => {
    const { refresh } = await login(app, 'client@demo.test');
    const logout = await post('logout/', { refresh_token: refresh });
    assert.equal(logout.statusCode, 200);
    assert.deepEqual(logout.json(), { message: 'You have been signed out.', data: null });
    assert.equal((await post('token/refresh/', { refresh })).statusCode, 401);
    // Signing out again, or with an unknown token, still succeeds.
    assert.equal((await post('logout/', { refresh_token: refresh })).statusCode, 200);
    assert.equal((await post('logout/', { refresh_token: 'unknown' })).statusCode, 200);
  });

  test('a missing, expired or forged access token is refused with token_not_valid', async () => {
    const missing = await callGate();
    assert.equal(missing.statusCode, 401);
    assert.equal(missing.json().code, 'token_not_valid');

    const { user, access } = await login(app, 'admin@demo.test');
    const claims = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString());
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(hourAgo)
      .setExpirationTime(hourAgo + 900)
      .sign(new TextEncoder().encode(JWT_SECRET));
    const expiredResponse = await callGate(expired);
    assert.equal(expiredResponse.statusCode, 401);
    assert.deepEqual(expiredResponse.json(), {
      message: 'Your session has expired. Please sign in again.',
      code: 'token_not_valid',
    });

    const forged = await new SignJWT({ ...claims, exp: undefined })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-too'));
    assert.equal((await callGate(forged)).json().code, 'token_not_valid');

    // Signed with the right key but without an expiry: it would work for ever.
    const { exp: _exp, ...withoutExpiry } = claims;
    const endless = await new SignJWT(withoutExpiry).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(JWT_SECRET));
    assert.equal((await callGate(endless)).statusCode, 401);
  });

  test('a missing permission answers 403 with a clear message', async () => {
    const client = await login(app, 'client@demo.test');
    const refused = await callGate(client.access);
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), {
      message: 'You do not have permission to manage projects.',
      code: 'permission_denied',
    });
    const admin = await login(app, 'admin@demo.test');
    assert.deepEqual((await callGate(admin.access)).json(), { ok: true });
  });

  test("one organisation's tokens are refused at another organisation's address", async () => {
    await createTenant(db(), { slug: 'acme', name: 'Acme' });
    const demo = await login(app, 'admin@demo.test');

    const onAcme = await callGate(demo.access, 'acme.localhost');
    assert.equal(onAcme.statusCode, 401);
    assert.equal(onAcme.json().code, 'token_not_valid');
    assert.equal((await post('token/refresh/', { refresh: demo.refresh }, 'acme.example.com')).statusCode, 401);
    // Users belong to their organisation: acme signs demo's admin in nowhere but sends them to demo.
    const atAcme = await post('login/', { email: 'admin@demo.test', password: DEMO_PASSWORD }, 'acme.localhost');
    assert.equal(atAcme.statusCode, 307);
    assert.equal(atAcme.headers.location, 'http://localhost/api/v1/accounts/login/');
    // The refresh token still works where it was issued.
    assert.equal((await post('token/refresh/', { refresh: demo.refresh })).statusCode, 200);
  });
});
