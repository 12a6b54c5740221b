import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  /** "Retire this answer?" */
  title: string;
  /** What happens, and what stays (text, or a list of what the action touches). */
  children: ReactNode;
  /** The button that does it ("Retire"); without it the dialog only informs (one Close button). */
  confirmLabel?: string;
  /** A change that takes something away is shown in the error colour. */
  destructive?: boolean;
  /** The action is on its way: the buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Room for a list of what the action touches. */
  wide?: boolean;
  /** Another way out beside Cancel and the confirming button (a link elsewhere). */
  secondaryAction?: ReactNode;
  /** The button focused at first, which Enter presses: Cancel unless the screen asks otherwise. */
  focus?: 'cancel' | 'confirm';
  onConfirm?(): void;
  onClose(): void;
}

/** Asks once more before an action, saying what it will do. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  destructive = false,
  busy = false,
  wide = false,
  secondaryAction,
  focus = 'cancel',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const canConfirm = Boolean(confirmLabel && onConfirm);
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
        <Button onClick={onClose} disabled={busy} autoFocus={!canConfirm || focus === 'cancel'}>
          {confirmLabel ? 'Cancel' : 'Close'}
        </Button>
        {secondaryAction}
        {canConfirm ? (
          <Button color={destructive ? 'error' : 'primary'} variant="contained" onClick={onConfirm} loading={busy} autoFocus={focus === 'confirm'}>
            {confirmLabel}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
