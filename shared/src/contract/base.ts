import { z } from 'zod';

/** Names of the splash-configuration items (spec section 3). */
export const SPLASH_CONFIGURATION_NAMES = [
  'logo_with_text',
  'logo',
  'splash_short_description',
  'splash_long_description',
  'login_long_description',
  'login_short_description',
  'application_title',
  'favicon_icon',
  'admin_logo',
] as const;
export type SplashConfigurationName = (typeof SPLASH_CONFIGURATION_NAMES)[number];

export const configurationItemSchema = z.object({ name: z.string(), value: z.string() });
export type ConfigurationItem = z.infer<typeof configurationItemSchema>;
/** `data` of GET /api/v1/base/configuration/ is ConfigurationItem[]. */

/**
 * One entry of GET /api/v1/base/lookups/country/ (`data` is LookupItem[], by name; `code` is ISO
 * 3166-1 alpha-2) and of GET /api/v1/base/lookups/state/{country id}/ (`code` is the ISO 3166-2
 * subdivision code; an empty list when the country has none).
 */
export const lookupItemSchema = z.object({ id: z.string(), name: z.string(), code: z.string() });
export type LookupItem = z.infer<typeof lookupItemSchema>;
