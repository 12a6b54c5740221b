import moment, { type MomentInput } from 'moment';

/** The date display formats of spec section 9. */
export const DATE_FORMATS = {
  date: 'MM/DD/YYYY',
  dateTime: 'MM/DD/YYYY hh:mm A',
  prose: 'DD MMMM YYYY',
  filter: 'YYYY-M-DD',
} as const;

function formatWith(format: string) {
  return (value: MomentInput | null | undefined): string => {
    if (value === null || value === undefined || value === '') return '';
    const date = moment(value);
    return date.isValid() ? date.format(format) : '';
  };
}

/** 03/07/2025 */
export const formatDate = formatWith(DATE_FORMATS.date);
/** 03/07/2025 02:05 PM */
export const formatDateTime = formatWith(DATE_FORMATS.dateTime);
/** 07 March 2025, in sentences */
export const formatProseDate = formatWith(DATE_FORMATS.prose);
/** 2025-3-07, in filters and exports */
export const formatFilterDate = formatWith(DATE_FORMATS.filter);
