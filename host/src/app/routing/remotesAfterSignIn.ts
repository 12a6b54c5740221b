import type { PermissionMode } from '@app/shared';
import { matchPath } from 'react-router-dom';
import type { RemoteName, RemoteScreen } from '../../federation';
import { dashboardPath } from './dashboardPath';
import { WORKSPACE_ROUTES } from './routeTable';

type Can = (required: readonly string[] | string, mode?: PermissionMode) => boolean;

/** The remote screen a signed-in user lands on at `path` (`/`: their dashboard), and every remote they may open. */
export function remotesAfterSignIn(path: string, can: Can): { landing?: RemoteScreen; reachable: RemoteName[] } {
  const landingPath = path === '/' ? (dashboardPath(can) ?? '/settings') : path;
  const allowed = WORKSPACE_ROUTES.filter(({ permissions, mode }) => permissions.length === 0 || can(permissions, mode));
  const landingRoute = allowed.find((route) => matchPath({ path: route.path, end: true }, landingPath));
  const landing = landingRoute && 'remote' in landingRoute.screen ? landingRoute.screen : undefined;
  const reachable = [...new Set(allowed.flatMap(({ screen }) => ('remote' in screen ? [screen.remote] : [])))];
  return { landing, reachable };
}
