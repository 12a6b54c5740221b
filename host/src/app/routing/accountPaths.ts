export const SPLASH_PATH = '/accounts/splash';

const SIGNUP_PATH = /^\/accounts\/signup\/(user|entity)\/./;

/**
 * For a path beginning /accounts/signup/{user|entity}/..., the sign-up address made of the kind and
 * the path's last segment (the invitation token); null for any other path.
 */
export function signupAddress(pathname: string): string | null {
  const kind = SIGNUP_PATH.exec(pathname)?.[1];
  if (!kind) return null;
  const token = pathname.split('/').filter(Boolean).pop();
  return `/accounts/signup/${kind}/${token}`;
}
