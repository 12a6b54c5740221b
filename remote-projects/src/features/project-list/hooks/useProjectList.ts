import { PROJECT_PATHS, type Paginated, type Project, type ProjectOrdering } from '@app/shared/contract';
import { useSearchParams } from 'react-router-dom';
import { useApiData, usePagedFilters, useSettledText, withQuery } from '@app/shared/page-parts';
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
const DEFAULT_ORDERING: ProjectOrdering = '-created_at';

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
  const [address] = useSearchParams();
  const orderingParam = address.get('ordering');
  const ordering = isOrdering(orderingParam) ? orderingParam : DEFAULT_ORDERING;

  const projectName = useSettledText(filters.project_name.trim());
  const url = withQuery(PROJECT_PATHS.projects, {
    ...Object.fromEntries(FILTER_FIELDS.map((field) => [field, filters[field]])),
    project_name: projectName,
    ordering,
    page,
    page_size: pageSize,
  });
  // Until the linked filters are in the group, the list would load with the old ones: wait.
  const list = useApiData<Paginated<Project>>(paged.adoptingLinkedFilters ? null : url, { keepPrevious: true });

  return {
    filterControl,
    list,
    ordering,
    setOrdering: (next: ProjectOrdering) => changeAddress({ ordering: next === DEFAULT_ORDERING ? null : next, page: null }),
    pagination: { page, pageSize, pageSizes, onPageChange: paged.setPage, onPageSizeChange: paged.setPageSize },
  };
}
