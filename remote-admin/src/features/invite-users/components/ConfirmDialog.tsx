import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';

export interface ConfirmRequest {
  /** "Revoke the invitation of sam@acme.test?" */
  title: string;
  /** What happens, and what stays. */
  text: string;
  /** The button that does it: "Revoke". */
  confirmLabel: string;
  /** A change that takes something away is shown in the error colour. */
  destructive?: boolean;
  /** Does it; the dialog stays open (its buttons disabled) until this settles. */
  onConfirm(): Promise<void>;
}

/** Asks once more before an action on someone's access; cancelling is the default. */
export default function ConfirmDialog({ request, onClose }: { request: ConfirmRequest; onClose(): void }) {
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
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <DialogTitle id="confirm-title">{request.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-text">{request.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button color={request.destructive ? 'error' : 'primary'} variant="contained" onClick={confirm} disabled={busy}>
          {request.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
