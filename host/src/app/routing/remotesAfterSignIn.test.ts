import { hasPermission } from '@app/shared';
import { remotesAfterSignIn } from './remotesAfterSignIn';

const canWith =
  (...granted: string[]) =>
  (required: readonly string[] | string, mode?: 'any' | 'all') =>
    hasPermission(granted, required, mode);

test("an administrator signing in lands on the admin remote's dashboard and may open the others", () => {
  const { landing, reachable } = remotesAfterSignIn('/', canWith('view_admin_dashboard', 'view_project', 'view_audit_log'));
  expect(landing).toEqual({ remote: 'admin', module: './AdminDashboard' });
  expect(reachable.sort()).toEqual(['admin', 'projects']);
});

test('a remembered page is the landing screen; a host page has none', () => {
  const can = canWith('view_admin_dashboard', 'view_project', 'view_repository');
  expect(remotesAfterSignIn('/project/project-list', can).landing).toEqual({ remote: 'projects', module: './ProjectRoutes' });
  expect(remotesAfterSignIn('/settings', can).landing).toBeUndefined();
});

test('a page the user may not open is not preloaded', () => {
  expect(remotesAfterSignIn('/audit-log', canWith('view_client_dashboard')).landing).toBeUndefined();
});
