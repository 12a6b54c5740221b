export { theme } from './theme';
export { AppProviders } from './AppProviders';
