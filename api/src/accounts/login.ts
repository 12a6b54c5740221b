import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, loginResponseSchema } from '@app/shared/contract';
import { writeAudit } from '../auditlog/write-audit.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { issueRefreshToken } from './refresh-sessions.ts';
import { findUserByEmail } from './signed-in-user.ts';

export const loginRoute: FastifyPluginAsyncZod<{ refreshTokenTtlSeconds: number }> = async (app, { refreshTokenTtlSeconds }) => {
  app.post(
    '/login/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email and password',
        description: 'Answers the tokens, the user, their role group (`user_type`) and their client entity.',
        body: loginRequestSchema,
        response: { 200: envelope(loginResponseSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { tenant } = request;
      const { email, password } = request.body;
      const origin = requestOrigin(request);
      // The password check runs outside any transaction: it is slow on purpose.
      const found = await withTenant(app.db, tenant.id, (trx) => findUserByEmail(trx, tenant, email));
      const passwordMatches = await verifyPassword(found?.passwordHash ?? null, password);
      const user = found && passwordMatches && found.isActive ? found : undefined;

      const refresh = await withTenant(app.db, tenant.id, async (trx) => {
        if (!user) {
          const reason = !found ? 'unknown_email' : !passwordMatches ? 'wrong_password' : 'inactive_user';
          await writeAudit(trx, {
            tenantId: tenant.id,
            category: 'auth',
            action: 'login_failed',
            targetType: 'user',
            targetId: found?.user.id,
            after: { email, reason },
            ...origin,
          });
          return undefined;
        }
        const session = await issueRefreshToken(trx, {
          tenantId: tenant.id,
          userId: user.user.id,
          ttlSeconds: refreshTokenTtlSeconds,
          origin,
        });
        await writeAudit(trx, {
          tenantId: tenant.id,
          actorUserId: user.user.id,
          entityId: user.principal.entityId,
          category: 'auth',
          action: 'login',
          targetType: 'user',
          targetId: user.user.id,
          ...origin,
        });
        return session.token;
      });

      if (!user || !refresh) throw new ApiError(400, 'invalid_credentials', 'The email or password is incorrect.');
      return {
        message: `Welcome back, ${user.user.first_name}.`,
        data: {
          access: await app.accessTokens.sign(user.principal),
          refresh,
          user: user.user,
          user_type: user.user_type,
          entity: user.entity,
        },
      };
    },
  );
};
