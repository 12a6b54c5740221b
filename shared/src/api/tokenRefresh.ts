import type { ApiSuccess, SessionTokens } from '../contract';
import { REFRESH_HEADER } from '../contract/headers';
import { ACCOUNT_PATHS } from '../contract/paths';
import { saveTokens } from '../session/session';
import { readSession } from '../session/sessionCookies';
import type { ApiAnswer, ApiRequest } from './apiClient';

/**
 * Exchanges the refresh token for a new pair and returns the new access token. Refresh tokens
 * rotate and a reused one revokes the whole session, so tabs take turns (Web Locks) and a tab that
 * finds the cookies already rotated by another tab uses that token instead of refreshing again.
 */
export async function rotateTokens(send: (request: ApiRequest) => Promise<ApiAnswer<ApiSuccess<SessionTokens>>>, failedAccessToken: string): Promise<string> {
  const rotate = async () => {
    const { accessToken, refreshToken } = readSession();
    if (accessToken && accessToken !== failedAccessToken) return accessToken;
    if (!refreshToken) throw new Error('No refresh token to renew the session with');
    const response = await send({
      method: 'POST',
      url: ACCOUNT_PATHS.tokenRefresh,
      body: { refresh: refreshToken },
      skipAuth: true,
      headers: { authorization: `Bearer ${accessToken}`, [REFRESH_HEADER]: refreshToken },
    });
    saveTokens(response.data.data);
    return response.data.data.access;
  };
  return typeof navigator !== 'undefined' && navigator.locks ? await navigator.locks.request('app-session-token-refresh', rotate) : rotate();
}
