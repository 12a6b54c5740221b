// Test double for the API: replaces the shared client's transport (what fetch or XMLHttpRequest would
// do), records every call and answers from a handler, so tests go through the real client: its
// headers, token refresh and error answers.
import { apiTransport } from '../src/api/apiClient';
import type { TransportRequest, UploadProgress } from '../src/api/transport';

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** The request's abort signal: aborted once the caller gave the request up. */
  signal?: AbortSignal;
  /** Set on an upload that reports its progress: the test calls it as the browser would. */
  onUploadProgress?: (progress: UploadProgress) => void;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  /** The address the answer came from, when a redirect was followed. */
  responseURL?: string;
  headers?: Record<string, string>;
}

export type FakeHandler = (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>;

export function installFakeApi(handler: FakeHandler) {
  const calls: RecordedCall[] = [];
  const originalSend = apiTransport.send;
  apiTransport.send = async (request: TransportRequest) => {
    const call: RecordedCall = {
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value])),
      body: typeof request.body === 'string' ? JSON.parse(request.body) : request.body,
      signal: request.signal,
      onUploadProgress: request.onUploadProgress,
    };
    calls.push(call);
    const answer = await handler(call);
    const headers = Object.fromEntries(Object.entries(answer.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    return {
      status: answer.status,
      data: answer.body,
      header: (name: string) => headers[name.toLowerCase()] ?? null,
      url: answer.responseURL ?? new URL(call.url, window.location.origin).href,
    };
  };
  return {
    calls,
    restore: () => {
      apiTransport.send = originalSend;
    },
  };
}
