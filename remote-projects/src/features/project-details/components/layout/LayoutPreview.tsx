import { LAYOUT_ROLE_LABELS, type QuestionnaireLayout, type TableLayout, type TableLayoutChoice } from '@app/shared/contract';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { columnName, headerCells, previewRows, roleOf, SHOWN_COLUMNS } from '../../layoutDraft';

const ROLE_CELL = { bgcolor: 'action.selected' } as const;
const CELL = { maxWidth: 240, verticalAlign: 'top', overflowWrap: 'anywhere' } as const;

interface LayoutPreviewProps {
  format: QuestionnaireLayout['format'];
  table: TableLayout;
  choice: TableLayoutChoice;
}

/** The header row and the first rows under it, each column named with its role and the role columns highlighted. */
export function LayoutPreview({ format, table, choice }: LayoutPreviewProps) {
  const rows = previewRows(table, choice.header_row);
  const header = headerCells(table, choice.header_row);
  const columns = Array.from({ length: Math.min(table.column_count, SHOWN_COLUMNS) }, (_, column) => column);
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No rows under the header row.
      </Typography>
    );
  }
  return (
    <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={`First rows of ${table.name}`}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 56 }}>Row</TableCell>
            {columns.map((column) => {
              const role = roleOf(choice, column);
              return (
                <TableCell key={column} sx={{ ...CELL, ...(role && ROLE_CELL) }}>
                  <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {columnName(format, column)}
                    {header[column] ? ` · ${header[column]}` : ''}
                  </Box>
                  {role ? (
                    <Typography variant="caption" color="primary.main" sx={{ fontWeight: 600 }}>
                      {LAYOUT_ROLE_LABELS[role]}
                    </Typography>
                  ) : null}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ row, cells }) => (
            <TableRow key={row}>
              <TableCell component="th" scope="row">
                {row + 1}
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column} sx={{ ...CELL, ...(roleOf(choice, column) && ROLE_CELL) }}>
                  {cells[column] ?? ''}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
