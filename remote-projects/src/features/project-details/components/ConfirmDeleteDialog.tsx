import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmDeleteDialogProps {
  /** "Delete scan.pdf?" */
  title: string;
  /** What goes with it, and what stays. */
  text: string;
  onClose(): void;
  onConfirm(): void;
}

/** A deletion cannot be undone: asked once more, with keeping it as the default. */
export default function ConfirmDeleteDialog({ title, text, onClose, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="confirm-delete-title" aria-describedby="confirm-delete-text">
      <DialogTitle id="confirm-delete-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-delete-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Keep it
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
