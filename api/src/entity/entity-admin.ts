// /api/v1/entity/: the organisation's clients with their status and number of users (GET), a client's
// activation (PATCH /{id}/: an inactive client's users cannot sign in) and its users
// (GET /entity-view-accounts/?entity_id=).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  ACCOUNT_ORDERING_FIELDS,
  accountListItemSchema,
  ENTITY_DEFAULT_ORDERING,
  entityListItemSchema,
  entityListQuerySchema,
  pagedOf,
  orderingParam,
  paginationQuerySchema,
  updateEntityStatusRequestSchema,
  type ENTITY_ORDERING_FIELDS,
  type EntityListItem,
} from '@app/shared/contract';
import { assertStaff } from '../access/staff-rights.ts';
import { countMessage, listAccounts } from '../accounts/account-list.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import { accessChanged } from '../auth/live-access.ts';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { notFound } from '../http/error-handler.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { containsPattern } from '../http/contains-pattern.ts';
import { orderBySql, type ListOrdering } from '../http/ordering.ts';
import { pageLinks, pageOffset } from '../http/paging.ts';

/** The client's people, anonymised (deleted) accounts left out as in the users list. */
const usersCount = sql<number>`(
  SELECT count(*) FROM users u
  WHERE u.tenant_id = e.tenant_id AND u.entity_id = e.id AND u.email <> 'deleted-' || u.id || '@invalid')`;

function clients(trx: TenantTransaction, tenantId: string) {
  return trx.selectFrom('entities as e').where('e.tenant_id', '=', tenantId);
}

const CLIENT_ORDERING: ListOrdering<(typeof ENTITY_ORDERING_FIELDS)[number]> = {
  columns: { name: sql`lower(e.name)`, status: sql`e.status`, users_count: usersCount, created_at: sql`e.created_at` },
  defaultOrdering: ENTITY_DEFAULT_ORDERING,
  tieBreaker: sql`e.id`,
};

async function loadClients(query: ReturnType<typeof clients>, ordering?: string): Promise<EntityListItem[]> {
  const rows = await query
    .select(['e.id', 'e.name', 'e.status', 'e.created_at', usersCount.as('users_count')])
    .orderBy(orderBySql(ordering, CLIENT_ORDERING))
    .execute();
  return rows.map((row) => ({ ...row, users_count: Number(row.users_count), created_at: row.created_at.toISOString() }));
}

async function clientById(trx: TenantTransaction, tenantId: string, id: string): Promise<EntityListItem> {
  const [client] = await loadClients(clients(trx, tenantId).where('e.id', '=', id));
  if (!client) throw notFound();
  return client;
}

export const entityAdminPlugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requirePermission('view_staff_menu'),
      schema: {
        tags: ['entity'],
        summary: "The organisation's clients with their status and number of users, ordered (by name by default), paged",
        description: '`ordering`: comma-separated fields, `-` for descending.',
        querystring: entityListQuerySchema,
        response: { 200: envelope(pagedOf(entityListItemSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      assertStaff(principal);
      const { count, results } = await withTenant(app.db, principal.tenantId, async (trx) => {
        const filtered = clients(trx, principal.tenantId)
          .$if(!!query.search, (q) => q.where('e.name', 'ilike', containsPattern(query.search!)))
          .$if(!!query.status, (q) => q.where('e.status', '=', query.status!));
        const { count } = await filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
        return { count: Number(count), results: await loadClients(filtered.limit(query.page_size).offset(pageOffset(query)), query.ordering) };
      });
      return {
        message: count === 0 ? 'No clients match.' : `${count} client${count === 1 ? '' : 's'} found.`,
        data: { count, ...pageLinks(request, count, query), results },
      };
    },
  );

  app.patch(
    '/:id/',
    {
      onRequest: app.requirePermission('manage_entities'),
      schema: {
        tags: ['entity'],
        summary: 'Activate or deactivate a client',
        description: 'While a client is inactive its users cannot sign in, their sessions end, and it cannot be chosen for new projects or invitations.',
        params: z.object({ id: z.string().uuid() }),
        body: updateEntityStatusRequestSchema,
        response: { 200: envelope(entityListItemSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { principal, params, body } = request;
      assertStaff(principal);
      const client = await withTenant(app.db, principal.tenantId, async (trx) => {
        const before = await clientById(trx, principal.tenantId, params.id);
        if (before.status === body.status) return before;
        await trx.updateTable('entities').set({ status: body.status }).where('tenant_id', '=', principal.tenantId).where('id', '=', before.id).execute();
        // Its users' sessions end (or may go on) from their next request.
        accessChanged('everyone');
        if (body.status === 'inactive') {
          // Their refresh tokens stop working at once; sign-in refuses them while the client is inactive.
          await trx
            .updateTable('refresh_sessions')
            .set({ revoked_at: sql<Date>`now()` })
            .where('tenant_id', '=', principal.tenantId)
            .where('revoked_at', 'is', null)
            .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('tenant_id', '=', principal.tenantId).where('entity_id', '=', before.id))
            .execute();
        }
        await writeAudit(trx, {
          tenantId: principal.tenantId,
          actorUserId: principal.userId,
          entityId: before.id,
          category: 'entity',
          action: body.status === 'active' ? 'activate' : 'deactivate',
          targetType: 'entity',
          targetId: before.id,
          before: { status: before.status },
          after: { status: body.status },
          ...requestOrigin(request),
        });
        return clientById(trx, principal.tenantId, before.id);
      });
      return {
        message:
          client.status === 'active' ? `${client.name} is active: its users can sign in.` : `${client.name} is inactive: its users can no longer sign in.`,
        data: client,
      };
    },
  );

  app.get(
    '/entity-view-accounts/',
    {
      onRequest: app.requirePermission('view_staff_menu'),
      schema: {
        tags: ['entity'],
        summary: "A client's users, ordered (by name by default), paged",
        querystring: paginationQuerySchema.extend({
          entity_id: z.string('Choose a client.').uuid('Choose a client.'),
          ordering: orderingParam(ACCOUNT_ORDERING_FIELDS),
        }),
        response: { 200: envelope(pagedOf(accountListItemSchema)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      assertStaff(principal);
      const { count, results } = await withTenant(app.db, principal.tenantId, async (trx) => {
        await clientById(trx, principal.tenantId, query.entity_id);
        return listAccounts(trx, principal.tenantId, { ...query, entityId: query.entity_id });
      });
      return { message: countMessage(count), data: { count, ...pageLinks(request, count, query), results } };
    },
  );
};
