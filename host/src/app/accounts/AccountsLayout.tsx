import Box from '@mui/material/Box';
import { AppErrorBoundary } from '@app/shared';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

/**
 * The blank layout of the public /accounts pages: the page alone, centred on a quiet background. The
 * forced password change shows in it too, as `children`.
 */
export default function AccountsLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: { xs: 2, sm: 4 },
        background: 'linear-gradient(160deg, #eef2fb 0%, #f8f9fc 55%, #e8edf8 100%)',
      }}
    >
      <AppErrorBoundary resetKey={pathname}>{children ?? <Outlet />}</AppErrorBoundary>
    </Box>
  );
}
