// Through the package name, as the remotes import it: one breakpoint rule for every list.
import { usePhoneLayout } from './usePhoneLayout';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { SortableHeaderCell } from './SortableHeaderCell';
import type { SortControl } from './useAddressOrdering';
import { visuallyHidden } from './visuallyHidden';

export interface ListColumn<Row> {
  /** The column's heading; on a phone card, the label in front of the value. */
  header: string;
  cell(row: Row): ReactNode;
  /**
   * Its place on a phone card: `title` heads it, `status` sits beside the title, `actions` is the
   * card's foot; any other column is a "label: value" line. `hidden` leaves it off the card (a fact
   * the title already holds).
   */
  place?: 'title' | 'status' | 'actions' | 'hidden';
  /** The heading is for screen readers only (an actions column). */
  hideHeader?: boolean;
  /** The list's ordering field this column sorts by: its heading sorts the list (with the table's `sort`). */
  sortField?: string;
  /** The table cell's own style (width, wrapping); not used on cards. */
  sx?: SxProps<Theme>;
}

interface ResponsiveTableProps<Row> {
  /** Names the table, or the list of cards, for screen readers. */
  label: string;
  rows: readonly Row[];
  rowKey(row: Row): string;
  columns: readonly ListColumn<Row>[];
  /** Set when the list is empty: said once instead of the rows. */
  empty?: string;
  /** The list's order, shown and changed by the headings of the columns with a `sortField`. */
  sort?: SortControl;
}

const HEADING_STYLE = { fontWeight: 600, whiteSpace: 'nowrap' } as const;

/**
 * One page of a list: a table from MUI's `sm` breakpoint up, and below it a card per row, where
 * the title, the status and the actions stay in view and nothing scrolls sideways.
 */
export function ResponsiveTable<Row>(props: ResponsiveTableProps<Row>) {
  return usePhoneLayout() ? <RowCards {...props} /> : <RowTable {...props} />;
}

function RowTable<Row>({ label, rows, rowKey, columns, empty, sort }: ResponsiveTableProps<Row>) {
  return (
    // A wide table scrolls inside its region, never the page; focusable for the keyboard.
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table aria-label={label} size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) =>
              column.sortField && sort ? (
                <SortableHeaderCell key={column.header} label={column.header} field={column.sortField} sort={sort} sx={HEADING_STYLE} />
              ) : (
                <TableCell key={column.header} sx={HEADING_STYLE}>
                  {column.hideHeader ? (
                    <Box component="span" sx={visuallyHidden}>
                      {column.header}
                    </Box>
                  ) : (
                    column.header
                  )}
                </TableCell>
              ),
            )}
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
            rows.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.header} sx={column.sx}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function RowCards<Row>({ label, rows, rowKey, columns, empty }: ResponsiveTableProps<Row>) {
  if (empty) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  }
  const title = columns.find((column) => column.place === 'title');
  const status = columns.find((column) => column.place === 'status');
  const actions = columns.find((column) => column.place === 'actions');
  const details = columns.filter((column) => column.place === undefined);
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box component="li" key={rowKey(row)} sx={{ px: 2, py: 1.5, display: 'grid', gap: 1, minWidth: 0, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
            {title ? <Box sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{title.cell(row)}</Box> : null}
            {status ? <Box sx={{ flexShrink: 0 }}>{status.cell(row)}</Box> : null}
          </Box>
          {details.length > 0 ? (
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25, typography: 'body2' }}>
              {details.map((column) => (
                <Box key={column.header} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>
                    {column.header}
                  </Box>
                  <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {column.cell(row)}
                  </Box>
                </Box>
              ))}
            </Box>
          ) : null}
          {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '&:empty': { display: 'none' } }}>{actions.cell(row)}</Box> : null}
        </Box>
      ))}
    </Box>
  );
}
