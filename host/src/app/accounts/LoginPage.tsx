import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_PATHS, apiErrorMessage, apiFieldErrors, apiPublicPost, saveSession } from '@app/shared';
import type { LoginResponse } from '@app/shared/contract';
import { enqueueSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '../branding/BrandLogo';
import { OutlinedField } from './OutlinedField';
import { useBranding } from '../branding/BrandingProvider';

type Credentials = { email: string; password: string };
type FieldErrors = Partial<Record<keyof Credentials, string>>;

/** The contract's rules; zod loads with the first check, not with the page. */
async function validate(credentials: Credentials): Promise<FieldErrors> {
  const { loginRequestSchema } = await import('@app/shared/contract');
  const result = loginRequestSchema.safeParse(credentials);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof Credentials;
    errors[field] ??= issue.message;
  }
  return errors;
}

function firstMessages(errors: Record<string, string[]>): FieldErrors {
  return { email: errors.email?.[0], password: errors.password?.[0] };
}

/**
 * /accounts/login. Once the session is saved, RedirectWhenSignedIn takes the user on to the page
 * they asked for.
 */
export default function LoginPage() {
  const { configuration } = useBranding();
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [passwordShown, setPasswordShown] = useState(false);

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
      saveSession(await apiPublicPost<LoginResponse>(ACCOUNT_PATHS.login, credentials));
    } catch (error) {
      setErrors(firstMessages(apiFieldErrors(error)));
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
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
          <OutlinedField
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={credentials.email}
            onChange={change('email')}
            error={errors.email}
          />
          <OutlinedField
            label="Password"
            type={passwordShown ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={credentials.password}
            onChange={change('password')}
            error={errors.password}
            endAdornment={
              <InputAdornment position="end">
                <IconButton
                  aria-label={passwordShown ? 'Hide password' : 'Show password'}
                  onClick={() => setPasswordShown((shown) => !shown)}
                  edge="end"
                >
                  {passwordShown ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              </InputAdornment>
            }
          />
          <Link component={RouterLink} to="/accounts/forgot-password" variant="body2" sx={{ alignSelf: 'flex-end' }}>
            Forgot password?
          </Link>
          <Button type="submit" variant="contained" size="large" loading={busy} loadingPosition="start">
            Sign in
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
