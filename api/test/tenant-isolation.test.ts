import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { sql } from 'kysely';
import { TENANT_ROLE } from '../src/db/migrations/tenant-isolation.ts';
import type { Tenant } from '../src/db/schema.ts';
import { withTenant } from '../src/db/tenant-scope.ts';
import { createTenant } from '../src/tenancy/create-tenant.ts';
import { describeEachDatabase } from './support/databases.ts';

describeEachDatabase('tenant isolation', (db) => {
  let acme: Tenant;
  let globex: Tenant;
  before(async () => {
    acme = await createTenant(db(), { slug: 'acme', name: 'Acme' });
    globex = await createTenant(db(), { slug: 'globex', name: 'Globex' });
  });

  test('a new organisation gets the default branding and role groups', async () => {
    const groups = await withTenant(db(), acme.id, (trx) =>
      trx.selectFrom('role_groups').select('name').where('tenant_id', '=', acme.id).orderBy('name').execute(),
    );
    assert.deepEqual(
      groups.map((group) => group.name),
      ['Administrator', 'Client', 'Reviewer'],
    );
    await assert.rejects(createTenant(db(), { slug: 'acme', name: 'Again' }), /already uses the sub-domain "acme"/);
    await assert.rejects(createTenant(db(), { slug: 'Not A Slug', name: 'Bad' }), /cannot be an organisation's sub-domain/);
  });

  test("a query that forgets its tenant filter still sees only its tenant's rows", async () => {
    const names = await withTenant(db(), acme.id, async (trx) => {
      const tenants = await trx.selectFrom('tenants').select('slug').execute();
      const items = await trx.selectFrom('configuration_items').select('tenant_id').distinct().execute();
      return { tenants: tenants.map((row) => row.slug), itemTenants: items.map((row) => row.tenant_id) };
    });
    assert.deepEqual(names, { tenants: ['acme'], itemTenants: [acme.id] });
  });

  test("a tenant transaction cannot write another tenant's rows", async () => {
    await assert.rejects(
      withTenant(db(), acme.id, (trx) => trx.insertInto('entities').values({ tenant_id: globex.id, name: 'Smuggled' }).execute()),
      /row-level security/,
    );
    const updated = await withTenant(db(), acme.id, (trx) =>
      trx.updateTable('configuration_items').set({ value: 'hijacked' }).where('tenant_id', '=', globex.id).executeTakeFirst(),
    );
    assert.equal(Number(updated.numUpdatedRows), 0);
  });

  test('a connection keeps nothing of a tenant transaction once it ends', async () => {
    await db()
      .connection()
      .execute(async (connection) => {
        await withTenant(connection, acme.id, async () => undefined);
        const { rows } = await sql<{ role: string; tenant: string | null }>`
          SELECT current_user AS role, current_setting('app.tenant_id', true) AS tenant`.execute(connection);
        assert.notEqual(rows[0]?.role, TENANT_ROLE);
        assert.ok(!rows[0]?.tenant);
      });
  });
});
