export { SESSION_COOKIES, readSession, sessionCookieDomain, sessionCookieOptions } from './sessionCookies';
export { saveSession, saveTokens, saveUserDetail, clearSession } from './session';
export { logout, revokeSession } from './logout';
