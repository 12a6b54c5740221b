import type { FilterField } from '@app/shared';
import { SUBSCRIPTION_DEFAULT_ORDERING, SUBSCRIPTION_ORDERING_FIELDS, SUBSCRIPTION_PATHS, type Paginated, type Subscription } from '@app/shared/contract';
import { useAddressOrdering, useApiData, usePagedFilters } from '@app/shared/page-parts';
import { subscriptionFiltersGroup, type SubscriptionFilters } from '../stores/subscriptionFilters';

export const SUBSCRIPTION_PAGE_SIZES = [10, 20, 50];

/** Each filter of the group and its query parameter in GET /api/v1/subscription/. */
const API_PARAMS: Record<FilterField<SubscriptionFilters>, string> = {
  client: 'client',
  subscription: 'subscription',
  startDate: 'start_date',
  endDate: 'end_date',
  status: 'status',
};
const FILTER_FIELDS = Object.keys(API_PARAMS) as FilterField<SubscriptionFilters>[];

/**
 * The subscription list: the filters from their redux group, the page and the order in the address
 * (so Back returns to them), sorted and paged on the server. Filters that arrive in the address (the dashboard's "Active
 * subscriptions" card links to ?status=active) move into the group, which stays their one home.
 * Not `enabled` (another tab in view), nothing loads.
 */
export function useSubscriptionList(enabled = true) {
  const { filterControl, adoptingLinkedFilters, page, pageSize, setPage, setPageSize } = usePagedFilters(subscriptionFiltersGroup, SUBSCRIPTION_PAGE_SIZES[1]!);
  const { filters } = filterControl;
  const sort = useAddressOrdering(SUBSCRIPTION_ORDERING_FIELDS, SUBSCRIPTION_DEFAULT_ORDERING);
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize), ordering: sort.ordering });
  for (const field of FILTER_FIELDS) if (filters[field]) query.set(API_PARAMS[field], filters[field]);
  // Until the linked filters are in the group, the list would load with the old ones: wait.
  const list = useApiData<Paginated<Subscription>>(!enabled || adoptingLinkedFilters ? null : `${SUBSCRIPTION_PATHS.subscriptions}?${query}`, {
    keepPrevious: true,
  });
  return { filterControl, list, sort, page, pageSize, setPage, setPageSize };
}

export type SubscriptionListControl = ReturnType<typeof useSubscriptionList>;
