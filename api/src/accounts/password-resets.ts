// Password-reset links: single-use, valid for an hour and only until a newer one is sent or the
// password is reset, stored hashed, and at most a few per account per hour so that the form cannot be
// used to flood someone's mailbox.
import { sql } from 'kysely';
import { writeAudit } from '../auditlog/write-audit.ts';
import { hashToken, newToken, tokenError, tokenProblem, type LinkWords } from '../auth/one-time-tokens.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import type { RequestOrigin } from '../http/request-origin.ts';
import { revokeUserSessions } from './refresh-sessions.ts';
import { clearSignInFailures } from './sign-in-throttle.ts';

const RESET_TTL_MINUTES = 60;
const RESETS_PER_HOUR = 3;
const RESET_LINK: LinkWords = { noun: 'password reset', askAgain: 'Ask for a new link on the "Forgot password" page' };

/** A new reset token for the user, or null when they already had their share this hour. */
export async function createPasswordReset(trx: TenantTransaction, tenantId: string, userId: string): Promise<string | null> {
  const { recent } = await trx
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<number>().as('recent'))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  if (Number(recent) >= RESETS_PER_HOUR) return null;
  await endOpenResets(trx, tenantId, userId);
  const { token, tokenHash } = newToken();
  await trx
    .insertInto('password_resets')
    .values({
      tenant_id: tenantId,
      user_id: userId,
      token_hash: tokenHash,
      expires_at: sql<Date>`now() + ${RESET_TTL_MINUTES} * interval '1 minute'`,
    })
    .execute();
  return token;
}

/** Ends every unused reset link of the user (a newer link was sent, or the password was reset): they read as expired. */
export async function endOpenResets(trx: TenantTransaction, tenantId: string, userId: string): Promise<void> {
  await trx
    .updateTable('password_resets')
    .set({ expires_at: sql<Date>`least(expires_at, now())` })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
}

/** The reset a token opens, with its user's email; a 400 with a TokenErrorCode if it cannot be used. */
export async function findUsableReset(trx: TenantTransaction, tenantId: string, token: string, lock = false) {
  let query = trx
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select([
      'password_resets.id',
      'password_resets.expires_at',
      'password_resets.used_at',
      'users.id as user_id',
      'users.email',
      'users.entity_id',
      'users.is_active',
    ])
    .where('password_resets.tenant_id', '=', tenantId)
    .where('password_resets.token_hash', '=', hashToken(token));
  if (lock) query = query.forUpdate('password_resets');
  const row = await query.executeTakeFirst();
  // A deactivated or deleted account cannot be taken back by a reset link sent before.
  const problem = row && !row.is_active ? 'token_invalid' : tokenProblem(row);
  if (problem || !row) throw tokenError(problem ?? 'token_invalid', RESET_LINK);
  return row;
}

/**
 * Sets the password of a reset link's account (the link locked and checked again) and consumes the
 * link: every other open link and every session of the account ends, its failed sign-ins are
 * forgotten; audited.
 */
export async function resetPassword(
  trx: TenantTransaction,
  tenantId: string,
  reset: { token: string; passwordHash: string; origin: RequestOrigin },
): Promise<void> {
  const { token, passwordHash, origin } = reset;
  const locked = await findUsableReset(trx, tenantId, token, true);
  await trx
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', locked.user_id)
    .execute();
  await trx.updateTable('password_resets').set({ used_at: new Date() }).where('id', '=', locked.id).execute();
  await endOpenResets(trx, tenantId, locked.user_id);
  await revokeUserSessions(trx, tenantId, locked.user_id);
  await clearSignInFailures(trx, tenantId, locked.email);
  await writeAudit(trx, {
    tenantId,
    actorUserId: locked.user_id,
    entityId: locked.entity_id,
    category: 'auth',
    action: 'password_reset',
    targetType: 'user',
    targetId: locked.user_id,
    ...origin,
  });
}
