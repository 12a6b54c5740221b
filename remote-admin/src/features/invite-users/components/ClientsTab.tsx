import { apiPatch, usePermissions } from '@app/shared';
import { ENTITY_DEFAULT_ORDERING, ENTITY_ORDERING_FIELDS, INVITE_USERS_PATHS, type EntityListItem, type EntityStatus } from '@app/shared/contract';
import { formatDate } from '@app/shared/format';
import { LoadFailed, useConfirm, useSettledText, type ListColumn } from '@app/shared/page-parts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { usePagedList } from '../hooks/usePagedList';
import { runAction } from '../hooks/runAction';
import { AdminTable } from './AdminTable';
import { SearchStatusFilters } from './SearchStatusFilters';
import { StatusChip } from './StatusChip';

const ClientUsersDialog = lazy(() => import('./ClientUsersDialog'));

const STATUS_NAMES: Record<EntityStatus, string> = { active: 'Active', inactive: 'Inactive' };
const usersText = (client: EntityListItem) => `${client.users_count} ${client.users_count === 1 ? 'user' : 'users'}`;

const ORDER = { fields: ENTITY_ORDERING_FIELDS, defaultOrdering: ENTITY_DEFAULT_ORDERING };

/** The organisation's clients; with manage_entities, whether their users may sign in. */
export function ClientsTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<EntityStatus | ''>('');
  const settledSearch = useSettledText(search.trim());
  const paged = usePagedList<EntityListItem>(INVITE_USERS_PATHS.entities, { search: settledSearch, status }, ORDER);
  const { data, loading, error, retry, refresh } = paged.list;
  const canManage = usePermissions().can('manage_entities');
  const [confirmDialog, confirm] = useConfirm();
  const [viewing, setViewing] = useState<EntityListItem | null>(null);

  const setClientStatus = (client: EntityListItem, next: EntityStatus) =>
    confirm({
      title: next === 'active' ? `Activate ${client.name}?` : `Deactivate ${client.name}?`,
      text:
        next === 'active'
          ? 'Its users can sign in again, and it can be chosen for projects and invitations.'
          : 'Its users can no longer sign in and their sessions end. Its projects and documents stay. You can activate it again later.',
      confirmLabel: next === 'active' ? 'Activate' : 'Deactivate',
      destructive: next === 'inactive',
      onConfirm: () =>
        runAction(
          () => apiPatch(INVITE_USERS_PATHS.entity(client.id), { status: next }),
          () => void refresh(),
        ),
    });

  const columns: ListColumn<EntityListItem>[] = [
    { header: 'Client', sortField: 'name', place: 'title', cell: (client) => client.name, sx: { minWidth: 140 } },
    {
      header: 'Status',
      sortField: 'status',
      place: 'status',
      cell: (client) => <StatusChip tone={client.status === 'active' ? 'success' : 'neutral'} label={STATUS_NAMES[client.status]} />,
    },
    {
      header: 'Users',
      sortField: 'users_count',
      cell: (client) => (
        <Button size="small" onClick={() => setViewing(client)} aria-label={`${usersText(client)} of ${client.name}`}>
          {usersText(client)}
        </Button>
      ),
      sx: { whiteSpace: 'nowrap' },
    },
    { header: 'Since', sortField: 'created_at', cell: (client) => formatDate(client.created_at), sx: { whiteSpace: 'nowrap' } },
    {
      header: 'Actions',
      place: 'actions',
      cell: (client) =>
        canManage ? (
          <Button
            size="small"
            color={client.status === 'active' ? 'error' : 'primary'}
            onClick={() => setClientStatus(client, client.status === 'active' ? 'inactive' : 'active')}
            aria-label={`${client.status === 'active' ? 'Deactivate' : 'Activate'} ${client.name}`}
          >
            {client.status === 'active' ? 'Deactivate' : 'Activate'}
          </Button>
        ) : null,
      sx: { whiteSpace: 'nowrap' },
    },
  ];

  const isFiltered = search !== '' || status !== '';
  const emptyText = isFiltered ? 'No clients match these filters.' : 'No clients yet. A client appears when its first user is invited and signs up.';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <SearchStatusFilters
        label="Filter clients"
        searchLabel="Search by name"
        search={search}
        onSearch={setSearch}
        status={status}
        onStatus={setStatus}
        statusNames={STATUS_NAMES}
      />
      {error ? <LoadFailed message={error} onRetry={retry} /> : null}
      <AdminTable
        sort={paged.sort}
        label="Clients"
        columns={columns}
        rows={data?.results ?? []}
        rowKey={(client) => client.id}
        busy={loading}
        paging={{ ...paged, count: data?.count ?? 0 }}
        empty={data?.count === 0 ? emptyText : undefined}
      />
      {confirmDialog}
      {viewing ? (
        <Suspense fallback={null}>
          <ClientUsersDialog client={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
