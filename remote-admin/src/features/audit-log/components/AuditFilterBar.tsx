import { AUDIT_SEARCH_MAX_LENGTH, AUDIT_SEARCH_TOO_LONG, AUDITLOG_PATHS, PROJECT_PATHS, type AuditCode, type NamedRef } from '@app/shared/contract';
import { MoreDateFilters } from '@app/shared/date-input';
import { FilterBar, SelectFilter, useLookup } from '@app/shared/page-parts';
import TextField from '@mui/material/TextField';
import type { AuditFilterControl } from '../hooks/useAuditLog';

/**
 * The audit log's filters (spec section 3: client, category, action, start and end date, kept in the
 * auditLogFilters group) and a search over people and targets. The actions follow the category; the
 * dates open on demand.
 */
export function AuditFilterBar({ filters, isFiltered, activeCount, setFilter, clearFilters, search, setSearch }: AuditFilterControl) {
  const clients = useLookup<NamedRef>(PROJECT_PATHS.entities);
  const categories = useLookup<AuditCode>(AUDITLOG_PATHS.categories);
  const actions = useLookup<AuditCode>(
    filters.category ? `${AUDITLOG_PATHS.actions}?category=${encodeURIComponent(filters.category)}` : AUDITLOG_PATHS.actions,
  );

  return (
    <FilterBar label="Filter audit entries" isFiltered={isFiltered} activeCount={activeCount} onClear={clearFilters}>
      <TextField
        label="Search people or targets"
        type="search"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        // The field stops at the API's limit (a paste is cut there) and says why it stopped.
        slotProps={{ htmlInput: { maxLength: AUDIT_SEARCH_MAX_LENGTH } }}
        helperText={search.length >= AUDIT_SEARCH_MAX_LENGTH ? AUDIT_SEARCH_TOO_LONG : undefined}
        fullWidth
      />
      <SelectFilter
        label="Client"
        anyLabel="Any client"
        value={filters.entity}
        onChange={(value) => setFilter('entity', value)}
        options={clients.items.map((client) => ({ value: client.id, label: client.name }))}
        fullWidth
      />
      <SelectFilter
        label="Category"
        anyLabel="Any category"
        value={filters.category}
        onChange={(value) => {
          // An action of the old category would find nothing in the new one.
          if (filters.action) setFilter('action', '');
          setFilter('category', value);
        }}
        options={categories.items.map((category) => ({ value: category.code, label: category.name }))}
        fullWidth
      />
      <SelectFilter
        label="Action"
        anyLabel="Any action"
        value={filters.action}
        onChange={(value) => setFilter('action', value)}
        options={actions.items.map((action) => ({ value: action.code, label: action.name }))}
        fullWidth
      />
      {/* The date picker is the heaviest part of the screen: fetched when the dates are opened. */}
      <MoreDateFilters
        filters={[
          { label: 'Start date', value: filters.startDate, onChange: (value) => setFilter('startDate', value) },
          { label: 'End date', value: filters.endDate, onChange: (value) => setFilter('endDate', value) },
        ]}
      />
    </FilterBar>
  );
}
