// Another user's account as a manager changes it: their role group, their deactivation or
// reactivation. Nobody gives or takes permissions they do not hold, and the organisation always keeps
// someone who can manage its users. Each change is audited; a deactivated user's sessions end.
import type { z } from 'zod';
import type { AccountListItem, updateAccountRequestSchema } from '@app/shared/contract';
import type { ChangeActor } from '../access/principal.ts';
import { permissionsBeyond, roleBeyondRights } from '../access/staff-rights.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import { accessChanged } from '../auth/live-access.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/error-handler.ts';
import { accounts, loadAccounts, withoutPermissions } from './account-list.ts';
import { revokeUserSessions } from './refresh-sessions.ts';
import { holdsManageUsers, keepAnotherUserManager } from './user-managers.ts';

/** Applies the changes asked for; answers the account as now stored and what was done, in words. */
export async function changeAccount(
  trx: TenantTransaction,
  { principal, origin }: ChangeActor,
  userId: string,
  changes: z.output<typeof updateAccountRequestSchema>,
): Promise<{ account: AccountListItem; message: string }> {
  const [before] = await loadAccounts(accounts(trx, principal.tenantId).where('u.id', '=', userId));
  if (!before) throw notFound();
  const name = before.full_name || before.email;
  const beyond = permissionsBeyond(principal, before.permissions);
  if (beyond.length > 0) {
    throw new ApiError(403, 'permission_denied', `${name} holds permissions you do not hold (${beyond.join(', ')}). Ask an administrator who holds them.`);
  }
  // Reached only when another manager is removing this one at the same moment: the caller manages users too.
  const keepAManager = () =>
    keepAnotherUserManager(
      trx,
      principal.tenantId,
      before.id,
      `${name} is the only active person left who can manage this organisation's users. Give someone else a role that can manage users first.`,
    );
  const audit = {
    tenantId: principal.tenantId,
    actorUserId: principal.userId,
    entityId: before.entity?.id ?? null,
    targetType: 'user',
    targetId: before.id,
    ...origin,
  };
  const said: string[] = [];
  if (changes.role_group_id !== undefined && changes.role_group_id !== before.role_group.id) {
    const role = await trx
      .selectFrom('role_groups')
      .select(['id', 'name', 'permissions'])
      .where('tenant_id', '=', principal.tenantId)
      .where('id', '=', changes.role_group_id)
      .executeTakeFirst();
    const choose = 'Choose a role group of this organisation.';
    if (!role) throw new ApiError(400, 'invalid', choose, { role_group_id: [choose] });
    const refusal = roleBeyondRights(principal, role);
    if (refusal) throw new ApiError(403, 'permission_denied', refusal, { role_group_id: [refusal] });
    if (holdsManageUsers(before.permissions) && !holdsManageUsers(role.permissions)) await keepAManager();
    await trx.updateTable('users').set({ role_group_id: role.id }).where('tenant_id', '=', principal.tenantId).where('id', '=', before.id).execute();
    accessChanged(before.id);
    await writeAudit(trx, {
      ...audit,
      category: 'user',
      action: 'change_role',
      before: { role_group: before.role_group.name },
      after: { role_group: role.name },
    });
    said.push(`${name}'s role group is now ${role.name}.`);
  }
  if (changes.is_active !== undefined && changes.is_active !== before.is_active) {
    if (!changes.is_active && holdsManageUsers(before.permissions)) await keepAManager();
    await trx.updateTable('users').set({ is_active: changes.is_active }).where('tenant_id', '=', principal.tenantId).where('id', '=', before.id).execute();
    // Their refresh tokens stop working at once; an access token ends within its short lifetime.
    if (!changes.is_active) await revokeUserSessions(trx, principal.tenantId, before.id);
    await writeAudit(trx, {
      ...audit,
      category: 'user',
      action: changes.is_active ? 'reactivate' : 'deactivate',
      before: { is_active: before.is_active },
      after: { is_active: changes.is_active },
    });
    said.push(changes.is_active ? `${name} can sign in again.` : `${name} is deactivated and can no longer sign in.`);
  }
  const [after] = await loadAccounts(accounts(trx, principal.tenantId).where('u.id', '=', userId));
  return { account: withoutPermissions(after!), message: said.join(' ') || 'Nothing changed.' };
}
