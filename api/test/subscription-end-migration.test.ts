// Migration 0022: end dates written as a subscription's last day become the day it ends (the day
// after), so a term keeps exactly the days it had; open-ended subscriptions stay open-ended.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { up } from '../src/db/migrations/0022_subscription_end_exclusive.ts';
import { describeEachDatabase } from './support/databases.ts';

describeEachDatabase('migration 0022: subscription end dates', (db) => {
  test('a last day becomes the day after it; no end date stays none', async () => {
    const tenant = await db().insertInto('tenants').values({ slug: 'migrated', name: 'Migrated' }).returning('id').executeTakeFirstOrThrow();
    const entity = await db().insertInto('entities').values({ tenant_id: tenant.id, name: 'Old Client' }).returning('id').executeTakeFirstOrThrow();
    const plan = await db()
      .insertInto('subscription_plans')
      .values({ tenant_id: tenant.id, name: 'Old plan', price: 10, currency: 'USD', billing_period: 'monthly', duration_months: 12, created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = { tenant_id: tenant.id, entity_id: entity.id, plan_id: plan.id, price: 10, currency: 'USD' as const, billing_period: 'monthly' as const };
    const none = { cancelled_at: null, cancelled_by: null, created_by: null };
    await db()
      .insertInto('subscriptions')
      .values([
        { ...row, ...none, start_date: '2024-01-01', end_date: '2024-12-31' },
        { ...row, ...none, start_date: '2025-02-01', end_date: '2025-02-28' },
        { ...row, ...none, start_date: '2025-03-01', end_date: null },
      ])
      .execute();

    await up(db());

    const { rows } = await sql<{ start_date: string; end_date: string | null }>`
      SELECT to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date
      FROM subscriptions WHERE tenant_id = ${tenant.id} ORDER BY start_date`.execute(db());
    assert.deepEqual(rows, [
      { start_date: '2024-01-01', end_date: '2025-01-01' },
      { start_date: '2025-02-01', end_date: '2025-03-01' },
      { start_date: '2025-03-01', end_date: null },
    ]);
  });
});
