import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SortControl } from './useAddressOrdering';

interface SortableHeaderCellProps extends Omit<TableCellProps, 'sortDirection' | 'children'> {
  label: string;
  /** The list's ordering field this column sorts by. */
  field: string;
  sort: SortControl;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column heading that sorts its server-paged list: a click sorts by the column, a second click
 * reverses it. `aria-sort` says the column's order ("none" while another column sorts the list).
 */
export function SortableHeaderCell({ label, field, sort, sx, ...cellProps }: SortableHeaderCellProps) {
  const direction = sort.directionOf(field);
  return (
    <TableCell
      {...cellProps}
      sortDirection={direction}
      aria-sort={direction ? ARIA_SORT[direction] : 'none'}
      sx={[{ whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <TableSortLabel active={direction !== false} direction={direction || 'asc'} onClick={() => sort.sortBy(field)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
