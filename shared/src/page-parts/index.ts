// Its own entry point (`@app/shared/page-parts`): pieces of screens that each remote using them
// bundles, so that the shell's shared instance, loaded on the login page, stays without them.
export { KpiCardGrid, KpiCardGridSkeleton, type KpiCard } from './KpiCardGrid';
export { LoadFailed } from './LoadFailed';
export { visuallyHidden } from './visuallyHidden';
export { useApiData, useLookup, type ApiData } from './useApiData';
export { useAddressPaging } from './useAddressPaging';
export { useAddressOrdering, type SortControl, type SortDirection } from './useAddressOrdering';
export { SortableHeaderCell } from './SortableHeaderCell';
export { usePagedFilters } from './usePagedFilters';
export { useSettledText } from './useSettledText';
export { withQuery } from './withQuery';
export { ListPagination } from './ListPagination';
export { SelectFilter, type SelectFilterOption } from './SelectFilter';
export { useConfirm, type ConfirmRequest } from './useConfirm';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ResponsiveTable, type ListColumn } from './ResponsiveTable';
export { FilterBar } from './FilterBar';
export { usePhoneLayout } from './usePhoneLayout';
