import { LOGIN_PATH } from '@app/shared';
import { REDIRECT_AFTER_RESET_KEY } from '../routing/SessionPathRules';

function inAppPath(kept: string): string | null {
  try {
    const address = new URL(kept, window.location.origin);
    if (address.origin !== window.location.origin || address.pathname.includes('reset-password')) return null;
    return `${address.pathname}${address.search}${address.hash}`;
  } catch {
    return null;
  }
}

/**
 * Where a finished password reset continues, once: the address kept under redirect-after-reset when
 * it is a page of this app that is not itself a reset page; the login page otherwise.
 */
export function takeAddressAfterReset(): string {
  const kept = localStorage.getItem(REDIRECT_AFTER_RESET_KEY);
  localStorage.removeItem(REDIRECT_AFTER_RESET_KEY);
  return (kept && inAppPath(kept)) || LOGIN_PATH;
}
