import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resetPasswordRequestSchema, resetTokenSchema, TOKEN_ERROR_CODES } from '@app/shared/contract';
import { checkPasswordPolicy } from '../auth/password-policy.ts';
import { hashPassword } from '../auth/passwords.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { findUsableReset, resetPassword } from './password-resets.ts';

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
      await withTenant(app.db, tenant.id, (trx) => resetPassword(trx, tenant.id, { token, passwordHash, origin: requestOrigin(request) }));
      return { message: 'Your password was changed. Please sign in with your new password.', data: null };
    },
  );
};
