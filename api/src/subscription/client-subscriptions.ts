// The active clients (a client user's own only), each with its current subscription: the active one,
// or else the next scheduled one; null when it has neither.
import { sql, type SqlBool } from 'kysely';
import type { EntitySubscription } from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { todayUtc } from '../projects/project-due.ts';
import { selectSubscriptions, subscriptionRows, subscriptionView } from './subscription-views.ts';

export async function clientsWithCurrentSubscription(trx: TenantTransaction, tenantId: string, own: string | null): Promise<EntitySubscription[]> {
  const entities = await trx
    .selectFrom('entities')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'active')
    .$if(own !== null, (q) => q.where('id', '=', own!))
    .orderBy('name')
    .orderBy('id')
    .execute();
  // No two subscriptions of a client share a day, so the earliest one not over is the current one.
  const current = await selectSubscriptions(subscriptionRows(trx, tenantId))
    .distinctOn('s.entity_id')
    .where('s.cancelled_at', 'is', null)
    .where(sql<SqlBool>`(s.end_date IS NULL OR s.end_date > ${todayUtc})`)
    .orderBy('s.entity_id')
    .orderBy('s.start_date')
    .execute();
  const byEntity = new Map(current.map((row) => [row.entity_id, subscriptionView(row)]));
  return entities.map((entity): EntitySubscription => {
    const subscription = byEntity.get(entity.id);
    return {
      ...entity,
      subscription: subscription
        ? {
            id: subscription.id,
            plan: subscription.plan,
            status: subscription.status,
            start_date: subscription.start_date,
            end_date: subscription.end_date,
          }
        : null,
    };
  });
}
