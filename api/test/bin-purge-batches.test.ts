// A large bin is purged a batch of deleted items per transaction (documents/bin-purge-job.ts), and
// every batch is taken: nothing old enough stays, nothing recent goes. About 15 s for both databases.
import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { sql } from 'kysely';
import { BIN_RETENTION_DAYS } from '@app/shared/contract';
import { purgeBin } from '../src/documents/bin-purge-job.ts';
import type { Tenant } from '../src/db/schema.ts';
import { withTenant } from '../src/db/tenant-scope.ts';
import { DiskFileStorage } from '../src/files/disk-file-storage.ts';
import { createTenant } from '../src/tenancy/create-tenant.ts';
import { describeEachDatabase } from './support/databases.ts';

const OLD_ITEMS = 130;
const RECENT_ITEMS = 5;

describeEachDatabase('bin purge in batches', (db) => {
  let tenant: Tenant;
  before(async () => {
    tenant = await createTenant(db(), { slug: 'binful', name: 'Binful' });
    const longAgo = new Date(Date.now() - (BIN_RETENTION_DAYS + 1) * 24 * 3600 * 1000);
    await withTenant(db(), tenant.id, async (trx) => {
      for (const [count, deletedAt, prefix] of [
        [OLD_ITEMS, longAgo, 'old'],
        [RECENT_ITEMS, new Date(), 'recent'],
      ] as const) {
        await sql`
          INSERT INTO repository_items (id, tenant_id, kind, name, deleted_at, deleted_root_id)
          SELECT id, ${tenant.id}, 'folder', ${prefix} || '-' || n, ${deletedAt}, id
          FROM (SELECT gen_random_uuid() AS id, n FROM generate_series(1, ${count}) n) AS items`.execute(trx);
      }
    });
  });

  test('every item past the retention goes, over several transactions; the recent ones stay', async () => {
    const storage = new DiskFileStorage(await mkdtemp(join(tmpdir(), 'bin-purge-')));
    const purged = await purgeBin(db(), storage);
    assert.equal(purged.items, OLD_ITEMS);
    const left = await withTenant(db(), tenant.id, (trx) => trx.selectFrom('repository_items').select('name').where('tenant_id', '=', tenant.id).execute());
    assert.equal(left.length, RECENT_ITEMS);
    assert.ok(left.every((item) => item.name.startsWith('recent-')));
  });
});
