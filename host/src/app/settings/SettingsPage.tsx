import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageFrame, useAppSelector, usePermissions } from '@app/shared';
import type { Permission } from '@app/shared/contract';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ChangePasswordForm } from '../accounts/ChangePasswordForm';
import { ClientDetailsForm } from './ClientDetailsForm';
import { DeleteAccountForm } from './DeleteAccountForm';
import { OrganisationForm } from './organisation/OrganisationForm';
import { ProfileForm } from './ProfileForm';

interface SettingsTab {
  value: string;
  label: string;
  Panel: ComponentType;
  /** Only an entity user has a client whose details they keep. */
  entityOnly?: boolean;
  /** Only staff holding this permission see the tab (client users never do). */
  staffPermission?: Permission;
}

const TABS: readonly SettingsTab[] = [
  { value: 'profile', label: 'Profile', Panel: ProfileForm },
  { value: 'client', label: 'Client details', Panel: ClientDetailsForm, entityOnly: true },
  { value: 'password', label: 'Password', Panel: ChangePasswordForm },
  { value: 'delete', label: 'Delete account', Panel: DeleteAccountForm },
  { value: 'organisation', label: 'Organisation', Panel: OrganisationForm, staffPermission: 'manage_configuration' },
];

/** /settings: one tab per part of the account; the open tab is in the address (`?tab=`), so it can be linked. */
export default function SettingsPage() {
  const isEntityUser = useAppSelector((state) => state.auth.user?.kind === 'entity');
  const { can } = usePermissions();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = TABS.filter((tab) => (isEntityUser || !tab.entityOnly) && (!tab.staffPermission || (!isEntityUser && can([tab.staffPermission]))));
  const current = tabs.find((tab) => tab.value === searchParams.get('tab')) ?? tabs[0]!;
  const { Panel } = current;

  return (
    <PageFrame title="Settings">
      <Paper variant="outlined">
        <Tabs
          value={current.value}
          onChange={(_event, value: string) => setSearchParams({ tab: value }, { replace: true })}
          aria-label="Settings sections"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((tab) => (
            <Tab key={tab.value} value={tab.value} label={tab.label} id={`settings-tab-${tab.value}`} aria-controls={`settings-panel-${tab.value}`} />
          ))}
        </Tabs>
        <Paper
          elevation={0}
          component="section"
          id={`settings-panel-${current.value}`}
          role="tabpanel"
          aria-labelledby={`settings-tab-${current.value}`}
          sx={{ p: { xs: 2, md: 4 } }}
        >
          <Panel key={current.value} />
        </Paper>
      </Paper>
    </PageFrame>
  );
}
