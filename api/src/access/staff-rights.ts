// Who may manage people: the organisation's staff, and never beyond their own rights. Someone who may
// invite or change roles cannot hand out (or take away) a permission they do not hold themselves.
import type { Principal } from '../auth/access-tokens.ts';
import { ApiError } from '../http/api-error.ts';
import { hasPermission } from './principal.ts';

export function assertStaff(principal: Principal): void {
  if (principal.kind !== 'staff') throw new ApiError(403, 'permission_denied', "Only the organisation's staff can manage people.");
}

/** The permissions of `permissions` the principal does not hold (case-insensitive, as the gates). */
export function permissionsBeyond(principal: Principal, permissions: readonly string[]): string[] {
  return permissions.filter((permission) => !hasPermission(principal, permission));
}

/** The refusal for a role group that would give more than the caller holds, or null. */
export function roleBeyondRights(principal: Principal, roleGroup: { name: string; permissions: readonly string[] }): string | null {
  const beyond = permissionsBeyond(principal, roleGroup.permissions);
  if (beyond.length === 0) return null;
  return `The role group "${roleGroup.name}" has permissions you do not hold (${beyond.join(', ')}). Ask an administrator who holds them.`;
}
