import { useAppDispatch, useAppSelector, useInjectReducer } from '@app/shared';
import { useCallback } from 'react';
import { projectFiltersGroup, type ProjectFilters } from '../stores/projectFilters';

export type ProjectFilterField = Exclude<keyof ProjectFilters, 'clearFilterFlag'>;

/** The project list's filters from redux, with the two ways to change them. */
export function useProjectFilters() {
  useInjectReducer(projectFiltersGroup.name, projectFiltersGroup.reducer);
  const filters = useAppSelector(projectFiltersGroup.select);
  const dispatch = useAppDispatch();

  const setFilter = useCallback(
    (field: ProjectFilterField, value: string) =>
      // Any edit ends the "just cleared" state that Clear filters raised.
      dispatch(projectFiltersGroup.actions.update({ [field]: value, clearFilterFlag: false })),
    [dispatch],
  );
  const clearFilters = useCallback(() => dispatch(projectFiltersGroup.actions.reset()), [dispatch]);

  const { initialState } = projectFiltersGroup;
  const isFiltered = (Object.keys(initialState) as (keyof ProjectFilters)[]).some(
    (field) => field !== 'clearFilterFlag' && filters[field] !== initialState[field],
  );

  return { filters, isFiltered, setFilter, clearFilters };
}

export type ProjectFiltersControl = ReturnType<typeof useProjectFilters>;
