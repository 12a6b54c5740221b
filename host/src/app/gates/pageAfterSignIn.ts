// The page a visitor without a session asked for, kept for the tab's life so that signing in (which
// passes through the splash and login pages) leads back to it.
const STORAGE_KEY = 'page-after-sign-in';

export function rememberPageAfterSignIn(path: string): void {
  sessionStorage.setItem(STORAGE_KEY, path);
}

/** The remembered page, once; the home page when there is none. */
export function takePageAfterSignIn(): string {
  const path = sessionStorage.getItem(STORAGE_KEY);
  sessionStorage.removeItem(STORAGE_KEY);
  return path?.startsWith('/') && !path.startsWith('//') ? path : '/';
}
