import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A list or preview that could not be loaded: the API's message and a Retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
