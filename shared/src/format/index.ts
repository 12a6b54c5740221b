// Its own entry point (`@app/shared/format`): moment loads only with the screens that show dates,
// not with the login page.
export { DATE_FORMATS, formatDate, formatDateTime, formatProseDate, formatFilterDate } from './dates';
