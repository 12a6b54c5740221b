import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordRequestSchema, sessionTokensSchema } from '@app/shared/contract';
import { checkPasswordPolicy } from '../auth/password-policy.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError, TOKEN_NOT_VALID } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import type { AccountsOptions } from './accounts-options.ts';
import { changeOwnPassword } from './own-account.ts';
import { findUserById } from './signed-in-user.ts';
import { startSession } from './start-session.ts';
import { SESSION_ENDED } from './user-detail.ts';

const WRONG_PASSWORD = 'Your current password is not correct.';

export const changePasswordRoute: FastifyPluginAsyncZod<AccountsOptions> = async (app, { refreshTokenTtlSeconds, passwordMaxAgeDays }) => {
  app.post(
    '/change-password/',
    {
      onRequest: app.requireAuth,
      config: { allowExpiredPassword: true },
      schema: {
        tags: ['accounts'],
        summary: "Change the signed-in user's password",
        description: 'Ends every other session; this one continues with the fresh tokens answered.',
        body: changePasswordRequestSchema,
        response: { 200: envelope(sessionTokensSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { tenant, principal } = request;
      const { current_password: currentPassword, new_password: newPassword } = request.body;
      const origin = requestOrigin(request);
      const found = await withTenant(app.db, tenant.id, (trx) => findUserById(trx, tenant, principal.userId, passwordMaxAgeDays));
      if (!found?.isActive) throw new ApiError(401, TOKEN_NOT_VALID, SESSION_ENDED);
      if (!(await verifyPassword(found.passwordHash, currentPassword))) {
        throw new ApiError(400, 'invalid', WRONG_PASSWORD, { current_password: [WRONG_PASSWORD] });
      }
      checkPasswordPolicy(
        newPassword,
        { email: found.user.email, knownWords: [tenant.name, tenant.slug, found.user.first_name, found.user.last_name] },
        'new_password',
      );
      if (newPassword === currentPassword) {
        const same = 'Choose a password different from your current one.';
        throw new ApiError(400, 'invalid', same, { new_password: [same] });
      }
      const passwordHash = await hashPassword(newPassword);

      const session = await withTenant(app.db, tenant.id, async (trx) => {
        // Every session ends; the one making this request continues as a new one.
        await changeOwnPassword(trx, { principal, origin }, passwordHash);
        const user = await findUserById(trx, tenant, principal.userId, passwordMaxAgeDays);
        return startSession(trx, app.accessTokens, user!, { tenantId: tenant.id, ttlSeconds: refreshTokenTtlSeconds, origin });
      });
      return { message: 'Your password was changed.', data: { access: session.access, refresh: session.refresh } };
    },
  );
};
