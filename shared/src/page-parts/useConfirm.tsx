import { lazy, Suspense, useState, type ReactNode } from 'react';

// Fetched the first time a screen asks.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })));

export interface ConfirmRequest {
  /** "Retire this answer?" */
  title: string;
  /** What happens, and what stays. */
  text: string;
  /** The button that does it: "Retire". */
  confirmLabel: string;
  /** A change that takes something away is shown in the error colour. */
  destructive?: boolean;
  /** Does it; the dialog stays open (its buttons disabled) until this settles, then closes. */
  onConfirm(): Promise<void>;
}

function RequestedConfirmDialog({ request, onClose }: { request: ConfirmRequest; onClose(): void }) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await request.onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <ConfirmDialog
      title={request.title}
      confirmLabel={request.confirmLabel}
      destructive={request.destructive}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {request.text}
    </ConfirmDialog>
  );
}

/** A confirmation dialog, fetched the first time one is asked for: `[the dialog to render, ask]`. */
export function useConfirm(): [ReactNode, (request: ConfirmRequest) => void] {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const dialog = request ? (
    <Suspense fallback={null}>
      <RequestedConfirmDialog request={request} onClose={() => setRequest(null)} />
    </Suspense>
  ) : null;
  return [dialog, setRequest];
}
