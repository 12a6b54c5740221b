import { NotFoundPage, type Permission, type PermissionMode } from '@app/shared';
import { lazy, type ComponentType } from 'react';
import type { RemoteName } from '../../federation/remotes';
import LoginPage from '../accounts/LoginPage';

/** A screen is either a remote's exposed module or a page of the host. */
export type RouteScreen = { remote: RemoteName; module: string } | { page: ComponentType };

/** A route of the signed-in workspace (spec section 2). */
export interface WorkspaceRoute {
  /** As the router matches it; `/*` hands the rest of the path to the remote's own routes. */
  path: string;
  /** An empty list: any signed-in user. Mostly the spec's screen permissions; a screen of its own may need an API one. */
  permissions: readonly Permission[];
  mode?: PermissionMode;
  screen: RouteScreen;
  /** For a `/*` route: the addresses the remote serves under it. */
  servedPaths?: readonly string[];
}

const SettingsPage = lazy(() => import('../settings/SettingsPage'));

export const WORKSPACE_ROUTES: readonly WorkspaceRoute[] = [
  {
    path: '/dashboard/admin',
    permissions: ['view_admin_dashboard'],
    screen: { remote: 'admin', module: './AdminDashboard' },
  },
  {
    path: '/dashboard/client',
    permissions: ['view_client_dashboard'],
    screen: { remote: 'projects', module: './ClientDashboard' },
  },
  {
    path: '/project/*',
    permissions: ['view_project'],
    screen: { remote: 'projects', module: './ProjectRoutes' },
    servedPaths: [
      '/project/project-onboard-process',
      '/project/project-list-old',
      '/project/project-list',
      '/project/project-details-old/:projectId',
      '/project/project-details/:projectId',
      '/project/document-review-old/:documentId',
      '/project/document-review/:documentId',
      '/project/document-preview/:documentId',
    ],
  },
  { path: '/repository', permissions: ['view_repository'], screen: { remote: 'repository', module: './Repository' } },
  {
    path: '/version-history',
    permissions: ['view_repository'],
    screen: { remote: 'repository', module: './VersionHistory' },
  },
  {
    path: '/answer-library',
    permissions: ['manage_answer_library'],
    screen: { remote: 'repository', module: './AnswerLibrary' },
  },
  { path: '/invite-users', permissions: ['view_staff_menu'], screen: { remote: 'admin', module: './InviteUsers' } },
  { path: '/audit-log', permissions: ['view_audit_log'], screen: { remote: 'admin', module: './AuditLog' } },
  { path: '/subscription', permissions: ['view_subscriptions'], screen: { remote: 'billing', module: './Subscription' } },
  { path: '/settings', permissions: [], screen: { page: SettingsPage } },
  { path: '*', permissions: [], screen: { page: NotFoundPage } },
];

/** A public page under /accounts (blank layout). */
export interface AccountRoute {
  path: string;
  page: ComponentType;
  /** Pages for people without a session send a signed-in user on to the workspace. */
  signedOutOnly: boolean;
}

export const ACCOUNT_ROUTES: readonly AccountRoute[] = [
  { path: 'splash', page: lazy(() => import('../accounts/SplashPage')), signedOutOnly: true },
  // In the first download, not on demand: most visits start here, and a page loaded on demand
  // could only be asked for once the shared libraries had arrived and run (a second round trip
  // before the form could paint). A signed-in first visit downloads its 3 KB gzip too.
  { path: 'login', page: LoginPage, signedOutOnly: true },
  { path: 'forgot-password', page: lazy(() => import('../accounts/ForgotPasswordPage')), signedOutOnly: true },
  // signup/{userType}/{token}: any deeper path is a sign-up link too, its last segment the token
  // (spec section 2). A signed-in user opening these is signed out by SessionPathRules.
  { path: 'signup/:userType/*', page: lazy(() => import('../accounts/SignupPage')), signedOutOnly: false },
  { path: 'reset-password/:token', page: lazy(() => import('../accounts/ResetPasswordPage')), signedOutOnly: false },
];
