// An organisation must never be left without an active staff member who can manage users: deleting,
// deactivating or demoting the last one is refused. Every such change takes the organisation's
// user-manager lock first, so two managers removing each other at the same moment cannot both pass
// the check (each would still see the other).
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';

export const MANAGE_USERS = 'manage_users';

export const holdsManageUsers = (permissions: readonly string[]) => permissions.some((permission) => permission.toLowerCase() === MANAGE_USERS);

/**
 * Within `trx`, and until it ends, no other transaction can change who manages users; then a 409 with
 * `message` unless an active staff member other than `userId` can manage users.
 */
export async function keepAnotherUserManager(trx: TenantTransaction, tenantId: string, userId: string, message: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`user-managers:${tenantId}`}))`.execute(trx);
  const other = await trx
    .selectFrom('users')
    .innerJoin('role_groups', (join) => join.onRef('role_groups.id', '=', 'users.role_group_id').onRef('role_groups.tenant_id', '=', 'users.tenant_id'))
    .select('users.id')
    .where('users.tenant_id', '=', tenantId)
    .where('users.id', '!=', userId)
    .where('users.is_active', '=', true)
    .where('users.kind', '=', 'staff')
    .where(sql<boolean>`${MANAGE_USERS} = ANY (role_groups.permissions)`)
    .executeTakeFirst();
  if (!other) throw new ApiError(409, 'last_administrator', message);
}
