import { apiErrorMessage } from '@app/shared';
import type { RepositoryItem, RepositoryList } from '@app/shared/contract';
import { LoadFailed, useApiData } from '@app/shared/page-parts';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { repositoryListUrl } from '../../../../shared/api/repositoryItems';
import { updateItem } from '../../api/repositoryChanges';

interface MoveDialogProps {
  item: RepositoryItem;
  onClose(): void;
  onDone(): void;
}

// The API's largest page: one folder's sub-folders come first, so they fit in it.
const FOLDERS_PAGE_SIZE = 200;

/** A folder picker: browse down from the root and move the item into the folder shown. Loaded on first use. */
export default function MoveDialog({ item, onClose, onDone }: MoveDialogProps) {
  const titleId = useId();
  const [folderId, setFolderId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const folder = useApiData<RepositoryList>(repositoryListUrl({ parent_id: folderId ?? undefined, ordering: 'name', page_size: FOLDERS_PAGE_SIZE }), {
    keepPrevious: true,
  });
  // A folder cannot go into itself, so it is not offered (nor, with it, anything below it).
  const subFolders = folder.data?.results.filter((entry) => entry.kind === 'folder' && entry.id !== item.id) ?? [];
  const trail = [{ id: null, name: 'Repository' }, ...(folder.data?.breadcrumbs ?? [])];
  const here = trail.at(-1)!;

  const move = async () => {
    setBusy(true);
    try {
      const answer = await updateItem(item.id, { parent_id: folderId });
      enqueueSnackbar(answer.message, { variant: 'success' });
      onDone();
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => !busy && onClose()} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
        Move “{item.name}”
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: 280 }}>
        <Breadcrumbs aria-label="Folder to move to" sx={{ mb: 1 }}>
          {trail.slice(0, -1).map((crumb) => (
            <Link key={crumb.id ?? 'root'} component="button" type="button" onClick={() => setFolderId(crumb.id)}>
              {crumb.name}
            </Link>
          ))}
          <Typography color="text.primary" aria-current="location">
            {here.name}
          </Typography>
        </Breadcrumbs>
        {folder.error ? (
          <LoadFailed message={folder.error} onRetry={folder.retry} />
        ) : !folder.data || folder.loading ? (
          <Box role="progressbar" aria-label="Loading folders">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={40} />
            ))}
          </Box>
        ) : subFolders.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No folders in here.
          </Typography>
        ) : (
          <List dense aria-label={`Folders in ${here.name}`}>
            {subFolders.map((entry) => (
              <ListItemButton key={entry.id} onClick={() => setFolderId(entry.id)}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <FolderOutlined fontSize="small" color="primary" />
                </ListItemIcon>
                <ListItemText primary={entry.name} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={move} loading={busy} disabled={folderId === item.parent_id || !folder.data}>
          Move to {here.name}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
