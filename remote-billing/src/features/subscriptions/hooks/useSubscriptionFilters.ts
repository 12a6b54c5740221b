import { useFilterGroup } from '@app/shared';
import { subscriptionFiltersGroup } from '../stores/subscriptionFilters';

/** The subscription list's filters from their redux group. */
export const useSubscriptionFilters = () => useFilterGroup(subscriptionFiltersGroup);
