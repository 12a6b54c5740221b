// Written out rather than with moment: the formats are fixed and English, and moment (19 KB gzip)
// would otherwise load with every list that shows a date. The date picker still uses moment.

/** The date display formats of spec section 9 (moment's tokens, for the date picker). */
export const DATE_FORMATS = {
  date: 'MM/DD/YYYY',
  dateTime: 'MM/DD/YYYY hh:mm A',
  prose: 'DD MMMM YYYY',
  filter: 'YYYY-M-DD',
} as const;

/** What the helpers read: an API string, a Date, a timestamp, or a moment (by its valueOf). */
export type DateValue = string | number | Date | { valueOf(): number };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The value as a Date, read as moment reads it: a date alone (YYYY-MM-DD) is local midnight, where
 * `new Date` would take UTC midnight, and a day that does not exist (02-30) is no date. Null when empty
 * or invalid.
 */
export function toDate(value: DateValue | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const dateOnly = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  if (dateOnly) {
    const [year, month, day] = dateOnly.slice(1).map(Number);
    const date = new Date(year, month - 1, day);
    return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
  }
  const date = new Date(value.valueOf());
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whole days from today to the value's day: 0 today, negative when past; NaN when it is no date. */
export function daysFromToday(value: DateValue | null | undefined, today = new Date()): number {
  const date = toDate(value);
  if (!date) return Number.NaN;
  // Counted between UTC midnights: a daylight-saving change makes a local day 23 or 25 hours long.
  const dayNumber = (day: Date) => Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()) / DAY_MS;
  return dayNumber(date) - dayNumber(today);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const fourDigitYear = (date: Date) => String(date.getFullYear()).padStart(4, '0');
const monthName = new Intl.DateTimeFormat('en', { month: 'long' });

function formatWith(format: (date: Date) => string) {
  return (value: DateValue | null | undefined): string => {
    const date = toDate(value);
    return date ? format(date) : '';
  };
}

const numericDate = (date: Date) => `${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}/${fourDigitYear(date)}`;

/** 03/07/2025 */
export const formatDate = formatWith(numericDate);
/** 03/07/2025 02:05 PM */
export const formatDateTime = formatWith((date) => {
  const hours = date.getHours();
  return `${numericDate(date)} ${twoDigits(hours % 12 || 12)}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
});
/** 07 March 2025, in sentences */
export const formatProseDate = formatWith((date) => `${twoDigits(date.getDate())} ${monthName.format(date)} ${fourDigitYear(date)}`);
/** 2025-3-07, in filters and exports */
export const formatFilterDate = formatWith((date) => `${fourDigitYear(date)}-${date.getMonth() + 1}-${twoDigits(date.getDate())}`);
