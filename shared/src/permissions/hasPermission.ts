export type PermissionMode = 'any' | 'all';

/**
 * Whether the user's permissions meet a requirement (spec section 5): case-insensitive, any one
 * of the listed permissions or all of them, and an empty requirement always passes.
 */
export function hasPermission(userPermissions: readonly string[], required: readonly string[] | string, mode: PermissionMode = 'any'): boolean {
  const requiredList = typeof required === 'string' ? [required] : required;
  if (requiredList.length === 0) return true;
  const granted = new Set(userPermissions.map((permission) => permission.toLowerCase()));
  const isGranted = (permission: string) => granted.has(permission.toLowerCase());
  return mode === 'all' ? requiredList.every(isGranted) : requiredList.some(isGranted);
}
