// /api/v1/subscription: subscriptions the organisation sells to its clients, and their plans. Reading
// needs view_subscriptions; any change also manage_subscriptions, and is audited (category
// "subscription").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionChangesRoute } from './subscription-changes.ts';
import { subscriptionListRoute } from './subscription-list.ts';
import { subscriptionPlansRoute } from './subscription-plans.ts';

export const subscriptionPlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(subscriptionListRoute);
  await app.register(subscriptionChangesRoute);
  await app.register(subscriptionPlansRoute);
};
