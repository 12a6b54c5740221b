const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * A size for people: 930 bytes, 12.4 KB, 3 MB. Counted in powers of 1024, as the upload limit
 * (MAX_UPLOAD_MB) is, so that a file shown as "50 MB" is one the limit lets in; hence "KB", not
 * the SI "kB" of 1000 bytes. No size (a folder) is ''.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${oneDecimal.format(value)} ${UNITS[unit]}`;
}
