import { apiErrorMessage, apiFieldErrors, apiPost } from '@app/shared';
import {
  INVITATION_VALID_DAYS,
  INVITE_USERS_PATHS,
  inviteUserRequestSchema,
  PROJECT_PATHS,
  type Entity,
  type InviteUserRequest,
  type InviteUserType,
  type RoleGroup,
} from '@app/shared/contract';
import { useLookup } from '@app/shared/page-parts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';

type Field = 'email' | 'user_type' | 'role_group_id' | 'entity_id';
type FieldErrors = Partial<Record<Field, string>>;

/** The client select's value for "the invitee names their client at sign-up". */
const NEW_CLIENT = '';
/** The role group offered first for each kind of account, when the organisation has it. */
const USUAL_ROLE: Record<InviteUserType, string> = { user: 'Reviewer', entity: 'Client' };

function problemsOf(request: InviteUserRequest): FieldErrors {
  const found: FieldErrors = {};
  for (const issue of inviteUserRequestSchema.safeParse(request).error?.issues ?? []) found[issue.path[0] as Field] ??= issue.message;
  return found;
}

/** Invites one person by email: staff, or a user of a client (an existing one, or one they name at sign-up). */
export default function InviteUserDialog({ onClose, onInvited }: { onClose(): void; onInvited(): void }) {
  const [email, setEmail] = useState('');
  const [userType, setUserType] = useState<InviteUserType>('user');
  // Null until a role group is chosen: the usual one for the account type is offered meanwhile.
  const [roleGroupId, setRoleGroupId] = useState<string | null>(null);
  const [entityId, setEntityId] = useState(NEW_CLIENT);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const roleGroups = useLookup<RoleGroup>(INVITE_USERS_PATHS.roleGroups);
  const clients = useLookup<Entity>(userType === 'entity' ? PROJECT_PATHS.entities : null);

  const usualRole = (type: InviteUserType) => roleGroups.items.find((group) => group.name === USUAL_ROLE[type])?.id ?? '';
  const chosenRole = roleGroupId ?? usualRole(userType);
  const request: InviteUserRequest = {
    email,
    user_type: userType,
    role_group_id: chosenRole,
    entity_id: userType === 'entity' && entityId !== NEW_CLIENT ? entityId : null,
  };
  // Messages show as the person types, for the fields they have been to; the server's until the field changes.
  const problems = problemsOf(request);
  const errorOf = (field: Field) => serverErrors[field] ?? (touched[field] ? problems[field] : undefined);
  const touch = (field: Field) => setTouched((current) => ({ ...current, [field]: true }));
  const changed = (field: Field) => {
    touch(field);
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, user_type: true, role_group_id: true, entity_id: true });
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    try {
      const { message } = await apiPost(INVITE_USERS_PATHS.inviteUser, request);
      enqueueSnackbar(message, { variant: 'success' });
      onInvited();
      onClose();
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      setServerErrors(Object.fromEntries(Object.entries(apiFieldErrors(error)).map(([field, messages]) => [field, messages[0]])));
      setSending(false);
    }
  };

  return (
    <Dialog open fullWidth maxWidth="sm" onClose={sending ? undefined : onClose} aria-labelledby="invite-user-title">
      <Box component="form" noValidate onSubmit={send}>
        <DialogTitle id="invite-user-title">Invite user</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          <TextField
            label="Email"
            type="email"
            required
            autoFocus
            autoComplete="off"
            value={email}
            error={Boolean(errorOf('email'))}
            helperText={errorOf('email') ?? `They get a link to create their account, valid for ${INVITATION_VALID_DAYS} days.`}
            onChange={(event) => {
              setEmail(event.target.value);
              changed('email');
            }}
          />
          <FormControl>
            <FormLabel id="invite-user-type">Account type</FormLabel>
            <RadioGroup
              row
              aria-labelledby="invite-user-type"
              value={userType}
              onChange={(event) => {
                setUserType(event.target.value as InviteUserType);
                changed('user_type');
              }}
            >
              <FormControlLabel value="user" control={<Radio />} label="Staff" />
              <FormControlLabel value="entity" control={<Radio />} label="Client user" />
            </RadioGroup>
          </FormControl>
          <TextField
            select
            label="Role group"
            required
            value={roleGroups.items.some((group) => group.id === chosenRole) ? chosenRole : ''}
            error={Boolean(errorOf('role_group_id'))}
            helperText={errorOf('role_group_id') ?? (roleGroups.loading ? 'Loading role groups…' : 'What they may see and do.')}
            onChange={(event) => {
              setRoleGroupId(event.target.value);
              changed('role_group_id');
            }}
          >
            {roleGroups.items.map((group) => (
              <MenuItem key={group.id} value={group.id}>
                {group.name}
              </MenuItem>
            ))}
          </TextField>
          {userType === 'entity' ? (
            <TextField
              select
              label="Client"
              value={clients.items.some((client) => client.id === entityId) ? entityId : NEW_CLIENT}
              error={Boolean(errorOf('entity_id'))}
              helperText={errorOf('entity_id') ?? (entityId === NEW_CLIENT ? 'They name their company when they sign up.' : undefined)}
              onChange={(event) => {
                setEntityId(event.target.value);
                changed('entity_id');
              }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value={NEW_CLIENT}>A new client</MenuItem>
              {clients.items.map((client) => (
                <MenuItem key={client.id} value={client.id}>
                  {client.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {sending ? 'Sending…' : 'Send invitation'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
