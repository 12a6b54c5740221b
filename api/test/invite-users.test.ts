// Inviting people from the admin screen (role groups, invitations: send, list, resend, revoke), the
// organisation's users (list, role, deactivation), its clients (list, status, users) and the bulk
// upload: each call's answer, every refusal in words, other organisations' rows unseen, permissions.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_PATHS,
  INVITATION_VALID_DAYS,
  INVITE_USERS_PATHS,
  invitationListItemSchema,
  pagedOf,
  accountListItemSchema,
  entityListItemSchema,
  roleGroupSchema,
  type AccountListItem,
  type InvitationListItem,
  type InviteUserRequest,
} from '@app/shared/contract';
import { INVITATION_TTL_DAYS } from '../src/accounts/invitations.ts';
import { createTenant } from '../src/tenancy/create-tenant.ts';
import { describeEachDatabase } from './support/databases.ts';
import { addPerson, assertRefused, type Person } from './support/project-fixtures.ts';
import { multipartBody, xlsxFile, xlsxSheetRows } from '@app/test-fixtures/test-files';
import { buildTestApp, login } from './support/test-app.ts';

const PASSWORD = 'a long and unusual passphrase';

describeEachDatabase('inviting users', (db) => {
  let app: FastifyInstance;
  let admin: Person;
  /** view_staff_menu only: sees the screen, may not invite. */
  let watcher: Person;
  /** invite_users and view_staff_menu, but none of the Administrator's other permissions. */
  let inviter: Person;
  let otherTenantAdmin: Person;
  let roleIds: Record<string, string>;
  let demoClientId: string;
  let otherTenantClientId: string;
  let otherTenantRoleId: string;

  before(async () => {
    app = await buildTestApp(db(), { logger: { level: 'error' } });
    await app.ready();
    const globex = await createTenant(db(), { slug: 'globex', name: 'Globex' });
    const adminLogin = await login(app, 'admin@demo.test');
    admin = { id: adminLogin.user.id, token: adminLogin.access, host: 'localhost' };
    watcher = await addPerson(app, db(), { email: 'watcher@demo.test', firstName: 'Wes', permissions: ['view_staff_menu'] });
    inviter = await addPerson(app, db(), {
      email: 'inviter@demo.test',
      firstName: 'Ines',
      permissions: ['view_staff_menu', 'invite_users', 'view_client_dashboard', 'view_project'],
    });
    otherTenantAdmin = await addPerson(app, db(), {
      slug: 'globex',
      email: 'admin@globex.test',
      firstName: 'Gus',
      permissions: ['view_staff_menu', 'invite_users', 'manage_users', 'manage_entities'],
    });
    const demo = await db().selectFrom('tenants').select('id').where('slug', '=', 'demo').executeTakeFirstOrThrow();
    const roles = await db().selectFrom('role_groups').select(['id', 'name']).where('tenant_id', '=', demo.id).execute();
    roleIds = Object.fromEntries(roles.map((role) => [role.name, role.id]));
    demoClientId = (await db().selectFrom('entities').select('id').where('tenant_id', '=', demo.id).where('name', '=', 'Demo Client').executeTakeFirstOrThrow())
      .id;
    otherTenantClientId = (await db().insertInto('entities').values({ tenant_id: globex.id, name: 'Globex Client' }).returning('id').executeTakeFirstOrThrow())
      .id;
    otherTenantRoleId = (
      await db().selectFrom('role_groups').select('id').where('tenant_id', '=', globex.id).where('name', '=', 'Administrator').executeTakeFirstOrThrow()
    ).id;
  });
  after(() => app?.close());

  const headers = (as: Person | null) => ({ host: as?.host ?? 'localhost', ...(as ? { authorization: `Bearer ${as.token}` } : {}) });
  const get = (url: string, as: Person | null = admin) => app.inject({ method: 'GET', url, headers: headers(as) });
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, as: Person | null = admin) =>
    app.inject({ method, url, headers: headers(as), ...(payload ? { payload } : {}) });

  async function invite(body: Partial<InviteUserRequest> & { email: string }, as: Person = admin): Promise<InvitationListItem> {
    const response = await send('POST', INVITE_USERS_PATHS.inviteUser, { user_type: 'user', role_group_id: roleIds.Reviewer, ...body }, as);
    assert.equal(response.statusCode, 201, response.body);
    return invitationListItemSchema.parse(response.json().data);
  }

  /** The token of the latest invitation mailed to `email`, read from the link in the outbox. */
  async function mailedToken(email: string, userType = 'user'): Promise<string> {
    const mails = await db().selectFrom('outbox').selectAll().where('to', '=', email).orderBy('created_at', 'desc').execute();
    assert.ok(mails.length > 0, `no mail to ${email}`);
    const link = new RegExp(`http://localhost/accounts/signup/${userType}/(\\S+)`).exec(mails[0]!.text);
    assert.ok(link, mails[0]!.text);
    return link[1]!;
  }

  const verify = (token: string) => app.inject({ method: 'GET', url: ACCOUNT_PATHS.verifyInvitation(token), headers: { host: 'localhost' } });
  const signup = (userType: 'user' | 'entity', payload: object) =>
    app.inject({ method: 'POST', url: ACCOUNT_PATHS.signup(userType), headers: { host: 'localhost' }, payload });
  const person = { first_name: 'Nova', last_name: 'Newcomer', password: PASSWORD };

  async function invitationList(query = '', as: Person = admin) {
    const response = await get(`${INVITE_USERS_PATHS.inviteList}${query}`, as);
    assert.equal(response.statusCode, 200, response.body);
    return pagedOf(invitationListItemSchema).parse(response.json().data);
  }

  test("the role-group lookup lists the organisation's role groups to those who invite", async () => {
    const response = await get(INVITE_USERS_PATHS.roleGroups);
    assert.equal(response.statusCode, 200, response.body);
    const groups = response.json().data.map((group: unknown) => roleGroupSchema.parse(group));
    const names = groups.map((group: { name: string }) => group.name);
    assert.deepEqual(names, [...names].sort(), 'by name');
    for (const name of ['Administrator', 'Client', 'Reviewer']) assert.ok(names.includes(name), name);
    assert.ok(groups.find((group: { name: string }) => group.name === 'Administrator').permissions.includes('invite_users'));
    const others = await get(INVITE_USERS_PATHS.roleGroups, otherTenantAdmin);
    assert.ok(others.json().data.every((group: { id: string }) => !Object.values(roleIds).includes(group.id)));
    assertRefused(await get(INVITE_USERS_PATHS.roleGroups, watcher), 403, /invite users/);
    assertRefused(await get(INVITE_USERS_PATHS.roleGroups, null), 401);
  });

  test('an invited staff member gets a mail whose link verifies and signs them up', async () => {
    const invitation = await invite({ email: 'nova@demo.test' });
    assert.equal(invitation.status, 'pending');
    assert.equal(invitation.user_type, 'user');
    assert.equal(invitation.role_group.name, 'Reviewer');
    assert.equal(invitation.invited_by?.id, admin.id);
    assert.equal(INVITATION_TTL_DAYS, INVITATION_VALID_DAYS, 'the screen says how long the link works');
    assert.equal(Math.round((Date.parse(invitation.expires_at) - Date.parse(invitation.sent_at)) / 86_400_000), INVITATION_VALID_DAYS);
    const mail = await db().selectFrom('outbox').selectAll().where('to', '=', 'nova@demo.test').executeTakeFirstOrThrow();
    assert.match(mail.subject, /invited to join/);
    assert.match(mail.text, /role "Reviewer"/);

    const token = await mailedToken('nova@demo.test');
    const verified = await verify(token);
    assert.equal(verified.statusCode, 200, verified.body);
    assert.equal(verified.json().data.email, 'nova@demo.test');
    const signedUp = await signup('user', { token, ...person });
    assert.equal(signedUp.statusCode, 200, signedUp.body);
    assert.equal(signedUp.json().data.user_type.name, 'Reviewer');

    const accepted = (await invitationList('?status=accepted')).results.find((row) => row.id === invitation.id);
    assert.equal(accepted?.status, 'accepted');
    const audit = await db()
      .selectFrom('audit_entries')
      .selectAll()
      .where('action', '=', 'invite')
      .where('target_id', '=', invitation.id)
      .executeTakeFirstOrThrow();
    assert.equal(audit.category, 'user');
    assert.equal(audit.actor_user_id, admin.id);
  });

  test('a client user joins an existing client, or names a new one at sign-up', async () => {
    const joining = await invite({ email: 'cora@demo.test', user_type: 'entity', role_group_id: roleIds.Client, entity_id: demoClientId });
    assert.equal(joining.entity?.name, 'Demo Client');
    const company = { company_name: 'Demo Client', country_id: 'US', state_id: 'US-CA' };
    const joined = await signup('entity', { token: await mailedToken('cora@demo.test', 'entity'), ...person, ...company });
    assert.equal(joined.statusCode, 200, joined.body);
    assert.equal(joined.json().data.entity.id, demoClientId);

    const founding = await invite({ email: 'fay@newco.test', user_type: 'entity', role_group_id: roleIds.Client });
    assert.equal(founding.entity, null);
    const mail = await db().selectFrom('outbox').select('text').where('to', '=', 'fay@newco.test').executeTakeFirstOrThrow();
    assert.match(mail.text, /name your company/);
    const founded = await signup('entity', {
      token: await mailedToken('fay@newco.test', 'entity'),
      ...person,
      company_name: 'NewCo',
      country_id: 'US',
      state_id: 'US-NY',
    });
    assert.equal(founded.statusCode, 200, founded.body);
    assert.equal(founded.json().data.entity.name, 'NewCo');
    const accepted = (await invitationList('?status=accepted')).results.find((row) => row.id === founding.id);
    assert.deepEqual(accepted?.entity, founded.json().data.entity, 'the accepted invitation names the client created at sign-up');
  });

  test('a bad invitation is refused field by field, in words, and stores nothing', async () => {
    const before = await db()
      .selectFrom('invitations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [object, number, RegExp, string][] = [
      [{ email: 'not-an-email' }, 400, /valid email/, 'email'],
      [{ email: '' }, 400, /Enter an email/, 'email'],
      [{ email: 'x@demo.test', role_group_id: 'nope' }, 400, /role group/, 'role_group_id'],
      [{ email: 'x@demo.test', role_group_id: otherTenantRoleId }, 400, /role group of this organisation/, 'role_group_id'],
      [{ email: 'x@demo.test', user_type: 'admin' }, 400, /staff or client/, 'user_type'],
      [{ email: 'x@demo.test', entity_id: demoClientId }, 400, /staff member belongs to no client/, 'entity_id'],
      [
        { email: 'x@demo.test', user_type: 'entity', role_group_id: roleIds.Client, entity_id: otherTenantClientId },
        400,
        /client of this organisation/,
        'entity_id',
      ],
      [{ email: 'Client@Demo.test' }, 409, /already has an account/, 'email'],
    ];
    for (const [body, status, message, field] of cases) {
      const response = await send('POST', INVITE_USERS_PATHS.inviteUser, { user_type: 'user', role_group_id: roleIds.Reviewer, ...body });
      assertRefused(response, status, message);
      assert.ok(response.json().errors?.[field], `${JSON.stringify(body)}: ${response.body}`);
    }
    const after = await db()
      .selectFrom('invitations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(after.n), Number(before.n));

    await db().updateTable('entities').set({ status: 'inactive' }).where('id', '=', demoClientId).execute();
    try {
      const inactive = await send('POST', INVITE_USERS_PATHS.inviteUser, {
        email: 'y@demo.test',
        user_type: 'entity',
        role_group_id: roleIds.Client,
        entity_id: demoClientId,
      });
      assertRefused(inactive, 400, /inactive/);
    } finally {
      await db().updateTable('entities').set({ status: 'active' }).where('id', '=', demoClientId).execute();
    }
  });

  test('a pending invitation is not sent twice: the answer says to resend or revoke it', async () => {
    await invite({ email: 'twice@demo.test' });
    const again = await send('POST', INVITE_USERS_PATHS.inviteUser, { email: 'TWICE@demo.test', user_type: 'user', role_group_id: roleIds.Reviewer });
    assertRefused(again, 409, /pending invitation.*Resend it/);
  });

  test('nobody hands out permissions they do not hold', async () => {
    assertRefused(
      await send('POST', INVITE_USERS_PATHS.inviteUser, { email: 'up@demo.test', user_type: 'user', role_group_id: roleIds.Administrator }, inviter),
      403,
      /permissions you do not hold/,
    );
    const client = await invite({ email: 'ok@demo.test', user_type: 'entity', role_group_id: roleIds.Client, entity_id: demoClientId }, inviter);
    assert.equal(client.invited_by?.id, inviter.id);
  });

  test('the invite list is paged, filtered and only the organisation’s own', async () => {
    await invite({ email: 'page-a@demo.test' });
    await invite({ email: 'page-b@demo.test' });
    const first = await invitationList('?page_size=1&search=page-');
    assert.equal(first.count, 2);
    assert.equal(first.results.length, 1);
    assert.equal(first.results[0]!.email, 'page-b@demo.test', 'latest sent first');
    assert.match(first.next ?? '', /page=2/);
    const second = await invitationList('?page_size=1&page=2&search=page-');
    assert.equal(second.results[0]!.email, 'page-a@demo.test');
    assert.equal((await invitationList('', otherTenantAdmin)).count, 0);
    assertRefused(await get(`${INVITE_USERS_PATHS.inviteList}?status=lost`), 400);
    assertRefused(await get(INVITE_USERS_PATHS.inviteList, watcher), 403);
    assertRefused(await get(INVITE_USERS_PATHS.inviteList, null), 401);
  });

  test('a resend mails a new link and the old one stops working', async () => {
    const invitation = await invite({ email: 'resend@demo.test' });
    const oldToken = await mailedToken('resend@demo.test');
    assertRefused(await send('POST', INVITE_USERS_PATHS.resendInvitation(invitation.id), undefined, otherTenantAdmin), 404);
    assertRefused(await send('POST', INVITE_USERS_PATHS.resendInvitation(invitation.id), undefined, watcher), 403);
    assertRefused(await send('POST', INVITE_USERS_PATHS.resendInvitation(invitation.id), undefined, null), 401);
    assertRefused(await send('POST', INVITE_USERS_PATHS.resendInvitation('not-a-uuid')), 400);

    // An expired invitation can be sent again too.
    await db()
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', invitation.id)
      .execute();
    assert.equal((await invitationList('?search=resend@')).results[0]!.status, 'expired');
    const response = await send('POST', INVITE_USERS_PATHS.resendInvitation(invitation.id));
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.status, 'pending');
    const newToken = await mailedToken('resend@demo.test');
    assert.notEqual(newToken, oldToken);
    assert.equal((await verify(oldToken)).statusCode, 400);
    assert.equal((await verify(newToken)).statusCode, 200);
    assert.equal(
      await db()
        .selectFrom('audit_entries')
        .select('id')
        .where('action', '=', 'invite_resend')
        .where('target_id', '=', invitation.id)
        .execute()
        .then((rows) => rows.length),
      1,
    );
  });

  test('a revoked invitation no longer opens and cannot be revoked or resent again', async () => {
    const invitation = await invite({ email: 'revoke@demo.test' });
    const token = await mailedToken('revoke@demo.test');
    assertRefused(await send('DELETE', INVITE_USERS_PATHS.invitation(invitation.id), undefined, otherTenantAdmin), 404);
    assertRefused(await send('DELETE', INVITE_USERS_PATHS.invitation(invitation.id), undefined, watcher), 403);
    assertRefused(await send('DELETE', INVITE_USERS_PATHS.invitation(invitation.id), undefined, null), 401);
    const response = await send('DELETE', INVITE_USERS_PATHS.invitation(invitation.id));
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.status, 'revoked');
    assert.equal((await verify(token)).statusCode, 400);
    assert.equal((await signup('user', { token, ...person })).statusCode, 400);
    assertRefused(await send('DELETE', INVITE_USERS_PATHS.invitation(invitation.id)), 400, /already revoked/);
    assertRefused(await send('POST', INVITE_USERS_PATHS.resendInvitation(invitation.id)), 400, /revoked/);
    // Once revoked, the address may be invited again.
    await invite({ email: 'revoke@demo.test' });

    const accepted = (await invitationList('?status=accepted')).results[0]!;
    assertRefused(await send('DELETE', INVITE_USERS_PATHS.invitation(accepted.id)), 400, /already accepted/);
    assertRefused(await send('POST', INVITE_USERS_PATHS.resendInvitation(accepted.id)), 400, /already accepted/);
  });

  async function users(query = '', as: Person = admin) {
    const response = await get(`${INVITE_USERS_PATHS.users}${query}`, as);
    assert.equal(response.statusCode, 200, response.body);
    return pagedOf(accountListItemSchema).parse(response.json().data);
  }
  const userNamed = async (email: string): Promise<AccountListItem> => (await users(`?search=${encodeURIComponent(email)}`)).results[0]!;
  const signIn = (email: string) =>
    app.inject({ method: 'POST', url: ACCOUNT_PATHS.login, headers: { host: 'localhost' }, payload: { email, password: 'correct horse battery staple' } });

  test("the users list shows the organisation's people with role, client, state and last sign-in, paged and searched", async () => {
    const all = await users('?page_size=200');
    const adminRow = all.results.find((row) => row.email === 'admin@demo.test')!;
    assert.equal(adminRow.role_group.name, 'Administrator');
    assert.equal(adminRow.kind, 'staff');
    assert.equal(adminRow.is_active, true);
    assert.ok(adminRow.last_sign_in_at, 'the sign-in of the suite is recorded');
    const clientRow = all.results.find((row) => row.email === 'client@demo.test')!;
    assert.equal(clientRow.entity?.name, 'Demo Client');
    assert.ok(all.results.every((row) => !row.email.endsWith('@globex.test')));

    const found = await users('?search=watcher');
    assert.deepEqual(
      found.results.map((row) => row.email),
      ['watcher@demo.test'],
    );
    assert.equal((await users('?search=Wes%20Tester')).count, 1, 'by full name');
    const firstPage = await users('?page_size=1');
    assert.equal(firstPage.results.length, 1);
    assert.equal(firstPage.count, all.count);
    assert.match(firstPage.next ?? '', /page=2/);
  });

  test('users are listed to view_staff_menu holders only, never to a client or without a token', async () => {
    const client = await login(app, 'client@demo.test');
    assertRefused(await get(INVITE_USERS_PATHS.users, { id: client.user.id, token: client.access, host: 'localhost' }), 403);
    const noMenu = await addPerson(app, db(), { email: 'nomenu@demo.test', firstName: 'Nia', permissions: ['invite_users'] });
    assertRefused(await get(INVITE_USERS_PATHS.users, noMenu), 403, /view staff menu/);
    assertRefused(await get(INVITE_USERS_PATHS.users, null), 401);
    assertRefused(await get(`${INVITE_USERS_PATHS.users}?page=0`), 400);
  });

  test('a role change is audited, and nobody changes their own or gives what they do not hold', async () => {
    const target = await addPerson(app, db(), { email: 'target@demo.test', firstName: 'Toni', permissions: ['view_project'] });
    const changed = await send('PATCH', INVITE_USERS_PATHS.user(target.id), { role_group_id: roleIds.Reviewer });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().data.role_group.name, 'Reviewer');
    assert.match(changed.json().message, /Toni Tester's role group is now Reviewer/);
    const audit = await db()
      .selectFrom('audit_entries')
      .selectAll()
      .where('action', '=', 'change_role')
      .where('target_id', '=', target.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual([audit.category, audit.before, audit.after], ['user', { role_group: 'Role of target@demo.test' }, { role_group: 'Reviewer' }]);

    assertRefused(await send('PATCH', INVITE_USERS_PATHS.user(admin.id), { role_group_id: roleIds.Reviewer }), 400, /your own role/);
    assertRefused(await send('PATCH', INVITE_USERS_PATHS.user(admin.id), { is_active: false }), 400, /deactivate yourself/);
    assertRefused(await send('PATCH', INVITE_USERS_PATHS.user(target.id), {}), 400, /role_group_id or is_active/);
    assertRefused(await send('PATCH', INVITE_USERS_PATHS.user(target.id), { role_group_id: otherTenantRoleId }), 400, /role group of this organisation/);
    assertRefused(await send('PATCH', INVITE_USERS_PATHS.user(target.id), { role_group_id: 'x' }), 400, /role group/);
    assertRefused(await send('PATCH', INVITE_USERS_PATHS.user(target.id), { role_group_id: roleIds.Client }, otherTenantAdmin), 404);
    assertRefused(await send('PATCH', INVITE_USERS_PATHS.user(target.id), { role_group_id: roleIds.Client }, inviter), 403, /manage users/);
    assertRefused(await send('PATCH', INVITE_USERS_PATHS.user(target.id), { role_group_id: roleIds.Client }, null), 401);

    const manager = await addPerson(app, db(), {
      email: 'manager@demo.test',
      firstName: 'Max',
      permissions: ['view_staff_menu', 'manage_users', 'view_project', 'view_client_dashboard'],
    });
    assert.equal((await get(INVITE_USERS_PATHS.roleGroups, manager)).statusCode, 200, 'a user manager reads the role groups too');
    assertRefused(
      await send('PATCH', INVITE_USERS_PATHS.user(target.id), { role_group_id: roleIds.Administrator }, manager),
      403,
      /permissions you do not hold/,
    );
    assertRefused(await send('PATCH', INVITE_USERS_PATHS.user(admin.id), { is_active: false }, manager), 403, /holds permissions you do not hold/);
  });

  test('a deactivated user cannot sign in nor refresh, until reactivated', async () => {
    const target = await addPerson(app, db(), { email: 'leaver@demo.test', firstName: 'Lee', permissions: ['view_project'] });
    const session = await login(app, 'leaver@demo.test');
    const off = await send('PATCH', INVITE_USERS_PATHS.user(target.id), { is_active: false });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(off.json().data.is_active, false);
    assert.match(off.json().message, /can no longer sign in/);
    assert.equal((await signIn('leaver@demo.test')).statusCode, 400);
    const refreshed = await app.inject({
      method: 'POST',
      url: ACCOUNT_PATHS.tokenRefresh,
      headers: { host: 'localhost', authorization: `Bearer ${session.access}`, refresh: session.refresh },
      payload: { refresh: session.refresh },
    });
    assert.equal(refreshed.statusCode, 401, refreshed.body);
    assert.equal((await userNamed('leaver@demo.test')).is_active, false);
    const again = await send('POST', INVITE_USERS_PATHS.inviteUser, { email: 'leaver@demo.test', user_type: 'user', role_group_id: roleIds.Reviewer });
    assertRefused(again, 409, /already has an account.*reactivate it/);

    const on = await send('PATCH', INVITE_USERS_PATHS.user(target.id), { is_active: true });
    assert.equal(on.statusCode, 200, on.body);
    assert.equal((await signIn('leaver@demo.test')).statusCode, 200);
    const actions = await db()
      .selectFrom('audit_entries')
      .select('action')
      .where('target_id', '=', target.id)
      .where('category', '=', 'user')
      .orderBy('seq')
      .execute();
    assert.deepEqual(
      actions.map((row) => row.action),
      ['deactivate', 'reactivate'],
    );
  });

  test("the clients list shows each client's status and users; an inactive client's users cannot sign in", async () => {
    const list = async (query = '', as: Person = admin) => {
      const response = await get(`${INVITE_USERS_PATHS.entities}${query}`, as);
      assert.equal(response.statusCode, 200, response.body);
      return pagedOf(entityListItemSchema).parse(response.json().data);
    };
    const demo = (await list('?search=Demo')).results.find((client) => client.id === demoClientId)!;
    assert.equal(demo.status, 'active');
    assert.ok(demo.users_count >= 1);
    assert.ok((await list('?page_size=200')).results.every((client) => client.id !== otherTenantClientId));

    const members = await get(`${INVITE_USERS_PATHS.entityUsers}?entity_id=${demoClientId}`);
    assert.equal(members.statusCode, 200, members.body);
    const people = pagedOf(accountListItemSchema).parse(members.json().data);
    assert.equal(people.count, demo.users_count);
    assert.ok(people.results.some((row) => row.email === 'client@demo.test'));
    assertRefused(await get(`${INVITE_USERS_PATHS.entityUsers}?entity_id=${otherTenantClientId}`), 404);
    assertRefused(await get(INVITE_USERS_PATHS.entityUsers), 400, /Choose a client/);

    assertRefused(await send('PATCH', INVITE_USERS_PATHS.entity(demoClientId), { status: 'inactive' }, inviter), 403, /manage entities/);
    assertRefused(await send('PATCH', INVITE_USERS_PATHS.entity(demoClientId), { status: 'inactive' }, otherTenantAdmin), 404);
    assertRefused(await send('PATCH', INVITE_USERS_PATHS.entity(demoClientId), { status: 'inactive' }, null), 401);
    assertRefused(await send('PATCH', INVITE_USERS_PATHS.entity(demoClientId), { status: 'paused' }), 400, /active or inactive/);

    const off = await send('PATCH', INVITE_USERS_PATHS.entity(demoClientId), { status: 'inactive' });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(off.json().data.status, 'inactive');
    assert.equal(
      (await list('?status=inactive')).results.some((client) => client.id === demoClientId),
      true,
    );
    assert.equal((await signIn('client@demo.test')).statusCode, 400);
    const on = await send('PATCH', INVITE_USERS_PATHS.entity(demoClientId), { status: 'active' });
    assert.equal(on.statusCode, 200, on.body);
    assert.equal((await signIn('client@demo.test')).statusCode, 200);
    const actions = await db()
      .selectFrom('audit_entries')
      .select('action')
      .where('target_id', '=', demoClientId)
      .where('category', '=', 'entity')
      .orderBy('seq')
      .execute();
    assert.deepEqual(actions.map((row) => row.action).slice(-2), ['deactivate', 'activate']);
    assertRefused(
      await get(INVITE_USERS_PATHS.entities, await addPerson(app, db(), { email: 'nomenu2@demo.test', firstName: 'No', permissions: ['invite_users'] })),
      403,
    );
  });

  const HEADINGS = ['Email', 'Account type', 'Role group', 'Client'];
  const upload = async (content: Buffer | string, as: Person | null = admin, name = 'invitations.xlsx') => {
    const body = multipartBody({}, { name, content, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    return app.inject({ method: 'POST', url: INVITE_USERS_PATHS.bulkUpload, headers: { ...headers(as), ...body.headers }, payload: body.payload });
  };
  const counts = async () => ({
    invitations: Number(
      (
        await db()
          .selectFrom('invitations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    mails: Number(
      (
        await db()
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  test("the bulk template has the headings and the organisation's role groups and clients to choose from", async () => {
    const response = await get(INVITE_USERS_PATHS.bulkTemplate);
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /spreadsheetml/);
    assert.match(String(response.headers['content-disposition']), /invite-users-template\.xlsx/);
    const rows = await xlsxSheetRows(response.rawPayload, 'Invitations');
    assert.deepEqual(rows[0], HEADINGS);
    const lists = await xlsxSheetRows(response.rawPayload, 'Role groups and clients');
    assert.ok(lists.some((row) => row[0] === 'Reviewer'));
    assert.ok(lists.some((row) => row[1] === 'Demo Client'));
    assert.ok(lists.every((row) => row[1] !== 'Globex Client'));
    assertRefused(await get(INVITE_USERS_PATHS.bulkTemplate, watcher), 403);
    assertRefused(await get(INVITE_USERS_PATHS.bulkTemplate, null), 401);
  });

  test('a filled template invites everyone on it, each mailed a link that signs up', async () => {
    const before = await counts();
    const file = await xlsxFile({
      Invitations: [
        HEADINGS,
        ['bulk-staff@demo.test', 'Staff', 'Reviewer', ''],
        [],
        ['bulk-client@demo.test', 'Client user', 'client', 'demo client'],
        ['bulk-new@newco.test', 'client user', 'Client', ''],
      ],
    });
    const response = await upload(file);
    assert.equal(response.statusCode, 201, response.body);
    assert.deepEqual(response.json(), { message: '3 invitations sent.', data: { invited: 3 } });
    const after = await counts();
    assert.deepEqual([after.invitations - before.invitations, after.mails - before.mails], [3, 3]);
    const joined = await db()
      .selectFrom('invitations')
      .select(['user_type', 'entity_id'])
      .where('email', '=', 'bulk-client@demo.test')
      .executeTakeFirstOrThrow();
    assert.deepEqual(joined, { user_type: 'entity', entity_id: demoClientId });
    const audits = await db().selectFrom('audit_entries').select('after').where('action', '=', 'invite').execute();
    assert.equal(audits.filter((row) => (row.after as { source?: string }).source === 'bulk_upload').length, 3);
    const signedUp = await signup('user', { token: await mailedToken('bulk-staff@demo.test'), ...person });
    assert.equal(signedUp.statusCode, 200, signedUp.body);
  });

  test('one bad row refuses the whole file, row by row, and stores nothing', async () => {
    await invite({ email: 'already-pending@demo.test' });
    const before = await counts();
    const file = await xlsxFile({
      Invitations: [
        HEADINGS,
        ['good@demo.test', 'Staff', 'Reviewer', ''],
        ['not-an-email', 'Staff', 'Reviewer', ''],
        ['who@demo.test', 'Boss', 'Nobody', ''],
        ['staff-with-client@demo.test', 'Staff', 'Reviewer', 'Demo Client'],
        ['good@demo.test', 'Staff', 'Reviewer', ''],
        ['client@demo.test', 'Client user', 'Client', 'Demo Client'],
        ['already-pending@demo.test', 'Staff', 'Reviewer', ''],
        ['lost@demo.test', 'Client user', 'Client', 'Globex Client'],
      ],
    });
    const response = await upload(file);
    assertRefused(response, 400, /^7 of 8 rows have problems; nobody was invited\. Row 3: Enter a valid email address\./);
    const { errors } = response.json();
    assert.deepEqual(Object.keys(errors), ['row 3', 'row 4', 'row 5', 'row 6', 'row 7', 'row 8', 'row 9']);
    assert.match(errors['row 4'].join(' '), /Staff or Client user.*no role group "Nobody"/);
    assert.match(errors['row 5'][0], /staff member belongs to no client/);
    assert.match(errors['row 6'][0], /already on row 2/);
    assert.match(errors['row 7'][0], /already has an account/);
    assert.match(errors['row 8'][0], /pending invitation/);
    assert.match(errors['row 9'][0], /no active client "Globex Client"/);
    assert.deepEqual(await counts(), before);
  });

  test('a file that is not a filled template is refused in words', async () => {
    assertRefused(await upload('just text', admin, 'notes.txt'), 400, /could not be read|damaged/);
    assertRefused(
      await upload(
        await xlsxFile({
          Sheet1: [
            ['Name', 'Mail'],
            ['Sam', 'sam@demo.test'],
          ],
        }),
      ),
      400,
      /template's headings/,
    );
    assertRefused(await upload(await xlsxFile({ Invitations: [HEADINGS] })), 400, /no invitations/);
    const body = multipartBody({});
    assertRefused(
      await app.inject({ method: 'POST', url: INVITE_USERS_PATHS.bulkUpload, headers: { ...headers(admin), ...body.headers }, payload: body.payload }),
      400,
      /Choose the filled template/,
    );
    assertRefused(await send('POST', INVITE_USERS_PATHS.bulkUpload, { file: 'x' }), 400, /multipart/);
    const file = await xlsxFile({ Invitations: [HEADINGS, ['x@demo.test', 'Staff', 'Reviewer', '']] });
    assertRefused(await upload(file, watcher), 403);
    assertRefused(await upload(file, null), 401);
    assertRefused(
      await upload(await xlsxFile({ Invitations: [HEADINGS, ['up2@demo.test', 'Staff', 'Administrator', '']] }), inviter),
      400,
      /permissions you do not hold/,
    );
  });
});
