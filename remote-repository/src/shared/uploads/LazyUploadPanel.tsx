import { lazy, Suspense } from 'react';
import type { UploadPanelProps } from './UploadPanel';

const UploadPanel = lazy(() => import('./UploadPanel'));

/** The upload list, fetched with the first file added: a screen without uploads shows nothing of it. */
export function LazyUploadPanel({ queue }: UploadPanelProps) {
  if (queue.entries.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <UploadPanel queue={queue} />
    </Suspense>
  );
}
