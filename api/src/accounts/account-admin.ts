// GET /api/v1/accounts/users/ (the organisation's people, paged and searched) and
// PATCH /api/v1/accounts/user-detail/{id}/ (another user's role group, deactivation and reactivation).
// The signed-in user's own profile is user-detail.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { accountListItemSchema, accountListQuerySchema, pagedOf, updateAccountRequestSchema, type AccountListItem } from '@app/shared/contract';
import { assertStaff, permissionsBeyond, roleBeyondRights } from '../access_mgmt/staff-rights.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/error-handler.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { containsPattern } from '../http/contains-pattern.ts';
import { pageLinks, pageOffset, type PageQuery } from '../http/paging.ts';
import { accessChanged } from '../auth/live-access.ts';
import { revokeUserSessions } from './refresh-sessions.ts';
import { holdsManageUsers, keepAnotherUserManager } from './user-managers.ts';

/** The latest sign-in or sign-up, as the audit log recorded it. */
const lastSignIn = sql<Date | null>`(
  SELECT max(a.created_at) FROM audit_entries a
  WHERE a.tenant_id = u.tenant_id AND a.actor_user_id = u.id AND a.category = 'auth' AND a.action IN ('login', 'signup'))`;

function accounts(trx: TenantTransaction, tenantId: string) {
  return (
    trx
      .selectFrom('users as u')
      .innerJoin('role_groups as r', (join) => join.onRef('r.id', '=', 'u.role_group_id').onRef('r.tenant_id', '=', 'u.tenant_id'))
      .leftJoin('entities as e', (join) => join.onRef('e.id', '=', 'u.entity_id').onRef('e.tenant_id', '=', 'u.tenant_id'))
      .where('u.tenant_id', '=', tenantId)
      // A deleted account stays for the audit log, anonymised (delete-account.ts): no longer a person to manage.
      .where(sql<boolean>`u.email <> 'deleted-' || u.id || '@invalid'`)
  );
}

type AccountQuery = ReturnType<typeof accounts>;

async function loadAccounts(query: AccountQuery): Promise<(AccountListItem & { permissions: string[] })[]> {
  const rows = await query
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.kind',
      'u.is_active',
      'u.created_at',
      'r.id as role_group_id',
      'r.name as role_group_name',
      'r.permissions',
      'e.id as entity_id',
      'e.name as entity_name',
      lastSignIn.as('last_sign_in_at'),
    ])
    .orderBy(sql`lower(u.first_name || ' ' || u.last_name)`)
    .orderBy('u.email')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    kind: row.kind,
    role_group: { id: row.role_group_id, name: row.role_group_name },
    entity: row.entity_id && row.entity_name ? { id: row.entity_id, name: row.entity_name } : null,
    is_active: row.is_active,
    last_sign_in_at: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
    created_at: row.created_at.toISOString(),
    permissions: row.permissions,
  }));
}

const withoutPermissions = ({ permissions: _permissions, ...account }: AccountListItem & { permissions: string[] }): AccountListItem => account;

/** One page of the organisation's people, by name; `search` finds a name or an email, `entityId` a client's users. */
export async function listAccounts(
  trx: TenantTransaction,
  tenantId: string,
  query: PageQuery & { search?: string; entityId?: string },
): Promise<{ count: number; results: AccountListItem[] }> {
  const filtered = accounts(trx, tenantId)
    .$if(!!query.entityId, (q) => q.where('u.entity_id', '=', query.entityId!))
    .$if(!!query.search, (q) =>
      q.where((eb) =>
        eb.or([
          eb('u.email', 'ilike', containsPattern(query.search!)),
          eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', containsPattern(query.search!)),
        ]),
      ),
    );
  const { count } = await filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const results = await loadAccounts(filtered.limit(query.page_size).offset(pageOffset(query)));
  return { count: Number(count), results: results.map(withoutPermissions) };
}

export const countMessage = (count: number) => (count === 0 ? 'No users match.' : `${count} user${count === 1 ? '' : 's'} found.`);

export const accountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/',
    {
      onRequest: app.requirePermission('view_staff_menu'),
      schema: {
        tags: ['accounts'],
        summary: "The organisation's users (staff and clients' users), by name, paged",
        description: '`search` finds a name or an email; `entity_id` a client\'s users. `last_sign_in_at` comes from the audit log.',
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
          throw new ApiError(403, 'permission_denied', `${name} holds permissions you do not hold (${beyond.join(', ')}). Ask an administrator who holds them.`);
        }
        // Reached only when another manager is removing this one at the same moment: the caller manages users too.
        const keepAManager = () =>
          keepAnotherUserManager(
            trx,
            principal.tenantId,
            before.id,
            `${name} is the only active person left who can manage this organisation's users. Give someone else a role that can manage users first.`,
          );
        const audit = { tenantId: principal.tenantId, actorUserId: principal.userId, entityId: before.entity?.id ?? null, targetType: 'user', targetId: before.id, ...requestOrigin(request) };
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
          await writeAudit(trx, { ...audit, category: 'user', action: 'change_role', before: { role_group: before.role_group.name }, after: { role_group: role.name } });
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
