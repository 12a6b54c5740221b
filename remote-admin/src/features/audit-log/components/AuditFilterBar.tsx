import { FilterBar } from '@app/shared';
import { AUDITLOG_PATHS, PROJECT_PATHS, type AuditCode, type NamedRef } from '@app/shared/contract';
import { MoreDateFilters } from '@app/shared/date-input';
import { useLookup } from '@app/shared/page-parts';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { AuditFilterControl } from '../hooks/useAuditLog';

function SelectFilter({ label, value, onChange, anyLabel, children }: { label: string; value: string; onChange(value: string): void; anyLabel: string; children: ReactNode }) {
  return (
    <TextField
      select
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      <option value="">{anyLabel}</option>
      {children}
    </TextField>
  );
}

/**
 * The audit log's filters (spec section 3: client, category, action, start and end date, kept in the
 * auditLogFilters group) and a search over people and targets. The actions follow the category; the
 * dates open on demand.
 */
export function AuditFilterBar({ filters, isFiltered, setFilter, clearFilters, search, setSearch }: AuditFilterControl) {
  const clients = useLookup<NamedRef>(PROJECT_PATHS.entities);
  const categories = useLookup<AuditCode>(AUDITLOG_PATHS.categories);
  const actions = useLookup<AuditCode>(filters.category ? `${AUDITLOG_PATHS.actions}?category=${encodeURIComponent(filters.category)}` : AUDITLOG_PATHS.actions);

  return (
    <FilterBar label="Filter audit entries" isFiltered={isFiltered} onClear={clearFilters}>
      <TextField
        label="Search people or targets"
        type="search"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        fullWidth
      />
      <SelectFilter label="Client" anyLabel="Any client" value={filters.entity} onChange={(value) => setFilter('entity', value)}>
        {clients.items.map((client) => (
          <option key={client.id} value={client.id}>
            {client.name}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter
        label="Category"
        anyLabel="Any category"
        value={filters.category}
        onChange={(value) => {
          // An action of the old category would find nothing in the new one.
          if (filters.action) setFilter('action', '');
          setFilter('category', value);
        }}
      >
        {categories.items.map((category) => (
          <option key={category.code} value={category.code}>
            {category.name}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter label="Action" anyLabel="Any action" value={filters.action} onChange={(value) => setFilter('action', value)}>
        {actions.items.map((action) => (
          <option key={action.code} value={action.code}>
            {action.name}
          </option>
        ))}
      </SelectFilter>
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
