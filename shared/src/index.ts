// @app/shared: what every front end shares at run time as ONE instance. Date formatting lives in its
// own entry, `@app/shared/format`, and the date picker with moment in `@app/shared/date-input`.
export * from './api';
export * from './session';
export * from './store';
export * from './permissions';
export * from './theme';
export { enqueueToast } from './toasts';
export * from './components';
export { StandaloneShell } from './standalone/StandaloneShell';
export { setAppNavigator, navigateTo, LOGIN_PATH } from './navigation/navigation';
// The call paths, without the contract's zod schemas (those load from `@app/shared/contract` where used).
export { ACCOUNT_PATHS, AUTH_PATHS, BASE_PATHS } from './contract/paths';
export { DEFAULT_APPLICATION_TITLE, EMBEDDED_CONFIGURATION_ID } from './contract/brandingConstants';
export type { Permission, ScreenPermission } from './contract/permissions';
