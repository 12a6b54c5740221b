import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ConfirmRequest } from './ConfirmDialog';

const ConfirmDialog = lazy(() => import('./ConfirmDialog'));

/** A confirmation dialog, fetched the first time one is asked for: `[the dialog to render, ask]`. */
export function useConfirm(): [ReactNode, (request: ConfirmRequest) => void] {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const dialog = request ? (
    <Suspense fallback={null}>
      <ConfirmDialog request={request} onClose={() => setRequest(null)} />
    </Suspense>
  ) : null;
  return [dialog, setRequest];
}
