// Through the package name, as the remotes import it: the shared store and filter groups.
import { useAppDispatch, useFilterGroup, type FilterField, type StateGroup } from '@app/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAddressPaging } from './useAddressPaging';

type FilterState = { clearFilterFlag: boolean };

const filterFields = <S extends FilterState>(group: StateGroup<S>) =>
  (Object.keys(group.initialState) as (keyof S)[]).filter((field): field is FilterField<S> => field !== 'clearFilterFlag');

/**
 * A server-paged list's filters and place: the filters live in their redux group (spec section 3),
 * the page and page size in the address, so Back returns to the same page. Filters that arrive in
 * the address (a dashboard card's link, `?status=active`) move into the group, which stays their one
 * home; until they have, `adoptingLinkedFilters` is true and the list should wait rather than load
 * with the old ones. Any filter edit starts again from the first page.
 */
export function usePagedFilters<S extends FilterState>(group: StateGroup<S>, defaultPageSize: number) {
  const filterControl = useFilterGroup(group);
  const dispatch = useAppDispatch();
  const [address, setAddress] = useSearchParams();
  const adoptingLinkedFilters = filterFields(group).some((field) => address.has(String(field)));

  useEffect(() => {
    const linked = filterFields(group).filter((field) => address.has(String(field)));
    if (linked.length === 0) return;
    const adopted = { clearFilterFlag: false } as Partial<S>;
    for (const field of linked) adopted[field] = (address.get(String(field)) ?? '') as S[typeof field];
    // A link names the filters it sets; the others are cleared.
    dispatch(group.actions.reset());
    dispatch(group.actions.update(adopted));
    const rest = new URLSearchParams(address);
    for (const field of linked) rest.delete(String(field));
    rest.delete('page');
    setAddress(rest, { replace: true });
  }, [address, dispatch, group, setAddress]);

  const { page, pageSize, changeAddress, setPage, setPageSize } = useAddressPaging(defaultPageSize);

  const setFilter: typeof filterControl.setFilter = (field, value) => {
    if (page !== 1) changeAddress({ page: null });
    return filterControl.setFilter(field, value);
  };
  const clearFilters: typeof filterControl.clearFilters = () => {
    if (page !== 1) changeAddress({ page: null });
    return filterControl.clearFilters();
  };

  return {
    filterControl: { ...filterControl, setFilter, clearFilters },
    adoptingLinkedFilters,
    page,
    pageSize,
    changeAddress,
    setPage,
    setPageSize,
  };
}
