import { ANSWER_LIBRARY_ORDERINGS, ANSWER_LIBRARY_PATHS, type AnswerLibraryEntry, type AnswerLibraryOrdering, type Paginated } from '@app/shared/contract';
import { useApiData, usePagedFilters, useSettledText, withQuery } from '@app/shared/page-parts';
import { useSearchParams } from 'react-router-dom';
import { answerLibraryFiltersGroup } from '../stores/answerLibraryFilters';

export const LIBRARY_PAGE_SIZES = [20, 50, 100];
const DEFAULT_ORDERING: AnswerLibraryOrdering = '-approved_at';

const isOrdering = (value: string | null): value is AnswerLibraryOrdering => (ANSWER_LIBRARY_ORDERINGS as readonly (string | null)[]).includes(value);

/**
 * The library list: the filters from their redux group, the page, the ordering and the open entry in
 * the address (so a link, Back and reload return to the same place), paged on the server.
 */
export function useAnswerLibrary() {
  const paged = usePagedFilters(answerLibraryFiltersGroup, LIBRARY_PAGE_SIZES[0]!);
  const { filterControl, page, pageSize, changeAddress } = paged;
  const { filters } = filterControl;
  const [address] = useSearchParams();
  const orderingParam = address.get('ordering');
  const ordering = isOrdering(orderingParam) ? orderingParam : DEFAULT_ORDERING;

  const search = useSettledText(filters.search.trim());
  const url = withQuery(ANSWER_LIBRARY_PATHS.entries, {
    search,
    topic: filters.topic,
    owner: filters.owner,
    approved_after: filters.approved_after,
    approved_before: filters.approved_before,
    status: filters.status,
    ordering: ordering === DEFAULT_ORDERING ? undefined : ordering,
    page,
    page_size: pageSize,
  });
  // Until the linked filters are in the group, the list would load with the old ones: wait.
  const list = useApiData<Paginated<AnswerLibraryEntry>>(paged.adoptingLinkedFilters ? null : url, { keepPrevious: true });

  return {
    filterControl,
    list,
    ordering,
    page,
    pageSize,
    setOrdering: (next: AnswerLibraryOrdering) => changeAddress({ ordering: next === DEFAULT_ORDERING ? null : next, page: null }),
    setPage: paged.setPage,
    setPageSize: paged.setPageSize,
    /** The entry open beside the list. */
    openEntryId: address.get('entry'),
    openEntry: (id: string | null) => changeAddress({ entry: id }),
  };
}

export type AnswerLibraryControl = ReturnType<typeof useAnswerLibrary>;
