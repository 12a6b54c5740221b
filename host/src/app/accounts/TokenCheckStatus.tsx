import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { TokenErrorCode } from '@app/shared/contract';
import type { ReactNode } from 'react';
import type { TokenCheck } from './useTokenCheck';

interface TokenCheckStatusProps {
  check: Exclude<TokenCheck<unknown>, { state: 'valid' }>;
  /** What to tell the person for each refusal. */
  refusals: Record<TokenErrorCode, string>;
  /** What they can do next after a refusal (ask for a new link), besides the frame's way back to sign in. */
  nextStep?: ReactNode;
}

/** What an account page shows while its emailed token is checked, or when it cannot be used. */
export function TokenCheckStatus({ check, refusals, nextStep }: TokenCheckStatusProps) {
  if (check.state === 'checking') {
    return (
      <Stack sx={{ alignItems: 'center', py: 2 }}>
        <CircularProgress aria-label="Checking the link" />
      </Stack>
    );
  }
  if (check.state === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={check.retry}>
            Try again
          </Button>
        }
      >
        {check.message}
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{refusals[check.code]}</Alert>
      {nextStep}
    </Stack>
  );
}
