import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tourUpdateSchema, userDetailResponseSchema, userDetailUpdateSchema, type User } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError, TOKEN_NOT_VALID } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import type { AccountsOptions } from './accounts-options.ts';
import { changeOwnFields } from './own-account.ts';
import { findUserById } from './signed-in-user.ts';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export const userDetailRoute: FastifyPluginAsyncZod<AccountsOptions> = async (app, { passwordMaxAgeDays }) => {
  app.get(
    '/user-detail/',
    {
      onRequest: app.requireAuth,
      // The front end reads is_password_expired here to send the user to change it.
      config: { allowExpiredPassword: true },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user, their role group with its permissions, and their client',
        response: { 200: envelope(userDetailResponseSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { tenant, principal } = request;
      const found = await withTenant(app.db, tenant.id, (trx) => findUserById(trx, tenant, principal.userId, passwordMaxAgeDays));
      // A deactivated or deleted account keeps no access, even with a token that has not expired yet.
      if (!found || !found.isActive) throw new ApiError(401, TOKEN_NOT_VALID, SESSION_ENDED);
      return { message: 'Your profile.', data: { user: found.user, user_type: found.user_type, entity: found.entity } };
    },
  );

  /**
   * Changes the signed-in user's own row with an audit entry of what it was, in one transaction, and
   * answers the user as now stored; an account deactivated meanwhile ends the session.
   */
  async function updateOwnAccount(request: FastifyRequest, action: string, after: Partial<Pick<User, 'first_name' | 'last_name' | 'tour_completed'>>) {
    const { tenant, principal } = request;
    const updated = await withTenant(app.db, tenant.id, async (trx) => {
      const before = await findUserById(trx, tenant, principal.userId, passwordMaxAgeDays);
      if (!before?.isActive) return undefined;
      const changed = await changeOwnFields(trx, { principal, origin: requestOrigin(request) }, action, before, after);
      return changed ? findUserById(trx, tenant, principal.userId, passwordMaxAgeDays) : before;
    });
    if (!updated) throw new ApiError(401, TOKEN_NOT_VALID, SESSION_ENDED);
    return { user: updated.user, user_type: updated.user_type, entity: updated.entity };
  }

  app.patch(
    '/user-detail/',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['accounts'],
        summary: "Change the signed-in user's name",
        body: userDetailUpdateSchema,
        response: { 200: envelope(userDetailResponseSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { first_name, last_name } = request.body;
      const data = await updateOwnAccount(request, 'update_profile', { first_name, last_name });
      return { message: 'Your profile was saved.', data };
    },
  );

  // Kept on the account, not in the browser, so the tour is offered once per person, on any device.
  app.patch(
    '/user-detail/tour/',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['accounts'],
        summary: 'Record that the signed-in user finished or dismissed the guided tour (false offers it again)',
        body: tourUpdateSchema,
        response: { 200: envelope(userDetailResponseSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { tour_completed } = request.body;
      const data = await updateOwnAccount(request, 'update_tour', { tour_completed });
      const message = tour_completed ? 'The tour is done; replay it from your account menu.' : 'The tour will be offered again.';
      return { message, data };
    },
  );
};
