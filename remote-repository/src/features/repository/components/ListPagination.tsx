import TablePagination from '@mui/material/TablePagination';
import { REPOSITORY_PAGE_SIZES } from '../stores/repositoryBrowser';

interface ListPaginationProps {
  count: number;
  page: number;
  pageSize: number;
  onChange(changes: { page: number; pageSize?: number }): void;
}

/** Server-side paging of the repository's lists. */
export function ListPagination({ count, page, pageSize, onChange }: ListPaginationProps) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={REPOSITORY_PAGE_SIZES}
      onPageChange={(_event, next) => onChange({ page: next })}
      onRowsPerPageChange={(event) => onChange({ page: 0, pageSize: Number(event.target.value) })}
    />
  );
}
