import moment from 'moment';
import { DATE_FORMATS, daysFromToday, formatDate, formatDateTime, formatFilterDate, formatProseDate } from './dates';

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

describe('reading values as moment did', () => {
  test('a date alone is that day where the browser is, not UTC midnight', () => {
    expect(formatDateTime('2025-03-07')).toBe('03/07/2025 12:00 AM');
  });

  test('a day that does not exist is no date', () => expect(formatDate('2025-02-30')).toBe(''));

  test('takes a moment', () => expect(formatFilterDate(moment([2025, 11, 1]))).toBe('2025-12-01'));

  test.each(['2025-03-07', '2025-12-31T23:59:59Z', '2025-03-07T00:05:00.123+02:00', '2025-07-01T12:00:00', '2025-02-30', 'soon'])(
    'formats %s as moment does',
    (value) => {
      const date = moment(value, moment.ISO_8601);
      const momentFormat = (format: string) => (date.isValid() ? date.format(format) : '');
      expect(formatDate(value)).toBe(momentFormat(DATE_FORMATS.date));
      expect(formatDateTime(value)).toBe(momentFormat(DATE_FORMATS.dateTime));
      expect(formatProseDate(value)).toBe(momentFormat(DATE_FORMATS.prose));
      expect(formatFilterDate(value)).toBe(momentFormat(DATE_FORMATS.filter));
    },
  );
});

describe('daysFromToday', () => {
  const today = new Date(2025, 2, 7, 18, 30);

  test('counts calendar days, whatever the time of day', () => {
    expect(daysFromToday('2025-03-07', today)).toBe(0);
    expect(daysFromToday('2025-03-14', today)).toBe(7);
    expect(daysFromToday('2025-03-06', today)).toBe(-1);
  });

  test('across a daylight-saving change', () => expect(daysFromToday('2025-04-07', today)).toBe(31));

  test('NaN when it is no date', () => expect(daysFromToday('soon', today)).toBeNaN());
});
