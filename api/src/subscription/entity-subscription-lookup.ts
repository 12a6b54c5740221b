// GET /api/v1/accounts/lookups/entity-subscription/ (registered under the accounts lookups): the
// clients with their current subscription, for the client filter and to show who has none.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entitySubscriptionSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { clientScope } from '../access/principal.ts';
import { clientsWithCurrentSubscription } from './client-subscriptions.ts';

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
      const data = await withTenant(app.db, principal.tenantId, (trx) => clientsWithCurrentSubscription(trx, principal.tenantId, own));
      const without = data.filter((entity) => entity.subscription === null).length;
      return { message: `${data.length} client${data.length === 1 ? '' : 's'}, ${without} without a subscription.`, data };
    },
  );
};
