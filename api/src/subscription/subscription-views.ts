// How subscriptions are read: their status derived from the dates (UTC days, as the API writes them;
// the end date is the day it ends, not covered) and the cancellation, and one row shape for every answer.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Subscription, SubscriptionStatus } from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { personRef } from '../http/people.ts';
import { todayUtc } from '../projects/project-due.ts';

/** The status of `s` (a subscriptions row) today; one definition for the list, its filter and the dashboard. */
export const subscriptionStatus = sql<SubscriptionStatus>`CASE
  WHEN s.cancelled_at IS NOT NULL THEN 'cancelled'
  WHEN s.start_date > ${todayUtc} THEN 'scheduled'
  WHEN s.end_date <= ${todayUtc} THEN 'expired'
  ELSE 'active' END`;

export const hasStatus = (status: SubscriptionStatus): RawBuilder<SqlBool> => sql<SqlBool>`${subscriptionStatus} = ${status}`;

const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** The organisation's subscriptions with their client, plan and who cancelled them, as `s`. */
export function subscriptionRows(trx: TenantTransaction, tenantId: string) {
  return trx
    .selectFrom('subscriptions as s')
    .innerJoin('entities as e', (join) => join.onRef('e.id', '=', 's.entity_id').onRef('e.tenant_id', '=', 's.tenant_id'))
    .innerJoin('subscription_plans as sp', (join) => join.onRef('sp.id', '=', 's.plan_id').onRef('sp.tenant_id', '=', 's.tenant_id'))
    .where('s.tenant_id', '=', tenantId);
}

type Rows = ReturnType<typeof subscriptionRows>;

export function selectSubscriptions(rows: Rows) {
  return rows
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 's.cancelled_by').onRef('u.tenant_id', '=', 's.tenant_id'))
    .select([
      's.id',
      'e.id as entity_id',
      'e.name as entity_name',
      'sp.id as plan_id',
      'sp.name as plan_name',
      day('s.start_date').as('start_date'),
      day('s.end_date').as('end_date'),
      subscriptionStatus.as('status'),
      's.price',
      's.currency',
      's.billing_period',
      's.cancelled_at',
      's.cancelled_by',
      'u.first_name as cancelled_by_first_name',
      'u.last_name as cancelled_by_last_name',
      's.created_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectSubscriptions>['execute']>>[number];

export function subscriptionView(row: Row): Subscription {
  return {
    id: row.id,
    entity: { id: row.entity_id, name: row.entity_name },
    plan: { id: row.plan_id, name: row.plan_name },
    start_date: row.start_date,
    end_date: row.end_date,
    status: row.status,
    price: Number(row.price),
    currency: row.currency,
    billing_period: row.billing_period,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    cancelled_by: personRef(row.cancelled_by, row.cancelled_by_first_name, row.cancelled_by_last_name),
    created_at: row.created_at.toISOString(),
  };
}

export async function loadSubscription(trx: TenantTransaction, tenantId: string, id: string): Promise<Subscription> {
  return subscriptionView(await selectSubscriptions(subscriptionRows(trx, tenantId).where('s.id', '=', id)).executeTakeFirstOrThrow());
}

/** Active subscriptions today: the admin dashboard's card, counted as the list's `status=active` filter. */
export async function activeSubscriptions(trx: TenantTransaction, tenantId: string): Promise<number> {
  const { count } = await subscriptionRows(trx, tenantId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(hasStatus('active'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
