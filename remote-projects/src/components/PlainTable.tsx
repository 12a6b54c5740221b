import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PlainTableProps {
  /** Names the table for screen readers. */
  label: string;
  columns: string[];
  /** What shows under the headings while there are no rows. */
  emptyText: ReactNode;
}

/** The plain table layout of the "-old" screens: column headings and, with no rows, one line saying so. */
export function PlainTable({ label, columns, emptyText }: PlainTableProps) {
  return (
    <Paper variant="outlined">
      {/* Only the table scrolls sideways on a phone; the line under it stays in view. */}
      {/* Scrolls sideways on phones: focusable so keyboard users can scroll it too. */}
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
        </Table>
      </TableContainer>
      <Typography color="text.secondary" sx={{ py: 4, px: 2, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    </Paper>
  );
}
