import type { Paginated } from '@app/shared/contract';
import { useApiData, withQuery } from '@app/shared/page-parts';
import { useState } from 'react';

export const PAGE_SIZES = [10, 25, 50];

/**
 * A server-side paged list of `path`, filtered by `filters`: a change of filter goes back to the
 * first page, and the rows on screen stay while the next page loads.
 */
export function usePagedList<T>(path: string, filters: Record<string, string | undefined>) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const filterKey = JSON.stringify(filters);
  const [pagedFilters, setPagedFilters] = useState(filterKey);
  // Reset during render (not in an effect), so no request for the old page goes out.
  if (pagedFilters !== filterKey) {
    setPagedFilters(filterKey);
    setPage(1);
  }
  const currentPage = pagedFilters === filterKey ? page : 1;
  const list = useApiData<Paginated<T>>(withQuery(path, { ...filters, page: currentPage, page_size: pageSize }), { keepPrevious: true });
  return {
    list,
    page: currentPage,
    pageSize,
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
