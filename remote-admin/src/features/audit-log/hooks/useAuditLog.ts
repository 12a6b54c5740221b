import { AUDIT_DEFAULT_ORDERING, AUDIT_ORDERING_FIELDS, AUDITLOG_PATHS, type AuditList } from '@app/shared/contract';
import { useAddressOrdering, useApiData, usePagedFilters, useSettledText } from '@app/shared/page-parts';
import { useState } from 'react';
import { dateRangeProblem } from '../auditText';
import { auditLogFiltersGroup, type AuditLogFilters } from '../stores/auditLogFilters';

export const AUDIT_PAGE_SIZES = [25, 50, 100];

/** The API's query of the filters (the list's and the export's): unset filters are left out. */
export function auditQuery(filters: AuditLogFilters, search: string): URLSearchParams {
  const query = new URLSearchParams();
  const params = {
    entity: filters.entity,
    category: filters.category,
    action: filters.action,
    start_date: filters.startDate,
    end_date: filters.endDate,
    search,
  };
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  return query;
}

/**
 * The audit log as the screen shows it: the filters from the auditLogFilters group, the search beside
 * them, the page and the order in the address (so Back returns to them), server-side paging. Dates in the wrong
 * order are said at once rather than asked of the API.
 */
export function useAuditLog() {
  const paged = usePagedFilters(auditLogFiltersGroup, AUDIT_PAGE_SIZES[0]!);
  const { filterControl, page, pageSize, changeAddress } = paged;
  const { filters } = filterControl;
  const [search, setSearch] = useState('');
  const settledSearch = useSettledText(search.trim());
  const sort = useAddressOrdering(AUDIT_ORDERING_FIELDS, AUDIT_DEFAULT_ORDERING);

  const dateProblem = dateRangeProblem(filters.startDate, filters.endDate);
  const query = auditQuery(filters, settledSearch);
  const listQuery = new URLSearchParams(query);
  listQuery.set('page', String(page));
  listQuery.set('page_size', String(pageSize));
  listQuery.set('ordering', sort.ordering);
  const waiting = dateProblem !== undefined || paged.adoptingLinkedFilters;
  const list = useApiData<AuditList>(waiting ? null : `${AUDITLOG_PATHS.entries}?${listQuery}`, { keepPrevious: true });

  return {
    filterControl: {
      ...filterControl,
      isFiltered: filterControl.isFiltered || search.trim() !== '',
      activeCount: filterControl.activeCount + (search.trim() !== '' ? 1 : 0),
      clearFilters: () => {
        setSearch('');
        filterControl.clearFilters();
      },
      search,
      setSearch: (text: string) => {
        if (page !== 1) changeAddress({ page: null });
        setSearch(text);
      },
    },
    /** The export's query: the filters as they are applied now. */
    exportQuery: query,
    dateProblem,
    list,
    sort,
    page,
    pageSize,
    setPage: paged.setPage,
    setPageSize: paged.setPageSize,
  };
}

export type AuditLogControl = ReturnType<typeof useAuditLog>;
export type AuditFilterControl = AuditLogControl['filterControl'];
