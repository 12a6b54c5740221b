import TablePagination from '@mui/material/TablePagination';
import type { ProjectListControl } from '../hooks/useProjectList';

interface ProjectListPaginationProps extends Pick<ProjectListControl, 'page' | 'pageSize' | 'setPage' | 'setPageSize'> {
  count: number;
  pageSizes: number[];
}

/** Server-side paging of the project list; the page in the address is 1-based, MUI's is 0-based. */
export function ProjectListPagination({ count, page, pageSize, setPage, setPageSize, pageSizes }: ProjectListPaginationProps) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={Math.min(page - 1, Math.max(0, Math.ceil(count / pageSize) - 1))}
      rowsPerPage={pageSize}
      rowsPerPageOptions={pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b)}
      labelRowsPerPage="Projects per page"
      onPageChange={(_event, next) => setPage(next + 1)}
      onRowsPerPageChange={(event) => setPageSize(Number(event.target.value))}
      // On a phone the controls wrap rather than run off the screen.
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: { xs: 1, sm: 2 } } }}
    />
  );
}
