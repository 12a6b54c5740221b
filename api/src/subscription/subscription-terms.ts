// A client's subscriptions as staff sell them: a plan assigned from a start date, after the current
// term, or now in place of it; a subscription cancelled or its end date moved. A subscription covers
// its start date up to, not including, its end date; a client never holds two subscriptions on the
// same day (cancelled ones aside): changes to one client's subscriptions are serialised and checked.
// Each change is audited.
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { createSubscriptionRequestSchema, Subscription } from '@app/shared/contract';
import type { ChangeActor } from '../access/principal.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { activeClientOrRefuse } from '../entity/active-client.ts';
import { ApiError } from '../http/api-error.ts';
import { displayDay } from '../http/day-input.ts';
import { notFound } from '../http/error-handler.ts';
import { todayUtc } from '../projects/project-due.ts';
import { loadSubscription } from './subscription-views.ts';

const CHOOSE_A_PLAN = 'Choose a plan from the list.';

/** The end of a term of `months` months from `start` (YYYY-MM-DD), by the database's calendar. */
async function termEnd(trx: TenantTransaction, start: string, months: number): Promise<string> {
  const { rows } = await sql<{ end_date: string }>`
    SELECT to_char((${start}::date + make_interval(months => ${months}))::date, 'YYYY-MM-DD') AS end_date`.execute(trx);
  return rows[0]!.end_date;
}

/** Today (UTC) as YYYY-MM-DD, the day statuses are computed on. */
async function today(trx: TenantTransaction): Promise<string> {
  const { rows } = await sql<{ today: string }>`SELECT to_char(${todayUtc}, 'YYYY-MM-DD') AS today`.execute(trx);
  return rows[0]!.today;
}

/** Serialises the changes to one client's subscriptions: two at once cannot both pass the overlap check. */
async function lockClient(trx: TenantTransaction, entityId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`subscription:${entityId}`}))`.execute(trx);
}

/** The client's subscription active on `day`, if any. */
async function activeOn(trx: TenantTransaction, tenantId: string, entityId: string, day: string) {
  return trx
    .selectFrom('subscriptions as s')
    .innerJoin('subscription_plans as sp', (join) => join.onRef('sp.id', '=', 's.plan_id').onRef('sp.tenant_id', '=', 's.tenant_id'))
    .select(['s.id', 'sp.name as plan', sql<string | null>`to_char(s.end_date, 'YYYY-MM-DD')`.as('end_date')])
    .where('s.tenant_id', '=', tenantId)
    .where('s.entity_id', '=', entityId)
    .where('s.cancelled_at', 'is', null)
    .where(sql<SqlBool>`s.start_date <= ${day}::date AND (s.end_date IS NULL OR s.end_date > ${day}::date)`)
    .executeTakeFirst();
}

/**
 * Refuses a period of `entityId` that shares a day with another of its subscriptions not cancelled
 * (periods are half-open: one ending on a day and another starting on it do not share it).
 */
async function refuseOverlap(
  trx: TenantTransaction,
  tenantId: string,
  period: { entityId: string; entityName: string; start: string; end: string | null; exceptId?: string },
  /** The field the refusal is about, when one is. */
  field?: string,
): Promise<void> {
  await lockClient(trx, period.entityId);
  const clash = await trx
    .selectFrom('subscriptions as s')
    .innerJoin('subscription_plans as sp', (join) => join.onRef('sp.id', '=', 's.plan_id').onRef('sp.tenant_id', '=', 's.tenant_id'))
    .select([
      'sp.name',
      sql<string>`to_char(s.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string | null>`to_char(s.end_date, 'YYYY-MM-DD')`.as('end_date'),
    ])
    .where('s.tenant_id', '=', tenantId)
    .where('s.entity_id', '=', period.entityId)
    .where('s.cancelled_at', 'is', null)
    .$if(!!period.exceptId, (q) => q.where('s.id', '<>', period.exceptId!))
    .$if(period.end !== null, (q) => q.where(sql<SqlBool>`s.start_date < ${period.end}::date`))
    .where(sql<SqlBool>`(s.end_date IS NULL OR s.end_date > ${period.start}::date)`)
    .orderBy('s.start_date')
    .executeTakeFirst();
  if (!clash) return;
  const held = clash.end_date
    ? `from ${displayDay(clash.start_date)} to ${displayDay(clash.end_date)}. Cancel it, or choose dates outside it.`
    : `from ${displayDay(clash.start_date)} until cancelled. Cancel it first.`;
  const message = `${period.entityName} already has the ${clash.name} plan ${held}`;
  throw new ApiError(409, 'overlap', message, field ? { [field]: [message] } : undefined);
}

/**
 * Assigns the plan to the client from `chosenStart`, or as `body.change` says; answers the new
 * subscription and the one it replaced today, if any.
 */
export async function assignPlan(
  trx: TenantTransaction,
  { principal, origin }: ChangeActor,
  body: z.output<typeof createSubscriptionRequestSchema>,
  chosenStart: string | undefined,
): Promise<{ created: Subscription; replaced?: { id: string; plan: string; end_date: string | null } }> {
  const tenantId = principal.tenantId;
  const entity = await activeClientOrRefuse(trx, tenantId, body.entity_id);
  const plan = await trx
    .selectFrom('subscription_plans')
    .select(['id', 'name', 'price', 'currency', 'billing_period', 'duration_months', 'archived'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', body.subscription_id)
    .executeTakeFirst();
  if (!plan) throw new ApiError(400, 'invalid', CHOOSE_A_PLAN, { subscription_id: [CHOOSE_A_PLAN] });
  if (plan.archived) {
    const message = `The ${plan.name} plan is archived and can no longer be assigned.`;
    throw new ApiError(400, 'invalid', message, { subscription_id: [message] });
  }
  const audit = {
    tenantId,
    actorUserId: principal.userId,
    entityId: entity.id,
    category: 'subscription',
    targetType: 'subscription',
    ...origin,
  };

  await lockClient(trx, entity.id);
  let start = chosenStart;
  let replaced: { id: string; plan: string; end_date: string | null } | undefined;
  if (body.change) {
    const day = await today(trx);
    const current = await activeOn(trx, tenantId, entity.id, day);
    if (!current) throw new ApiError(409, 'no_current', `${entity.name} has no active subscription to change: choose a start date instead.`);
    if (body.change === 'now') {
      start = day;
      replaced = current;
      await trx.updateTable('subscriptions').set({ end_date: day }).where('tenant_id', '=', tenantId).where('id', '=', current.id).execute();
    } else if (current.end_date === null) {
      throw new ApiError(
        409,
        'no_term_end',
        `${entity.name} has ${current.plan} until cancelled, so there is no end of term to start after: change now instead.`,
      );
    } else {
      start = current.end_date;
    }
  }
  // The contract asks for start_date or change, so one of them has set it.
  const from = start!;
  const end = plan.duration_months === null ? null : await termEnd(trx, from, plan.duration_months);
  await refuseOverlap(trx, tenantId, { entityId: entity.id, entityName: entity.name, start: from, end });
  const { id } = await trx
    .insertInto('subscriptions')
    .values({
      tenant_id: tenantId,
      entity_id: entity.id,
      plan_id: plan.id,
      start_date: from,
      end_date: end,
      price: Number(plan.price),
      currency: plan.currency,
      billing_period: plan.billing_period,
      cancelled_at: null,
      cancelled_by: null,
      created_by: principal.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const created = await loadSubscription(trx, tenantId, id);
  if (replaced) {
    await writeAudit(trx, {
      ...audit,
      action: 'update',
      targetId: replaced.id,
      before: { end_date: replaced.end_date },
      after: { end_date: from, replaced_by: id, replaced_by_plan: plan.name },
    });
  }
  await writeAudit(trx, {
    ...audit,
    action: 'create',
    targetId: id,
    after: {
      entity_id: entity.id,
      plan_id: plan.id,
      plan: plan.name,
      start_date: from,
      end_date: end,
      price: created.price,
      currency: plan.currency,
      ...(replaced ? { replaces: replaced.id, replaces_plan: replaced.plan } : {}),
    },
  });
  return { created, replaced };
}

/** Moves the end date (null: until cancelled) and/or cancels the subscription; answers it as now stored. */
export async function changeSubscription(
  trx: TenantTransaction,
  { principal, origin }: ChangeActor,
  subscriptionId: string,
  changes: { newEnd: string | null | undefined; cancel: boolean },
): Promise<Subscription> {
  const tenantId = principal.tenantId;
  const { newEnd } = changes;
  const found = await trx
    .selectFrom('subscriptions')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', subscriptionId)
    .forUpdate()
    .executeTakeFirst();
  if (!found) throw notFound();
  const before = await loadSubscription(trx, tenantId, subscriptionId);
  if (before.status === 'cancelled') throw new ApiError(409, 'cancelled', 'This subscription is already cancelled.');
  const audit = {
    tenantId,
    actorUserId: principal.userId,
    entityId: before.entity.id,
    category: 'subscription',
    targetType: 'subscription',
    targetId: before.id,
    ...origin,
  };

  if (newEnd !== undefined && newEnd !== before.end_date) {
    if (newEnd !== null && newEnd < before.start_date) {
      const message = `The end date cannot be before the start date (${displayDay(before.start_date)}).`;
      throw new ApiError(400, 'invalid', message, { end_date: [message] });
    }
    await refuseOverlap(
      trx,
      tenantId,
      {
        entityId: before.entity.id,
        entityName: before.entity.name,
        start: before.start_date,
        end: newEnd,
        exceptId: before.id,
      },
      'end_date',
    );
    await trx.updateTable('subscriptions').set({ end_date: newEnd }).where('tenant_id', '=', tenantId).where('id', '=', before.id).execute();
    await writeAudit(trx, { ...audit, action: 'update', before: { end_date: before.end_date }, after: { end_date: newEnd } });
  }
  if (changes.cancel) {
    const current = await loadSubscription(trx, tenantId, before.id);
    if (current.status === 'expired') throw new ApiError(409, 'expired', 'This subscription has already ended; there is nothing to cancel.');
    await trx
      .updateTable('subscriptions')
      .set({ cancelled_at: new Date(), cancelled_by: principal.userId })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', before.id)
      .execute();
    await writeAudit(trx, { ...audit, action: 'cancel', before: { status: current.status }, after: { status: 'cancelled' } });
  }
  return loadSubscription(trx, tenantId, before.id);
}
