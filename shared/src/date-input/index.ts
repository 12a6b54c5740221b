export { LazyDateInput } from './LazyDateInput';
export { MoreDateFilters, type DateFilter } from './MoreDateFilters';
export type { DateInputProps } from './DateInput';
