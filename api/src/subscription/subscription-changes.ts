// POST /api/v1/subscription/ assigns a plan to a client (from a start date, after its current term, or
// now in place of it); PATCH /api/v1/subscription/{id}/ cancels a subscription or moves its end date.
// A subscription covers its start date up to, not including, its end date; a client never holds two
// subscriptions on the same day (cancelled ones aside), so "its plan" is always one plan.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSubscriptionRequestSchema, subscriptionSchema, updateSubscriptionRequestSchema } from '@app/shared/contract';
import { clientScope } from '../access/principal.ts';
import { ApiError } from '../http/api-error.ts';
import { displayDay, parseDay } from '../http/day-input.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { assignPlan, changeSubscription } from './subscription-terms.ts';

/** Subscriptions are sold by the organisation's staff, never changed by a client's own users. */
export function refuseClientUsers(request: FastifyRequest): void {
  if (clientScope(request.principal) !== null) {
    throw new ApiError(403, 'permission_denied', "Only the organisation's staff can change subscriptions.");
  }
}

export const subscriptionChangesRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.requirePermission('view_subscriptions', 'manage_subscriptions'),
      schema: {
        tags: ['subscription'],
        summary: 'Assign a plan to a client from a start date, after its current term, or now in place of it',
        description:
          'Either `start_date`, or `change` for a client with an active subscription: `after_current` starts the new plan on the day the ' +
          'current one ends; `now` ends the current one today (its end date becomes today, audited as an update) and starts the new one today. ' +
          "The end date follows from the plan's term (the day the term is over; none for a plan without a term); price, currency and " +
          'billing period are copied from the plan. Refused (409) when the client already has a subscription, not cancelled, on one of those ' +
          'days, or when `change` is given and the client has no active subscription (or, for `after_current`, one without an end date).',
        body: createSubscriptionRequestSchema,
        response: { 201: envelope(subscriptionSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      refuseClientUsers(request);
      const { principal, body } = request;
      const chosenStart = body.start_date === undefined ? undefined : parseDay(body.start_date, 'start_date');
      const actor = { principal, origin: requestOrigin(request) };
      const { created, replaced } = await withTenant(app.db, principal.tenantId, (trx) => assignPlan(trx, actor, body, chosenStart));
      const until = created.end_date ? ` to ${displayDay(created.end_date)}` : ', until cancelled';
      const ended = replaced ? ` The ${replaced.plan} plan ended today.` : '';
      return reply.status(201).send({
        message: `${created.entity.name} has the ${created.plan.name} plan from ${displayDay(created.start_date)}${until}.${ended}`,
        data: created,
      });
    },
  );

  app.patch(
    '/:id/',
    {
      onRequest: app.requirePermission('view_subscriptions', 'manage_subscriptions'),
      schema: {
        tags: ['subscription'],
        summary: 'Cancel a subscription, or move its end date',
        description:
          '`status: "cancelled"` cancels it from now (an expired or cancelled one cannot be). `end_date`, the day it ends (null: until ' +
          'cancelled), may not come before the start date nor reach into another subscription of the client; audited with before and after.',
        params: z.object({ id: z.string().uuid() }),
        body: updateSubscriptionRequestSchema,
        response: { 200: envelope(subscriptionSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      refuseClientUsers(request);
      const { principal, body, params } = request;
      const newEnd = body.end_date ? parseDay(body.end_date, 'end_date') : body.end_date;
      const actor = { principal, origin: requestOrigin(request) };
      const subscription = await withTenant(app.db, principal.tenantId, (trx) =>
        changeSubscription(trx, actor, params.id, { newEnd, cancel: body.status === 'cancelled' }),
      );
      const message =
        subscription.status === 'cancelled'
          ? `The ${subscription.plan.name} subscription of ${subscription.entity.name} was cancelled.`
          : `The ${subscription.plan.name} subscription of ${subscription.entity.name} now ${subscription.end_date ? `ends on ${displayDay(subscription.end_date)}` : 'runs until cancelled'}.`;
      return { message, data: subscription };
    },
  );
};
