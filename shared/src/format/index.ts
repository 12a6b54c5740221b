// Its own entry point (`@app/shared/format`), bundled by each app that formats dates or sizes.
export { DATE_FORMATS, daysFromToday, formatDate, formatDateTime, formatProseDate, formatFilterDate } from './dates';
export { formatFileSize } from './fileSize';
