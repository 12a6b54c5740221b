// GET /api/v1/accounts/lookups/entity-subscription/ (registered under the accounts lookups): the
// clients with their current subscription, for the client filter and to show who has none.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import { entitySubscriptionSchema, type EntitySubscription } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { clientScope } from '../access/principal.ts';
import { todayUtc } from '../projects/project-due.ts';
import { selectSubscriptions, subscriptionRows, subscriptionView } from './subscription-views.ts';

export const entitySubscriptionLookupPlugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/entity-subscription/',
    {
      onRequest: app.requirePermission('view_subscriptions'),
      schema: {
        tags: ['accounts', 'subscription'],
        summary: 'Active clients, by name, each with its current subscription',
        description:
          'The current subscription is the active one, or else the next scheduled one; null when the client has neither. ' +
          'A client user gets its own client only.',
        response: { 200: envelope(z.array(entitySubscriptionSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { principal } = request;
      const own = clientScope(principal);
      const data = await withTenant(app.db, principal.tenantId, async (trx) => {
        const entities = await trx
          .selectFrom('entities')
          .select(['id', 'name'])
          .where('tenant_id', '=', principal.tenantId)
          .where('status', '=', 'active')
          .$if(own !== null, (q) => q.where('id', '=', own!))
          .orderBy('name')
          .orderBy('id')
          .execute();
        // No two subscriptions of a client share a day, so the earliest one not over is the current one.
        const current = await selectSubscriptions(subscriptionRows(trx, principal.tenantId))
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
      });
      const without = data.filter((entity) => entity.subscription === null).length;
      return { message: `${data.length} client${data.length === 1 ? '' : 's'}, ${without} without a subscription.`, data };
    },
  );
};
