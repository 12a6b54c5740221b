import { PROJECT_DEFAULT_ORDERING, PROJECT_ORDERING_FIELDS, PROJECT_PATHS, type Paginated, type Project, type ProjectOrdering } from '@app/shared/contract';
import { useAddressOrdering, useApiData, usePagedFilters, useSettledText, withQuery } from '@app/shared/page-parts';
import { projectFiltersGroup, type ProjectFilterField } from '../stores/projectFilters';

export type { ProjectOrdering };

export const PROJECT_ORDERING_LABELS: Record<ProjectOrdering, string> = {
  '-created_at': 'Newest first',
  created_at: 'Oldest first',
  deadline: 'Deadline, soonest first',
  '-deadline': 'Deadline, latest first',
  name: 'Name, A to Z',
  '-name': 'Name, Z to A',
  progress: 'Least progress first',
  '-progress': 'Most progress first',
  status: 'Status',
  '-status': 'Status, reversed',
};

const FILTER_FIELDS = Object.keys(projectFiltersGroup.initialState).filter((field): field is ProjectFilterField => field !== 'clearFilterFlag');

const isOrdering = (value: string | null): value is ProjectOrdering => value !== null && value in PROJECT_ORDERING_LABELS;

/**
 * The project list as both layouts show it: the filters from the projectFilters group, the page and
 * the ordering in the address (so Back returns to the same page), server-side paging. Filters that
 * arrive in the address (a dashboard card's link) move into the group, which stays their one home.
 * `pagination` is what both layouts hand to ListPagination beside the count; the first size is the default.
 */
export function useProjectList(pageSizes: readonly number[]) {
  const paged = usePagedFilters(projectFiltersGroup, pageSizes[0]);
  const { filterControl, page, pageSize, changeAddress } = paged;
  const { filters } = filterControl;
  // The table's headings and the request take any ordering the API takes; the cards' menu offers single fields.
  const sort = useAddressOrdering(PROJECT_ORDERING_FIELDS, PROJECT_DEFAULT_ORDERING);
  const ordering: ProjectOrdering = isOrdering(sort.ordering) ? sort.ordering : '-created_at';

  const projectName = useSettledText(filters.project_name.trim());
  const url = withQuery(PROJECT_PATHS.projects, {
    ...Object.fromEntries(FILTER_FIELDS.map((field) => [field, filters[field]])),
    project_name: projectName,
    ordering: sort.ordering,
    page,
    page_size: pageSize,
  });
  // Until the linked filters are in the group, the list would load with the old ones: wait.
  const list = useApiData<Paginated<Project>>(paged.adoptingLinkedFilters ? null : url, { keepPrevious: true });

  return {
    filterControl,
    list,
    ordering,
    sort,
    setOrdering: (next: ProjectOrdering) => changeAddress({ ordering: next === PROJECT_DEFAULT_ORDERING ? null : next, page: null }),
    pagination: { page, pageSize, pageSizes, onPageChange: paged.setPage, onPageSizeChange: paged.setPageSize },
  };
}
