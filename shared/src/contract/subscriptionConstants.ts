// The subscriptions' plain values, apart from their schemas in subscriptions.ts: the billing screen's
// first route (list, filters, status chips) needs only these and then does not bundle zod.

/**
 * A subscription's status, derived from its dates and cancellation (never stored): `scheduled`
 * before its start date, `active` from its start date up to its end date (the start included, the end
 * not: the end date is the day it ends; no end date: until cancelled), `expired` from its end date on,
 * `cancelled` once cancelled, whatever the dates.
 */
export const SUBSCRIPTION_STATUSES = ['scheduled', 'active', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/**
 * How a plan assigned to a client with an active subscription starts (POST /api/v1/subscription/
 * `change`): on the day the current term ends, or today, the current subscription ending today.
 */
export const SUBSCRIPTION_CHANGES = ['after_current', 'now'] as const;
export type SubscriptionChange = (typeof SUBSCRIPTION_CHANGES)[number];

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

/** The fields the subscription list sorts by, and its usual order. */
export const SUBSCRIPTION_ORDERING_FIELDS = ['entity', 'plan', 'start_date', 'end_date', 'status', 'price', 'created_at'] as const;
export const SUBSCRIPTION_DEFAULT_ORDERING = '-start_date,-created_at';
