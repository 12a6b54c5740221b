import { createStateGroup } from '@app/shared';

/** A plan being assigned to a client (spec section 3); '' when not chosen yet. */
export interface AddSubscriptionDraft {
  entity_id: string;
  subscription_id: string;
  /** YYYY-M-DD */
  start_date: string;
}

export const addSubscriptionGroup = createStateGroup<AddSubscriptionDraft>('addSubscription', {
  entity_id: '',
  subscription_id: '',
  start_date: '',
});
