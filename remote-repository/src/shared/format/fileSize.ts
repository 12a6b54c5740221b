const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

const formatters = UNITS.map(
  (unit) => new Intl.NumberFormat('en-US', { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: 1 }),
);

/** A size for people: 930 bytes, 12.4 kB, 3 MB (powers of 1024, as upload limits are counted). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  let value = bytes;
  let unitIndex = 0;
  while (value >= 1024 && unitIndex < UNITS.length - 1) {
    value /= 1024;
    unitIndex += 1;
  }
  return formatters[unitIndex].format(value);
}
