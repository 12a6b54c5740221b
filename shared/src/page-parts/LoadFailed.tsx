import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Where a list or a page could not load: the API's message and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
