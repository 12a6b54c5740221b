import { createStateGroup, type FilterField, type FilterGroupControl } from '@app/shared';

/**
 * The project list's filters (spec section 3). Ids are '' and dates are '' when unset; dates use
 * the spec's filter format, YYYY-M-DD. `clearFilterFlag` is raised by Clear filters and lowered by
 * the next edit, so a list can tell "just cleared" from "never filtered". Beside the spec's fields,
 * `due` ('overdue' or 'soon') is what the dashboard's deadline cards link to; `status` may be 'open'.
 */
export interface ProjectFilters {
  project_name: string;
  created_by: string;
  assigned_to: string;
  deadline: string;
  created_before: string;
  created_after: string;
  status: string;
  due: string;
  entity: string;
  clearFilterFlag: boolean;
}

export const projectFiltersGroup = createStateGroup<ProjectFilters>('projectFilters', {
  project_name: '',
  created_by: '',
  assigned_to: '',
  deadline: '',
  created_before: '',
  created_after: '',
  status: '',
  due: '',
  entity: '',
  clearFilterFlag: false,
});

export type ProjectFilterField = FilterField<ProjectFilters>;
/** The project list's filters as a screen edits them, shared by the current and the -old list. */
export type ProjectFiltersControl = FilterGroupControl<ProjectFilters>;
