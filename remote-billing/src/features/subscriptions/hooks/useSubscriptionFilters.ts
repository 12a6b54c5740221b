import { useAppDispatch, useAppSelector, useInjectReducer } from '@app/shared';
import { useCallback } from 'react';
import { subscriptionFiltersGroup, type SubscriptionFilters } from '../stores/subscriptionFilters';

export type SubscriptionFilterField = Exclude<keyof SubscriptionFilters, 'clearFilterFlag'>;

/** The subscription list's filters from redux, with the two ways to change them. */
export function useSubscriptionFilters() {
  useInjectReducer(subscriptionFiltersGroup.name, subscriptionFiltersGroup.reducer);
  const filters = useAppSelector(subscriptionFiltersGroup.select);
  const dispatch = useAppDispatch();

  const setFilter = useCallback(
    (field: SubscriptionFilterField, value: string) =>
      // Any edit ends the "just cleared" state that Clear filters raised.
      dispatch(subscriptionFiltersGroup.actions.update({ [field]: value, clearFilterFlag: false })),
    [dispatch],
  );
  const clearFilters = useCallback(() => dispatch(subscriptionFiltersGroup.actions.reset()), [dispatch]);

  const { initialState } = subscriptionFiltersGroup;
  const isFiltered = (Object.keys(initialState) as (keyof SubscriptionFilters)[]).some(
    (field) => field !== 'clearFilterFlag' && filters[field] !== initialState[field],
  );

  return { filters, isFiltered, setFilter, clearFilters };
}
