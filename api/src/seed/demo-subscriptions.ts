// The demo organisation's plans, and Demo Client on one of them since last month, so the
// subscriptions screen has something to show. A new organisation starts without plans.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

const DEMO_PLANS = [
  { name: 'Starter', description: 'Up to 5 questionnaires a year, email support.', price: 49, billing_period: 'monthly', duration_months: 12 },
  { name: 'Professional', description: 'Unlimited questionnaires and the answer library.', price: 4900, billing_period: 'yearly', duration_months: 12 },
  {
    name: 'Enterprise',
    description: 'Everything in Professional, a named reviewer and priority support.',
    price: 950,
    billing_period: 'monthly',
    duration_months: null,
  },
] as const;

export async function seedSubscriptions(trx: Transaction<Database>, tenantId: string, entityId: string): Promise<void> {
  const plans = await trx
    .insertInto('subscription_plans')
    .values(DEMO_PLANS.map((plan) => ({ tenant_id: tenantId, currency: 'USD' as const, ...plan, created_by: null })))
    .returning(['id', 'name', 'price', 'currency', 'billing_period', 'duration_months'])
    .execute();
  const professional = plans.find((plan) => plan.name === 'Professional')!;
  // The first of last month, for a year: active whenever the demo is started.
  const { rows } = await sql<{ start_date: string; end_date: string }>`
    SELECT to_char(start, 'YYYY-MM-DD') AS start_date, to_char(start + interval '12 months', 'YYYY-MM-DD') AS end_date
    FROM (SELECT date_trunc('month', now() AT TIME ZONE 'UTC') - interval '1 month' AS start) AS term`.execute(trx);
  await trx
    .insertInto('subscriptions')
    .values({
      tenant_id: tenantId,
      entity_id: entityId,
      plan_id: professional.id,
      start_date: rows[0]!.start_date,
      end_date: rows[0]!.end_date,
      price: Number(professional.price),
      currency: professional.currency,
      billing_period: professional.billing_period,
      cancelled_at: null,
      cancelled_by: null,
      created_by: null,
    })
    .execute();
}
