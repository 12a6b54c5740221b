import type { LoginResponse, SessionTokens } from '../contract';
import { store } from '../store/appStore';
import { authGroup, layoutGroup, permissionsGroup, userGroup } from '../store/groups';
import { removeSessionCookies, writeSessionCookies, writeTokenCookies } from './sessionCookies';
import { sessionFromLogin, sessionGroupUpdates } from './sessionState';

/** Keeps a fresh sign-in: the five cookies, and the auth, permissions, user and layout groups. */
export function saveSession(login: LoginResponse): void {
  writeSessionCookies(login);
  const updates = sessionGroupUpdates(sessionFromLogin(login));
  store.dispatch(authGroup.actions.update(updates.auth));
  store.dispatch(permissionsGroup.actions.update(updates.permissions));
  store.dispatch(layoutGroup.actions.update(updates.layout));
  store.dispatch(userGroup.actions.update(updates.user));
}

/** Keeps the rotated pair a token refresh returned. */
export function saveTokens(tokens: SessionTokens): void {
  writeTokenCookies(tokens);
  store.dispatch(authGroup.actions.update({ accessToken: tokens.access, refreshToken: tokens.refresh }));
}

/** Forgets the session: the five cookies and every group that described the signed-in user. */
export function clearSession(): void {
  removeSessionCookies();
  store.dispatch(authGroup.actions.reset());
  store.dispatch(permissionsGroup.actions.reset());
  store.dispatch(userGroup.actions.reset());
  store.dispatch(layoutGroup.actions.update({ isLoggedIn: false, user: null, isMobileSidebarOpen: false }));
}
