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

/** Public configuration items beyond the splash ones; shown on the login page when set. */
export const PUBLIC_CONFIGURATION_NAMES = [...SPLASH_CONFIGURATION_NAMES, 'support_email'] as const;
export type PublicConfigurationName = (typeof PUBLIC_CONFIGURATION_NAMES)[number];

/** The configuration items that hold an image; each is uploaded through the organisation settings. */
export const BRANDING_IMAGE_NAMES = ['logo', 'logo_with_text', 'admin_logo', 'favicon_icon'] as const;
export type BrandingImageName = (typeof BRANDING_IMAGE_NAMES)[number];

/** Image formats a browser shows everywhere; SVG is refused because it may carry scripts. */
export const BRANDING_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const FAVICON_IMAGE_TYPES = [...BRANDING_IMAGE_TYPES, 'image/x-icon'] as const;
export const BRANDING_IMAGE_MAX_BYTES: Record<BrandingImageName, number> = {
  logo: 512 * 1024,
  logo_with_text: 512 * 1024,
  admin_logo: 512 * 1024,
  favicon_icon: 100 * 1024,
};

const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

/**
 * PATCH /api/v1/base/configuration/ (manage_configuration): only the fields sent change. An image is
 * a `data:` URL of the uploaded file, or null to go back to the default.
 */
export const updateOrganisationSettingsRequestSchema = z
  .object({
    name: z.string().trim().min(1, "Enter the organisation's name.").max(120, 'Keep the name under 120 characters.'),
    application_title: z.string().trim().min(1, 'Enter the title shown in the browser tab.').max(80, 'Keep the title under 80 characters.'),
    splash_short_description: optionalText(160, 'Keep the short description under 160 characters.'),
    splash_long_description: optionalText(1000, 'Keep the long description under 1,000 characters.'),
    login_short_description: optionalText(160, 'Keep the short description under 160 characters.'),
    login_long_description: optionalText(1000, 'Keep the long description under 1,000 characters.'),
    support_email: z.union([
      z.literal(''),
      z.string().trim().max(254, 'Keep the email address under 254 characters.').email('Enter a valid email address, or leave it empty.'),
    ]),
    logo: z.string().nullable(),
    logo_with_text: z.string().nullable(),
    admin_logo: z.string().nullable(),
    favicon_icon: z.string().nullable(),
  })
  .partial()
  .strict();
export type UpdateOrganisationSettingsRequest = z.infer<typeof updateOrganisationSettingsRequestSchema>;

/** GET /api/v1/base/configuration/organisation/ and the PATCH's `data`: every setting, images as addresses. */
export const organisationSettingsSchema = z.object({
  name: z.string(),
  application_title: z.string(),
  splash_short_description: z.string(),
  splash_long_description: z.string(),
  login_short_description: z.string(),
  login_long_description: z.string(),
  support_email: z.string(),
  logo: z.string().nullable(),
  logo_with_text: z.string().nullable(),
  admin_logo: z.string().nullable(),
  favicon_icon: z.string().nullable(),
});
export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>;
