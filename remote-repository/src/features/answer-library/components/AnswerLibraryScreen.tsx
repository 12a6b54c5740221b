import { EmptyState, PageFrame } from '@app/shared';
import { ListPagination, LoadFailed } from '@app/shared/page-parts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { LIBRARY_PAGE_SIZES, useAnswerLibrary } from '../hooks/useAnswerLibrary';
import { AnswerLibraryFilterBar } from './AnswerLibraryFilterBar';
import { LibraryTable } from './LibraryTable';

// Opened by a click on an entry: fetched then, not with the list.
const EntryDrawer = lazy(() => import('./EntryDrawer'));

function ListSkeleton() {
  return (
    <Box role="progressbar" aria-label="Loading the answer library" sx={{ display: 'grid', gap: 1 }}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={52} />
      ))}
    </Box>
  );
}

const countText = (count: number) => (count === 1 ? '1 entry' : `${count.toLocaleString('en-US')} entries`);

/**
 * /answer-library: every approved answer, one per question, as new questionnaires are offered them.
 * Search, filter and sort it, open an entry to edit, approve again, retire or restore it and to see
 * where it came from, what it relied on and where it was used.
 */
export default function AnswerLibraryScreen() {
  const { filterControl, list, ordering, setOrdering, page, pageSize, setPage, setPageSize, openEntryId, openEntry } = useAnswerLibrary();
  const { data, loading, error, retry, refresh } = list;

  return (
    <PageFrame title="Answer library">
      <AnswerLibraryFilterBar {...filterControl} />
      {error ? <LoadFailed message={error} onRetry={retry} /> : null}
      {!data ? (
        loading ? (
          <ListSkeleton />
        ) : null
      ) : data.count === 0 ? (
        filterControl.isFiltered ? (
          <EmptyState
            title="No entries match these filters."
            description="Change the search or the filters, or clear them to see the whole library."
            action={
              <Button variant="outlined" onClick={filterControl.clearFilters}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            title="The answer library is empty."
            description="Each answer approved in a questionnaire is kept here and suggested again when a new questionnaire asks the same question."
          />
        )
      ) : (
        <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }} aria-busy={loading}>
          <Typography role="status" color="text.secondary">
            {countText(data.count)}
          </Typography>
          {loading ? <LinearProgress aria-label="Loading the answer library" /> : null}
          <LibraryTable
            entries={data.results}
            ordering={ordering}
            onSort={setOrdering}
            onOpen={(entry) => openEntry(entry.id)}
            pagination={
              <ListPagination
                count={data.count}
                page={page}
                pageSize={pageSize}
                pageSizes={LIBRARY_PAGE_SIZES}
                onPageChange={setPage}
                onPageSizeChange={setPageSize}
              />
            }
          />
        </Box>
      )}
      {openEntryId ? (
        <Suspense fallback={null}>
          <EntryDrawer entryId={openEntryId} onClose={() => openEntry(null)} onChanged={() => void refresh()} />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
