import { useAppDispatch, useAppSelector, useInjectReducer } from '@app/shared';
import { useCallback } from 'react';
import { auditLogFiltersGroup, type AuditLogFilters } from '../stores/auditLogFilters';

export type AuditLogFilterField = Exclude<keyof AuditLogFilters, 'clearFilterFlag'>;

/** The audit log's filters from redux, with the two ways to change them. */
export function useAuditLogFilters() {
  useInjectReducer(auditLogFiltersGroup.name, auditLogFiltersGroup.reducer);
  const filters = useAppSelector(auditLogFiltersGroup.select);
  const dispatch = useAppDispatch();

  const setFilter = useCallback(
    (field: AuditLogFilterField, value: string) =>
      // Any edit ends the "just cleared" state that Clear filters raised.
      dispatch(auditLogFiltersGroup.actions.update({ [field]: value, clearFilterFlag: false })),
    [dispatch],
  );
  const clearFilters = useCallback(() => dispatch(auditLogFiltersGroup.actions.reset()), [dispatch]);

  const { initialState } = auditLogFiltersGroup;
  const isFiltered = (Object.keys(initialState) as (keyof AuditLogFilters)[]).some(
    (field) => field !== 'clearFilterFlag' && filters[field] !== initialState[field],
  );

  return { filters, isFiltered, setFilter, clearFilters };
}
