import { DATE_FORMATS } from '@app/shared/format';
import moment from 'moment';

/** A date input's YYYY-M-DD as the API's YYYY-MM-DD; '' (no date) as null. */
export function toApiDate(filterDate: string): string | null {
  return filterDate ? moment(filterDate, DATE_FORMATS.filter).format('YYYY-MM-DD') : null;
}

/** Whether a YYYY-M-DD date is before today. */
export function isPastDate(filterDate: string): boolean {
  return filterDate !== '' && moment(filterDate, DATE_FORMATS.filter).isBefore(moment().startOf('day'));
}
