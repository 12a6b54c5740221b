// The organisation's plans: GET /api/v1/subscription/lookups/subscription-plan/ (the plans that can be
// assigned, for the selects), GET and POST /api/v1/subscription/plans/ and PATCH .../plans/{id}/ (edit,
// archive, bring back). Plans are never deleted: subscriptions keep pointing at theirs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  createSubscriptionPlanRequestSchema,
  subscriptionPlanRefSchema,
  subscriptionPlanSchema,
  updateSubscriptionPlanRequestSchema,
  type SubscriptionPlan,
} from '@app/shared/contract';
import { writeAudit } from '../auditlog/write-audit.ts';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/error-handler.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { refuseClientUsers } from './subscription-changes.ts';

const UNIQUE_VIOLATION = '23505';

function plans(trx: TenantTransaction, tenantId: string) {
  return trx
    .selectFrom('subscription_plans as sp')
    .select([
      'sp.id',
      'sp.name',
      'sp.description',
      'sp.price',
      'sp.currency',
      'sp.billing_period',
      'sp.duration_months',
      'sp.archived',
      'sp.created_at',
      'sp.updated_at',
      sql<number>`(SELECT count(*) FROM subscriptions s WHERE s.tenant_id = sp.tenant_id AND s.plan_id = sp.id
        AND s.cancelled_at IS NULL AND (s.end_date IS NULL OR s.end_date > (now() AT TIME ZONE 'UTC')::date))`.as('current_subscriptions'),
    ])
    .where('sp.tenant_id', '=', tenantId);
}

type PlanRow = Awaited<ReturnType<ReturnType<typeof plans>['execute']>>[number];

const planView = (row: PlanRow): SubscriptionPlan => ({
  ...row,
  price: Number(row.price),
  current_subscriptions: Number(row.current_subscriptions),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const loadPlan = async (trx: TenantTransaction, tenantId: string, id: string) =>
  planView(await plans(trx, tenantId).where('sp.id', '=', id).executeTakeFirstOrThrow());

/** The unique name index answers a name already taken, whatever its case, also between two requests at once. */
function nameTaken(error: unknown, name: string): never {
  if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
    const message = `A plan named ${name} already exists. Choose another name.`;
    throw new ApiError(409, 'duplicate', message, { name: [message] });
  }
  throw error;
}

const planFields = (plan: SubscriptionPlan) => ({
  name: plan.name,
  description: plan.description,
  price: plan.price,
  currency: plan.currency,
  billing_period: plan.billing_period,
  duration_months: plan.duration_months,
  archived: plan.archived,
});

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
      const rows = await withTenant(app.db, tenantId, (trx) =>
        trx
          .selectFrom('subscription_plans')
          .select(['id', 'name', 'price', 'currency', 'billing_period', 'duration_months'])
          .where('tenant_id', '=', tenantId)
          .where('archived', '=', false)
          .orderBy(sql`lower(name)`)
          .orderBy('id')
          .execute(),
      );
      return { message: `${rows.length} plan${rows.length === 1 ? '' : 's'}.`, data: rows.map((row) => ({ ...row, price: Number(row.price) })) };
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
      const rows = await withTenant(app.db, tenantId, (trx) =>
        plans(trx, tenantId)
          .orderBy('sp.archived')
          .orderBy(sql`lower(sp.name)`)
          .orderBy('sp.id')
          .execute(),
      );
      return { message: `${rows.length} plan${rows.length === 1 ? '' : 's'}.`, data: rows.map(planView) };
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
      const tenantId = principal.tenantId;
      const plan = await withTenant(app.db, tenantId, async (trx) => {
        const { id } = await trx
          .insertInto('subscription_plans')
          .values({ tenant_id: tenantId, ...body, created_by: principal.userId })
          .returning('id')
          .executeTakeFirstOrThrow()
          .catch((error: unknown) => nameTaken(error, body.name));
        const created = await loadPlan(trx, tenantId, id);
        await writeAudit(trx, {
          tenantId,
          actorUserId: principal.userId,
          category: 'subscription',
          action: 'create_plan',
          targetType: 'subscription_plan',
          targetId: id,
          after: planFields(created),
          ...requestOrigin(request),
        });
        return created;
      });
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
      const tenantId = principal.tenantId;
      const { plan, action } = await withTenant(app.db, tenantId, async (trx) => {
        const exists = await trx
          .selectFrom('subscription_plans')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!exists) throw notFound();
        const before = await loadPlan(trx, tenantId, params.id);
        const changes = Object.fromEntries(
          Object.entries(body).filter(([field, value]) => value !== undefined && value !== before[field as keyof typeof body]),
        ) as typeof body;
        if (Object.keys(changes).length === 0) return { plan: before, action: null };
        await trx
          .updateTable('subscription_plans')
          .set(changes)
          .where('tenant_id', '=', tenantId)
          .where('id', '=', params.id)
          .execute()
          .catch((error: unknown) => nameTaken(error, changes.name ?? before.name));
        const after = await loadPlan(trx, tenantId, params.id);
        const action = changes.archived === true ? 'archive_plan' : changes.archived === false ? 'restore_plan' : 'update_plan';
        const beforeFields = planFields(before);
        const afterFields = planFields(after);
        const changed = Object.keys(changes) as (keyof typeof beforeFields)[];
        await writeAudit(trx, {
          tenantId,
          actorUserId: principal.userId,
          category: 'subscription',
          action,
          targetType: 'subscription_plan',
          targetId: params.id,
          before: Object.fromEntries(changed.map((field) => [field, beforeFields[field]])),
          after: Object.fromEntries(changed.map((field) => [field, afterFields[field]])),
          ...requestOrigin(request),
        });
        return { plan: after, action };
      });
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
