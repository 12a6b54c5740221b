import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { REFRESH_HEADER } from '../contract/headers';
import { LOGIN_PATH, navigateTo, sendBrowserTo } from '../navigation/navigation';
import { clearSession } from '../session/session';
import { readSession } from '../session/sessionCookies';
import { detectDevice, deviceHeaders } from './deviceDetails';
import { rotateTokens } from './tokenRefresh';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A public call: no session headers, and a 401 is the answer rather than an expired token. */
    skipAuth?: boolean;
    /** Marks the one retry that follows a token refresh. */
    retriedAfterRefresh?: boolean;
  }
}

/**
 * The one HTTP client of the product. The API is served by the organisation's own sub-domain, so
 * its base is the page's origin. No time-out and no redirects (spec section 9); a browser follows
 * redirects itself, which is why answers are checked for another origin below.
 */
export const apiClient = axios.create({
  baseURL: window.location.origin,
  timeout: 0,
  maxRedirects: 0,
});

/** The origin the page is leaving for, once an answer came from another sub-domain. */
let leavingFor: string | null = null;

apiClient.interceptors.request.use((config) => {
  // Held for good: made with the new session on the old sub-domain, a call would fail, and the
  // failed refresh that follows would sign the user out of the organisation they are going to.
  if (leavingFor) return new Promise<never>(() => undefined);
  config.headers.set(deviceHeaders(detectDevice(navigator.userAgent)));
  if (!config.skipAuth) {
    // Read from the cookies on every call: another tab may have rotated the tokens.
    const { accessToken, refreshToken } = readSession();
    if (accessToken) config.headers.set('Authorization', `Bearer ${accessToken}`);
    if (refreshToken) config.headers.set(REFRESH_HEADER, refreshToken);
  }
  return config;
});

/**
 * A browser that followed a redirect to another sub-domain belongs on that sub-domain. It leaves once
 * the caller has used the answer: a sign-in redirected to the user's organisation saves its session
 * (cookies on the parent domain, which that sub-domain reads) before the page goes.
 */
function leaveForAnotherOrigin(response: AxiosResponse): void {
  const finalUrl: unknown = response.request?.responseURL;
  if (typeof finalUrl !== 'string' || !finalUrl) return;
  const requestedOrigin = new URL(response.config.url ?? '', response.config.baseURL ?? window.location.origin).origin;
  const answeringOrigin = new URL(finalUrl).origin;
  if (answeringOrigin === requestedOrigin || leavingFor) return;
  leavingFor = answeringOrigin;
  setTimeout(() => sendBrowserTo(answeringOrigin));
}

// Concurrent 401s wait for this one refresh instead of each rotating the tokens.
let refreshInFlight: Promise<string> | null = null;

function refreshSessionOnce(failedAccessToken: string): Promise<string> {
  refreshInFlight ??= rotateTokens(apiClient, failedAccessToken)
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

function accessTokenSentWith(config: InternalAxiosRequestConfig): string {
  return String(config.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
}

apiClient.interceptors.response.use(
  (response) => {
    leaveForAnotherOrigin(response);
    return response;
  },
  async (error: unknown) => {
    if (!axios.isAxiosError(error) || !error.response || !error.config) throw error;
    leaveForAnotherOrigin(error.response);
    const { config } = error;
    if (error.response.status !== 401 || config.skipAuth || config.retriedAfterRefresh) throw error;
    try {
      await refreshSessionOnce(accessTokenSentWith(config));
    } catch {
      throw error;
    }
    return apiClient.request({ ...config, retriedAfterRefresh: true });
  },
);
