import type { Paginated } from '@app/shared/contract';
import { useAddressOrdering, useAddressPaging, useApiData, withQuery } from '@app/shared/page-parts';
import { useEffect, useRef } from 'react';

export const PAGE_SIZES = [10, 25, 50];

/** The fields a list sorts by and its order when the address names none (the contract's). */
export interface ListOrder {
  fields: readonly string[];
  defaultOrdering: string;
}

/**
 * A server-side paged and sorted list of `path`, filtered by `filters`: the page and the order in
 * the address (beside the tab), so that reload and Back return to them; a change of filter goes back
 * to the first page, and the rows on screen stay while the next page loads.
 */
export function usePagedList<T>(path: string, filters: Record<string, string | undefined>, order: ListOrder) {
  const { page, pageSize, changeAddress, setPage, setPageSize } = useAddressPaging(PAGE_SIZES[0]!);
  const sort = useAddressOrdering(order.fields, order.defaultOrdering);
  const filterKey = JSON.stringify(filters);
  const pagedFor = useRef(filterKey);
  useEffect(() => {
    if (pagedFor.current === filterKey) return;
    pagedFor.current = filterKey;
    if (page !== 1) changeAddress({ page: null });
  }, [filterKey, page, changeAddress]);
  const list = useApiData<Paginated<T>>(withQuery(path, { ...filters, ordering: sort.ordering, page, page_size: pageSize }), { keepPrevious: true });
  return { list, sort, page, pageSize, setPage, setPageSize };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
