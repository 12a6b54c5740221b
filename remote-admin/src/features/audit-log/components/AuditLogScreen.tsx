import { EmptyState, FilterBar, PageFrame } from '@app/shared';
import { LazyDateInput } from '@app/shared/date-input';
import { useAuditLogFilters } from '../hooks/useAuditLogFilters';

/**
 * /audit-log: who changed what, when. The client, category and action filters choose from the
 * audit log's lookups and join with its API.
 */
export default function AuditLogScreen() {
  const { filters, isFiltered, setFilter, clearFilters } = useAuditLogFilters();
  return (
    <PageFrame title="Audit log">
      <FilterBar label="Filter audit entries" isFiltered={isFiltered} onClear={clearFilters}>
        <LazyDateInput label="Start date" value={filters.startDate} onChange={(value) => setFilter('startDate', value)} />
        <LazyDateInput label="End date" value={filters.endDate} onChange={(value) => setFilter('endDate', value)} />
      </FilterBar>
      {isFiltered ? (
        <EmptyState
          title="No audit entries match these filters."
          description="Widen the dates, or clear the filters to see every entry."
        />
      ) : (
        <EmptyState
          title="No audit entries yet."
          description="Every sign-in and every change to projects, documents, users and subscriptions is recorded here."
        />
      )}
    </PageFrame>
  );
}
