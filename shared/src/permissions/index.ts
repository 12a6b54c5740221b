export { hasPermission, type PermissionMode } from './hasPermission';
export { usePermissions } from './usePermissions';
