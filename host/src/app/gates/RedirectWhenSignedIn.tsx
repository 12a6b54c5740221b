import { FullPageSpinner, hasPermission, store, useAppSelector, type PermissionMode } from '@app/shared';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { preloadRemotes } from '../../federation';
import { remotesAfterSignIn } from '../routing/remotesAfterSignIn';
import { takePageAfterSignIn } from './pageAfterSignIn';

/**
 * The splash, login and forgot-password pages are for people without a session. Once there is one
 * (signing in on the login page, or arriving signed in) the user goes on to the remembered page, and
 * the remotes it needs start downloading at once.
 */
export function RedirectWhenSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector((state) => state.auth.accessToken !== '');
  const navigate = useNavigate();

  useEffect(() => {
    if (!signedIn) return;
    const page = takePageAfterSignIn();
    // The permissions as they are now: they came with the session.
    const can = (required: readonly string[] | string, mode?: PermissionMode) => hasPermission(store.getState().permissions.permissionList, required, mode);
    const { landing, reachable } = remotesAfterSignIn(page, can);
    // A failed preload only loses the head start: the screen loads, or shows its error, as usual.
    preloadRemotes(landing, reachable).catch((error: unknown) => console.warn('Preloading the remotes failed', error));
    navigate(page, { replace: true });
  }, [signedIn, navigate]);

  return signedIn ? <FullPageSpinner /> : children;
}
