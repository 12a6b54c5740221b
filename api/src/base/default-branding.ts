// The branding every new organisation starts with, until it uploads its own.
import type { ConfigurationItem, SplashConfigurationName } from '@app/shared/contract';

export const BRANDING_FILES = ['logo.svg', 'logo-with-text.svg', 'admin-logo.svg'] as const;
export const BRANDING_URL = '/api/v1/base/branding/';

/** No favicon_icon: the front end's bundled one is the default. */
export function defaultBranding(organisationName: string): (ConfigurationItem & { name: SplashConfigurationName })[] {
  return [
    { name: 'application_title', value: organisationName },
    { name: 'logo', value: `${BRANDING_URL}logo.svg` },
    { name: 'logo_with_text', value: `${BRANDING_URL}logo-with-text.svg` },
    { name: 'admin_logo', value: `${BRANDING_URL}admin-logo.svg` },
    { name: 'splash_short_description', value: 'Questionnaires answered in hours, not weeks.' },
    {
      name: 'splash_long_description',
      value:
        "Upload a client's questionnaire, get answers drafted from your approved answers and documents with " +
        'their sources, review them together and send back the finished file in its own format.',
    },
    { name: 'login_short_description', value: 'Sign in to your workspace' },
    { name: 'login_long_description', value: 'Use the email address your organisation invited you with.' },
  ];
}
