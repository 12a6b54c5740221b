import Cookies, { type CookieSetOptions } from 'universal-cookie';
import type { Entity, LoginResponse, SessionTokens, User, UserDetailResponse, UserType } from '../contract';
import { SESSION_COOKIES } from '../contract/headers';
import type { AuthState } from '../store/groups/auth';

export { SESSION_COOKIES };

const IPV4_ADDRESS = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The domain the session cookies are set on, so that every sub-domain (organisation) of the
 * product shares them: the hostname without its first label. Host-only for localhost and IP
 * addresses, where a domain attribute would make the browser drop the cookie.
 */
export function sessionCookieDomain(hostname: string): string | undefined {
  const isIpAddress = IPV4_ADDRESS.test(hostname) || hostname.includes(':') || hostname.startsWith('[');
  const labels = hostname.split('.');
  if (isIpAddress || labels.length < 2) return undefined;
  return labels.length >= 3 ? labels.slice(1).join('.') : hostname;
}

export function sessionCookieOptions(hostname = window.location.hostname): CookieSetOptions {
  return { path: '/', secure: true, sameSite: 'lax', domain: sessionCookieDomain(hostname) };
}

const cookies = new Cookies();

function readObject<T>(name: string): T | null {
  const value: unknown = cookies.get(name);
  return typeof value === 'object' && value !== null ? (value as T) : null;
}

function readToken(name: string): string {
  const value: unknown = cookies.get(name, { doNotParse: true });
  return typeof value === 'string' ? value : '';
}

/** The session as the cookies hold it now (another tab may have rotated the tokens). */
export function readSession(): AuthState {
  return {
    accessToken: readToken(SESSION_COOKIES.accessToken),
    refreshToken: readToken(SESSION_COOKIES.refreshToken),
    user: readObject<User>(SESSION_COOKIES.user),
    userType: readObject<UserType>(SESSION_COOKIES.userType),
    entity: readObject<Entity>(SESSION_COOKIES.entity),
  };
}

export function writeTokenCookies(tokens: SessionTokens): void {
  const options = sessionCookieOptions();
  cookies.set(SESSION_COOKIES.accessToken, tokens.access, options);
  cookies.set(SESSION_COOKIES.refreshToken, tokens.refresh, options);
}

/** The three cookies that describe the signed-in user, without touching the tokens. */
export function writeUserCookies(detail: UserDetailResponse): void {
  const options = sessionCookieOptions();
  cookies.set(SESSION_COOKIES.user, detail.user, options);
  cookies.set(SESSION_COOKIES.userType, detail.user_type, options);
  cookies.set(SESSION_COOKIES.entity, detail.entity, options);
}

export function writeSessionCookies(login: LoginResponse): void {
  writeTokenCookies(login);
  writeUserCookies(login);
}

export function removeSessionCookies(): void {
  const options = sessionCookieOptions();
  for (const name of Object.values(SESSION_COOKIES)) cookies.remove(name, options);
}
