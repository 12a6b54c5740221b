import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { errorMessage } from './UnexpectedError';

/** The status line of an HTTP-like error (a thrown Response or route error response), if it is one. */
function statusLine(error: unknown): string | undefined {
  if (isRouteErrorResponse(error) || error instanceof Response) return `${error.status} ${error.statusText}`;
  return undefined;
}

/** The router-level fallback page (spec section 2): the status and text, or the message, and the stack. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Unexpected Application Error!
      </Typography>
      <Typography variant="h6" component="h2" sx={{ fontStyle: 'italic' }}>
        {statusLine(error) ?? errorMessage(error)}
      </Typography>
      {stack && (
        <Box component="pre" sx={{ p: 2, mt: 2, bgcolor: 'grey.100', overflowX: 'auto', fontSize: 13 }}>
          {stack}
        </Box>
      )}
    </Box>
  );
}

/** Wraps the router's routes: whatever they throw and nothing nearer catches shows the page above. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={(error) => <RouteErrorPage error={error} />}>{children}</ErrorBoundary>;
}
