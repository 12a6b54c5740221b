// The subscriptions' plain values, apart from their schemas in subscriptions.ts: the billing screen's
// first route (list, filters, status chips) needs only these and then does not bundle zod.

/**
 * A subscription's status, derived from its dates and cancellation (never stored): `scheduled`
 * before its start date, `active` from its start to its end date (both included; no end date: until
 * cancelled), `expired` after its end date, `cancelled` once cancelled, whatever the dates.
 */
export const SUBSCRIPTION_STATUSES = ['scheduled', 'active', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** How often a plan's price is charged. */
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const BILLING_PERIOD_LABELS: Record<BillingPeriod, string> = { monthly: 'per month', yearly: 'per year' };

/** The currencies a plan may be priced in (ISO 4217). */
export const SUBSCRIPTION_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'INR', 'JPY'] as const;
export type SubscriptionCurrency = (typeof SUBSCRIPTION_CURRENCIES)[number];

/** The longest fixed term of a plan; a plan without a term runs until cancelled. */
export const MAX_PLAN_DURATION_MONTHS = 120;
export const MAX_PLAN_PRICE = 1_000_000;
