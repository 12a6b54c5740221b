import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';

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

/** Asks once more before an action; cancelling is the default. Loaded on first use (see useConfirm). */
export default function ConfirmDialog({ request, onClose }: { request: ConfirmRequest; onClose(): void }) {
  const titleId = useId();
  const textId = useId();
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
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{request.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{request.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button color={request.destructive ? 'error' : 'primary'} variant="contained" onClick={confirm} loading={busy}>
          {request.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
