import { apiErrorMessage } from '../api/apiErrorMessage';
import { apiPost } from '../api/requests';
import { ACCOUNT_PATHS } from '../contract/paths';
import { LOGIN_PATH, navigateTo } from '../navigation/navigation';
import { clearSession } from './session';
import { readSession } from './sessionCookies';

/** Tells the server to revoke the refresh token; a failure is only logged (spec section 8). */
export async function revokeSession(): Promise<boolean> {
  try {
    await apiPost(ACCOUNT_PATHS.logout, { refresh_token: readSession().refreshToken });
    return true;
  } catch (error) {
    console.error(apiErrorMessage(error));
    return false;
  }
}

/** Signs out: once the server has revoked the session, the local session goes and login shows. */
export async function logout(): Promise<void> {
  if (!(await revokeSession())) return;
  clearSession();
  navigateTo(LOGIN_PATH);
}
