// GET /api/v1/accounts/users/ (the organisation's people, paged and searched) and
// PATCH /api/v1/accounts/user-detail/{id}/ (another user's role group, deactivation and reactivation).
// The signed-in user's own profile is user-detail.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountListItemSchema, accountListQuerySchema, pagedOf, updateAccountRequestSchema } from '@app/shared/contract';
import { assertStaff, permissionsBeyond, roleBeyondRights } from '../access/staff-rights.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/error-handler.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { pageLinks } from '../http/paging.ts';
import { accessChanged } from '../auth/live-access.ts';
import { accounts, countMessage, listAccounts, loadAccounts, withoutPermissions } from './account-list.ts';
import { revokeUserSessions } from './refresh-sessions.ts';
import { holdsManageUsers, keepAnotherUserManager } from './user-managers.ts';

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
      const { account, message } = await withTenant(app.db, principal.tenantId, async (trx) => {
        const [before] = await loadAccounts(accounts(trx, principal.tenantId).where('u.id', '=', params.id));
        if (!before) throw notFound();
        const name = before.full_name || before.email;
        const beyond = permissionsBeyond(principal, before.permissions);
        if (beyond.length > 0) {
          throw new ApiError(
            403,
            'permission_denied',
            `${name} holds permissions you do not hold (${beyond.join(', ')}). Ask an administrator who holds them.`,
          );
        }
        // Reached only when another manager is removing this one at the same moment: the caller manages users too.
        const keepAManager = () =>
          keepAnotherUserManager(
            trx,
            principal.tenantId,
            before.id,
            `${name} is the only active person left who can manage this organisation's users. Give someone else a role that can manage users first.`,
          );
        const audit = {
          tenantId: principal.tenantId,
          actorUserId: principal.userId,
          entityId: before.entity?.id ?? null,
          targetType: 'user',
          targetId: before.id,
          ...requestOrigin(request),
        };
        const said: string[] = [];
        if (body.role_group_id !== undefined && body.role_group_id !== before.role_group.id) {
          const role = await trx
            .selectFrom('role_groups')
            .select(['id', 'name', 'permissions'])
            .where('tenant_id', '=', principal.tenantId)
            .where('id', '=', body.role_group_id)
            .executeTakeFirst();
          const choose = 'Choose a role group of this organisation.';
          if (!role) throw new ApiError(400, 'invalid', choose, { role_group_id: [choose] });
          const refusal = roleBeyondRights(principal, role);
          if (refusal) throw new ApiError(403, 'permission_denied', refusal, { role_group_id: [refusal] });
          if (holdsManageUsers(before.permissions) && !holdsManageUsers(role.permissions)) await keepAManager();
          await trx.updateTable('users').set({ role_group_id: role.id }).where('tenant_id', '=', principal.tenantId).where('id', '=', before.id).execute();
          accessChanged(before.id);
          await writeAudit(trx, {
            ...audit,
            category: 'user',
            action: 'change_role',
            before: { role_group: before.role_group.name },
            after: { role_group: role.name },
          });
          said.push(`${name}'s role group is now ${role.name}.`);
        }
        if (body.is_active !== undefined && body.is_active !== before.is_active) {
          if (!body.is_active && holdsManageUsers(before.permissions)) await keepAManager();
          await trx.updateTable('users').set({ is_active: body.is_active }).where('tenant_id', '=', principal.tenantId).where('id', '=', before.id).execute();
          // Their refresh tokens stop working at once; an access token ends within its short lifetime.
          if (!body.is_active) await revokeUserSessions(trx, principal.tenantId, before.id);
          await writeAudit(trx, {
            ...audit,
            category: 'user',
            action: body.is_active ? 'reactivate' : 'deactivate',
            before: { is_active: before.is_active },
            after: { is_active: body.is_active },
          });
          said.push(body.is_active ? `${name} can sign in again.` : `${name} is deactivated and can no longer sign in.`);
        }
        const [after] = await loadAccounts(accounts(trx, principal.tenantId).where('u.id', '=', params.id));
        return { account: withoutPermissions(after!), message: said.join(' ') || 'Nothing changed.' };
      });
      return { message, data: account };
    },
  );
};
