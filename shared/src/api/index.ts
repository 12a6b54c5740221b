export { apiClient } from './apiClient';
export { apiGet, apiPost, apiPut, apiPatch, apiDelete, apiPublicGet, apiPublicPost, type ApiGetResult, type ApiPublicResult } from './requests';
export { apiErrorCode, apiErrorMessage, apiFieldErrors, GENERIC_ERROR_MESSAGE } from './apiErrorMessage';
