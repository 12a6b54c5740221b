import { apiPublicGet, AUTH_PATHS } from '@app/shared';
import type { RECAPTCHA_ACTIONS, RecaptchaConfig } from '@app/shared/contract';
import { useEffect } from 'react';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

type RecaptchaAction = (typeof RECAPTCHA_ACTIONS)[keyof typeof RECAPTCHA_ACTIONS];

function loadGoogleScript(siteKey: string): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => window.grecaptcha?.ready(() => resolve(window.grecaptcha!));
    script.onerror = () => reject(new Error('The reCAPTCHA script did not load.'));
    document.head.append(script);
  });
}

let prepared: Promise<{ siteKey: string; grecaptcha: Grecaptcha } | null> | undefined;

/**
 * Asks the API once whether reCAPTCHA is on and, only then, loads Google's script. A failure leaves
 * the form without a token (the API refuses it with its own message when reCAPTCHA is on) and is
 * asked again next time.
 */
function prepareRecaptcha() {
  prepared ??= apiPublicGet<RecaptchaConfig>(AUTH_PATHS.recaptcha)
    .then(async ({ data }) => (data.enabled && data.site_key ? { siteKey: data.site_key, grecaptcha: await loadGoogleScript(data.site_key) } : null))
    .catch(() => {
      prepared = undefined;
      return null;
    });
  return prepared;
}

/** Starts the preparation when a protected form shows, so the token is quick to get on submit. */
export function usePrepareRecaptcha(): void {
  useEffect(() => void prepareRecaptcha(), []);
}

/** The field to add to a protected form's body: `{ recaptcha_token }`, or nothing while reCAPTCHA is off. */
export async function recaptchaField(action: RecaptchaAction): Promise<{ recaptcha_token?: string }> {
  const recaptcha = await prepareRecaptcha();
  if (!recaptcha) return {};
  return { recaptcha_token: await recaptcha.grecaptcha.execute(recaptcha.siteKey, { action }) };
}
