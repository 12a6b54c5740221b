import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userDetailResponseSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError, TOKEN_NOT_VALID } from '../http/api-error.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { findUserById } from './signed-in-user.ts';

export const userDetailRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user-detail/',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user, their role group with its permissions, and their client',
        response: { 200: envelope(userDetailResponseSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { tenant, principal } = request;
      const found = await withTenant(app.db, tenant.id, (trx) => findUserById(trx, tenant, principal.userId));
      // A deactivated or deleted account keeps no access, even with a token that has not expired yet.
      if (!found || !found.isActive) throw new ApiError(401, TOKEN_NOT_VALID, 'Your session has ended. Please sign in again.');
      return { message: 'Your profile.', data: { user: found.user, user_type: found.user_type, entity: found.entity } };
    },
  );
};
