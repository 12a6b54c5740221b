import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The largest page a list asks for, whatever the address says. */
const MAX_PAGE_SIZE = 200;

/**
 * A server-paged list's place, kept in the address (`?page=2&page_size=50`, 1-based like the API) so
 * that a link, Back and reload return to the same page. The first page leaves `page` out.
 */
export function useAddressPaging(defaultPageSize: number) {
  const [address, setAddress] = useSearchParams();
  const page = Math.max(1, Number(address.get('page')) || 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(address.get('page_size')) || defaultPageSize));

  /** Sets (or, with null, removes) parameters of the address, keeping the others. */
  const changeAddress = useCallback(
    (changes: Record<string, string | null>) =>
      setAddress((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      }),
    [setAddress],
  );

  const setPage = useCallback((next: number) => changeAddress({ page: next === 1 ? null : String(next) }), [changeAddress]);
  const setPageSize = useCallback((next: number) => changeAddress({ page_size: String(next), page: null }), [changeAddress]);
  return { page, pageSize, changeAddress, setPage, setPageSize };
}
