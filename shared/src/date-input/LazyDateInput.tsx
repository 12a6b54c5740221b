import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { DateInputProps } from './DateInput';

const DateInput = lazy(() => import('./DateInput'));

/** The date picker, fetched when a screen first shows one; a field-sized skeleton until then. */
export function LazyDateInput(props: DateInputProps) {
  return (
    <Suspense
      fallback={
        <Skeleton variant="rounded" height={props.size === 'medium' ? 56 : 40} role="progressbar" aria-label={`Loading ${props.label.toLowerCase()}`} />
      }
    >
      <DateInput {...props} />
    </Suspense>
  );
}
