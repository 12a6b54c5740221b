// The organisation of a host, remembered for a second: one query for many requests, a change made in
// this process seen at once, an unknown host never remembered.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTenant } from '../src/tenancy/create-tenant.ts';
import { TenantDirectory, tenantChanged } from '../src/tenancy/tenant-directory.ts';
import { describeEachDatabase } from './support/databases.ts';

describeEachDatabase('tenant directory', (db) => {
  test('concurrent look-ups share one read; a rename is seen after tenantChanged; a new organisation at once', async () => {
    const directory = new TenantDirectory(db());
    try {
      assert.equal(await directory.find('later-org'), undefined);
      const created = await createTenant(db(), { slug: 'later-org', name: 'Later' });
      const [first, second] = await Promise.all([directory.find('later-org'), directory.find('later-org')]);
      assert.equal(first?.id, created.id);
      assert.equal(first, second, 'one row object: one query');

      await db().updateTable('tenants').set({ name: 'Renamed' }).where('id', '=', created.id).execute();
      assert.equal((await directory.find('later-org'))?.name, 'Later', 'remembered within the second');
      tenantChanged();
      assert.equal((await directory.find('later-org'))?.name, 'Renamed');
    } finally {
      directory.close();
    }
  });
});
