import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { organisationSettingsSchema } from '@app/shared/contract';
import { createTenant } from '../src/tenancy/create-tenant.ts';
import { describeEachDatabase } from './support/databases.ts';
import { pngFile } from '@app/test-fixtures/test-files';
import { buildTestApp, login } from './support/test-app.ts';

const dataUrl = (content: Buffer, type = 'image/png') => `data:${type};base64,${content.toString('base64')}`;

describeEachDatabase('organisation settings', (db) => {
  let app: FastifyInstance;
  let admin: string;

  before(async () => {
    app = await buildTestApp(db());
    await app.ready();
    await createTenant(db(), { slug: 'acme', name: 'Acme' });
    admin = (await login(app, 'admin@demo.test')).access;
  });
  after(() => app.close());

  const settings = (method: 'GET' | 'PATCH', access: string, payload?: object, host = 'localhost') =>
    app.inject({
      method,
      url: method === 'GET' ? '/api/v1/base/configuration/organisation/' : '/api/v1/base/configuration/',
      headers: { authorization: `Bearer ${access}`, host },
      payload,
    });
  const publicConfiguration = async (host = 'localhost') => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/base/configuration/', headers: { host } });
    return Object.fromEntries((response.json().data as { name: string; value: string }[]).map((item) => [item.name, item.value]));
  };
  const lastAudit = () => db().selectFrom('audit_entries').selectAll().orderBy('seq', 'desc').executeTakeFirstOrThrow();

  test('texts and the name change at once for every visitor, audited with before and after', async () => {
    const saved = await settings('PATCH', admin, {
      name: 'Northwind',
      application_title: ' Northwind Trust Center ',
      login_short_description: 'Welcome to Northwind',
      support_email: 'help@northwind.test',
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const data = organisationSettingsSchema.parse(saved.json().data);
    assert.equal(data.application_title, 'Northwind Trust Center');

    const visible = await publicConfiguration();
    assert.equal(visible.application_title, 'Northwind Trust Center');
    assert.equal(visible.login_short_description, 'Welcome to Northwind');
    assert.equal(visible.support_email, 'help@northwind.test');
    const tenant = await db().selectFrom('tenants').select('name').where('slug', '=', 'demo').executeTakeFirstOrThrow();
    assert.equal(tenant.name, 'Northwind');

    const audit = await lastAudit();
    assert.equal(audit.category, 'organisation');
    assert.equal(audit.action, 'update_settings');
    assert.equal(audit.actor_user_id !== null, true);
    assert.deepEqual(audit.before, {
      name: 'Demo Organisation',
      application_title: 'Demo Organisation',
      login_short_description: 'Sign in to your workspace',
      support_email: '',
    });
    assert.deepEqual(audit.after, {
      name: 'Northwind',
      application_title: 'Northwind Trust Center',
      login_short_description: 'Welcome to Northwind',
      support_email: 'help@northwind.test',
    });

    const seqBefore = audit.seq;
    const unchanged = await settings('PATCH', admin, { name: 'Northwind' });
    assert.equal(unchanged.statusCode, 200);
    assert.equal((await lastAudit()).seq, seqBefore, 'saving nothing new writes no audit entry');
  });

  test('an uploaded logo is served publicly; replacing and resetting leave no image behind', async () => {
    const first = await settings('PATCH', admin, { logo: dataUrl(pngFile(8)), favicon_icon: dataUrl(pngFile(2)) });
    assert.equal(first.statusCode, 200, first.body);
    const logoUrl = first.json().data.logo as string;
    assert.match(logoUrl, /^\/api\/v1\/base\/branding\/images\/[0-9a-f-]{36}$/);
    const image = await app.inject({ method: 'GET', url: logoUrl });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    assert.deepEqual(image.rawPayload, pngFile(8));
    assert.equal((await publicConfiguration()).favicon_icon, first.json().data.favicon_icon);
    const audit = await lastAudit();
    assert.deepEqual(Object.keys(audit.after as object).sort(), ['favicon_icon', 'logo']);

    const second = await settings('PATCH', admin, { logo: dataUrl(pngFile(16)) });
    assert.notEqual(second.json().data.logo, logoUrl);
    assert.equal((await app.inject({ method: 'GET', url: logoUrl })).statusCode, 404, 'the replaced image is gone');

    const reset = await settings('PATCH', admin, { logo: null, favicon_icon: null });
    assert.equal(reset.json().data.logo, '/api/v1/base/branding/logo.svg');
    assert.equal(reset.json().data.favicon_icon, null);
    assert.equal((await publicConfiguration()).favicon_icon, undefined);
    const left = await db().selectFrom('branding_images').select('id').execute();
    assert.deepEqual(left, []);
  });

  test('uploads must be images of the allowed types and sizes; texts are checked; nothing is half-saved', async () => {
    const before = await settings('GET', admin);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await settings('PATCH', admin, { name: 'Half Saved', logo: dataUrl(svg, 'image/png') });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().errors, { logo: ['The logo must be a PNG, JPEG, WebP or GIF image.'] });

    const huge = Buffer.concat([pngFile(4), Buffer.alloc(600 * 1024, 1)]);
    const tooLarge = await settings('PATCH', admin, { admin_logo: dataUrl(huge), favicon_icon: 'https://elsewhere.test/icon.png' });
    assert.equal(tooLarge.statusCode, 400);
    assert.deepEqual(tooLarge.json().errors, {
      admin_logo: ['The top-bar logo is 600 KB; it may be at most 512 KB.'],
      favicon_icon: ['The favicon must be an uploaded image file.'],
    });

    const badTexts = await settings('PATCH', admin, { name: ' ', support_email: 'not an address', application_title: 'x'.repeat(81) });
    assert.equal(badTexts.statusCode, 400);
    assert.deepEqual(badTexts.json().errors, {
      name: ["Enter the organisation's name."],
      support_email: ['Enter a valid email address, or leave it empty.'],
      application_title: ['Keep the title under 80 characters.'],
    });
    const unknown = await settings('PATCH', admin, { colour: 'red' });
    assert.equal(unknown.statusCode, 400);

    assert.deepEqual((await settings('GET', admin)).json().data, before.json().data);
    assert.deepEqual(await db().selectFrom('branding_images').select('id').execute(), []);
  });

  test('client users, staff without manage_configuration and other organisations are refused', async () => {
    const client = (await login(app, 'client@demo.test')).access;
    assert.equal((await settings('GET', client)).statusCode, 403);
    assert.equal((await settings('PATCH', client, { name: 'Taken over' })).statusCode, 403);

    const administrators = db().updateTable('role_groups').where('name', '=', 'Administrator');
    const full = await db().selectFrom('role_groups').select('permissions').where('name', '=', 'Administrator').executeTakeFirstOrThrow();
    await administrators.set({ permissions: full.permissions.filter((permission) => permission !== 'manage_configuration') }).execute();
    try {
      const withoutRight = (await login(app, 'admin@demo.test')).access;
      assert.equal((await settings('PATCH', withoutRight, { name: 'Taken over' })).statusCode, 403);
    } finally {
      await administrators.set({ permissions: full.permissions }).execute();
    }

    const elsewhere = await settings('PATCH', admin, { name: 'Taken over', application_title: 'Taken over' }, 'acme.localhost');
    assert.equal(elsewhere.statusCode, 401);
    assert.equal((await publicConfiguration('acme.localhost')).application_title, 'Acme');
    assert.equal((await db().selectFrom('tenants').select('name').where('slug', '=', 'acme').executeTakeFirstOrThrow()).name, 'Acme');
    assert.notEqual((await publicConfiguration()).application_title, 'Taken over');
  });
});
