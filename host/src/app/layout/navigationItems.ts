import AssignmentIcon from '@mui/icons-material/Assignment';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FolderCopyIcon from '@mui/icons-material/FolderCopy';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type SvgIcon from '@mui/material/SvgIcon';
import type { Permission } from '@app/shared';

export interface NavigationItem {
  /** Names the item for the guided tour (its `data-tour` attribute). */
  id: string;
  label: string;
  /** What the section is for, as the guided tour says it. */
  description: string;
  icon: typeof SvgIcon;
  /** Where the item leads; the dashboard's address depends on the user's permissions. */
  to: string | 'dashboard';
  /** Shown to users with any of these. */
  permissions: readonly Permission[];
  /** The item is the current one on any address starting with one of these. */
  activeOn: readonly string[];
}

/** The sidebar's sections, in order (SCREENS.md, "Layout"). */
export const NAVIGATION_ITEMS: readonly NavigationItem[] = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    description: 'Your figures at a glance: open, due and overdue projects and answers waiting for review. Each card opens the list behind it.',
    icon: DashboardIcon,
    to: 'dashboard',
    permissions: ['view_admin_dashboard', 'view_client_dashboard'],
    activeOn: ['/dashboard'],
  },
  {
    id: 'projects',
    label: 'Projects',
    description:
      'Each client questionnaire lives in a project: upload it, review the proposed answers with their sources, and export it back in its own format.',
    icon: AssignmentIcon,
    to: '/project/project-list',
    permissions: ['view_project'],
    activeOn: ['/project'],
  },
  {
    id: 'repository',
    label: 'Repository',
    description: "The organisation's documents, in folders with their version history. Answers are proposed from what is kept here.",
    icon: FolderCopyIcon,
    to: '/repository',
    permissions: ['view_repository'],
    activeOn: ['/repository', '/version-history'],
  },
  {
    id: 'answer-library',
    label: 'Answer library',
    description:
      'Every approved answer, suggested again when a questionnaire asks the same question: search it, edit or retire answers, and see where each came from and was used.',
    icon: LibraryBooksIcon,
    to: '/answer-library',
    permissions: ['manage_answer_library'],
    activeOn: ['/answer-library'],
  },
  {
    id: 'invite-users',
    label: 'Invite users',
    description: 'Invite colleagues and client contacts, one by one or from a spreadsheet, and follow their invitations.',
    icon: PersonAddIcon,
    to: '/invite-users',
    permissions: ['view_staff_menu'],
    activeOn: ['/invite-users'],
  },
  {
    id: 'audit-log',
    label: 'Audit log',
    description: 'Every sign-in and every change, who made it and when, in a tamper-evident record.',
    icon: ManageSearchIcon,
    to: '/audit-log',
    permissions: ['view_audit_log'],
    activeOn: ['/audit-log'],
  },
  {
    id: 'subscriptions',
    label: 'Subscriptions',
    description: 'The plans your clients hold: assign a plan, follow its dates and status.',
    icon: CardMembershipIcon,
    to: '/subscription',
    permissions: ['view_subscriptions'],
    activeOn: ['/subscription'],
  },
];
