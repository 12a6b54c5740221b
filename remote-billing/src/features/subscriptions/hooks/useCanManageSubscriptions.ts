import { usePermissions } from '@app/shared';

/** Plans and assignments change with manage_subscriptions (the API checks it too); others only read. */
export function useCanManageSubscriptions(): boolean {
  return usePermissions().can('manage_subscriptions');
}
