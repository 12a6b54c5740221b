// Refresh tokens: random, stored only as a SHA-256 hash, rotated on every use. Every token rotated from
// one sign-in belongs to a family; presenting a token that was already rotated means it was copied, so
// the whole family is revoked.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { accessChanged } from '../auth/live-access.ts';
import { hashToken, newToken } from '../auth/one-time-tokens.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';

export interface SessionOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** Starts a session (a new family unless `familyId` is given) and returns its refresh token. */
export async function issueRefreshToken(
  trx: TenantTransaction,
  session: { tenantId: string; userId: string; familyId?: string; ttlSeconds: number; origin: SessionOrigin },
): Promise<{ id: string; familyId: string; token: string }> {
  const { token, tokenHash } = newToken();
  const familyId = session.familyId ?? randomUUID();
  const { id } = await trx
    .insertInto('refresh_sessions')
    .values({
      tenant_id: session.tenantId,
      user_id: session.userId,
      family_id: familyId,
      token_hash: tokenHash,
      expires_at: sql<Date>`now() + ${session.ttlSeconds} * interval '1 second'`,
      ip: session.origin.ip,
      user_agent: session.origin.userAgent,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, familyId, token };
}

/** Ends every session of the family; answers how many were still open. */
export async function revokeFamily(trx: TenantTransaction, tenantId: string, familyId: string): Promise<number> {
  const owner = await trx
    .selectFrom('refresh_sessions')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .where('family_id', '=', familyId)
    .executeTakeFirst();
  if (owner) accessChanged(owner.user_id);
  const { numUpdatedRows } = await trx
    .updateTable('refresh_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(numUpdatedRows);
}

/** The session a refresh token belongs to, locked until the end of the transaction. */
export function findSessionForUpdate(trx: TenantTransaction, tenantId: string, token: string) {
  return trx
    .selectFrom('refresh_sessions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('token_hash', '=', hashToken(token))
    .forUpdate()
    .executeTakeFirst();
}

export type Rotation =
  { outcome: 'rotated'; userId: string; familyId: string; token: string } | { outcome: 'reused'; userId: string; familyId: string } | { outcome: 'invalid' };

/** Exchanges a refresh token for a new one of the same family, or says why it cannot. */
export async function rotateRefreshToken(
  trx: TenantTransaction,
  request: { tenantId: string; token: string; ttlSeconds: number; origin: SessionOrigin },
): Promise<Rotation> {
  const session = await findSessionForUpdate(trx, request.tenantId, request.token);
  if (!session) return { outcome: 'invalid' };
  const { user_id: userId, family_id: familyId } = session;
  if (session.replaced_by) {
    await revokeFamily(trx, request.tenantId, familyId);
    return { outcome: 'reused', userId, familyId };
  }
  if (session.revoked_at || session.expires_at <= new Date()) return { outcome: 'invalid' };
  const next = await issueRefreshToken(trx, { ...request, userId, familyId });
  await trx
    .updateTable('refresh_sessions')
    .set({ revoked_at: sql<Date>`now()`, replaced_by: next.id })
    .where('id', '=', session.id)
    .execute();
  return { outcome: 'rotated', userId, familyId, token: next.token };
}

/** Ends every open session of the user (password reset or change, account deletion). */
export async function revokeUserSessions(trx: TenantTransaction, tenantId: string, userId: string): Promise<void> {
  accessChanged(userId);
  await trx
    .updateTable('refresh_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
