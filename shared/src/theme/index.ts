export { theme } from './theme';
export { AppProviders, TOAST_DURATION_MS } from './AppProviders';
