import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { invitationSchema, loginResponseSchema, PASSWORD_MESSAGES } from '@app/shared/contract';
import { createTenant } from '../src/tenancy/create-tenant.ts';
import { describeEachDatabase } from './support/databases.ts';
import { buildTestApp, invite } from './support/test-app.ts';

const PASSWORD = 'a long and unusual passphrase';

describeEachDatabase('invitations and sign-up', (db) => {
  let app: FastifyInstance;

  before(async () => {
    app = await buildTestApp(db());
    await createTenant(db(), { slug: 'acme', name: 'Acme' });
    await app.ready();
  });
  after(() => app.close());

  const verify = (token: string, host = 'localhost') =>
    app.inject({ method: 'GET', url: `/api/v1/accounts/invite-user/token/verify/${token}/`, headers: { host } });
  const signup = (userType: string, payload: object, host = 'localhost') =>
    app.inject({ method: 'POST', url: `/api/v1/accounts/signup/${userType}/`, headers: { host }, payload });
  const person = { first_name: 'Robin', last_name: 'Reviewer', password: PASSWORD };

  test('an invitation tells who is invited, to which organisation and role group', async () => {
    const token = await invite(db(), { email: 'robin@demo.test', userType: 'user', roleGroup: 'Reviewer' });
    const response = await verify(token);
    assert.equal(response.statusCode, 200);
    const data = invitationSchema.parse(response.json().data);
    assert.deepEqual(
      { ...data, role_group: data.role_group.name },
      {
        email: 'robin@demo.test',
        user_type: 'user',
        organisation: { name: 'Demo Organisation', slug: 'demo' },
        role_group: 'Reviewer',
        entity: null,
      },
    );
  });

  test('an unknown, used or expired invitation answers 400 with its code', async () => {
    const unknown = await verify('not-a-token');
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().code, 'token_invalid');
    assert.match(unknown.json().message, /not valid/);

    const expired = await invite(db(), { email: 'late@demo.test', userType: 'user', roleGroup: 'Reviewer' });
    await db()
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'late@demo.test')
      .execute();
    assert.equal((await verify(expired)).json().code, 'token_expired');
    assert.equal((await signup('user', { token: expired, ...person })).json().code, 'token_expired');
  });

  test('a staff sign-up creates the account, consumes the token and signs the user in', async () => {
    const token = await invite(db(), { email: 'sam@demo.test', userType: 'user', roleGroup: 'Reviewer' });
    const response = await signup('user', { token, ...person, first_name: 'Sam' });
    assert.equal(response.statusCode, 200, response.body);
    const data = loginResponseSchema.parse(response.json().data);
    assert.equal(data.user.email, 'sam@demo.test');
    assert.equal(data.user.kind, 'staff');
    assert.equal(data.user.is_password_expired, false);
    assert.equal(data.user_type.name, 'Reviewer');
    const detail = await app.inject({
      method: 'GET',
      url: '/api/v1/accounts/user-detail/',
      headers: { authorization: `Bearer ${data.access}` },
    });
    assert.equal(detail.statusCode, 200);

    const again = await signup('user', { token, ...person });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().code, 'token_used');
    assert.equal((await verify(token)).json().code, 'token_used');
    const audit = await db().selectFrom('audit_entries').select(['action', 'actor_user_id']).where('action', '=', 'signup').execute();
    assert.deepEqual(audit, [{ action: 'signup', actor_user_id: data.user.id }]);
  });

  test('an entity sign-up saves the client details', async () => {
    const token = await invite(db(), { email: 'kim@newco.test', userType: 'entity', roleGroup: 'Client' });
    const response = await signup('entity', {
      token,
      ...person,
      company_name: 'NewCo',
      country_id: 'US',
      state_id: 'US-CA',
    });
    assert.equal(response.statusCode, 200, response.body);
    const data = response.json().data;
    assert.equal(data.user.kind, 'entity');
    assert.equal(data.entity.name, 'NewCo');
    const entity = await db().selectFrom('entities').selectAll().where('name', '=', 'NewCo').executeTakeFirstOrThrow();
    assert.deepEqual([entity.country, entity.state], ['US', 'US-CA']);

    const existing = await invite(db(), { email: 'lee@demo.test', userType: 'entity', roleGroup: 'Client', entityName: 'Demo Client' });
    const details = { company_name: 'Demo Client Ltd', country_id: 'FR', state_id: 'FR-IDF' };
    const joined = await signup('entity', { token: existing, ...person, ...details });
    assert.equal(joined.statusCode, 200, joined.body);
    assert.equal(joined.json().data.entity.name, 'Demo Client Ltd');
  });

  test('the password policy and the client details are checked field by field', async () => {
    const token = await invite(db(), { email: 'pat@demo.test', userType: 'entity', roleGroup: 'Client' });
    const client = { company_name: 'Pat Co', country_id: 'US', state_id: 'US-CA' };
    const cases: [object, string, string][] = [
      [{ password: 'short' }, 'password', PASSWORD_MESSAGES.tooShort],
      [{ password: 'pat@demo.test' }, 'password', PASSWORD_MESSAGES.sameAsEmail],
      [{ password: 'qwerty123456' }, 'password', PASSWORD_MESSAGES.common],
      [{ country_id: 'XX' }, 'country_id', 'Choose a country from the list.'],
      [{ state_id: 'FR-IDF' }, 'state_id', 'Choose a state of the chosen country.'],
      [{ state_id: null }, 'state_id', 'Choose a state.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await signup('entity', { token, ...person, ...client, ...change });
      assert.equal(response.statusCode, 400, JSON.stringify(change));
      assert.deepEqual(response.json().errors, { [field]: [message] });
    }
    // A user invitation does not open the entity form, nor the reverse.
    assert.equal((await signup('user', { token, ...person })).json().code, 'token_invalid');
    assert.equal((await signup('entity', { token, ...person })).statusCode, 400);
    assert.equal((await signup('admin', { token, ...person })).statusCode, 404);
    assert.equal((await verify(token)).statusCode, 200, 'the failed attempts did not consume the invitation');
  });

  test("an invitation is useless at another organisation's address", async () => {
    const token = await invite(db(), { email: 'ann@demo.test', userType: 'user', roleGroup: 'Reviewer' });
    assert.equal((await verify(token, 'acme.localhost')).json().code, 'token_invalid');
    assert.equal((await signup('user', { token, ...person }, 'acme.localhost')).json().code, 'token_invalid');
    const acme = await invite(db(), { slug: 'acme', email: 'ann@acme.test', userType: 'user', roleGroup: 'Administrator' });
    const response = await signup('user', { token: acme, ...person }, 'acme.localhost');
    assert.equal(response.json().data.user.tenant, 'acme');
  });

  test('countries and their states are listed from the lookup package', async () => {
    const countries = (await app.inject({ url: '/api/v1/base/lookups/country/' })).json().data;
    assert.ok(countries.length > 200);
    assert.deepEqual(
      countries.find((country: { id: string }) => country.id === 'DE'),
      { id: 'DE', name: 'Germany', code: 'DE' },
    );
    const states = (await app.inject({ url: '/api/v1/base/lookups/state/US/' })).json().data;
    assert.ok(states.some((state: { id: string; name: string }) => state.id === 'US-CA' && state.name === 'California'));
    assert.equal((await app.inject({ url: '/api/v1/base/lookups/state/ZZ/' })).statusCode, 404);
  });
});
