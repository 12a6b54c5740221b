// The embedded database takes a share of each turn of the event loop (src/db/pglite-turns.ts): many
// transactions waiting at once no longer run back to back in one turn, so the process reads and
// accepts in between. Order, not timing, is checked: something due in the next turn comes before
// the last of 300 waiting transactions (it came after all of them when they ran in one turn). On
// PostgreSQL every statement waits for the network anyway. About 15 s for both databases.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Tenant } from '../src/db/schema.ts';
import { withTenant } from '../src/db/tenant-scope.ts';
import { createTenant } from '../src/tenancy/create-tenant.ts';
import { describeEachDatabase } from './support/databases.ts';

const TRANSACTIONS = 300;

describeEachDatabase('the database shares the event loop', (db) => {
  let tenant: Tenant;
  before(async () => {
    tenant = await createTenant(db(), { slug: 'turn-share', name: 'Turn share' });
  });

  test('the next turn comes before 300 waiting transactions are all done, and each is answered', async () => {
    const order: string[] = [];
    const transactions = Array.from({ length: TRANSACTIONS }, () =>
      withTenant(db(), tenant.id, async (trx) => {
        await trx.selectFrom('repository_items').select('id').limit(1).execute();
        return (await trx.selectFrom('tenants').select('slug').where('id', '=', tenant.id).executeTakeFirstOrThrow()).slug;
      }),
    );
    const allDone = Promise.all(transactions).then((slugs) => {
      order.push('transactions');
      return slugs;
    });
    const nextTurn = new Promise((resolve) => setImmediate(resolve)).then(() => order.push('next turn'));
    const [slugs] = await Promise.all([allDone, nextTurn]);
    assert.deepEqual(order, ['next turn', 'transactions']);
    assert.deepEqual(new Set(slugs), new Set(['turn-share']));
  });
});
