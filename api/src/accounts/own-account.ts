// The signed-in user's own account: their name and tour, their password, their account's deletion.
// Each change is audited in its transaction; the rows of other people are out of reach here.
import type { User } from '@app/shared/contract';
import type { ChangeActor } from '../access/principal.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { revokeUserSessions } from './refresh-sessions.ts';
import type { SignedInUser } from './signed-in-user.ts';
import { holdsManageUsers, keepAnotherUserManager } from './user-managers.ts';

type OwnFields = Partial<Pick<User, 'first_name' | 'last_name' | 'tour_completed'>>;

/**
 * Changes the user's own row (as `before` reads it) with an audit entry of what it was; answers
 * whether anything changed.
 */
export async function changeOwnFields(
  trx: TenantTransaction,
  { principal, origin }: ChangeActor,
  action: string,
  before: SignedInUser,
  after: OwnFields,
): Promise<boolean> {
  const fields = Object.keys(after) as (keyof typeof after)[];
  if (fields.every((field) => before.user[field] === after[field])) return false;
  await trx.updateTable('users').set(after).where('tenant_id', '=', principal.tenantId).where('id', '=', principal.userId).execute();
  await writeAudit(trx, {
    tenantId: principal.tenantId,
    actorUserId: principal.userId,
    entityId: principal.entityId,
    category: 'user',
    action,
    targetType: 'user',
    targetId: principal.userId,
    before: Object.fromEntries(fields.map((field) => [field, before.user[field]])),
    after,
    ...origin,
  });
  return true;
}

/** Stores the user's new password (hashed) and ends every session of theirs, audited. */
export async function changeOwnPassword(trx: TenantTransaction, { principal, origin }: ChangeActor, passwordHash: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: new Date() })
    .where('tenant_id', '=', principal.tenantId)
    .where('id', '=', principal.userId)
    .execute();
  await revokeUserSessions(trx, principal.tenantId, principal.userId);
  await writeAudit(trx, {
    tenantId: principal.tenantId,
    actorUserId: principal.userId,
    entityId: principal.entityId,
    category: 'auth',
    action: 'password_change',
    targetType: 'user',
    targetId: principal.userId,
    ...origin,
  });
}

/**
 * Anonymises the user's personal data and ends their sessions; the row stays, so the audit log keeps
 * pointing at it. The last person who can manage users is refused with `onlyManager`.
 */
export async function deleteOwnAccount(trx: TenantTransaction, { principal, origin }: ChangeActor, onlyManager: string): Promise<void> {
  const tenantId = principal.tenantId;
  if (holdsManageUsers(principal.permissions)) await keepAnotherUserManager(trx, tenantId, principal.userId, onlyManager);
  await trx
    .updateTable('users')
    // `.invalid` is reserved (RFC 2606): the address can never receive mail or be invited again.
    .set({ email: `deleted-${principal.userId}@invalid`, first_name: '', last_name: '', password_hash: null, is_active: false })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', principal.userId)
    .execute();
  await trx.deleteFrom('password_resets').where('tenant_id', '=', tenantId).where('user_id', '=', principal.userId).execute();
  await revokeUserSessions(trx, tenantId, principal.userId);
  await writeAudit(trx, {
    tenantId,
    actorUserId: principal.userId,
    entityId: principal.entityId,
    category: 'user',
    action: 'delete_account',
    targetType: 'user',
    targetId: principal.userId,
    ...origin,
  });
}
