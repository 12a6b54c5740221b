import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { ListPagination, ResponsiveTable, type ListColumn, type SortControl } from '@app/shared/page-parts';
import { PAGE_SIZES } from '../hooks/usePagedList';

interface AdminTableProps<Row> {
  /** Names the table (or the cards on a phone) for screen readers. */
  label: string;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** The list's order, which the headings of the columns with a `sortField` show and change. */
  sort: SortControl;
  busy: boolean;
  /** Set when the list is empty: said once instead of the rows. */
  empty?: string;
  paging: { count: number; page: number; pageSize: number; setPage(page: number): void; setPageSize(size: number): void };
}

/** One page of a list, a table (sorted by its headings) or (on a phone) cards, with server-side paging under it. */
export function AdminTable<Row>({ label, columns, rows, rowKey, sort, busy, empty, paging }: AdminTableProps<Row>) {
  const { count, page, pageSize, setPage, setPageSize } = paging;
  return (
    <Paper variant="outlined" aria-busy={busy}>
      {busy ? <LinearProgress aria-label={`Loading ${label.toLowerCase()}`} /> : null}
      <ResponsiveTable label={label} columns={columns} rows={rows} rowKey={rowKey} empty={empty} sort={sort} />
      <ListPagination count={count} page={page} pageSize={pageSize} pageSizes={PAGE_SIZES} onPageChange={setPage} onPageSizeChange={setPageSize} />
    </Paper>
  );
}
