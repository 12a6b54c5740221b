import type { PermissionMode } from '@app/shared';

type Can = (required: readonly string[] | string, mode?: PermissionMode) => boolean;

/** The dashboard the user's permissions open, admin first; null for users with neither. */
export function dashboardPath(can: Can): string | null {
  if (can('view_admin_dashboard')) return '/dashboard/admin';
  if (can('view_client_dashboard')) return '/dashboard/client';
  return null;
}
