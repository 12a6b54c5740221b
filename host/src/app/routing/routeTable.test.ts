import { matchPath } from 'react-router-dom';
import { WORKSPACE_ROUTES } from './routeTable';

/** Spec section 2, main area: an address of each route and its requirement. */
const SPEC_ROUTES: Array<[address: string, permission: string | null, owner: string]> = [
  ['/dashboard/admin', 'view_admin_dashboard', 'admin'],
  ['/dashboard/client', 'view_client_dashboard', 'projects'],
  ['/project/project-onboard-process', 'view_project', 'projects'],
  ['/project/project-list-old', 'view_project', 'projects'],
  ['/project/project-list', 'view_project', 'projects'],
  ['/project/project-details-old/p1', 'view_project', 'projects'],
  ['/project/project-details/p1', 'view_project', 'projects'],
  ['/project/document-review-old/d1', 'view_project', 'projects'],
  ['/project/document-review/d1', 'view_project', 'projects'],
  ['/project/document-preview/d1', 'view_project', 'projects'],
  ['/version-history', 'view_repository', 'repository'],
  ['/repository', 'view_repository', 'repository'],
  // Issue 12: the answer library, for staff who curate it.
  ['/answer-library', 'manage_answer_library', 'repository'],
  ['/invite-users', 'view_staff_menu', 'admin'],
  ['/audit-log', 'view_audit_log', 'admin'],
  ['/subscription', 'view_subscriptions', 'billing'],
  ['/settings', null, 'host'],
  ['/anything/else', null, 'host'],
];

function routeFor(address: string) {
  // The router ranks a literal path above '*'; here '*' is simply the last entry.
  return WORKSPACE_ROUTES.find((route) => matchPath({ path: route.path, end: true }, address));
}

test.each(SPEC_ROUTES)('%s requires %s and belongs to %s', (address, permission, owner) => {
  const route = routeFor(address)!;
  expect(route.permissions).toEqual(permission ? [permission] : []);
  expect('remote' in route.screen ? route.screen.remote : 'host').toBe(owner);
});

test('each project address is one the projects remote serves', () => {
  const projectRoute = routeFor('/project/project-list')!;
  for (const [address] of SPEC_ROUTES.filter(([address]) => address.startsWith('/project/'))) {
    expect(projectRoute.servedPaths!.some((served) => matchPath(served, address))).toBe(true);
  }
});
