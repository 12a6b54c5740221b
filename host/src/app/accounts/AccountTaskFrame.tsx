import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOGIN_PATH } from '@app/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '../branding/BrandLogo';

interface AccountTaskFrameProps {
  title: string;
  /** One sentence on what the page is for. */
  purpose: ReactNode;
  children?: ReactNode;
  /** The way out below the task; a link back to sign in unless given. */
  footer?: ReactNode;
}

/** The card of a one-task account page (sign-up, forgot password, reset password). */
export function AccountTaskFrame({ title, purpose, children, footer }: AccountTaskFrameProps) {
  return (
    <Paper component="section" elevation={0} sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 5 }, border: 1, borderColor: 'divider' }}>
      <Stack spacing={3}>
        <BrandLogo variant="logo" height={40} />
        <div>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography color="text.secondary">{purpose}</Typography>
        </div>
        {children}
        {footer ?? (
          <Typography variant="body2">
            <Link component={RouterLink} to={LOGIN_PATH}>
              Back to sign in
            </Link>
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
