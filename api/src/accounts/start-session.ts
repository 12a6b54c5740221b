import type { LoginResponse } from '@app/shared/contract';
import type { AccessTokens } from '../auth/access-tokens.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { issueRefreshToken, type SessionOrigin } from './refresh-sessions.ts';
import type { SignedInUser } from './signed-in-user.ts';

/** Signs the user in (a new session family) and answers what sign-in and sign-up return. */
export async function startSession(
  trx: TenantTransaction,
  accessTokens: AccessTokens,
  user: SignedInUser,
  session: { tenantId: string; ttlSeconds: number; origin: SessionOrigin },
): Promise<LoginResponse> {
  const refresh = await issueRefreshToken(trx, { ...session, userId: user.user.id });
  return {
    access: await accessTokens.sign({ ...user.principal, sessionId: refresh.familyId }),
    refresh: refresh.token,
    user: user.user,
    user_type: user.user_type,
    entity: user.entity,
  };
}
