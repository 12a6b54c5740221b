import { formatDateTime } from '@app/shared/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** "Just now", "5 minutes ago", "3 hours ago" within a day; after that the spec's MM/DD/YYYY hh:mm A. */
export function notificationTime(value: string, now = Date.now()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const age = now - date.getTime();
  if (age < 0 || age >= DAY) return formatDateTime(date);
  if (age < MINUTE) return 'Just now';
  if (age < HOUR) return plural(Math.floor(age / MINUTE), 'minute');
  return plural(Math.floor(age / HOUR), 'hour');
}
