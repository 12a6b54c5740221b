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
});
