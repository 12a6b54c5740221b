export { LazyDateInput } from './LazyDateInput';
export type { DateInputProps } from './DateInput';
