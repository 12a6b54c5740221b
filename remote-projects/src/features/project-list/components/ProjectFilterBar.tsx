import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { LazyDateInput } from '@app/shared/date-input';
import type { ProjectFilterField, ProjectFiltersControl } from '../hooks/useProjectFilters';

const DATE_FILTERS: { field: ProjectFilterField; label: string }[] = [
  { field: 'deadline', label: 'Deadline' },
  { field: 'created_after', label: 'Created after' },
  { field: 'created_before', label: 'Created before' },
];

const MORE_FILTERS_ID = 'project-more-filters';

/**
 * The filters of the project list, bound to the projectFilters group. The name is always in view;
 * the date filters open on demand, which also keeps the date picker (the heaviest part of this
 * remote) off the list until someone asks for it. Created by, assigned to and status choose from
 * server lookups and join with the projects API.
 */
export function ProjectFilterBar({ filters, isFiltered, setFilter, clearFilters }: ProjectFiltersControl) {
  const dateFiltersInUse = DATE_FILTERS.filter(({ field }) => filters[field] !== '').length;
  const [showMore, setShowMore] = useState(dateFiltersInUse > 0);

  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter projects"
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <TextField
        label="Project name"
        type="search"
        size="small"
        value={filters.project_name}
        onChange={(event) => setFilter('project_name', event.target.value)}
        sx={{ flex: '1 1 240px', maxWidth: { md: 360 } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          variant="text"
          aria-expanded={showMore}
          aria-controls={MORE_FILTERS_ID}
          endIcon={showMore ? <ExpandLess /> : <ExpandMore />}
          onClick={() => setShowMore((shown) => !shown)}
        >
          {dateFiltersInUse > 0 ? `More filters (${dateFiltersInUse})` : 'More filters'}
        </Button>
        <Button variant="outlined" onClick={clearFilters} disabled={!isFiltered}>
          Clear filters
        </Button>
      </Box>
      {showMore && (
        <Box
          id={MORE_FILTERS_ID}
          role="group"
          aria-label="More filters"
          sx={{
            flexBasis: '100%',
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 240px))' },
          }}
        >
          {DATE_FILTERS.map(({ field, label }) => (
            <LazyDateInput key={field} label={label} value={filters[field]} onChange={(value) => setFilter(field, value)} />
          ))}
        </Box>
      )}
    </Box>
  );
}
