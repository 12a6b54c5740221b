import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import { ListPagination } from '@app/shared/page-parts';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { PAGE_SIZES } from '../hooks/usePagedList';

interface AdminTableProps {
  /** Names the table (and its scrolling region) for screen readers. */
  label: string;
  columns: string[];
  busy: boolean;
  /** The rows (TableRow elements). */
  children: ReactNode;
  /** Set when the list is empty: said in one row across the table instead of the rows. */
  empty?: string;
  paging: { count: number; page: number; pageSize: number; setPage(page: number): void; setPageSize(size: number): void };
}

/** One page of a list as a table, with server-side paging under it. */
export function AdminTable({ label, columns, busy, children, empty, paging }: AdminTableProps) {
  const { count, page, pageSize, setPage, setPageSize } = paging;
  return (
    <Paper variant="outlined" aria-busy={busy}>
      {busy ? <LinearProgress aria-label={`Loading ${label.toLowerCase()}`} /> : null}
      {/* Wide tables scroll inside their region on a phone, never the page; focusable for the keyboard. */}
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {empty ? (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  {empty}
                </TableCell>
              </TableRow>
            ) : (
              children
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination count={count} page={page} pageSize={pageSize} pageSizes={PAGE_SIZES} onPageChange={setPage} onPageSizeChange={setPageSize} />
    </Paper>
  );
}
