import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The confirming button's words; without them the dialog only informs (one Close button). */
  confirmLabel?: string;
  busy?: boolean;
  /** Room for a list of what the action touches. */
  wide?: boolean;
  /** Another way out beside Cancel and the confirming button (a link elsewhere). */
  secondaryAction?: ReactNode;
  onConfirm?(): void;
  onClose(): void;
}

/** Asks before an action that changes many things at once, saying what it will do. */
export default function ConfirmDialog({ title, children, confirmLabel, busy = false, wide = false, secondaryAction, onConfirm, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth={wide ? 'sm' : 'xs'} fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {children}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {confirmLabel ? 'Cancel' : 'Close'}
        </Button>
        {secondaryAction}
        {confirmLabel && onConfirm ? (
          <Button variant="contained" onClick={onConfirm} disabled={busy} autoFocus>
            {confirmLabel}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
