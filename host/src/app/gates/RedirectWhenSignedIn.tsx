import { FullPageSpinner, useAppSelector } from '@app/shared';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { takePageAfterSignIn } from './pageAfterSignIn';

/**
 * The splash, login and forgot-password pages are for people without a session. Once there is one
 * (signing in on the login page, or arriving signed in) the user goes on to the remembered page.
 */
export function RedirectWhenSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector((state) => state.auth.accessToken !== '');
  const navigate = useNavigate();

  useEffect(() => {
    if (signedIn) navigate(takePageAfterSignIn(), { replace: true });
  }, [signedIn, navigate]);

  return signedIn ? <FullPageSpinner /> : children;
}
