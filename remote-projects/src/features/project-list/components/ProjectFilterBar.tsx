import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { PROJECT_DUE_SOON_DAYS, PROJECT_PATHS, type Project, type ProjectDueFilter } from '@app/shared/contract';
import { useState } from 'react';
import { LazyDateInput } from '@app/shared/date-input';
import { FilterBar, SelectFilter, useLookup } from '@app/shared/page-parts';
import type { ProjectFilterField, ProjectFiltersControl } from '../stores/projectFilters';
import { ClientFilter } from '../../../components/ClientFilter';
import { PersonFilter } from './PersonFilter';

const DATE_FILTERS: { field: ProjectFilterField; label: string }[] = [
  { field: 'deadline', label: 'Deadline' },
  { field: 'created_after', label: 'Created after' },
  { field: 'created_before', label: 'Created before' },
];
const PERSON_FILTERS: { field: ProjectFilterField; label: string }[] = [
  { field: 'created_by', label: 'Created by' },
  { field: 'assigned_to', label: 'Assigned to' },
];
const MORE_FILTERS = [...PERSON_FILTERS, ...DATE_FILTERS].map(({ field }) => field);

const MORE_FILTERS_ID = 'project-more-filters';

const DUE_LABELS: Record<ProjectDueFilter, string> = {
  overdue: 'Overdue',
  soon: `Due within ${PROJECT_DUE_SOON_DAYS} days`,
};
const DUE_OPTIONS = Object.entries(DUE_LABELS).map(([value, label]) => ({ value, label }));

/**
 * The filters of the project list (spec section 3), bound to the projectFilters group. Name, status
 * and deadline are in view (in the drawer on a phone); the people and date filters open on demand,
 * which also keeps the date picker (the heaviest part of this remote) and the people lookup off the
 * list until asked for.
 */
export function ProjectFilterBar({ filters, isFiltered, activeCount, setFilter, clearFilters }: ProjectFiltersControl) {
  const moreFiltersInUse = MORE_FILTERS.filter((field) => filters[field] !== '').length;
  const [showMore, setShowMore] = useState(moreFiltersInUse > 0);
  const statuses = useLookup<Project['status']>(PROJECT_PATHS.projectStatuses);

  return (
    <FilterBar label="Filter projects" isFiltered={isFiltered} activeCount={activeCount} onClear={clearFilters}>
      <TextField
        label="Project name"
        type="search"
        size="small"
        value={filters.project_name}
        onChange={(event) => setFilter('project_name', event.target.value)}
      />
      <SelectFilter
        label="Status"
        anyLabel="Any status"
        value={filters.status}
        onChange={(value) => setFilter('status', value)}
        options={[
          { value: 'open', label: 'Open (not completed)' },
          { value: 'awaiting_review', label: 'Answers awaiting review' },
          ...statuses.items.map((status) => ({ value: status.code, label: status.name })),
        ]}
      />
      <SelectFilter label="Due" anyLabel="Any deadline" value={filters.due} onChange={(value) => setFilter('due', value)} options={DUE_OPTIONS} />
      <ClientFilter value={filters.entity} onChange={(value) => setFilter('entity', value)} />
      <Button
        variant="text"
        aria-expanded={showMore}
        aria-controls={MORE_FILTERS_ID}
        endIcon={showMore ? <ExpandLess /> : <ExpandMore />}
        onClick={() => setShowMore((shown) => !shown)}
      >
        {moreFiltersInUse > 0 ? `More filters (${moreFiltersInUse})` : 'More filters'}
      </Button>
      {showMore && (
        <Box
          id={MORE_FILTERS_ID}
          role="group"
          aria-label="More filters"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(5, minmax(0, 1fr))' },
          }}
        >
          {PERSON_FILTERS.map(({ field, label }) => (
            <PersonFilter key={field} label={label} value={filters[field]} onChange={(value) => setFilter(field, value)} />
          ))}
          {DATE_FILTERS.map(({ field, label }) => (
            <LazyDateInput key={field} label={label} value={filters[field]} onChange={(value) => setFilter(field, value)} />
          ))}
        </Box>
      )}
    </FilterBar>
  );
}
