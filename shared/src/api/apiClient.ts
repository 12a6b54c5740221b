import { REFRESH_HEADER } from '../contract/headers';
import { LOGIN_PATH, navigateTo, sendBrowserTo } from '../navigation/navigation';
import { clearSession } from '../session/session';
import { readSession } from '../session/sessionCookies';
import { detectDevice, deviceHeaders } from './deviceDetails';
import { rotateTokens } from './tokenRefresh';
import { browserTransport, type Transport, type TransportAnswer, type UploadProgress } from './transport';

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** A public call: no session headers, and a 401 is the answer rather than an expired token. */
  skipAuth?: boolean;
  /** `blob` for a file download. */
  responseType?: 'json' | 'blob';
  /** Sends through XMLHttpRequest, the one browser API that reports an upload's progress. */
  onUploadProgress?: (progress: UploadProgress) => void;
}

export interface ApiRequest extends RequestOptions {
  method: string;
  url: string;
  /** JSON, or a FormData / Blob sent as it is. */
  body?: unknown;
}

export type ApiAnswer<T> = TransportAnswer<T>;

/** An answer outside 2xx; `response.data` is the server's error body (`apiErrorMessage` reads it). */
export class ApiResponseError extends Error {
  constructor(readonly response: TransportAnswer) {
    super(`Request failed with status code ${response.status}`);
    this.name = 'ApiResponseError';
  }
}

/** How requests go out; the tests' fake API replaces `send` and goes through everything else here. */
export const apiTransport: { send: Transport } = { send: browserTransport };

/** The origin the page is leaving for, once an answer came from another sub-domain. */
let leavingFor: string | null = null;

/**
 * A browser that followed a redirect to another sub-domain belongs on that sub-domain. It leaves once
 * the caller has used the answer: a sign-in redirected to the user's organisation saves its session
 * (cookies on the parent domain, which that sub-domain reads) before the page goes.
 */
function leaveForAnotherOrigin(requestedUrl: string, answer: TransportAnswer): void {
  if (!answer.url || leavingFor) return;
  const answeringOrigin = new URL(answer.url).origin;
  if (answeringOrigin === new URL(requestedUrl, window.location.origin).origin) return;
  leavingFor = answeringOrigin;
  setTimeout(() => sendBrowserTo(answeringOrigin));
}

function encodeBody(body: unknown): { body?: string | FormData | Blob; contentType?: string } {
  if (body === undefined || body instanceof FormData || body instanceof Blob) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/** Sends once with the headers of the moment; returns the answer and the access token it carried. */
async function sendOnce(request: ApiRequest): Promise<{ answer: TransportAnswer; accessToken: string }> {
  // Held for good: made with the new session on the old sub-domain, a call would fail, and the
  // failed refresh that follows would sign the user out of the organisation they are going to.
  if (leavingFor) return new Promise<never>(() => undefined);
  const { body, contentType } = encodeBody(request.body);
  const headers: Record<string, string> = deviceHeaders(detectDevice(navigator.userAgent));
  if (contentType) headers['content-type'] = contentType;
  // Read from the cookies on every call: another tab may have rotated the tokens.
  const { accessToken, refreshToken } = request.skipAuth ? { accessToken: '', refreshToken: '' } : readSession();
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  if (refreshToken) headers[REFRESH_HEADER] = refreshToken;
  Object.assign(headers, request.headers);
  const answer = await apiTransport.send({ ...request, method: request.method.toUpperCase(), headers, body });
  leaveForAnotherOrigin(request.url, answer);
  return { answer, accessToken };
}

// Concurrent 401s wait for this one refresh instead of each rotating the tokens.
let refreshInFlight: Promise<string> | null = null;

function refreshSessionOnce(failedAccessToken: string): Promise<string> {
  refreshInFlight ??= rotateTokens(apiRequest, failedAccessToken)
    .catch((error: unknown) => {
      clearSession();
      navigateTo(LOGIN_PATH);
      throw error;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

function settled<T>(answer: TransportAnswer): ApiAnswer<T> {
  if (answer.status < 200 || answer.status >= 300) throw new ApiResponseError(answer);
  return answer as ApiAnswer<T>;
}

/**
 * The one HTTP client of the product: the session's headers on every call, and an expired access
 * token refreshed once and the call retried. No time-out (spec section 9).
 */
export async function apiRequest<T = unknown>(request: ApiRequest): Promise<ApiAnswer<T>> {
  const first = await sendOnce(request);
  if (first.answer.status !== 401 || request.skipAuth) return settled<T>(first.answer);
  try {
    await refreshSessionOnce(first.accessToken);
  } catch {
    return settled<T>(first.answer);
  }
  return settled<T>((await sendOnce(request)).answer);
}
