import { formatFileSize } from './fileSize';

test.each([
  [0, '0 bytes'],
  [1, '1 byte'],
  [930, '930 bytes'],
  [1023, '1023 bytes'],
  [1024, '1 KB'],
  [12_698, '12.4 KB'],
  [3 * 1024 * 1024, '3 MB'],
  [1.5 * 1024 ** 3, '1.5 GB'],
  [2 * 1024 ** 4, '2 TB'],
])('%d bytes is "%s"', (bytes, text) => {
  expect(formatFileSize(bytes)).toBe(text);
});

test('no size (a folder) shows nothing', () => {
  expect(formatFileSize(null)).toBe('');
  expect(formatFileSize(undefined)).toBe('');
});
