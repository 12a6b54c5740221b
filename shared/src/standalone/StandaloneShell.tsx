import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppErrorBoundary } from '../components/ErrorBoundary';
import { AppProviders } from '../theme/AppProviders';

/**
 * A remote's own dev server renders its screens in this minimal shell: the same providers as the
 * host, a router and a bar naming the remote. The session comes from the shared cookies. (Plain
 * boxes rather than AppBar: this module ships inside @app/shared, on every page's first load.)
 */
export function StandaloneShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AppProviders>
      <BrowserRouter>
        <Box component="header" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', px: 3, py: 2 }}>
          <Typography variant="h6" component="p">
            {title}
          </Typography>
        </Box>
        <Box component="main">
          <AppErrorBoundary>{children}</AppErrorBoundary>
        </Box>
      </BrowserRouter>
    </AppProviders>
  );
}
