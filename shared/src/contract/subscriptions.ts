import { z } from 'zod';
import { namedRefSchema, personRefSchema } from './documents';
import { paginationQuerySchema } from './envelope';
import { orderingParam } from './ordering';
import {
  BILLING_PERIODS,
  MAX_PLAN_DURATION_MONTHS,
  MAX_PLAN_PRICE,
  SUBSCRIPTION_CHANGES,
  SUBSCRIPTION_CURRENCIES,
  SUBSCRIPTION_ORDERING_FIELDS,
  SUBSCRIPTION_STATUSES,
} from './subscriptionConstants';

// Subscriptions the organisation sells to its clients: plans, and a plan assigned to a client from a
// start date (spec section 3, add-subscription draft). Dates are days, YYYY-MM-DD in answers; the
// API also reads the spec's filter format YYYY-M-DD.

/** A plan the organisation offers. Archived plans can no longer be assigned; their subscriptions run on. */
export const subscriptionPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.enum(SUBSCRIPTION_CURRENCIES),
  billing_period: z.enum(BILLING_PERIODS),
  /** The fixed term in months; null: until cancelled. */
  duration_months: z.number().nullable(),
  archived: z.boolean(),
  /** Subscriptions of the plan that are active or scheduled. */
  current_subscriptions: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** One item of GET /api/v1/subscription/lookups/subscription-plan/: the plans that can be assigned. */
export const subscriptionPlanRefSchema = subscriptionPlanSchema.pick({
  id: true,
  name: true,
  price: true,
  currency: true,
  billing_period: true,
  duration_months: true,
});
export type SubscriptionPlanRef = z.infer<typeof subscriptionPlanRefSchema>;

const price = z
  .number({ error: 'Enter a price.' })
  .min(0, 'The price cannot be negative.')
  .max(MAX_PLAN_PRICE, `Enter a price up to ${MAX_PLAN_PRICE.toLocaleString('en-US')}.`)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Use at most two decimals.');

/** POST /api/v1/subscription/plans/. */
export const createSubscriptionPlanRequestSchema = z.object({
  name: z.string().trim().min(1, 'Enter a plan name.').max(100, 'Use at most 100 characters.'),
  description: z.string().trim().max(2000, 'Use at most 2000 characters.').default(''),
  price,
  currency: z.enum(SUBSCRIPTION_CURRENCIES, { error: 'Choose a currency.' }),
  billing_period: z.enum(BILLING_PERIODS, { error: 'Choose monthly or yearly billing.' }),
  duration_months: z
    .number()
    .int('Enter whole months.')
    .min(1, 'A term is at least 1 month.')
    .max(MAX_PLAN_DURATION_MONTHS, `A term is at most ${MAX_PLAN_DURATION_MONTHS} months.`)
    .nullable()
    .default(null),
});
export type CreateSubscriptionPlanRequest = z.input<typeof createSubscriptionPlanRequestSchema>;

/** PATCH /api/v1/subscription/plans/{id}/: edit, archive (`archived: true`) or bring back. Subscriptions keep their dates and price. */
export const updateSubscriptionPlanRequestSchema = z
  .object({
    name: createSubscriptionPlanRequestSchema.shape.name.optional(),
    description: z.string().trim().max(2000, 'Use at most 2000 characters.').optional(),
    price: price.optional(),
    currency: createSubscriptionPlanRequestSchema.shape.currency.optional(),
    billing_period: createSubscriptionPlanRequestSchema.shape.billing_period.optional(),
    duration_months: createSubscriptionPlanRequestSchema.shape.duration_months.removeDefault().optional(),
    archived: z.boolean().optional(),
  })
  .strict();
export type UpdateSubscriptionPlanRequest = z.input<typeof updateSubscriptionPlanRequestSchema>;

/**
 * A plan assigned to a client. Price, currency and billing period are the plan's when it was
 * assigned: a later price change does not reach subscriptions already sold.
 */
export const subscriptionSchema = z.object({
  id: z.string(),
  entity: namedRefSchema,
  plan: namedRefSchema,
  /** YYYY-MM-DD */
  start_date: z.string(),
  /**
   * YYYY-MM-DD, the day it ends: the first day it no longer covers, so a plan that ends on a day and
   * the next one that starts on it never share a day; null: until cancelled.
   */
  end_date: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  price: z.number(),
  currency: z.enum(SUBSCRIPTION_CURRENCIES),
  billing_period: z.enum(BILLING_PERIODS),
  cancelled_at: z.string().nullable(),
  cancelled_by: personRefSchema.nullable(),
  created_at: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * GET /api/v1/subscription/: the spec's subscription filters. `client` is the entity, `subscription`
 * the plan; `start_date` finds subscriptions starting on or after that day, `end_date` those ending
 * on or before it (open-ended ones never); dates YYYY-M-DD or YYYY-MM-DD.
 */
export const subscriptionListQuerySchema = paginationQuerySchema.extend({
  client: z.string().uuid().optional(),
  subscription: z.string().uuid().optional(),
  start_date: z.string().optional(),
  end_date: z.string().optional(),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  ordering: orderingParam(SUBSCRIPTION_ORDERING_FIELDS),
});
export type SubscriptionListQuery = z.input<typeof subscriptionListQuerySchema>;

/**
 * POST /api/v1/subscription/: the spec's add-subscription draft, extended by `change` for a client
 * that has an active subscription: `after_current` starts the new plan on the day the current one
 * ends, `now` ends the current one today and starts the new one today. Either a start date or a
 * change, not both. The end date follows from the plan's term.
 */
export const createSubscriptionRequestSchema = z
  .object({
    entity_id: z.string({ error: 'Choose a client.' }).uuid('Choose a client.'),
    subscription_id: z.string({ error: 'Choose a plan.' }).uuid('Choose a plan.'),
    start_date: z.string({ error: 'Choose a start date.' }).trim().min(1, 'Choose a start date.').optional(),
    change: z.enum(SUBSCRIPTION_CHANGES, { error: 'Choose whether the new plan starts after the current term or now.' }).optional(),
  })
  .superRefine((body, context) => {
    if (body.start_date === undefined && body.change === undefined) {
      context.addIssue({ code: 'custom', path: ['start_date'], message: 'Choose a start date.' });
    } else if (body.start_date !== undefined && body.change !== undefined) {
      context.addIssue({ code: 'custom', path: ['start_date'], message: 'Give a start date or a change, not both: the change sets the start.' });
    }
  });
export type CreateSubscriptionRequest = z.input<typeof createSubscriptionRequestSchema>;

/** PATCH /api/v1/subscription/{id}/: cancel (`status: 'cancelled'`), or move the end date (null: until cancelled). */
export const updateSubscriptionRequestSchema = z
  .object({
    status: z.literal('cancelled', { error: 'A subscription can only be set to cancelled; its other statuses follow from its dates.' }).optional(),
    end_date: z.string().nullable().optional(),
  })
  .strict()
  .refine((body) => body.status !== undefined || body.end_date !== undefined, 'Say what to change: status or end_date.');
export type UpdateSubscriptionRequest = z.input<typeof updateSubscriptionRequestSchema>;

/** One item of GET /api/v1/accounts/lookups/entity-subscription/: a client and its current subscription. */
export const entitySubscriptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The active subscription, or else the next scheduled one; null when the client has neither. */
  subscription: subscriptionSchema.pick({ id: true, plan: true, status: true, start_date: true, end_date: true }).nullable(),
});
export type EntitySubscription = z.infer<typeof entitySubscriptionSchema>;
