import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { entityDetailSchema } from '@app/shared/contract';
import { hashPassword } from '../src/auth/passwords.ts';
import { describeEachDatabase } from './support/databases.ts';
import { buildTestApp, DEMO_PASSWORD, login } from './support/test-app.ts';

describeEachDatabase('settings', (db) => {
  let app: FastifyInstance;

  before(async () => {
    app = await buildTestApp(db());
    await app.ready();
  });
  after(() => app.close());

  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, access: string, payload?: object) =>
    app.inject({ method, url: `/api/v1/accounts/${url}`, headers: { authorization: `Bearer ${access}` }, payload });
  const lastAudit = () => db().selectFrom('audit_entries').selectAll().orderBy('seq', 'desc').executeTakeFirstOrThrow();

  test('the profile name is changed and audited', async () => {
    const { access } = await login(app, 'admin@demo.test');
    const response = await call('PATCH', 'user-detail/', access, { first_name: ' Ada ', last_name: 'Lovelace' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().data.user.full_name, 'Ada Lovelace');
    const audit = await lastAudit();
    assert.equal(audit.action, 'update_profile');
    assert.deepEqual(audit.after, { first_name: 'Ada', last_name: 'Lovelace' });
    const blank = await call('PATCH', 'user-detail/', access, { first_name: '', last_name: 'x' });
    assert.deepEqual(blank.json().errors, { first_name: ['Enter your first name.'] });
  });

  test('a client user reads and changes their client; staff are refused', async () => {
    const client = await login(app, 'client@demo.test');
    const update = { name: 'Demo Client GmbH', country_id: 'DE', state_id: 'DE-BE' };
    const saved = await call('PATCH', 'entity-detail/', client.access, update);
    assert.equal(saved.statusCode, 200, saved.body);
    const detail = entityDetailSchema.parse((await call('GET', 'entity-detail/', client.access)).json().data);
    assert.deepEqual(
      { ...detail, id: undefined },
      { id: undefined, name: 'Demo Client GmbH', country_id: 'DE', state_id: 'DE-BE', country_name: 'Germany', state_name: 'Berlin' },
    );
    assert.equal((await lastAudit()).action, 'update');
    const badState = await call('PATCH', 'entity-detail/', client.access, { ...update, state_id: 'US-CA' });
    assert.equal(badState.statusCode, 400);

    const staff = await login(app, 'admin@demo.test');
    const refused = await call('GET', 'entity-detail/', staff.access);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, 'Only client users have client details.');
  });

  test('deleting an account asks for the password, ends sessions and anonymises, keeping the audit log', async () => {
    const session = await login(app, 'client@demo.test');
    const wrong = await call('POST', 'delete-user-account/', session.access, { password: 'wrong' });
    assert.deepEqual(wrong.json().errors, { password: ['The password is not correct.'] });

    const auditBefore = await db().selectFrom('audit_entries').select('id').execute();
    const deleted = await call('POST', 'delete-user-account/', session.access, { password: DEMO_PASSWORD });
    assert.equal(deleted.statusCode, 200);
    const user = await db().selectFrom('users').selectAll().where('id', '=', session.user.id).executeTakeFirstOrThrow();
    assert.deepEqual([user.email, user.first_name, user.last_name, user.password_hash, user.is_active], [`deleted-${user.id}@invalid`, '', '', null, false]);
    const refresh = await app.inject({ method: 'POST', url: '/api/v1/accounts/token/refresh/', payload: { refresh: session.refresh } });
    assert.equal(refresh.statusCode, 401);
    assert.equal((await call('GET', 'user-detail/', session.access)).statusCode, 401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login/',
      payload: { email: 'client@demo.test', password: DEMO_PASSWORD },
    });
    assert.equal(signIn.statusCode, 400);
    const auditAfter = await db().selectFrom('audit_entries').select('id').execute();
    assert.equal(auditAfter.length, auditBefore.length + 2, 'kept, plus the deletion and the failed sign-in');
    assert.equal((await db().selectFrom('audit_entries').select('action').where('action', '=', 'delete_account').execute()).length, 1);
  });

  test("the organisation's only user manager cannot delete their account until someone else can manage users", async () => {
    const admin = await login(app, 'admin@demo.test');
    const refused = await call('POST', 'delete-user-account/', admin.access, { password: DEMO_PASSWORD });
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, /only person who can manage this organisation's users/);
    assert.equal((await db().selectFrom('users').select('is_active').where('id', '=', admin.user.id).executeTakeFirstOrThrow()).is_active, true);

    const { tenant_id, role_group_id } = await db()
      .selectFrom('users')
      .select(['tenant_id', 'role_group_id'])
      .where('id', '=', admin.user.id)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('users')
      .values({ tenant_id, role_group_id, email: 'second-admin@demo.test', first_name: 'Second', last_name: 'Admin', kind: 'staff', password_hash: null })
      .execute();
    assert.equal((await call('POST', 'delete-user-account/', admin.access, { password: DEMO_PASSWORD })).statusCode, 200);
  });

  test('two user managers removing each other at the same moment leave one of them managing', async () => {
    const { id: tenantId } = await db().selectFrom('tenants').select('id').where('slug', '=', 'demo').executeTakeFirstOrThrow();
    const role = (name: string) =>
      db().selectFrom('role_groups').select('id').where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirstOrThrow();
    const [administrator, reviewer] = [await role('Administrator'), await role('Reviewer')];
    await db().updateTable('users').set({ is_active: false }).where('tenant_id', '=', tenantId).where('kind', '=', 'staff').execute();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const managers = ['ada', 'bo'].map((name) => ({
      tenant_id: tenantId,
      role_group_id: administrator.id,
      email: `${name}@demo.test`,
      first_name: name,
      last_name: 'Manager',
      kind: 'staff' as const,
      password_hash: passwordHash,
      password_changed_at: new Date(),
    }));
    await db().insertInto('users').values(managers).execute();
    const [ada, bo] = [await login(app, 'ada@demo.test'), await login(app, 'bo@demo.test')];

    const answers = await Promise.all([
      call('PATCH', `user-detail/${bo.user.id}/`, ada.access, { is_active: false }),
      call('PATCH', `user-detail/${ada.user.id}/`, bo.access, { role_group_id: reviewer.id }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // The later one is refused by the manager check (409), or, when the first had ended before it
    // was let in, because its caller no longer holds the right (401/403).
    assert.equal(statuses.filter((status) => status === 200).length, 1, answers.map((answer) => answer.body).join('\n'));
    const refused = answers.find((answer) => answer.statusCode !== 200)!;
    if (refused.statusCode === 409) assert.match(refused.json().message, /only active person left who can manage this organisation's users/);
    else assert.ok([401, 403].includes(refused.statusCode), refused.body);
    const stillManaging = await db()
      .selectFrom('users')
      .select('email')
      .where('tenant_id', '=', tenantId)
      .where('is_active', '=', true)
      .where('role_group_id', '=', administrator.id)
      .execute();
    assert.equal(stillManaging.length, 1);
  });
});
