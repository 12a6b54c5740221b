import TablePagination from '@mui/material/TablePagination';

/** One name for the page-size control on every list, so people learn it once. */
const PAGE_SIZE_LABEL = 'Rows per page';

interface ListPaginationProps {
  /** How many items the whole list holds. */
  count: number;
  /** 1-based, as the address and the API count (MUI counts from 0). */
  page: number;
  pageSize: number;
  /** The sizes offered; a size set by the address but not among them is offered too. */
  pageSizes: readonly number[];
  /** The list stopped counting at `count` (a capped count): shown as "more than". */
  countIsLowerBound?: boolean;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
}

/** The paging controls under a server-paged list; a page past the end shows as the last one. */
export function ListPagination({ count, page, pageSize, pageSizes, countIsLowerBound = false, onPageChange, onPageSizeChange }: ListPaginationProps) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={Math.min(page - 1, Math.max(0, Math.ceil(count / pageSize) - 1))}
      rowsPerPage={pageSize}
      rowsPerPageOptions={pageSizes.includes(pageSize) ? [...pageSizes] : [...pageSizes, pageSize].sort((a, b) => a - b)}
      labelRowsPerPage={PAGE_SIZE_LABEL}
      labelDisplayedRows={({ from, to }) => `${from}–${to} of ${countIsLowerBound ? 'more than ' : ''}${count.toLocaleString('en-US')}`}
      onPageChange={(_event, next) => onPageChange(next + 1)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      // On a phone the controls wrap rather than run off the screen.
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: { xs: 1, sm: 2 } } }}
    />
  );
}
