import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { userDetailResponseSchema } from '@app/shared/contract';
import { createTenant } from '../src/tenancy/create-tenant.ts';
import { describeEachDatabase } from './support/databases.ts';
import { buildTestApp, login } from './support/test-app.ts';

describeEachDatabase('user detail', (db) => {
  let app: FastifyInstance;

  before(async () => {
    app = await buildTestApp(db());
    await app.ready();
  });
  after(() => app.close());

  const getDetail = (token?: string, host = 'localhost') =>
    app.inject({
      method: 'GET',
      url: '/api/v1/accounts/user-detail/',
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  test('answers the signed-in user with their role group and client', async () => {
    const session = await login(app, 'client@demo.test');
    const response = await getDetail(session.access);
    assert.equal(response.statusCode, 200);
    const data = userDetailResponseSchema.parse(response.json().data);
    assert.equal(data.user.email, 'client@demo.test');
    assert.equal(data.entity?.name, 'Demo Client');
    assert.deepEqual(data.user_type.permissions, ['view_client_dashboard', 'view_project']);
  });

  test('refuses a visitor without a token and a deactivated account', async () => {
    assert.equal((await getDetail()).statusCode, 401);
    const session = await login(app, 'admin@demo.test');
    await db().updateTable('users').set({ is_active: false }).where('email', '=', 'admin@demo.test').execute();
    const response = await getDetail(session.access);
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 'token_not_valid');
    await db().updateTable('users').set({ is_active: true }).where('email', '=', 'admin@demo.test').execute();
  });

  test("is refused at another organisation's address", async () => {
    await createTenant(db(), { slug: 'other', name: 'Other Org' });
    const session = await login(app, 'admin@demo.test');
    const response = await getDetail(session.access, 'other.example.com');
    assert.equal(response.statusCode, 401);
  });

  const setTour = (body: unknown, token?: string, host = 'localhost') =>
    app.inject({
      method: 'PATCH',
      url: '/api/v1/accounts/user-detail/tour/',
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body as object,
    });

  test('keeps whether the guided tour was completed, on the account, with an audit entry', async () => {
    const session = await login(app, 'client@demo.test');
    const before = userDetailResponseSchema.parse((await getDetail(session.access)).json().data);
    assert.equal(before.user.tour_completed, false);

    const done = await setTour({ tour_completed: true }, session.access);
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(userDetailResponseSchema.parse(done.json().data).user.tour_completed, true);
    // A later sign-in, on any device, no longer offers it.
    const again = await login(app, 'client@demo.test');
    assert.equal(userDetailResponseSchema.parse((await getDetail(again.access)).json().data).user.tour_completed, true);
    const audit = await db()
      .selectFrom('audit_entries')
      .select(['action', 'after'])
      .where('action', '=', 'update_tour')
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    assert.deepEqual(audit.after, { tour_completed: true });

    const reset = await setTour({ tour_completed: false }, session.access);
    assert.equal(userDetailResponseSchema.parse(reset.json().data).user.tour_completed, false);
  });

  test('refuses a tour update without a token, with a bad body, or at another address', async () => {
    assert.equal((await setTour({ tour_completed: true })).statusCode, 401);
    const session = await login(app, 'admin@demo.test');
    const bad = await setTour({ tour_completed: 'yes' }, session.access);
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /tour/i);
    await createTenant(db(), { slug: 'elsewhere', name: 'Elsewhere Org' });
    assert.equal((await setTour({ tour_completed: true }, session.access, 'elsewhere.example.com')).statusCode, 401);
  });
});
