import { INVITE_USERS_PATHS, type AccountListItem, type EntityListItem, type Paginated } from '@app/shared/contract';
import { formatDate } from '@app/shared/format';
import { LoadFailed, useApiData } from '@app/shared/page-parts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { withQuery } from '@app/shared/page-parts';

const SHOWN = 50;

/** A client's users, by name: who signs in for it, with their role group and last sign-in. */
export default function ClientUsersDialog({ client, onClose }: { client: EntityListItem; onClose(): void }) {
  const { data, loading, error, retry } = useApiData<Paginated<AccountListItem>>(
    withQuery(INVITE_USERS_PATHS.entityUsers, { entity_id: client.id, page_size: SHOWN }),
  );
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="client-users-title">
      <DialogTitle id="client-users-title">Users of {client.name}</DialogTitle>
      <DialogContent>
        {loading ? <LinearProgress aria-label="Loading users" /> : null}
        {error ? <LoadFailed message={error} onRetry={retry} /> : null}
        {data?.count === 0 ? <Typography color="text.secondary">No users yet: invite one as a client user of {client.name}.</Typography> : null}
        {data && data.count > 0 ? (
          <List dense aria-label={`Users of ${client.name}`}>
            {data.results.map((account) => (
              <ListItem key={account.id} disableGutters>
                <ListItemText
                  primary={`${account.full_name || account.email}${account.is_active ? '' : ' (inactive)'}`}
                  secondary={`${account.email} · ${account.role_group.name} · ${
                    account.last_sign_in_at ? `last signed in ${formatDate(account.last_sign_in_at)}` : 'never signed in'
                  }`}
                  slotProps={{ secondary: { sx: { wordBreak: 'break-word' } } }}
                />
              </ListItem>
            ))}
          </List>
        ) : null}
        {data && data.count > SHOWN ? (
          <Typography variant="body2" color="text.secondary">
            The first {SHOWN} of {data.count}; search the Users tab for the others.
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
