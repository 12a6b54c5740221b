import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tourUpdateSchema, userDetailResponseSchema, userDetailUpdateSchema } from '@app/shared/contract';
import { writeAudit } from '../auditlog/write-audit.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError, TOKEN_NOT_VALID } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import type { AccountsOptions } from './accounts-options.ts';
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
      const { tenant, principal } = request;
      const updated = await withTenant(app.db, tenant.id, async (trx) => {
        const before = await findUserById(trx, tenant, principal.userId, passwordMaxAgeDays);
        if (!before?.isActive) return undefined;
        await trx
          .updateTable('users')
          .set({ first_name: request.body.first_name, last_name: request.body.last_name })
          .where('tenant_id', '=', tenant.id)
          .where('id', '=', principal.userId)
          .execute();
        await writeAudit(trx, {
          tenantId: tenant.id,
          actorUserId: principal.userId,
          entityId: principal.entityId,
          category: 'user',
          action: 'update_profile',
          targetType: 'user',
          targetId: principal.userId,
          before: { first_name: before.user.first_name, last_name: before.user.last_name },
          after: request.body,
          ...requestOrigin(request),
        });
        return findUserById(trx, tenant, principal.userId, passwordMaxAgeDays);
      });
      if (!updated) throw new ApiError(401, TOKEN_NOT_VALID, SESSION_ENDED);
      return { message: 'Your profile was saved.', data: { user: updated.user, user_type: updated.user_type, entity: updated.entity } };
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
      const { tenant, principal } = request;
      const { tour_completed: tourCompleted } = request.body;
      const updated = await withTenant(app.db, tenant.id, async (trx) => {
        const before = await findUserById(trx, tenant, principal.userId, passwordMaxAgeDays);
        if (!before?.isActive) return undefined;
        if (before.user.tour_completed === tourCompleted) return before;
        await trx
          .updateTable('users')
          .set({ tour_completed: tourCompleted })
          .where('tenant_id', '=', tenant.id)
          .where('id', '=', principal.userId)
          .execute();
        await writeAudit(trx, {
          tenantId: tenant.id,
          actorUserId: principal.userId,
          entityId: principal.entityId,
          category: 'user',
          action: 'update_tour',
          targetType: 'user',
          targetId: principal.userId,
          before: { tour_completed: before.user.tour_completed },
          after: { tour_completed: tourCompleted },
          ...requestOrigin(request),
        });
        return findUserById(trx, tenant, principal.userId, passwordMaxAgeDays);
      });
      if (!updated) throw new ApiError(401, TOKEN_NOT_VALID, SESSION_ENDED);
      const message = tourCompleted ? 'The tour is done; replay it from your account menu.' : 'The tour will be offered again.';
      return { message, data: { user: updated.user, user_type: updated.user_type, entity: updated.entity } };
    },
  );
};
