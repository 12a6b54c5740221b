import { createStateGroup } from '@app/shared';

/**
 * The audit log's filters (spec section 3). Ids are '' and dates are '' when unset; dates use the
 * spec's filter format, YYYY-M-DD. `clearFilterFlag` is raised by Clear filters and lowered by the
 * next edit.
 */
export interface AuditLogFilters {
  /** The client (entity) the entries concern. */
  entity: string;
  category: string;
  action: string;
  startDate: string;
  endDate: string;
  clearFilterFlag: boolean;
}

export const auditLogFiltersGroup = createStateGroup<AuditLogFilters>('auditLogFilters', {
  entity: '',
  category: '',
  action: '',
  startDate: '',
  endDate: '',
  clearFilterFlag: false,
});
