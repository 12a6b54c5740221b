import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageFrame } from '@app/shared';
import { ProfileDetails } from './ProfileDetails';

/**
 * /settings. The profile is the tab the session already supports; the organisation or client
 * details, password and delete-account tabs join it with the identity work.
 */
export default function SettingsPage() {
  return (
    <PageFrame title="Settings">
      <Paper variant="outlined">
        <Tabs value="profile" aria-label="Settings sections" variant="scrollable" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="profile" label="Profile" id="settings-tab-profile" aria-controls="settings-panel-profile" />
        </Tabs>
        <section id="settings-panel-profile" role="tabpanel" aria-labelledby="settings-tab-profile">
          <Paper elevation={0} sx={{ p: { xs: 2, md: 4 } }}>
            <ProfileDetails />
          </Paper>
        </section>
      </Paper>
    </PageFrame>
  );
}
