// Dates as the front end sends them (YYYY-M-DD or YYYY-MM-DD, the spec's filter format) and as
// messages show them (MM/DD/YYYY).
import { ApiError } from './api-error.ts';

const DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** The day as YYYY-MM-DD; a 400 naming the field when it is not a real date. */
export function parseDay(value: string, field: string): string {
  const match = DAY.exec(value.trim());
  const [year, month, day] = match ? match.slice(1).map(Number) : [];
  const date = match ? new Date(Date.UTC(year!, month! - 1, day!)) : null;
  if (!date || date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day) {
    const message = 'Enter a date as YYYY-MM-DD.';
    throw new ApiError(400, 'invalid', message, { [field]: [message] });
  }
  return date.toISOString().slice(0, 10);
}

/** MM/DD/YYYY (spec section 9) of a YYYY-MM-DD day, for messages people read. */
export const displayDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
