// The organisation's plans: GET /api/v1/subscription/lookups/subscription-plan/ (the plans that can be
// assigned, for the selects), GET and POST /api/v1/subscription/plans/ and PATCH .../plans/{id}/ (edit,
// archive, bring back). Plans are never deleted: subscriptions keep pointing at theirs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSubscriptionPlanRequestSchema,
  subscriptionPlanRefSchema,
  subscriptionPlanSchema,
  updateSubscriptionPlanRequestSchema,
} from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { allPlans, assignablePlans, createPlan, updatePlan } from './plans.ts';
import { refuseClientUsers } from './subscription-changes.ts';

export const subscriptionPlansRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lookups/subscription-plan/',
    {
      onRequest: app.requirePermission('view_subscriptions'),
      schema: {
        tags: ['subscription'],
        summary: 'The plans that can be assigned (not archived), by name',
        response: { 200: envelope(z.array(subscriptionPlanRefSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { tenantId } = request.principal;
      const data = await withTenant(app.db, tenantId, (trx) => assignablePlans(trx, tenantId));
      return { message: `${data.length} plan${data.length === 1 ? '' : 's'}.`, data };
    },
  );

  app.get(
    '/plans/',
    {
      onRequest: app.requirePermission('view_subscriptions'),
      schema: {
        tags: ['subscription'],
        summary: 'Every plan of the organisation, archived ones last, with how many subscriptions are current on each',
        response: { 200: envelope(z.array(subscriptionPlanSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { tenantId } = request.principal;
      const data = await withTenant(app.db, tenantId, (trx) => allPlans(trx, tenantId));
      return { message: `${data.length} plan${data.length === 1 ? '' : 's'}.`, data };
    },
  );

  app.post(
    '/plans/',
    {
      onRequest: app.requirePermission('view_subscriptions', 'manage_subscriptions'),
      schema: {
        tags: ['subscription'],
        summary: 'Create a plan',
        description: 'Names are unique in the organisation, whatever their case (409).',
        body: createSubscriptionPlanRequestSchema,
        response: { 201: envelope(subscriptionPlanSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      refuseClientUsers(request);
      const { principal, body } = request;
      const actor = { principal, origin: requestOrigin(request) };
      const plan = await withTenant(app.db, principal.tenantId, (trx) => createPlan(trx, actor, body));
      return reply.status(201).send({ message: `The ${plan.name} plan was created.`, data: plan });
    },
  );

  app.patch(
    '/plans/:id/',
    {
      onRequest: app.requirePermission('view_subscriptions', 'manage_subscriptions'),
      schema: {
        tags: ['subscription'],
        summary: 'Edit a plan, archive it or bring it back',
        description: 'Subscriptions already sold keep their dates, price and currency. An archived plan is no longer offered; its subscriptions run on.',
        params: z.object({ id: z.string().uuid() }),
        body: updateSubscriptionPlanRequestSchema,
        response: { 200: envelope(subscriptionPlanSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      refuseClientUsers(request);
      const { principal, body, params } = request;
      const actor = { principal, origin: requestOrigin(request) };
      const { plan, action } = await withTenant(app.db, principal.tenantId, (trx) => updatePlan(trx, actor, params.id, body));
      const message =
        action === 'archive_plan'
          ? `The ${plan.name} plan was archived: it can no longer be assigned, and its subscriptions run on.`
          : action === 'restore_plan'
            ? `The ${plan.name} plan can be assigned again.`
            : action === null
              ? 'Nothing was changed.'
              : `The ${plan.name} plan was saved.`;
      return { message, data: plan };
    },
  );
};
