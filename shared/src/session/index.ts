export { SESSION_COOKIES, readSession, sessionCookieDomain, sessionCookieOptions } from './sessionCookies';
export { saveSession, saveTokens, clearSession } from './session';
export { logout, revokeSession } from './logout';
