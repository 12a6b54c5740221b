// The organisation's plans: those that can be assigned, every plan with how many subscriptions are
// current on each, a plan created or edited (archived, brought back). Names are unique whatever their
// case; plans are never deleted. Each change is audited.
import { sql } from 'kysely';
import type { z } from 'zod';
import type { createSubscriptionPlanRequestSchema, SubscriptionPlan, updateSubscriptionPlanRequestSchema } from '@app/shared/contract';
import type { ChangeActor } from '../access/principal.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/error-handler.ts';

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

/** The plans that can be assigned (not archived), by name. */
export async function assignablePlans(trx: TenantTransaction, tenantId: string) {
  const rows = await trx
    .selectFrom('subscription_plans')
    .select(['id', 'name', 'price', 'currency', 'billing_period', 'duration_months'])
    .where('tenant_id', '=', tenantId)
    .where('archived', '=', false)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, price: Number(row.price) }));
}

/** Every plan, archived ones last, by name. */
export async function allPlans(trx: TenantTransaction, tenantId: string): Promise<SubscriptionPlan[]> {
  const rows = await plans(trx, tenantId)
    .orderBy('sp.archived')
    .orderBy(sql`lower(sp.name)`)
    .orderBy('sp.id')
    .execute();
  return rows.map(planView);
}

export async function createPlan(
  trx: TenantTransaction,
  { principal, origin }: ChangeActor,
  body: z.output<typeof createSubscriptionPlanRequestSchema>,
): Promise<SubscriptionPlan> {
  const tenantId = principal.tenantId;
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
    ...origin,
  });
  return created;
}

/** Applies the changes that differ from the plan as stored; answers it and the audited action (null: nothing changed). */
export async function updatePlan(
  trx: TenantTransaction,
  { principal, origin }: ChangeActor,
  planId: string,
  body: z.output<typeof updateSubscriptionPlanRequestSchema>,
): Promise<{ plan: SubscriptionPlan; action: string | null }> {
  const tenantId = principal.tenantId;
  const exists = await trx
    .selectFrom('subscription_plans')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', planId)
    .forUpdate()
    .executeTakeFirst();
  if (!exists) throw notFound();
  const before = await loadPlan(trx, tenantId, planId);
  const changes = Object.fromEntries(
    Object.entries(body).filter(([field, value]) => value !== undefined && value !== before[field as keyof typeof body]),
  ) as typeof body;
  if (Object.keys(changes).length === 0) return { plan: before, action: null };
  await trx
    .updateTable('subscription_plans')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', planId)
    .execute()
    .catch((error: unknown) => nameTaken(error, changes.name ?? before.name));
  const after = await loadPlan(trx, tenantId, planId);
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
    targetId: planId,
    before: Object.fromEntries(changed.map((field) => [field, beforeFields[field]])),
    after: Object.fromEntries(changed.map((field) => [field, afterFields[field]])),
    ...origin,
  });
  return { plan: after, action };
}
