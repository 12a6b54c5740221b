import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { apiErrorMessage, apiGet } from '@app/shared';
import { useEffect, useState } from 'react';

type Detail<T> = { state: 'loading' } | { state: 'loaded'; data: T } | { state: 'failed'; message: string };

/** One settings GET (user-detail, entity-detail), with a retry after a failure. */
export function useAccountDetail<T>(path: string) {
  const [attempt, setAttempt] = useState(0);
  const [detail, setDetail] = useState<Detail<T>>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    setDetail({ state: 'loading' });
    apiGet<T>(path)
      .then(({ data }) => current && setDetail({ state: 'loaded', data }))
      .catch((error: unknown) => current && setDetail({ state: 'failed', message: apiErrorMessage(error) }));
    return () => {
      current = false;
    };
  }, [path, attempt]);

  return { detail, retry: () => setAttempt((n) => n + 1) };
}

/** What a settings tab shows until its detail has loaded. */
export function DetailPending({ detail, retry, label }: { detail: Detail<unknown>; retry: () => void; label: string }) {
  if (detail.state === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            Try again
          </Button>
        }
      >
        {detail.message}
      </Alert>
    );
  }
  return (
    <Stack sx={{ alignItems: 'center', py: 4 }}>
      <CircularProgress aria-label={label} />
    </Stack>
  );
}
