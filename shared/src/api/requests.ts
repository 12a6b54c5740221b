import type { ApiSuccess } from '../contract';
import { apiRequest, type RequestOptions } from './apiClient';

/** A GET answer: the body's fields with the HTTP status beside them. */
export type ApiGetResult<T> = ApiSuccess<T> & { status: number };
/** A public answer: the body with the fields of its `data` object lifted beside `message`. */
export type ApiPublicResult<T> = ApiSuccess<T> & (T extends readonly unknown[] ? unknown : T extends object ? T : unknown);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withDataFields<B extends { data: unknown }>(body: B) {
  return isPlainObject(body.data) ? { ...body, ...body.data } : body;
}

/** GET: the body's fields merged into the result, with the status (spec section 7). */
export async function apiGet<T = unknown>(url: string, options?: RequestOptions): Promise<ApiGetResult<T>> {
  const response = await apiRequest<ApiSuccess<T>>({ ...options, method: 'GET', url });
  return { status: response.status, ...response.data };
}

/** Other methods: the body as the server sent it (spec section 7). */
function sendingBody(method: string) {
  return async <T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiSuccess<T>> => {
    const response = await apiRequest<ApiSuccess<T>>({ ...options, method, url, body });
    return response.data;
  };
}

export const apiPost = sendingBody('POST');
export const apiPut = sendingBody('PUT');
export const apiPatch = sendingBody('PATCH');

export async function apiDelete<T = unknown>(url: string, options?: RequestOptions): Promise<ApiSuccess<T>> {
  const response = await apiRequest<ApiSuccess<T>>({ ...options, method: 'DELETE', url });
  return response.data;
}

/** Public GET (no session): the GET merge plus the fields of `data` lifted into the result. */
export async function apiPublicGet<T = unknown>(url: string, options?: RequestOptions): Promise<ApiPublicResult<T> & { status: number }> {
  return withDataFields(await apiGet<T>(url, { ...options, skipAuth: true })) as ApiPublicResult<T> & { status: number };
}

/** Public POST (no session): the body with the fields of `data` lifted into it. */
export async function apiPublicPost<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiPublicResult<T>> {
  return withDataFields(await apiPost<T>(url, body, { ...options, skipAuth: true })) as ApiPublicResult<T>;
}
