import { EmptyState, PageFrame } from '@app/shared';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';

const TABS = [
  {
    key: 'invitations',
    label: 'Invitations',
    empty: 'No invitations yet.',
    description: 'Invite staff and client users by email, one at a time or from a spreadsheet.',
  },
  {
    key: 'users',
    label: 'Users',
    empty: 'No users yet.',
    description: 'People who accepted an invitation are listed here with their role.',
  },
  {
    key: 'clients',
    label: 'Clients',
    empty: 'No clients yet.',
    description: 'Client organisations appear here once their first user signs up.',
  },
] as const;

type TabKey = (typeof TABS)[number]['key'];

/** /invite-users: invitations, the organisation's users and its clients, one tab each. */
export default function InviteUsersScreen() {
  // The tab is in the address, so a reload or a shared link opens the same one.
  const [searchParams, setSearchParams] = useSearchParams();
  const current = TABS.find((tab) => tab.key === searchParams.get('tab')) ?? TABS[0];
  const selectTab = (key: TabKey) => setSearchParams({ tab: key }, { replace: true });

  return (
    <PageFrame title="Invite users">
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={current.key}
          onChange={(_event, key: TabKey) => selectTab(key)}
          aria-label="Invite users sections"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={tab.label}
              id={`invite-users-tab-${tab.key}`}
              aria-controls={`invite-users-panel-${tab.key}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`invite-users-panel-${current.key}`} aria-labelledby={`invite-users-tab-${current.key}`}>
        <EmptyState title={current.empty} description={current.description} />
      </Box>
    </PageFrame>
  );
}
