import type { SignInThrottle } from './sign-in-throttle.ts';

/** Settings of the accounts routes, from the server's configuration. */
export interface AccountsOptions {
  refreshTokenTtlSeconds: number;
  /** A password older than this must be changed before anything else. */
  passwordMaxAgeDays: number;
  signInThrottle: SignInThrottle;
  /** Base of mailed links; see AppOptions.publicUrl. */
  publicUrl?: string;
}
