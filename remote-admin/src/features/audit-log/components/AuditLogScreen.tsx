import { EmptyState, PageFrame } from '@app/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
      <Box
        component="form"
        role="search"
        aria-label="Filter audit entries"
        onSubmit={(event) => event.preventDefault()}
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr)) auto', md: 'repeat(2, minmax(0, 240px)) auto' },
        }}
      >
        <LazyDateInput label="Start date" value={filters.startDate} onChange={(value) => setFilter('startDate', value)} />
        <LazyDateInput label="End date" value={filters.endDate} onChange={(value) => setFilter('endDate', value)} />
        <Button variant="outlined" onClick={clearFilters} disabled={!isFiltered} sx={{ justifySelf: 'start' }}>
          Clear filters
        </Button>
      </Box>
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
