import { EmptyState, PageFrame } from '@app/shared';
import type { AuditEntryView } from '@app/shared/contract';
import { ListPagination, LoadFailed, usePhoneLayout } from '@app/shared/page-parts';
import FileDownload from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { AUDIT_PAGE_SIZES, useAuditLog } from '../hooks/useAuditLog';
import { useCsvExport } from '../hooks/useCsvExport';
import { AuditEntryCards, AuditEntryTable } from './AuditEntries';
import { AuditFilterBar } from './AuditFilterBar';
import { ChainStatus } from './ChainStatus';

// Opened by a click on an entry: fetched then, not with the list.
const AuditEntryDetails = lazy(() => import('./AuditEntryDetails'));

function EntriesSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading audit entries" role="progressbar" sx={{ display: 'grid', gap: 1 }}>
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={44} />
      ))}
    </Box>
  );
}

/** The server stops counting past 10,000 (`count_capped`): "More than 10,000 entries". */
const countText = (count: number, capped: boolean) =>
  `${capped ? 'More than ' : ''}${count.toLocaleString('en-US')} ${count === 1 && !capped ? 'entry' : 'entries'}`;

/**
 * /audit-log: who changed what, when, from where; filtered by client, category, action and days,
 * paged on the server, each entry opening its before/after; the chain's integrity above it all.
 */
export default function AuditLogScreen() {
  const { filterControl, exportQuery, dateProblem, list, sort, page, pageSize, setPage, setPageSize } = useAuditLog();
  const { data, loading, error, retry } = list;
  const csv = useCsvExport(exportQuery);
  const phone = usePhoneLayout();
  const [opened, setOpened] = useState<AuditEntryView>();

  return (
    <PageFrame
      title="Audit log"
      actions={
        <Button variant="outlined" startIcon={<FileDownload />} onClick={csv.exportCsv} disabled={csv.busy || !!dateProblem} aria-busy={csv.busy}>
          {csv.busy ? 'Exporting…' : 'Export CSV'}
        </Button>
      }
    >
      <ChainStatus />
      <AuditFilterBar {...filterControl} />
      {dateProblem ? (
        <Alert severity="warning">{dateProblem} Choose an end date on or after the start date.</Alert>
      ) : error ? (
        <LoadFailed message={error} onRetry={retry} />
      ) : !data ? (
        loading ? (
          <EntriesSkeleton />
        ) : null
      ) : data.count === 0 ? (
        filterControl.isFiltered ? (
          <EmptyState
            title="No audit entries match these filters."
            description="Widen the dates, or clear the filters to see every entry."
            action={
              <Button variant="outlined" onClick={filterControl.clearFilters}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState title="No audit entries yet." description="Every sign-in and every change to projects, documents, users and clients is recorded here." />
        )
      ) : (
        <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }} aria-busy={loading}>
          <Typography role="status" color="text.secondary">
            {countText(data.count, data.count_capped)}
            {filterControl.isFiltered ? ` ${data.count === 1 && !data.count_capped ? 'matches' : 'match'} these filters` : ''}
          </Typography>
          {loading ? <LinearProgress aria-label="Loading audit entries" /> : null}
          {phone ? <AuditEntryCards entries={data.results} onOpen={setOpened} /> : <AuditEntryTable entries={data.results} onOpen={setOpened} sort={sort} />}
          <ListPagination
            count={data.count}
            page={page}
            pageSize={pageSize}
            pageSizes={AUDIT_PAGE_SIZES}
            countIsLowerBound={data.count_capped}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
          />
        </Box>
      )}
      {opened ? (
        <Suspense fallback={null}>
          <AuditEntryDetails entry={opened} onClose={() => setOpened(undefined)} />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
