import type { ConfigurationItem, PublicConfigurationName } from '@app/shared/contract';

export { DEFAULT_APPLICATION_TITLE } from '@app/shared';

export type SplashConfiguration = Partial<Record<PublicConfigurationName, string>>;

/** The configuration's name/value list as a lookup; empty values count as not configured. */
export function toSplashConfiguration(items: readonly ConfigurationItem[]): SplashConfiguration {
  return Object.fromEntries(items.filter((item) => item.value.trim() !== '').map((item) => [item.name, item.value]));
}

/** The configuration is loaded on every page but reset-password (spec section 2). */
export function isResetPasswordPath(pathname: string): boolean {
  return pathname.includes('reset-password');
}
