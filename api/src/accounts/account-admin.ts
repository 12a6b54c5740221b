// GET /api/v1/accounts/users/ (the organisation's people, paged and searched) and
// PATCH /api/v1/accounts/user-detail/{id}/ (another user's role group, deactivation and reactivation).
// The signed-in user's own profile is user-detail.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountListItemSchema, accountListQuerySchema, pagedOf, updateAccountRequestSchema } from '@app/shared/contract';
import { assertStaff } from '../access/staff-rights.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { pageLinks } from '../http/paging.ts';
import { changeAccount } from './account-changes.ts';
import { countMessage, listAccounts } from './account-list.ts';

export const accountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/',
    {
      onRequest: app.requirePermission('view_staff_menu'),
      schema: {
        tags: ['accounts'],
        summary: "The organisation's users (staff and clients' users), ordered (by name by default), paged",
        description:
          "`search` finds a name or an email; `entity_id` a client's users. `last_sign_in_at` comes from the audit log. " +
          '`ordering`: comma-separated fields, `-` for descending.',
        querystring: accountListQuerySchema,
        response: { 200: envelope(pagedOf(accountListItemSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      assertStaff(principal);
      const { count, results } = await withTenant(app.db, principal.tenantId, (trx) =>
        listAccounts(trx, principal.tenantId, { ...query, entityId: query.entity_id }),
      );
      return { message: countMessage(count), data: { count, ...pageLinks(request, count, query), results } };
    },
  );

  app.patch(
    '/user-detail/:id/',
    {
      onRequest: app.requirePermission('manage_users'),
      schema: {
        tags: ['accounts'],
        summary: "Change another user's role group, or deactivate or reactivate them",
        description:
          'Nobody changes their own role or deactivates themselves (400). Nobody gives, or takes from someone, permissions they do not hold ' +
          'themselves (403). A deactivated user cannot sign in and their sessions end. The last active staff member who can manage users ' +
          'can be neither deactivated nor given a role without that permission (409).',
        params: z.object({ id: z.string().uuid() }),
        body: updateAccountRequestSchema,
        response: { 200: envelope(accountListItemSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { principal, params, body } = request;
      assertStaff(principal);
      if (params.id === principal.userId) {
        throw new ApiError(400, 'own_account', 'You cannot change your own role or deactivate yourself. Ask another administrator.');
      }
      const actor = { principal, origin: requestOrigin(request) };
      const { account, message } = await withTenant(app.db, principal.tenantId, (trx) => changeAccount(trx, actor, params.id, body));
      return { message, data: account };
    },
  );
};
