import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiFieldErrors, apiPatch, BASE_PATHS } from '@app/shared';
import {
  BRANDING_IMAGE_TYPES,
  FAVICON_IMAGE_TYPES,
  updateOrganisationSettingsRequestSchema,
  type BrandingImageName,
  type OrganisationSettings,
} from '@app/shared/contract';
import { useState } from 'react';
import { useBranding } from '../../branding/BrandingProvider';
import { OutlinedField } from '../../forms/OutlinedField';
import { schemaErrors } from '../../forms/schemaErrors';
import { useFormFields } from '../../forms/useFormFields';
import { useFormSubmit } from '../../forms/useFormSubmit';
import { DetailPending, useAccountDetail } from '../useAccountDetail';
import { BrandingImageField } from './BrandingImageField';

type TextSettings = Omit<OrganisationSettings, BrandingImageName>;
type TextName = keyof TextSettings;
/** A picked file (data URL) or null for the default, per image changed since the last save. */
type ImageChanges = Partial<Record<BrandingImageName, string | null>>;

const IMAGES: readonly { name: BrandingImageName; label: string; hint: string; accept: readonly string[] }[] = [
  { name: 'logo', label: 'Logo', hint: 'On the sign-in and account pages.', accept: BRANDING_IMAGE_TYPES },
  { name: 'logo_with_text', label: 'Logo with the name', hint: 'On the welcome page.', accept: BRANDING_IMAGE_TYPES },
  { name: 'admin_logo', label: 'Top-bar logo', hint: 'In the top bar of the workspace, beside its title.', accept: BRANDING_IMAGE_TYPES },
  { name: 'favicon_icon', label: 'Favicon', hint: 'The icon of the browser tab; square, 32 × 32 pixels or more.', accept: FAVICON_IMAGE_TYPES },
];

function textsOf(settings: OrganisationSettings): TextSettings {
  const { logo: _logo, logo_with_text: _withText, admin_logo: _admin, favicon_icon: _favicon, ...texts } = settings;
  return texts;
}

function SettingsForm({ saved, onSaved }: { saved: OrganisationSettings; onSaved: (settings: OrganisationSettings) => void }) {
  const savedTexts = textsOf(saved);
  const form = useFormFields<TextSettings>(savedTexts);
  const [images, setImages] = useState<ImageChanges>({});
  const [imageErrors, setImageErrors] = useState<Partial<Record<BrandingImageName, string>>>({});
  const ruleErrors = schemaErrors<TextName>(updateOrganisationSettingsRequestSchema, form.values);
  const errors = form.shownErrors(ruleErrors);
  const changedTexts = (Object.keys(savedTexts) as TextName[]).filter((name) => form.values[name].trim() !== savedTexts[name]);
  const unchanged = changedTexts.length === 0 && Object.keys(images).length === 0;

  const { busy, submit } = useFormSubmit(form, ruleErrors, async () => {
    const texts = Object.fromEntries(changedTexts.map((name) => [name, form.values[name].trim()]));
    try {
      const answer = await apiPatch<OrganisationSettings>(BASE_PATHS.configuration, { ...texts, ...images });
      onSaved(answer.data);
      return answer.message;
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      setImageErrors(Object.fromEntries(IMAGES.map(({ name }) => [name, fieldErrors[name]?.[0]])));
      throw error;
    }
  });

  const field = (name: TextName, label: string, extra: { multiline?: boolean; type?: string; hint?: string; required?: boolean } = {}) => (
    <OutlinedField
      label={label}
      {...form.bind(name)}
      error={errors[name]}
      hint={extra.hint}
      type={extra.type}
      required={extra.required}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
    />
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} sx={{ maxWidth: 720 }}>
      <Stack spacing={2.5}>
        <Typography variant="h6" component="h2">
          Organisation
        </Typography>
        {field('name', 'Organisation name', { required: true, hint: 'Used in invitations and emails.' })}
        {field('application_title', 'Title in the browser tab', { required: true })}
        {field('support_email', 'Support email', { type: 'email', hint: 'Shown on the sign-in page; leave empty to show none.' })}
      </Stack>
      <Divider />
      <Stack spacing={2.5}>
        <Typography variant="h6" component="h2">
          Welcome and sign-in pages
        </Typography>
        {field('splash_short_description', 'Welcome page headline')}
        {field('splash_long_description', 'Welcome page text', { multiline: true })}
        {field('login_short_description', 'Sign-in page headline')}
        {field('login_long_description', 'Sign-in page text', { multiline: true })}
      </Stack>
      <Divider />
      <Stack spacing={2.5}>
        <Typography variant="h6" component="h2">
          Logos and favicon
        </Typography>
        <Typography variant="body2" color="text.secondary">
          PNG, JPEG, WebP or GIF files (the favicon also ICO).
        </Typography>
        {IMAGES.map(({ name, label, hint, accept }) => (
          <BrandingImageField
            key={name}
            name={name}
            label={label}
            hint={hint}
            accept={accept.join(',')}
            source={name in images ? (images[name] ?? null) : saved[name]}
            error={imageErrors[name]}
            onPick={(dataUrl) => {
              setImages((current) => ({ ...current, [name]: dataUrl }));
              setImageErrors((current) => ({ ...current, [name]: undefined }));
            }}
            onPickError={(message) => setImageErrors((current) => ({ ...current, [name]: message }))}
            onReset={() => {
              setImages((current) => ({ ...current, [name]: null }));
              setImageErrors((current) => ({ ...current, [name]: undefined }));
            }}
          />
        ))}
      </Stack>
      <Button type="submit" variant="contained" loading={busy} loadingPosition="start" disabled={unchanged} sx={{ alignSelf: 'flex-start' }}>
        Save organisation settings
      </Button>
    </Stack>
  );
}

/** The Organisation tab (manage_configuration): what every visitor sees of the organisation. */
export function OrganisationForm() {
  const { detail, retry } = useAccountDetail<OrganisationSettings>(BASE_PATHS.organisationSettings);
  const { reload } = useBranding();
  const [saved, setSaved] = useState<{ settings: OrganisationSettings; version: number } | null>(null);
  if (detail.state !== 'loaded') return <DetailPending detail={detail} retry={retry} label="Loading the organisation settings" />;

  const current = saved ?? { settings: detail.data, version: 0 };
  return (
    <SettingsForm
      // A save starts the form again from what the server kept.
      key={current.version}
      saved={current.settings}
      onSaved={(settings) => {
        setSaved({ settings, version: current.version + 1 });
        reload();
      }}
    />
  );
}
