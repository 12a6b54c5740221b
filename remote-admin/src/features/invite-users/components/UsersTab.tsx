import { apiPatch, useAppSelector, usePermissions } from '@app/shared';
import { ACCOUNT_DEFAULT_ORDERING, ACCOUNT_ORDERING_FIELDS, INVITE_USER_TYPE_NAMES, INVITE_USERS_PATHS, type AccountListItem } from '@app/shared/contract';
import { formatDate, formatDateTime } from '@app/shared/format';
import { FilterBar, LoadFailed, type ListColumn, useConfirm, useSettledText } from '@app/shared/page-parts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { usePagedList } from '../hooks/usePagedList';
import { runAction } from '../hooks/runAction';
import { AdminTable } from './AdminTable';
import { StatusChip } from './StatusChip';

const ChangeRoleDialog = lazy(() => import('./ChangeRoleDialog'));

const ORDER = { fields: ACCOUNT_ORDERING_FIELDS, defaultOrdering: ACCOUNT_DEFAULT_ORDERING };

/** The organisation's people; with manage_users, their role group and whether they may sign in. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const settledSearch = useSettledText(search.trim());
  const paged = usePagedList<AccountListItem>(INVITE_USERS_PATHS.users, { search: settledSearch }, ORDER);
  const { data, loading, error, retry, refresh } = paged.list;
  const canManage = usePermissions().can('manage_users');
  const signedInId = useAppSelector((state) => state.user.userData?.id);
  const [confirmDialog, confirm] = useConfirm();
  const [changingRole, setChangingRole] = useState<AccountListItem | null>(null);

  const setActive = (account: AccountListItem, active: boolean) =>
    confirm({
      title: active ? `Let ${account.full_name || account.email} sign in again?` : `Deactivate ${account.full_name || account.email}?`,
      text: active
        ? 'They can sign in again with their password, with their role group as it is.'
        : 'They can no longer sign in and their sessions end. Their work and the audit log stay. You can reactivate them later.',
      confirmLabel: active ? 'Reactivate' : 'Deactivate',
      destructive: !active,
      onConfirm: () =>
        runAction(
          () => apiPatch(INVITE_USERS_PATHS.user(account.id), { is_active: active }),
          () => void refresh(),
        ),
    });

  const actions = (account: AccountListItem) => {
    const name = account.full_name || account.email;
    if (account.id === signedInId) {
      return (
        <Typography variant="body2" color="text.secondary">
          You
        </Typography>
      );
    }
    if (!canManage) return null;
    return (
      <>
        <Button size="small" onClick={() => setChangingRole(account)} aria-label={`Change role of ${name}`}>
          Change role
        </Button>
        <Button
          size="small"
          color={account.is_active ? 'error' : 'primary'}
          onClick={() => setActive(account, !account.is_active)}
          aria-label={`${account.is_active ? 'Deactivate' : 'Reactivate'} ${name}`}
        >
          {account.is_active ? 'Deactivate' : 'Reactivate'}
        </Button>
      </>
    );
  };
  const columns: ListColumn<AccountListItem>[] = [
    { header: 'Name', sortField: 'full_name', place: 'title', cell: (account) => account.full_name || account.email, sx: { minWidth: 140 } },
    { header: 'Email', sortField: 'email', cell: (account) => account.email, sx: { overflowWrap: 'anywhere', minWidth: 180 } },
    {
      header: 'Type',
      sortField: 'kind',
      cell: (account) => INVITE_USER_TYPE_NAMES[account.kind === 'staff' ? 'user' : 'entity'],
      sx: { whiteSpace: 'nowrap' },
    },
    { header: 'Role group', sortField: 'role_group', cell: (account) => account.role_group.name },
    { header: 'Client', sortField: 'entity', cell: (account) => account.entity?.name ?? '—' },
    {
      header: 'Status',
      sortField: 'is_active',
      place: 'status',
      cell: (account) => <StatusChip tone={account.is_active ? 'success' : 'neutral'} label={account.is_active ? 'Active' : 'Inactive'} />,
    },
    {
      header: 'Last sign-in',
      sortField: 'last_sign_in_at',
      cell: (account) => (
        <span title={account.last_sign_in_at ? formatDateTime(account.last_sign_in_at) : undefined}>
          {account.last_sign_in_at ? formatDate(account.last_sign_in_at) : 'Never'}
        </span>
      ),
      sx: { whiteSpace: 'nowrap' },
    },
    { header: 'Actions', place: 'actions', cell: actions, sx: { whiteSpace: 'nowrap' } },
  ];

  const emptyText = search ? 'No users match this search.' : 'No users yet.';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <FilterBar label="Filter users" isFiltered={search !== ''} activeCount={search !== '' ? 1 : 0} onClear={() => setSearch('')}>
        <TextField label="Search by name or email" size="small" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </FilterBar>
      {error ? <LoadFailed message={error} onRetry={retry} /> : null}
      <AdminTable
        sort={paged.sort}
        label="Users"
        columns={columns}
        rows={data?.results ?? []}
        rowKey={(account) => account.id}
        busy={loading}
        paging={{ ...paged, count: data?.count ?? 0 }}
        empty={data?.count === 0 ? emptyText : undefined}
      />
      {confirmDialog}
      {changingRole ? (
        <Suspense fallback={null}>
          <ChangeRoleDialog account={changingRole} onClose={() => setChangingRole(null)} onChanged={() => void refresh()} />
        </Suspense>
      ) : null}
    </Box>
  );
}
