import { useCallback } from 'react';
import { useAppSelector } from '../store/hooks';
import { hasPermission, type PermissionMode } from './hasPermission';

/** The signed-in user's permissions and a check against them. */
export function usePermissions() {
  const permissions = useAppSelector((state) => state.permissions.permissionList);
  const can = useCallback((required: readonly string[] | string, mode: PermissionMode = 'any') => hasPermission(permissions, required, mode), [permissions]);
  return { permissions, can };
}
