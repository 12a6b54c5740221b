import { EmptyState, PageFrame, usePermissions } from '@app/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ClientsTab } from './ClientsTab';
import { InvitationsTab } from './InvitationsTab';
import { UsersTab } from './UsersTab';

const InviteUserDialog = lazy(() => import('./InviteUserDialog'));
const BulkInviteDialog = lazy(() => import('./BulkInviteDialog'));

const TABS = [
  { key: 'invitations', label: 'Invitations' },
  { key: 'users', label: 'Users' },
  { key: 'clients', label: 'Clients' },
] as const;

type TabKey = (typeof TABS)[number]['key'];

/** /invite-users: invitations, the organisation's users and its clients, one tab each. */
export default function InviteUsersScreen() {
  // The tab is in the address, so a reload or a shared link opens the same one.
  const [searchParams, setSearchParams] = useSearchParams();
  const current = TABS.find((tab) => tab.key === searchParams.get('tab')) ?? TABS[0];
  const selectTab = (key: TabKey) => setSearchParams({ tab: key }, { replace: true });
  const canInvite = usePermissions().can('invite_users');
  const [inviting, setInviting] = useState<'one' | 'bulk' | null>(null);
  // Bumped after each invitation sent, so the list shows it.
  const [invitationsSent, setInvitationsSent] = useState(0);
  const openInvite = canInvite ? () => setInviting('one') : undefined;
  const closeInvite = () => setInviting(null);
  const invited = () => setInvitationsSent((count) => count + 1);

  return (
    <PageFrame
      title="Invite users"
      actions={
        openInvite ? (
          <>
            <Button variant="outlined" onClick={() => setInviting('bulk')}>
              Bulk invite
            </Button>
            <Button variant="contained" onClick={openInvite}>
              Invite user
            </Button>
          </>
        ) : undefined
      }
    >
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={current.key}
          onChange={(_event, key: TabKey) => selectTab(key)}
          aria-label="Invite users sections"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((tab) => (
            <Tab key={tab.key} value={tab.key} label={tab.label} id={`invite-users-tab-${tab.key}`} aria-controls={`invite-users-panel-${tab.key}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`invite-users-panel-${current.key}`} aria-labelledby={`invite-users-tab-${current.key}`}>
        {current.key === 'invitations' ? (
          canInvite ? (
            <InvitationsTab onInvite={openInvite} reloadKey={invitationsSent} />
          ) : (
            <EmptyState title="You cannot invite users." description="Ask an administrator for the invite users permission." />
          )
        ) : current.key === 'users' ? (
          <UsersTab />
        ) : (
          <ClientsTab />
        )}
      </Box>
      <Suspense fallback={null}>
        {inviting === 'one' ? <InviteUserDialog onClose={closeInvite} onInvited={invited} /> : null}
        {inviting === 'bulk' ? <BulkInviteDialog onClose={closeInvite} onInvited={invited} /> : null}
      </Suspense>
    </PageFrame>
  );
}
