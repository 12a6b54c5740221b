import { createStateGroup } from '@app/shared';
import type { SubscriptionChange } from '@app/shared/contract';

/** A plan being assigned to a client (spec section 3); '' when not chosen yet. */
export interface AddSubscriptionDraft {
  entity_id: string;
  subscription_id: string;
  /** YYYY-M-DD; used for a client without an active subscription. */
  start_date: string;
  /** For a client with an active subscription: start after its term, or change now. */
  change: SubscriptionChange | '';
}

export const addSubscriptionGroup = createStateGroup<AddSubscriptionDraft>('addSubscription', {
  entity_id: '',
  subscription_id: '',
  start_date: '',
  change: '',
});
