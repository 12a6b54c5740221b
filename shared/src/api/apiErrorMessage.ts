import type { ApiError } from '../contract';
import { ApiResponseError } from './apiClient';

export const GENERIC_ERROR_MESSAGE = 'Oops, Something went wrong.';

function errorBody(error: unknown): Partial<ApiError> | undefined {
  if (!(error instanceof ApiResponseError)) return undefined;
  const body = error.response.data;
  return typeof body === 'object' && body !== null ? (body as Partial<ApiError>) : undefined;
}

/** The server's message for people, or the generic one when the call failed without one. */
export function apiErrorMessage(error: unknown): string {
  const message = errorBody(error)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : GENERIC_ERROR_MESSAGE;
}

/** The server's per-field messages of a rejected form, keyed by field name. */
export function apiFieldErrors(error: unknown): Record<string, string[]> {
  return errorBody(error)?.errors ?? {};
}

/** The server's `code` for the error (for example `token_expired`); undefined when there is none. */
export function apiErrorCode(error: unknown): string | undefined {
  const code = errorBody(error)?.code;
  return typeof code === 'string' ? code : undefined;
}
