// What the front end keeps about the signed-in user (the user, user_type and entity cookies) and what
// the access token carries, read in one query.
import type { Entity, User, UserType } from '@app/shared/contract';
import type { Principal } from '../auth/access-tokens.ts';
import type { Tenant } from '../db/schema.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';

export interface SignedInUser {
  user: User;
  user_type: UserType;
  entity: Entity | null;
  /** Without the sign-in: the token adds it (start-session.ts, token-refresh.ts). */
  principal: Omit<Principal, 'sessionId'>;
  isActive: boolean;
}

function selectUsers(trx: TenantTransaction, tenantId: string) {
  return trx
    .selectFrom('users')
    .innerJoin('role_groups', 'role_groups.id', 'users.role_group_id')
    .leftJoin('entities', 'entities.id', 'users.entity_id')
    .select([
      'users.id',
      'users.email',
      'users.password_hash',
      'users.first_name',
      'users.last_name',
      'users.kind',
      'users.is_active',
      'users.password_changed_at',
      'users.tour_completed',
      'role_groups.id as role_group_id',
      'role_groups.name as role_group_name',
      'role_groups.permissions',
      'entities.id as entity_id',
      'entities.name as entity_name',
      'entities.status as entity_status',
    ])
    .where('users.tenant_id', '=', tenantId);
}

type UserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirst']>>>;

const DAY_MS = 24 * 3600 * 1000;

/** A password never chosen by the user (null) or older than the maximum age must be changed. */
function passwordExpired(changedAt: Date | null, maxAgeDays: number): boolean {
  return changedAt === null || Date.now() - changedAt.getTime() > maxAgeDays * DAY_MS;
}

function toSignedInUser(row: UserRow, tenant: Tenant, passwordMaxAgeDays: number): SignedInUser {
  const isPasswordExpired = passwordExpired(row.password_changed_at, passwordMaxAgeDays);
  return {
    user: {
      id: row.id,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      full_name: `${row.first_name} ${row.last_name}`.trim(),
      kind: row.kind,
      tenant: tenant.slug,
      is_password_expired: isPasswordExpired,
      tour_completed: row.tour_completed,
    },
    user_type: { id: row.role_group_id, name: row.role_group_name, permissions: row.permissions },
    entity: row.entity_id && row.entity_name ? { id: row.entity_id, name: row.entity_name } : null,
    principal: {
      userId: row.id,
      tenantId: tenant.id,
      kind: row.kind,
      entityId: row.entity_id,
      permissions: row.permissions,
      passwordExpired: isPasswordExpired,
    },
    // A deactivated client's users are refused as a deactivated user is (sign-in, refresh, reset).
    isActive: row.is_active && row.entity_status !== 'inactive',
  };
}

/** The user with this email (any case) and their password hash, or undefined. */
export async function findUserByEmail(trx: TenantTransaction, tenant: Tenant, email: string, passwordMaxAgeDays: number) {
  const row = await selectUsers(trx, tenant.id)
    .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row && { ...toSignedInUser(row, tenant, passwordMaxAgeDays), passwordHash: row.password_hash };
}

/** The user and their password hash (for the checks that ask for the current password). */
export async function findUserById(trx: TenantTransaction, tenant: Tenant, userId: string, passwordMaxAgeDays: number) {
  const row = await selectUsers(trx, tenant.id).where('users.id', '=', userId).executeTakeFirst();
  return row && { ...toSignedInUser(row, tenant, passwordMaxAgeDays), passwordHash: row.password_hash };
}
