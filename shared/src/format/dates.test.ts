import { formatDate, formatDateTime, formatFilterDate, formatProseDate } from './dates';

describe('date formats of spec section 9', () => {
  const afternoon = new Date(2025, 2, 7, 14, 5);

  test('MM/DD/YYYY', () => expect(formatDate(afternoon)).toBe('03/07/2025'));
  test('MM/DD/YYYY hh:mm A', () => expect(formatDateTime(afternoon)).toBe('03/07/2025 02:05 PM'));
  test('DD MMMM YYYY', () => expect(formatProseDate(afternoon)).toBe('07 March 2025'));
  test('YYYY-M-DD', () => expect(formatFilterDate(afternoon)).toBe('2025-3-07'));

  test('reads ISO strings from the API', () => expect(formatDate('2025-12-31T10:00:00')).toBe('12/31/2025'));

  test('an empty or invalid value shows nothing', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});
