import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccountRequestSchema } from '@app/shared/contract';
import { verifyPassword } from '../auth/passwords.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError, TOKEN_NOT_VALID } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import type { AccountsOptions } from './accounts-options.ts';
import { deleteOwnAccount } from './own-account.ts';
import { findUserById } from './signed-in-user.ts';
import { SESSION_ENDED } from './user-detail.ts';

const WRONG_PASSWORD = 'The password is not correct.';
const ONLY_ADMINISTRATOR =
  "You are the only person who can manage this organisation's users. Give someone else a role that can manage users first, then delete your account.";

export const deleteAccountRoute: FastifyPluginAsyncZod<AccountsOptions> = async (app, { passwordMaxAgeDays }) => {
  app.post(
    '/delete-user-account/',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['accounts'],
        summary: "Delete the signed-in user's account",
        description:
          'Asks for the password. Ends every session and anonymises the personal data (email, names, password); ' +
          'the row stays, so the audit log keeps pointing at it. The last active staff member who can manage users cannot ' +
          'delete their account (409): the organisation would be left without anyone to manage it.',
        body: deleteAccountRequestSchema,
        response: { 200: envelope(z.null()), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { tenant, principal } = request;
      const found = await withTenant(app.db, tenant.id, (trx) => findUserById(trx, tenant, principal.userId, passwordMaxAgeDays));
      if (!found?.isActive) throw new ApiError(401, TOKEN_NOT_VALID, SESSION_ENDED);
      if (!(await verifyPassword(found.passwordHash, request.body.password))) {
        throw new ApiError(400, 'invalid', WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
      }
      const actor = { principal, origin: requestOrigin(request) };
      await withTenant(app.db, tenant.id, (trx) => deleteOwnAccount(trx, actor, ONLY_ADMINISTRATOR));
      return { message: 'Your account was deleted.', data: null };
    },
  );
};
