// The role groups every new organisation starts with.
import { ALL_PERMISSIONS, type Permission } from '@app/shared/contract';

export const DEFAULT_ROLE_GROUPS: { name: string; permissions: readonly Permission[] }[] = [
  { name: 'Administrator', permissions: ALL_PERMISSIONS },
  {
    name: 'Reviewer',
    permissions: ['view_admin_dashboard', 'view_project', 'view_repository', 'review_answers', 'manage_projects', 'manage_answer_library'],
  },
  { name: 'Client', permissions: ['view_client_dashboard', 'view_project'] },
];
