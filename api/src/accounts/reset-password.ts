import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resetPasswordRequestSchema, resetTokenSchema, TOKEN_ERROR_CODES } from '@app/shared/contract';
import { writeAudit } from '../auditlog/write-audit.ts';
import { checkPasswordPolicy } from '../auth/password-policy.ts';
import { hashPassword } from '../auth/passwords.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { clearSignInFailures } from './sign-in-throttle.ts';
import { endOpenResets, findUsableReset } from './password-resets.ts';
import { revokeUserSessions } from './refresh-sessions.ts';

const tokenParams = z.object({ token: z.string() });
const BAD_TOKEN = `A bad token answers 400 with code ${TOKEN_ERROR_CODES.join(', ')}.`;

export const resetPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/validate/:token/',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Check a password-reset link before the new password is asked for',
        description: `Public. ${BAD_TOKEN}`,
        params: tokenParams,
        response: { 200: envelope(resetTokenSchema), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const { tenant } = request;
      const reset = await withTenant(app.db, tenant.id, (trx) => findUsableReset(trx, tenant.id, request.params.token));
      return { message: 'Choose a new password.', data: { email: reset.email } };
    },
  );

  app.post(
    '/reset-password/:token/',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a password-reset link',
        description: `Public. Consumes the link and ends every session of the account. ${BAD_TOKEN}`,
        params: tokenParams,
        body: resetPasswordRequestSchema,
        response: { 200: envelope(z.null()), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const { tenant } = request;
      const { token } = request.params;
      const { password } = request.body;
      const reset = await withTenant(app.db, tenant.id, (trx) => findUsableReset(trx, tenant.id, token));
      checkPasswordPolicy(password, { email: reset.email, knownWords: [tenant.name, tenant.slug] });
      const passwordHash = await hashPassword(password);
      await withTenant(app.db, tenant.id, async (trx) => {
        const locked = await findUsableReset(trx, tenant.id, token, true);
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, password_changed_at: new Date() })
          .where('tenant_id', '=', tenant.id)
          .where('id', '=', locked.user_id)
          .execute();
        await trx.updateTable('password_resets').set({ used_at: new Date() }).where('id', '=', locked.id).execute();
        await endOpenResets(trx, tenant.id, locked.user_id);
        await revokeUserSessions(trx, tenant.id, locked.user_id);
        await clearSignInFailures(trx, tenant.id, locked.email);
        await writeAudit(trx, {
          tenantId: tenant.id,
          actorUserId: locked.user_id,
          entityId: locked.entity_id,
          category: 'auth',
          action: 'password_reset',
          targetType: 'user',
          targetId: locked.user_id,
          ...requestOrigin(request),
        });
      });
      return { message: 'Your password was changed. Please sign in with your new password.', data: null };
    },
  );
};
