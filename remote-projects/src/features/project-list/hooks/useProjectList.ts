import { PROJECT_PATHS, type Paginated, type Project, type ProjectListQuery } from '@app/shared/contract';
import { useAppDispatch } from '@app/shared';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApiData } from '@app/shared/page-parts';
import { withQuery } from '../../../components/withQuery';
import { projectFiltersGroup, type ProjectFilters } from '../stores/projectFilters';
import { useProjectFilters, type ProjectFilterField } from './useProjectFilters';

export type ProjectOrdering = NonNullable<ProjectListQuery['ordering']>;

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

const FILTER_FIELDS = Object.keys(projectFiltersGroup.initialState).filter(
  (field): field is ProjectFilterField => field !== 'clearFilterFlag',
);

/** Typing in the name filter asks the API once the person pauses, not at every key. */
const NAME_PAUSE_MS = 300;

/** The name once typing pauses; an emptied name (cleared filters, a link) applies at once. */
function useSettledName(name: string): string {
  const [settled, setSettled] = useState(name);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(name), name === '' ? 0 : NAME_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [name]);
  return name === '' ? name : settled;
}

const isOrdering = (value: string | null): value is ProjectOrdering => value !== null && value in PROJECT_ORDERING_LABELS;

/**
 * The project list as both layouts show it: the filters from the projectFilters group, the page and
 * the ordering in the address (so Back returns to the same page), server-side paging. Filters that
 * arrive in the address (a dashboard card's link) move into the group, which stays their one home.
 */
export function useProjectList(defaultPageSize: number) {
  const filterControl = useProjectFilters();
  const { filters } = filterControl;
  const dispatch = useAppDispatch();
  const [address, setAddress] = useSearchParams();
  const linkedFilters = FILTER_FIELDS.filter((field) => address.has(field));

  useEffect(() => {
    const linked = FILTER_FIELDS.filter((field) => address.has(field));
    if (linked.length === 0) return;
    const adopted: Partial<ProjectFilters> = { clearFilterFlag: false };
    for (const field of linked) adopted[field] = address.get(field) ?? '';
    dispatch(projectFiltersGroup.actions.reset());
    dispatch(projectFiltersGroup.actions.update(adopted));
    const rest = new URLSearchParams(address);
    for (const field of linked) rest.delete(field);
    rest.delete('page');
    setAddress(rest, { replace: true });
  }, [address, dispatch, setAddress]);

  const orderingParam = address.get('ordering');
  const ordering = isOrdering(orderingParam) ? orderingParam : DEFAULT_ORDERING;
  const page = Math.max(1, Number(address.get('page')) || 1);
  const pageSize = Math.min(200, Math.max(1, Number(address.get('page_size')) || defaultPageSize));

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

  const projectName = useSettledName(filters.project_name.trim());
  const url = withQuery(PROJECT_PATHS.projects, {
    ...Object.fromEntries(FILTER_FIELDS.map((field) => [field, filters[field]])),
    project_name: projectName,
    ordering,
    page,
    page_size: pageSize,
  });
  // Until the linked filters are in the group, the list would load with the old ones: wait.
  const list = useApiData<Paginated<Project>>(linkedFilters.length > 0 ? null : url, { keepPrevious: true });

  // A new filter starts again from the first page.
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
    list,
    ordering,
    page,
    pageSize,
    setOrdering: (next: ProjectOrdering) => changeAddress({ ordering: next === DEFAULT_ORDERING ? null : next, page: null }),
    setPage: (next: number) => changeAddress({ page: next === 1 ? null : String(next) }),
    setPageSize: (next: number) => changeAddress({ page_size: String(next), page: null }),
  };
}

export type ProjectListControl = ReturnType<typeof useProjectList>;
