import { FullPageSpinner, useAppSelector } from '@app/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SPLASH_PATH } from '../routing/accountPaths';
import { rememberPageAfterSignIn } from './pageAfterSignIn';

/**
 * The workspace needs a session. A visitor who arrives without an access token goes to the splash
 * page, and the page they asked for is remembered. A session that ends while the workspace is shown
 * was ended by sign-out, a failed refresh or the sign-up rule, and each of them sends the user on
 * itself: redirecting here as well would race with it.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const accessToken = useAppSelector((state) => state.auth.accessToken);
  const location = useLocation();
  const navigate = useNavigate();
  const hadSessionHere = useRef(false);
  if (accessToken) hadSessionHere.current = true;

  useEffect(() => {
    if (accessToken || hadSessionHere.current) return;
    rememberPageAfterSignIn(`${location.pathname}${location.search}${location.hash}`);
    navigate(SPLASH_PATH, { replace: true });
  }, [accessToken, location, navigate]);

  return accessToken ? children : <FullPageSpinner />;
}
