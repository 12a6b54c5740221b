import { createStateGroup, type FilterGroupControl } from '@app/shared';

/**
 * The subscription list's filters (spec section 3). Ids are '' and dates are '' when unset; dates
 * use the spec's filter format, YYYY-M-DD. `clearFilterFlag` is raised by Clear filters and
 * lowered by the next edit.
 */
export interface SubscriptionFilters {
  /** The client (entity) holding the subscription. */
  client: string;
  /** The subscription plan. */
  subscription: string;
  startDate: string;
  endDate: string;
  status: string;
  clearFilterFlag: boolean;
}

export const subscriptionFiltersGroup = createStateGroup<SubscriptionFilters>('subscriptionFilters', {
  client: '',
  subscription: '',
  startDate: '',
  endDate: '',
  status: '',
  clearFilterFlag: false,
});

/** The subscription list's filters as the filter bar edits them. */
export type SubscriptionFiltersControl = FilterGroupControl<SubscriptionFilters>;
