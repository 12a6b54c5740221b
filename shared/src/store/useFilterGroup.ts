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

  const isFiltered = (Object.keys(group.initialState) as (keyof S)[]).some(
    (field) => field !== 'clearFilterFlag' && filters[field] !== group.initialState[field],
  );

  return { filters, isFiltered, setFilter, clearFilters };
}

export type FilterGroupControl<S extends { clearFilterFlag: boolean }> = ReturnType<typeof useFilterGroup<S>>;
