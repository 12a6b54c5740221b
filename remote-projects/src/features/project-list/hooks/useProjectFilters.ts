import { useFilterGroup, type FilterField, type FilterGroupControl } from '@app/shared';
import { projectFiltersGroup, type ProjectFilters } from '../stores/projectFilters';

export type ProjectFilterField = FilterField<ProjectFilters>;
export type ProjectFiltersControl = FilterGroupControl<ProjectFilters>;

/** The project list's filters, shared by the current and the -old list. */
export const useProjectFilters = (): ProjectFiltersControl => useFilterGroup(projectFiltersGroup);
