import { apiDelete, apiPost, EmptyState } from '@app/shared';
import {
  INVITATION_DEFAULT_ORDERING,
  INVITATION_ORDERING_FIELDS,
  INVITATION_VALID_DAYS,
  INVITE_USER_TYPE_NAMES,
  INVITE_USERS_PATHS,
  type InvitationListItem,
  type InvitationStatus,
} from '@app/shared/contract';
import { formatDate } from '@app/shared/format';
import { LoadFailed, useConfirm, useSettledText, type ListColumn } from '@app/shared/page-parts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { usePagedList } from '../hooks/usePagedList';
import { runAction } from '../hooks/runAction';
import { AdminTable } from './AdminTable';
import { SearchStatusFilters } from './SearchStatusFilters';
import { StatusChip } from './StatusChip';

const STATUS_NAMES: Record<InvitationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Revoked',
};
const STATUS_TONES = { pending: 'warning', accepted: 'success', expired: 'neutral', revoked: 'error' } as const;

interface InvitationsTabProps {
  /** Opens the invite dialog. */
  onInvite?: () => void;
  /** Changes after each invitation sent from the dialog: the list loads again. */
  reloadKey: number;
}

const ORDER = { fields: INVITATION_ORDERING_FIELDS, defaultOrdering: INVITATION_DEFAULT_ORDERING };

/** The invitations, latest sent first, with resend and revoke for those not yet accepted. */
export function InvitationsTab({ onInvite, reloadKey }: InvitationsTabProps) {
  const [status, setStatus] = useState<InvitationStatus | ''>('');
  const [search, setSearch] = useState('');
  const settledSearch = useSettledText(search.trim());
  const paged = usePagedList<InvitationListItem>(INVITE_USERS_PATHS.inviteList, { status, search: settledSearch }, ORDER);
  const { data, loading, error, retry, refresh } = paged.list;
  const [confirmDialog, confirm] = useConfirm();
  const isFiltered = status !== '' || search !== '';

  useEffect(() => {
    if (reloadKey > 0) void refresh();
  }, [reloadKey, refresh]);

  const resend = (invitation: InvitationListItem) =>
    confirm({
      title: `Send the invitation to ${invitation.email} again?`,
      text: `A new link is mailed, valid for ${INVITATION_VALID_DAYS} days; the previous link stops working.`,
      confirmLabel: 'Resend',
      onConfirm: () =>
        runAction(
          () => apiPost(INVITE_USERS_PATHS.resendInvitation(invitation.id)),
          () => void refresh(),
        ),
    });
  const revoke = (invitation: InvitationListItem) =>
    confirm({
      title: `Revoke the invitation of ${invitation.email}?`,
      text: 'The link in their mail stops working. You can invite them again later.',
      confirmLabel: 'Revoke',
      destructive: true,
      onConfirm: () =>
        runAction(
          () => apiDelete(INVITE_USERS_PATHS.invitation(invitation.id)),
          () => void refresh(),
        ),
    });

  const actions = (invitation: InvitationListItem) =>
    invitation.status === 'pending' || invitation.status === 'expired' ? (
      <>
        <Button size="small" onClick={() => resend(invitation)} aria-label={`Resend the invitation to ${invitation.email}`}>
          Resend
        </Button>
        {invitation.status === 'pending' ? (
          <Button size="small" color="error" onClick={() => revoke(invitation)} aria-label={`Revoke the invitation of ${invitation.email}`}>
            Revoke
          </Button>
        ) : null}
      </>
    ) : null;
  const columns: ListColumn<InvitationListItem>[] = [
    { header: 'Email', sortField: 'email', place: 'title', cell: (invitation) => invitation.email, sx: { overflowWrap: 'anywhere', minWidth: 180 } },
    { header: 'Type', sortField: 'user_type', cell: (invitation) => INVITE_USER_TYPE_NAMES[invitation.user_type], sx: { whiteSpace: 'nowrap' } },
    { header: 'Role', sortField: 'role_group', cell: (invitation) => invitation.role_group.name },
    { header: 'Client', sortField: 'entity', cell: (invitation) => invitation.entity?.name ?? (invitation.user_type === 'entity' ? 'New client' : '—') },
    { header: 'Invited by', cell: (invitation) => invitation.invited_by?.full_name ?? '—' },
    { header: 'Sent', sortField: 'sent_at', cell: (invitation) => formatDate(invitation.sent_at), sx: { whiteSpace: 'nowrap' } },
    {
      header: 'Status',
      sortField: 'status',
      place: 'status',
      cell: (invitation) => <StatusChip tone={STATUS_TONES[invitation.status]} label={STATUS_NAMES[invitation.status]} />,
    },
    { header: 'Actions', place: 'actions', cell: actions, sx: { whiteSpace: 'nowrap' } },
  ];

  if (data && data.count === 0 && !isFiltered) {
    return (
      <EmptyState
        title="No invitations yet."
        description="Invite staff and client users by email: each gets a link to create their account."
        action={
          onInvite ? (
            <Button variant="contained" onClick={onInvite}>
              Invite user
            </Button>
          ) : undefined
        }
      />
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <SearchStatusFilters
        label="Filter invitations"
        searchLabel="Search by email"
        search={search}
        onSearch={setSearch}
        status={status}
        onStatus={setStatus}
        statusNames={STATUS_NAMES}
      />
      {error ? <LoadFailed message={error} onRetry={retry} /> : null}
      <AdminTable
        sort={paged.sort}
        label="Invitations"
        columns={columns}
        rows={data?.results ?? []}
        rowKey={(invitation) => invitation.id}
        busy={loading}
        paging={{ ...paged, count: data?.count ?? 0 }}
        empty={data?.count === 0 ? 'No invitations match these filters.' : undefined}
      />
      {confirmDialog}
    </Box>
  );
}
