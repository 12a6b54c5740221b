import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SortableHeaderCell, type SortControl } from '@app/shared/page-parts';
import { Children, type ReactNode } from 'react';

export interface PlainTableColumn {
  label: string;
  /** A sortable column: the list's ordering field it sorts by (with the table's `sort`). */
  field?: string;
}

interface PlainTableProps {
  /** Names the table for screen readers. */
  label: string;
  columns: (string | PlainTableColumn)[];
  /** The list's order, for the columns that sort it. */
  sort?: SortControl;
  /** What shows under the headings while there are no rows. */
  emptyText: ReactNode;
  /** The rows (TableRow elements). */
  children?: ReactNode;
  /** A line under the table, such as its pagination. */
  footer?: ReactNode;
  /** A load is on its way: a thin bar above the rows. */
  busy?: boolean;
}

const HEADING_STYLE = { fontWeight: 600, whiteSpace: 'nowrap' } as const;

function HeadingCell({ column: { label, field }, sort }: { column: PlainTableColumn; sort?: SortControl }) {
  if (field && sort) return <SortableHeaderCell label={label} field={field} sort={sort} sx={HEADING_STYLE} />;
  return <TableCell sx={HEADING_STYLE}>{label}</TableCell>;
}

/** The plain table layout of the "-old" screens: column headings, the rows or one line saying there are none. */
export function PlainTable({ label, columns, sort, emptyText, children, footer, busy = false }: PlainTableProps) {
  const isEmpty = Children.toArray(children).length === 0;
  return (
    <Paper variant="outlined">
      {busy ? <LinearProgress aria-label={`Loading ${label.toLowerCase()}`} /> : null}
      {/* Scrolls sideways on phones: focusable so keyboard users can scroll it too; the line under it stays in view. */}
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const heading = typeof column === 'string' ? { label: column } : column;
                return <HeadingCell key={heading.label} column={heading} sort={sort} />;
              })}
            </TableRow>
          </TableHead>
          {isEmpty ? null : <TableBody>{children}</TableBody>}
        </Table>
      </TableContainer>
      {isEmpty ? (
        <Typography color="text.secondary" sx={{ py: 4, px: 2, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      ) : null}
      {footer}
    </Paper>
  );
}
