import AssignmentIcon from '@mui/icons-material/Assignment';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FolderCopyIcon from '@mui/icons-material/FolderCopy';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ScreenPermission } from '@app/shared';

export interface NavigationItem {
  label: string;
  icon: typeof SvgIcon;
  /** Where the item leads; the dashboard's address depends on the user's permissions. */
  to: string | 'dashboard';
  /** Shown to users with any of these. */
  permissions: readonly ScreenPermission[];
  /** The item is the current one on any address starting with one of these. */
  activeOn: readonly string[];
}

/** The sidebar's sections, in order (SCREENS.md, "Layout"). */
export const NAVIGATION_ITEMS: readonly NavigationItem[] = [
  {
    label: 'Dashboard',
    icon: DashboardIcon,
    to: 'dashboard',
    permissions: ['view_admin_dashboard', 'view_client_dashboard'],
    activeOn: ['/dashboard'],
  },
  { label: 'Projects', icon: AssignmentIcon, to: '/project/project-list', permissions: ['view_project'], activeOn: ['/project'] },
  {
    label: 'Repository',
    icon: FolderCopyIcon,
    to: '/repository',
    permissions: ['view_repository'],
    activeOn: ['/repository', '/version-history'],
  },
  { label: 'Invite users', icon: PersonAddIcon, to: '/invite-users', permissions: ['view_staff_menu'], activeOn: ['/invite-users'] },
  { label: 'Audit log', icon: ManageSearchIcon, to: '/audit-log', permissions: ['view_audit_log'], activeOn: ['/audit-log'] },
  {
    label: 'Subscriptions',
    icon: CardMembershipIcon,
    to: '/subscription',
    permissions: ['view_subscriptions'],
    activeOn: ['/subscription'],
  },
];
