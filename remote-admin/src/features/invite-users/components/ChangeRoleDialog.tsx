import { apiErrorMessage, apiFieldErrors, apiPatch } from '@app/shared';
import { INVITE_USERS_PATHS, type AccountListItem, type RoleGroup } from '@app/shared/contract';
import { useLookup } from '@app/shared/page-parts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';

/** Moves a user to another role group. */
export default function ChangeRoleDialog({ account, onClose, onChanged }: { account: AccountListItem; onClose(): void; onChanged(): void }) {
  const [roleGroupId, setRoleGroupId] = useState(account.role_group.id);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const roleGroups = useLookup<RoleGroup>(INVITE_USERS_PATHS.roleGroups);
  const name = account.full_name || account.email;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (roleGroupId === account.role_group.id) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      const { message } = await apiPatch(INVITE_USERS_PATHS.user(account.id), { role_group_id: roleGroupId });
      enqueueSnackbar(message, { variant: 'success' });
      onChanged();
      onClose();
    } catch (caught) {
      enqueueSnackbar(apiErrorMessage(caught), { variant: 'error' });
      setError(apiFieldErrors(caught).role_group_id?.[0] ?? apiErrorMessage(caught));
      setSaving(false);
    }
  };

  return (
    <Dialog open fullWidth maxWidth="xs" onClose={saving ? undefined : onClose} aria-labelledby="change-role-title" aria-describedby="change-role-text">
      <Box component="form" noValidate onSubmit={save}>
        <DialogTitle id="change-role-title">Change the role group of {name}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <DialogContentText id="change-role-text">Their permissions change when their session next renews, within minutes.</DialogContentText>
          <TextField
            select
            label="Role group"
            value={roleGroups.items.some((group) => group.id === roleGroupId) ? roleGroupId : ''}
            error={Boolean(error)}
            helperText={error ?? (roleGroups.loading ? 'Loading role groups…' : undefined)}
            onChange={(event) => {
              setRoleGroupId(event.target.value);
              setError(undefined);
            }}
          >
            {roleGroups.items.map((group) => (
              <MenuItem key={group.id} value={group.id}>
                {group.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
