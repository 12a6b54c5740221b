import { EmptyState, PageFrame, usePermissions } from '@app/shared';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

// The projects remote's onboarding route (spec section 2); linked by path, never imported.
const START_PROJECT_PATH = '/project/project-onboard-process';

/** /dashboard/admin: the organisation's work at a glance. */
export default function AdminDashboardScreen() {
  const { can } = usePermissions();
  return (
    <PageFrame title="Admin dashboard">
      <EmptyState
        title="No projects yet."
        description="Open projects, deadlines, answers awaiting review and active subscriptions are summed up here."
        action={
          can(['view_project', 'manage_projects'], 'all') && (
            <Button component={RouterLink} to={START_PROJECT_PATH} variant="contained">
              Start a project
            </Button>
          )
        }
      />
    </PageFrame>
  );
}
