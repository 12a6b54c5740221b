export { apiRequest, ApiResponseError, type ApiAnswer, type ApiRequest, type RequestOptions } from './apiClient';
export type { UploadProgress } from './transport';
export { apiGet, apiPost, apiPut, apiPatch, apiDelete, apiPublicGet, apiPublicPost, type ApiGetResult, type ApiPublicResult } from './requests';
export { apiErrorCode, apiErrorMessage, apiFieldErrors, GENERIC_ERROR_MESSAGE } from './apiErrorMessage';
export { downloadFromApi } from './download';
