import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccountRequestSchema } from '@app/shared/contract';
import { writeAudit } from '../auditlog/write-audit.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError, TOKEN_NOT_VALID } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import type { AccountsOptions } from './accounts-options.ts';
import { revokeUserSessions } from './refresh-sessions.ts';
import { findUserById } from './signed-in-user.ts';
import { holdsManageUsers, keepAnotherUserManager } from './user-managers.ts';
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
      await withTenant(app.db, tenant.id, async (trx) => {
        if (holdsManageUsers(principal.permissions)) await keepAnotherUserManager(trx, tenant.id, principal.userId, ONLY_ADMINISTRATOR);
        await trx
          .updateTable('users')
          // `.invalid` is reserved (RFC 2606): the address can never receive mail or be invited again.
          .set({ email: `deleted-${principal.userId}@invalid`, first_name: '', last_name: '', password_hash: null, is_active: false })
          .where('tenant_id', '=', tenant.id)
          .where('id', '=', principal.userId)
          .execute();
        await trx.deleteFrom('password_resets').where('tenant_id', '=', tenant.id).where('user_id', '=', principal.userId).execute();
        await revokeUserSessions(trx, tenant.id, principal.userId);
        await writeAudit(trx, {
          tenantId: tenant.id,
          actorUserId: principal.userId,
          entityId: principal.entityId,
          category: 'user',
          action: 'delete_account',
          targetType: 'user',
          targetId: principal.userId,
          ...requestOrigin(request),
        });
      });
      return { message: 'Your account was deleted.', data: null };
    },
  );
};
