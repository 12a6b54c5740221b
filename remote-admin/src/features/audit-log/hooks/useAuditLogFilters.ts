import { useFilterGroup } from '@app/shared';
import { auditLogFiltersGroup } from '../stores/auditLogFilters';

/** The audit log's filters from their redux group. */
export const useAuditLogFilters = () => useFilterGroup(auditLogFiltersGroup);
