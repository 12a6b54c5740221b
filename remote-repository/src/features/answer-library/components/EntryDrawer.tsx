import { ANSWER_LIBRARY_PATHS, type AnswerLibraryEntryDetail } from '@app/shared/contract';
import { LoadFailed, useApiData } from '@app/shared/page-parts';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useEntryActions } from '../hooks/useEntryActions';
import { EntryForm } from './EntryForm';
import { EntryProvenance } from './EntryProvenance';
import { EntryStatusChip } from './EntryStatusChip';

interface EntryDrawerProps {
  entryId: string;
  onClose(): void;
  /** After a change: the list shows it too. */
  onChanged(): void;
}

function EntryBody({ entry, onChanged }: { entry: AnswerLibraryEntryDetail; onChanged(): void }) {
  const actions = useEntryActions(entry.id, onChanged);
  return (
    <>
      {entry.status === 'source_changed' ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={actions.reapprove} disabled={actions.busy}>
              Re-approve
            </Button>
          }
        >
          A document this answer relied on has changed since it was approved. Until someone approves it again it is only suggested as a weak answer: check it
          against the current version, edit it if needed, and re-approve it.
        </Alert>
      ) : null}
      {entry.status === 'retired' ? <Alert severity="info">Retired: it is not suggested for any question. Restore it to offer it again.</Alert> : null}
      {/* A saved change comes back as a new entry: the form starts again from it. */}
      <EntryForm key={`${entry.id}:${entry.updated_at}`} entry={entry} busy={actions.busy} onSave={actions.save} />
      <Box>
        {entry.status === 'retired' ? (
          <Button variant="outlined" onClick={actions.restore} disabled={actions.busy}>
            Restore
          </Button>
        ) : (
          <Button variant="outlined" color="error" onClick={actions.retire} disabled={actions.busy}>
            Retire
          </Button>
        )}
      </Box>
      <Divider />
      <EntryProvenance entry={entry} />
      {actions.confirmDialog}
    </>
  );
}

/** One library entry beside the list: edit it, approve it again, retire or restore it, and see where it came from and was used. */
export default function EntryDrawer({ entryId, onClose, onChanged }: EntryDrawerProps) {
  const titleId = useId();
  const { data: entry, loading, error, retry, refresh } = useApiData<AnswerLibraryEntryDetail>(ANSWER_LIBRARY_PATHS.entry(entryId));
  const changed = () => {
    void refresh();
    onChanged();
  };
  return (
    <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 560 } } } }}>
      <Box sx={{ display: 'grid', gap: 2.5, p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            Library entry
          </Typography>
          {entry ? <EntryStatusChip status={entry.status} /> : null}
          <IconButton aria-label="Close the entry" onClick={onClose}>
            <Close />
          </IconButton>
        </Box>
        {error ? <LoadFailed message={error} onRetry={retry} /> : null}
        {entry ? (
          <EntryBody entry={entry} onChanged={changed} />
        ) : loading ? (
          <Skeleton variant="rounded" height={320} role="progressbar" aria-label="Loading the entry" />
        ) : null}
      </Box>
    </Drawer>
  );
}
