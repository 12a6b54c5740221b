// Test double for the API: replaces the shared axios client's adapter, records every call and
// answers from a handler, so tests go through the real interceptors.
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { apiClient } from '../src/api/apiClient';

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** The request's abort signal: aborted once the caller gave the request up. */
  signal?: AbortSignal;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  /** The address the answer came from, when a redirect was followed. */
  responseURL?: string;
}

export type FakeHandler = (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>;

export function installFakeApi(handler: FakeHandler) {
  const calls: RecordedCall[] = [];
  const originalAdapter = apiClient.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    const call: RecordedCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      headers: Object.fromEntries(Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([name, value]) => [name.toLowerCase(), String(value)])),
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      signal: config.signal instanceof AbortSignal ? config.signal : undefined,
    };
    calls.push(call);
    const answer = await handler(call);
    const request = { responseURL: answer.responseURL ?? new URL(call.url, config.baseURL).href };
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: {},
      config,
      request,
    };
    if (config.validateStatus?.(answer.status) ?? true) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, request, response);
  };
  apiClient.defaults.adapter = adapter;
  return {
    calls,
    restore: () => {
      apiClient.defaults.adapter = originalAdapter;
    },
  };
}
