// Who the signed-in principal is and what it may do: staff of the organisation, or a user of one of
// its clients (an entity) limited to that client. Permissions compare case-insensitively, as the
// front end does, and every refusal says the same words.
import type { Principal } from '../auth/access-tokens.ts';
import { ApiError } from '../http/api-error.ts';
import type { RequestOrigin } from '../http/request-origin.ts';

/** Who asks for a change and from where, as the audit log records it: what a module needs of a request. */
export interface ChangeActor {
  principal: Principal;
  origin: RequestOrigin;
}

export const isClientUser = (principal: Principal) => principal.kind === 'entity';

export const hasPermission = (principal: Principal, permission: string) =>
  principal.permissions.some((held) => held.toLowerCase() === permission.toLowerCase());

/** The first of `required` the principal does not hold, or undefined when it holds them all. */
export function missingPermission(principal: Principal, required: readonly string[]): string | undefined {
  return required.find((permission) => !hasPermission(principal, permission));
}

/** The 403 of a missing permission, in the one wording every route uses. */
export const permissionDenied = (permission: string) =>
  new ApiError(403, 'permission_denied', `You do not have permission to ${permission.toLowerCase().replaceAll('_', ' ')}.`);

/** A 403 unless the principal holds the permission. */
export function requirePermissionOf(principal: Principal, permission: string): void {
  if (!hasPermission(principal, permission)) throw permissionDenied(permission);
}

/** The client a principal is limited to: its own for a client user, none (every client) for staff. */
export const clientScope = (principal: Principal): string | null => (isClientUser(principal) ? principal.entityId : null);
