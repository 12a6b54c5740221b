import { apiErrorMessage } from '@app/shared';
import type { DocumentVersion } from '@app/shared/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { useId, useState, type FormEvent } from 'react';
import { restoreVersion } from '../api/documentVersions';

interface RestoreVersionDialogProps {
  documentId: string;
  version: DocumentVersion;
  /** The number the restored copy will get. */
  nextVersion: number;
  onClose(): void;
  onDone(): void;
}

/** Confirms making an older version the newest, with an optional comment. Loaded on first use. */
export default function RestoreVersionDialog({ documentId, version, nextVersion, onClose, onDone }: RestoreVersionDialogProps) {
  const titleId = useId();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);

  const restore = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await restoreVersion(documentId, version.id, comment.trim());
      enqueueSnackbar(answer.message, { variant: 'success' });
      onDone();
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => !busy && onClose()} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={restore} noValidate>
        <DialogTitle id={titleId}>Restore v{version.version} as the newest version?</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText>
            A copy of v{version.version} becomes v{nextVersion}, the current version. Every version in between stays in the history.
          </DialogContentText>
          <TextField
            label="Comment (optional)"
            helperText="Why this version is coming back"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Restore as newest
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
