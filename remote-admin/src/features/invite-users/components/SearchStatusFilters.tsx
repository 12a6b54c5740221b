import { FilterBar } from '@app/shared/page-parts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface SearchStatusFiltersProps<S extends string> {
  /** The filter bar's accessible name ("Filter clients"). */
  label: string;
  searchLabel: string;
  search: string;
  onSearch(text: string): void;
  status: S | '';
  onStatus(status: S | ''): void;
  /** Each status and its name, in the order offered. */
  statusNames: Record<S, string>;
}

/** The tabs' filters: a search box and a status select, cleared together. */
export function SearchStatusFilters<S extends string>({ label, searchLabel, search, onSearch, status, onStatus, statusNames }: SearchStatusFiltersProps<S>) {
  return (
    <FilterBar
      label={label}
      isFiltered={search !== '' || status !== ''}
      activeCount={[search, status].filter((value) => value !== '').length}
      onClear={() => {
        onSearch('');
        onStatus('');
      }}
    >
      <TextField label={searchLabel} size="small" type="search" value={search} onChange={(event) => onSearch(event.target.value)} />
      <TextField
        select
        label="Status"
        size="small"
        // "All statuses" shows as the value, the label above it.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        value={status}
        onChange={(event) => onStatus(event.target.value as S | '')}
      >
        <MenuItem value="">All statuses</MenuItem>
        {(Object.entries(statusNames) as [S, string][]).map(([code, name]) => (
          <MenuItem key={code} value={code}>
            {name}
          </MenuItem>
        ))}
      </TextField>
    </FilterBar>
  );
}
