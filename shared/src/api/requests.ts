import type { AxiosRequestConfig, Method } from 'axios';
import type { ApiSuccess } from '../contract';
import { apiClient } from './apiClient';

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
export async function apiGet<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<ApiGetResult<T>> {
  const response = await apiClient.get<ApiSuccess<T>>(url, config);
  return { status: response.status, ...response.data };
}

/** Other methods: the body as the server sent it (spec section 7). */
function sendingBody(method: Method) {
  return async <T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<ApiSuccess<T>> => {
    const response = await apiClient.request<ApiSuccess<T>>({ ...config, method, url, data: body });
    return response.data;
  };
}

export const apiPost = sendingBody('post');
export const apiPut = sendingBody('put');
export const apiPatch = sendingBody('patch');

export async function apiDelete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<ApiSuccess<T>> {
  const response = await apiClient.delete<ApiSuccess<T>>(url, config);
  return response.data;
}

/** Public GET (no session): the GET merge plus the fields of `data` lifted into the result. */
export async function apiPublicGet<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<ApiPublicResult<T> & { status: number }> {
  return withDataFields(await apiGet<T>(url, { ...config, skipAuth: true })) as ApiPublicResult<T> & { status: number };
}

/** Public POST (no session): the body with the fields of `data` lifted into it. */
export async function apiPublicPost<T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<ApiPublicResult<T>> {
  return withDataFields(await apiPost<T>(url, body, { ...config, skipAuth: true })) as ApiPublicResult<T>;
}
