import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOGIN_PATH } from '@app/shared';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '../branding/BrandLogo';
import { useBranding } from '../branding/BrandingProvider';

/** /accounts/splash: the first thing a visitor without a session sees. */
export default function SplashPage() {
  const { configuration, title } = useBranding();
  return (
    <Paper component="section" elevation={0} sx={{ width: '100%', maxWidth: 560, p: { xs: 3, sm: 6 }, textAlign: 'center', border: 1, borderColor: 'divider' }}>
      <Stack spacing={3} sx={{ alignItems: 'center' }}>
        <BrandLogo variant="logo_with_text" height={64} align="center" />
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
          {configuration.splash_short_description ?? `Welcome to ${title}`}
        </Typography>
        {configuration.splash_long_description && (
          <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            {configuration.splash_long_description}
          </Typography>
        )}
        <Button component={RouterLink} to={LOGIN_PATH} variant="contained" size="large" sx={{ minWidth: 200 }}>
          Sign in
        </Button>
      </Stack>
    </Paper>
  );
}
