import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { RemoteModule } from '../../federation/RemoteModule';
import AccountsLayout from '../accounts/AccountsLayout';
import { PasswordExpiryGate } from '../gates/PasswordExpiryGate';
import { RedirectWhenSignedIn } from '../gates/RedirectWhenSignedIn';
import { RequirePermission } from '../gates/RequirePermission';
import { RequireSession } from '../gates/RequireSession';
import { HomeRedirect } from './HomeRedirect';
import { ACCOUNT_ROUTES, WORKSPACE_ROUTES, type RouteScreen } from './routeTable';

// Loaded on demand: a visit to the login page downloads neither the workspace layout nor its pages.
// The accounts layout (a centred box) is not: loaded apart, it held back the download of the page
// inside it until it had arrived itself.
const WorkspaceLayout = lazy(() => import('../layout/WorkspaceLayout'));

function Screen({ screen }: { screen: RouteScreen }) {
  if ('remote' in screen) return <RemoteModule remote={screen.remote} module={screen.module} />;
  const Page = screen.page;
  return <Page />;
}

const routes: RouteObject[] = [
  {
    path: '/accounts',
    element: <AccountsLayout />,
    children: [
      { index: true, element: <Navigate to="splash" replace /> },
      ...ACCOUNT_ROUTES.map(({ path, page: Page, signedOutOnly }) => ({
        path,
        element: signedOutOnly ? (
          <RedirectWhenSignedIn>
            <Page />
          </RedirectWhenSignedIn>
        ) : (
          <Page />
        ),
      })),
    ],
  },
  {
    element: (
      <RequireSession>
        <PasswordExpiryGate>
          <WorkspaceLayout />
        </PasswordExpiryGate>
      </RequireSession>
    ),
    children: [
      { index: true, element: <HomeRedirect /> },
      ...WORKSPACE_ROUTES.map(({ path, permissions, mode, screen }) => ({
        path,
        element: (
          // Keyed by route: moving to another page starts its own 5-second wait.
          <RequirePermission key={path} permissions={permissions} mode={mode}>
            <Screen screen={screen} />
          </RequirePermission>
        ),
      })),
    ],
  },
];

/** The whole route table of spec section 2. */
export function AppRoutes() {
  return useRoutes(routes);
}
