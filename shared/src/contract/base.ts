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
