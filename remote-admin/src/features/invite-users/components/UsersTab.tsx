import { apiPatch, FilterBar, useAppSelector, usePermissions } from '@app/shared';
import { INVITE_USER_TYPE_NAMES, INVITE_USERS_PATHS, type AccountListItem } from '@app/shared/contract';
import { formatDate, formatDateTime } from '@app/shared/format';
import { LoadFailed, useConfirm, useSettledText } from '@app/shared/page-parts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { usePagedList } from '../hooks/usePagedList';
import { runAction } from '../hooks/runAction';
import { AdminTable } from './AdminTable';
import { StatusChip } from './StatusChip';

const ChangeRoleDialog = lazy(() => import('./ChangeRoleDialog'));

const COLUMNS = ['Name', 'Email', 'Type', 'Role group', 'Client', 'Status', 'Last sign-in', 'Actions'];

/** The organisation's people; with manage_users, their role group and whether they may sign in. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const settledSearch = useSettledText(search.trim());
  const paged = usePagedList<AccountListItem>(INVITE_USERS_PATHS.users, { search: settledSearch });
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

  const emptyText = search ? 'No users match this search.' : 'No users yet.';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <FilterBar label="Filter users" isFiltered={search !== ''} onClear={() => setSearch('')}>
        <TextField label="Search by name or email" size="small" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </FilterBar>
      {error ? <LoadFailed message={error} onRetry={retry} /> : null}
      <AdminTable
        label="Users"
        columns={COLUMNS}
        busy={loading}
        paging={{ ...paged, count: data?.count ?? 0 }}
        empty={data?.count === 0 ? emptyText : undefined}
      >
        {data?.results.map((account) => {
          const name = account.full_name || account.email;
          return (
            <TableRow key={account.id} hover>
              <TableCell sx={{ minWidth: 140 }}>{account.full_name || '—'}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 180 }}>{account.email}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{INVITE_USER_TYPE_NAMES[account.kind === 'staff' ? 'user' : 'entity']}</TableCell>
              <TableCell>{account.role_group.name}</TableCell>
              <TableCell>{account.entity?.name ?? '—'}</TableCell>
              <TableCell>
                <StatusChip tone={account.is_active ? 'success' : 'neutral'} label={account.is_active ? 'Active' : 'Inactive'} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }} title={account.last_sign_in_at ? formatDateTime(account.last_sign_in_at) : undefined}>
                {account.last_sign_in_at ? formatDate(account.last_sign_in_at) : 'Never'}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {account.id === signedInId ? (
                  <Typography variant="body2" color="text.secondary">
                    You
                  </Typography>
                ) : canManage ? (
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
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </AdminTable>
      {confirmDialog}
      {changingRole ? (
        <Suspense fallback={null}>
          <ChangeRoleDialog account={changingRole} onClose={() => setChangingRole(null)} onChanged={() => void refresh()} />
        </Suspense>
      ) : null}
    </Box>
  );
}
