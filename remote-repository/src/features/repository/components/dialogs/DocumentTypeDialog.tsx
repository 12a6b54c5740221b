import { apiErrorMessage } from '@app/shared';
import { DOCUMENT_PATHS, type NamedRef, type RepositoryItem } from '@app/shared/contract';
import { LoadFailed, useApiData } from '@app/shared/page-parts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { updateItem } from '../../api/repositoryChanges';

interface DocumentTypeDialogProps {
  item: RepositoryItem;
  onClose(): void;
  onDone(): void;
}

const NO_TYPE = '';

/** Chooses a document's type from the repository-document-type lookup. Loaded on first use. */
export default function DocumentTypeDialog({ item, onClose, onDone }: DocumentTypeDialogProps) {
  const titleId = useId();
  const types = useApiData<NamedRef[]>(DOCUMENT_PATHS.repositoryDocumentTypes);
  const [typeId, setTypeId] = useState(item.document_type?.id ?? NO_TYPE);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      const answer = await updateItem(item.id, { document_type_id: typeId || null });
      enqueueSnackbar(answer.message, { variant: 'success' });
      onDone();
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => !busy && onClose()} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
        Document type of “{item.name}”
      </DialogTitle>
      <DialogContent>
        {types.error ? (
          <LoadFailed message={types.error} onRetry={types.retry} />
        ) : types.data ? (
          <TextField select fullWidth margin="dense" label="Document type" value={typeId} onChange={(event) => setTypeId(event.target.value)}>
            <MenuItem value={NO_TYPE}>No type</MenuItem>
            {types.data.map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Skeleton height={56} role="progressbar" aria-label="Loading document types" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} loading={busy} disabled={!types.data}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
