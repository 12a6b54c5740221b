import { usePermissions } from '@app/shared';
import { Navigate } from 'react-router-dom';
import { dashboardPath } from './dashboardPath';

/** `/` opens the dashboard the user may see, or the settings for users with no dashboard. */
export function HomeRedirect() {
  const { can } = usePermissions();
  return <Navigate to={dashboardPath(can) ?? '/settings'} replace />;
}
