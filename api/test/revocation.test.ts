// Rights that end when they are taken away: an access token stops working, or loses a permission, on
// the very next request after a demotion, a deactivation, a sign-out, a password change, a reused
// refresh token or a deactivated client, not when it expires up to 15 minutes later.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATHS, INVITE_USERS_PATHS } from '@app/shared/contract';
import { DEMO_ADMIN_EMAIL } from '../src/seed/demo-seed.ts';
import { describeEachDatabase } from './support/databases.ts';
import { addPerson } from './support/project-fixtures.ts';
import { buildTestApp, DEMO_PASSWORD, login } from './support/test-app.ts';

describeEachDatabase('revoked rights', (db) => {
  let app: FastifyInstance;
  let admin: string;
  before(async () => {
    app = await buildTestApp(db());
    admin = (await login(app, DEMO_ADMIN_EMAIL)).access;
  });
  after(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const staffInviter = (email: string) => addPerson(app, db(), { email, firstName: 'Inge', permissions: ['view_staff_menu', 'invite_users', 'view_project'] });

  test('a demoted user loses the permission on the next request, with the same token', async () => {
    const inge = await staffInviter('demoted@demo.test');
    assert.equal((await call('GET', INVITE_USERS_PATHS.inviteList, inge.token)).statusCode, 200);
    const { id: nothing } = await db()
      .insertInto('role_groups')
      .values({
        tenant_id: (await db().selectFrom('tenants').select('id').where('slug', '=', 'demo').executeTakeFirstOrThrow()).id,
        name: 'No rights',
        permissions: [],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    assert.equal((await call('PATCH', INVITE_USERS_PATHS.user(inge.id), admin, { role_group_id: nothing })).statusCode, 200);
    const refused = await call('POST', INVITE_USERS_PATHS.inviteUser, inge.token, { email: 'new-admin@demo.test', user_type: 'user' });
    assert.equal(refused.statusCode, 403);
    assert.equal((await call('GET', INVITE_USERS_PATHS.inviteList, inge.token)).statusCode, 403);
  });

  test('deactivation ends the session at once', async () => {
    const inge = await staffInviter('deactivated@demo.test');
    assert.equal((await call('GET', ACCOUNT_PATHS.userDetail, inge.token)).statusCode, 200);
    assert.equal((await call('PATCH', INVITE_USERS_PATHS.user(inge.id), admin, { is_active: false })).statusCode, 200);
    const ended = await call('GET', ACCOUNT_PATHS.userDetail, inge.token);
    assert.equal(ended.statusCode, 401);
    assert.equal(ended.json().code, 'token_not_valid');
  });

  test('signing out ends the access token of that sign-in only', async () => {
    await staffInviter('signs-out@demo.test');
    const first = await login(app, 'signs-out@demo.test');
    const second = await login(app, 'signs-out@demo.test');
    assert.equal((await call('GET', ACCOUNT_PATHS.userDetail, first.access)).statusCode, 200);
    assert.equal((await app.inject({ method: 'POST', url: ACCOUNT_PATHS.logout, payload: { refresh_token: first.refresh } })).statusCode, 200);
    assert.equal((await call('GET', ACCOUNT_PATHS.userDetail, first.access)).statusCode, 401);
    assert.equal((await call('GET', ACCOUNT_PATHS.userDetail, second.access)).statusCode, 200, 'another device stays signed in');
  });

  test('a password change ends every other session; the new one works', async () => {
    await staffInviter('changes-password@demo.test');
    const elsewhere = await login(app, 'changes-password@demo.test');
    const here = await login(app, 'changes-password@demo.test');
    const changed = await call('POST', ACCOUNT_PATHS.changePassword, here.access, {
      current_password: DEMO_PASSWORD,
      new_password: 'a completely new passphrase 42',
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal((await call('GET', ACCOUNT_PATHS.userDetail, elsewhere.access)).statusCode, 401);
    assert.equal((await call('GET', ACCOUNT_PATHS.userDetail, here.access)).statusCode, 401);
    assert.equal((await call('GET', ACCOUNT_PATHS.userDetail, changed.json().data.access)).statusCode, 200);
  });

  test('a refresh token used twice ends the whole sign-in, including its newest access token', async () => {
    await staffInviter('copied@demo.test');
    const session = await login(app, 'copied@demo.test');
    const refresh = (token: string) => app.inject({ method: 'POST', url: ACCOUNT_PATHS.tokenRefresh, payload: { refresh: token } });
    const renewed = await refresh(session.refresh);
    assert.equal(renewed.statusCode, 200);
    const newest = renewed.json().data.access as string;
    assert.equal((await call('GET', ACCOUNT_PATHS.userDetail, newest)).statusCode, 200);
    assert.equal((await refresh(session.refresh)).statusCode, 401, 'the copy is refused');
    assert.equal((await call('GET', ACCOUNT_PATHS.userDetail, newest)).statusCode, 401);
  });

  test("deactivating a client ends its users' sessions at once", async () => {
    const client = await login(app, 'client@demo.test');
    assert.equal((await call('GET', ACCOUNT_PATHS.userDetail, client.access)).statusCode, 200);
    const entity = await db().selectFrom('entities').select('id').where('name', '=', 'Demo Client').executeTakeFirstOrThrow();
    assert.equal((await call('PATCH', INVITE_USERS_PATHS.entity(entity.id), admin, { status: 'inactive' })).statusCode, 200);
    assert.equal((await call('GET', ACCOUNT_PATHS.userDetail, client.access)).statusCode, 401);
    assert.equal((await call('PATCH', INVITE_USERS_PATHS.entity(entity.id), admin, { status: 'active' })).statusCode, 200);
  });
});
