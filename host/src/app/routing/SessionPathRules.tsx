import { clearSession, revokeSession, useAppSelector } from '@app/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isResetPasswordPath } from '../branding/splashConfiguration';
import { signupAddress } from './accountPaths';

/** Where the address of a reset-password page is kept locally (spec section 2). */
export const REDIRECT_AFTER_RESET_KEY = 'redirect-after-reset';

/**
 * The two rules of spec section 2 that end a session because of the address:
 * - a signed-in user who opens a sign-up link is signed out (server and local), then shown the
 *   sign-up page of that invitation;
 * - any reset-password address clears the session and is remembered under redirect-after-reset.
 */
export function SessionPathRules() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signedIn = useAppSelector((state) => state.auth.accessToken !== '');
  const endingSession = useRef(false);
  const checkedPath = useRef<string | null>(null);

  useEffect(() => {
    if (!isResetPasswordPath(pathname)) return;
    clearSession();
    localStorage.setItem(REDIRECT_AFTER_RESET_KEY, window.location.href);
  }, [pathname]);

  useEffect(() => {
    // Only arriving signed in counts: the session that signing up creates on this page stays.
    if (checkedPath.current === pathname) return;
    checkedPath.current = pathname;
    const signupTarget = signupAddress(pathname);
    if (!signedIn || !signupTarget || endingSession.current) return;
    endingSession.current = true;
    // The server revokes first: the logout call still needs the session's tokens.
    void revokeSession().then(() => {
      clearSession();
      endingSession.current = false;
      navigate(signupTarget, { replace: true });
    });
  }, [pathname, signedIn, navigate]);

  return null;
}
