import { apiPatch, apiPost } from '@app/shared';
import {
  SUBSCRIPTION_PATHS,
  type CreateSubscriptionPlanRequest,
  type CreateSubscriptionRequest,
  type Subscription,
  type SubscriptionPlan,
  type UpdateSubscriptionPlanRequest,
} from '@app/shared/contract';

// The changes this remote makes; each answer's message is shown to the person as it is.

export const assignPlan = (draft: CreateSubscriptionRequest) => apiPost<Subscription>(SUBSCRIPTION_PATHS.subscriptions, draft);

export const cancelSubscription = (id: string) => apiPatch<Subscription>(SUBSCRIPTION_PATHS.subscription(id), { status: 'cancelled' });

/** `endDate` YYYY-M-DD, the day it ends; null: until cancelled. */
export const changeEndDate = (id: string, endDate: string | null) => apiPatch<Subscription>(SUBSCRIPTION_PATHS.subscription(id), { end_date: endDate });

export const createPlan = (plan: CreateSubscriptionPlanRequest) => apiPost<SubscriptionPlan>(SUBSCRIPTION_PATHS.plans, plan);

export const updatePlan = (id: string, changes: UpdateSubscriptionPlanRequest) => apiPatch<SubscriptionPlan>(SUBSCRIPTION_PATHS.plan(id), changes);
