import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_PATHS, apiErrorMessage, apiFieldErrors, apiPublicPost, enqueueToast, saveSession } from '@app/shared';
import type { LoginResponse } from '@app/shared/contract';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '../branding/BrandLogo';
import { useBranding } from '../branding/BrandingProvider';
import { OutlinedField } from '../forms/OutlinedField';
import { PasswordField } from '../forms/PasswordField';
import { schemaErrors } from '../forms/schemaErrors';
import type { FieldErrors } from '../forms/useFormFields';
import { recaptchaField, usePrepareRecaptcha } from './recaptcha';

type Credentials = { email: string; password: string };
type Errors = FieldErrors<keyof Credentials>;

/** The contract's rules; zod loads with the first check, not with the page. */
async function validate(credentials: Credentials): Promise<Errors> {
  const { loginRequestSchema } = await import('@app/shared/contract');
  return schemaErrors<keyof Credentials>(loginRequestSchema, credentials);
}

function firstMessages(errors: Record<string, string[]>): Errors {
  return { email: errors.email?.[0], password: errors.password?.[0] };
}

/**
 * /accounts/login. Once the session is saved, RedirectWhenSignedIn takes the user on to the page
 * they asked for.
 */
export default function LoginPage() {
  const { configuration } = useBranding();
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  usePrepareRecaptcha();

  const change = (field: keyof Credentials) => (event: { target: { value: string } }) => {
    const next = { ...credentials, [field]: event.target.value };
    setCredentials(next);
    // Messages follow the typing once the person has tried to sign in.
    if (submitted) void validate(next).then(setErrors);
  };

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setBusy(true);
    const fieldErrors = await validate(credentials);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) {
      setBusy(false);
      return;
    }
    try {
      const body = { ...credentials, ...(await recaptchaField('login')) };
      saveSession((await apiPublicPost<LoginResponse>(ACCOUNT_PATHS.login, body)).data);
    } catch (error) {
      setErrors(firstMessages(apiFieldErrors(error)));
      enqueueToast(apiErrorMessage(error), { variant: 'error' });
      setBusy(false);
    }
  };

  return (
    <Paper
      component="section"
      elevation={0}
      sx={{
        width: '100%',
        maxWidth: 960,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Stack spacing={2} sx={{ p: { xs: 3, md: 6 }, bgcolor: '#eef2fb', justifyContent: 'center' }}>
        <BrandLogo variant="logo" height={48} />
        {configuration.login_short_description && (
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {configuration.login_short_description}
          </Typography>
        )}
        {configuration.login_long_description && (
          <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', display: { xs: 'none', sm: 'block' } }}>
            {configuration.login_long_description}
          </Typography>
        )}
      </Stack>
      <Box component="form" noValidate onSubmit={signIn} sx={{ p: { xs: 3, md: 6 } }}>
        <Stack spacing={3}>
          <Typography variant="h5" component="h1">
            Sign in
          </Typography>
          <OutlinedField label="Email" type="email" autoComplete="email" required value={credentials.email} onChange={change('email')} error={errors.email} />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            value={credentials.password}
            onChange={change('password')}
            error={errors.password}
          />
          <Link component={RouterLink} to="/accounts/forgot-password" variant="body2" sx={{ alignSelf: 'flex-end' }}>
            Forgot password?
          </Link>
          <Button type="submit" variant="contained" size="large" loading={busy} loadingPosition="start">
            Sign in
          </Button>
          {configuration.support_email && (
            <Typography variant="body2" color="text.secondary">
              Need help? Write to <Link href={`mailto:${configuration.support_email}`}>{configuration.support_email}</Link>
            </Typography>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
