import type { LoginResponse, SessionTokens, UserDetailResponse } from '../contract';
import { store } from '../store/appStore';
import { authGroup, layoutGroup, permissionsGroup, userGroup, type AuthState } from '../store/groups';
import { readSession, removeSessionCookies, writeSessionCookies, writeTokenCookies, writeUserCookies } from './sessionCookies';
import { sessionFromLogin, sessionGroupUpdates } from './sessionState';

function applySession(session: AuthState): void {
  const updates = sessionGroupUpdates(session);
  store.dispatch(authGroup.actions.update(updates.auth));
  store.dispatch(permissionsGroup.actions.update(updates.permissions));
  store.dispatch(layoutGroup.actions.update(updates.layout));
  store.dispatch(userGroup.actions.update(updates.user));
}

/** Keeps a fresh sign-in: the five cookies, and the auth, permissions, user and layout groups. */
export function saveSession(login: LoginResponse): void {
  writeSessionCookies(login);
  applySession(sessionFromLogin(login));
}

/** Keeps the rotated pair a token refresh returned. */
export function saveTokens(tokens: SessionTokens): void {
  writeTokenCookies(tokens);
  store.dispatch(authGroup.actions.update({ accessToken: tokens.access, refreshToken: tokens.refresh }));
}

/**
 * Keeps what the server now says about the signed-in user (a profile edit, a password change), so
 * the user menu, the permissions and the password-expiry gate follow it; the tokens stay.
 */
export function saveUserDetail(detail: UserDetailResponse): void {
  writeUserCookies(detail);
  const { accessToken, refreshToken } = readSession();
  applySession({ accessToken, refreshToken, user: detail.user, userType: detail.user_type, entity: detail.entity });
}

/** Forgets the session: the five cookies and every group that described the signed-in user. */
export function clearSession(): void {
  removeSessionCookies();
  store.dispatch(authGroup.actions.reset());
  store.dispatch(permissionsGroup.actions.reset());
  store.dispatch(userGroup.actions.reset());
  store.dispatch(layoutGroup.actions.update({ isLoggedIn: false, user: null, isMobileSidebarOpen: false }));
}
