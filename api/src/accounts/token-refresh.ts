import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refreshRequestSchema, sessionTokensSchema } from '@app/shared/contract';
import { writeAudit } from '../auditlog/write-audit.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError, TOKEN_NOT_VALID } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import type { AccountsOptions } from './accounts-options.ts';
import { revokeFamily, rotateRefreshToken } from './refresh-sessions.ts';
import { findUserById } from './signed-in-user.ts';

const EXPIRED = 'Your session has expired. Please sign in again.';
const REUSED = 'For your security this session was ended. Please sign in again.';

export const tokenRefreshRoute: FastifyPluginAsyncZod<AccountsOptions> = async (app, { refreshTokenTtlSeconds, passwordMaxAgeDays }) => {
  app.post(
    '/token/refresh/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Exchange a refresh token for a new access and refresh token',
        description: 'The refresh token is single-use: presenting one that was already exchanged ends the whole session.',
        body: refreshRequestSchema,
        response: { 200: envelope(sessionTokensSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { tenant } = request;
      const origin = requestOrigin(request);
      const result = await withTenant(app.db, tenant.id, async (trx) => {
        const rotation = await rotateRefreshToken(trx, {
          tenantId: tenant.id,
          token: request.body.refresh,
          ttlSeconds: refreshTokenTtlSeconds,
          origin,
        });
        if (rotation.outcome === 'invalid') return { ok: false, message: EXPIRED } as const;
        if (rotation.outcome === 'reused') {
          await writeAudit(trx, {
            tenantId: tenant.id,
            actorUserId: rotation.userId,
            category: 'auth',
            action: 'refresh_token_reused',
            targetType: 'session',
            targetId: rotation.familyId,
            ...origin,
          });
          return { ok: false, message: REUSED } as const;
        }
        // Permissions are read afresh, so a role change reaches the user at their next refresh.
        const user = await findUserById(trx, tenant, rotation.userId, passwordMaxAgeDays);
        if (!user?.isActive) {
          await revokeFamily(trx, tenant.id, rotation.familyId);
          return { ok: false, message: EXPIRED } as const;
        }
        return { ok: true, user, refresh: rotation.token, sessionId: rotation.familyId } as const;
      });

      // Thrown after the transaction so that a revoked family stays revoked.
      if (!result.ok) throw new ApiError(401, TOKEN_NOT_VALID, result.message);
      return {
        message: 'Your session was renewed.',
        data: { access: await app.accessTokens.sign({ ...result.user.principal, sessionId: result.sessionId }), refresh: result.refresh },
      };
    },
  );
};
