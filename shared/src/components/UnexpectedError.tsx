import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Any other unexpected error (spec section 2): 'Something went wrong:' and the message. */
export function UnexpectedError({ error }: { error: unknown }) {
  return (
    <Box role="alert" sx={{ py: 6, px: 3 }}>
      <Typography variant="h6" component="h2">
        Something went wrong:
      </Typography>
      <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', color: 'error.main', fontFamily: 'monospace' }}>
        {errorMessage(error)}
      </Typography>
    </Box>
  );
}
