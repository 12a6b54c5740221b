import { useCallback } from 'react';
import type { StateGroup } from './createStateGroup';
import { useAppDispatch, useAppSelector, useInjectReducer } from './hooks';

export type FilterField<S> = Exclude<keyof S, 'clearFilterFlag'>;

/**
 * A list's filters held in their redux group (spec section 3): the values, whether any is set, and
 * the two ways to change them. Injects the group on first use.
 */
export function useFilterGroup<S extends { clearFilterFlag: boolean }>(group: StateGroup<S>) {
  useInjectReducer(group.name, group.reducer);
  const filters = useAppSelector(group.select);
  const dispatch = useAppDispatch();

  const setFilter = useCallback(
    <F extends FilterField<S>>(field: F, value: S[F]) =>
      // Any edit ends the "just cleared" state that Clear filters raised.
      dispatch(group.actions.update({ [field]: value, clearFilterFlag: false } as unknown as Partial<S>)),
    [dispatch, group],
  );
  const clearFilters = useCallback(() => dispatch(group.actions.reset()), [dispatch, group]);

  // How many filters differ from their initial value: a phone's "Filters (2)" button says it.
  const activeCount = (Object.keys(group.initialState) as (keyof S)[]).filter(
    (field) => field !== 'clearFilterFlag' && filters[field] !== group.initialState[field],
  ).length;

  return { filters, isFiltered: activeCount > 0, activeCount, setFilter, clearFilters };
}

export type FilterGroupControl<S extends { clearFilterFlag: boolean }> = ReturnType<typeof useFilterGroup<S>>;
