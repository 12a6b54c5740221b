// /api/v1/entity/: the organisation's clients with their status and number of users (GET), a client's
// activation (PATCH /{id}/: an inactive client's users cannot sign in) and its users
// (GET /entity-view-accounts/?entity_id=).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_ORDERING_FIELDS,
  accountListItemSchema,
  entityListItemSchema,
  entityListQuerySchema,
  pagedOf,
  orderingParam,
  paginationQuerySchema,
  updateEntityStatusRequestSchema,
} from '@app/shared/contract';
import { assertStaff } from '../access/staff-rights.ts';
import { countMessage, listAccounts } from '../accounts/account-list.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { pageLinks } from '../http/paging.ts';
import { clientById, listClients, setClientStatus } from './clients.ts';

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
      const { count, results } = await withTenant(app.db, principal.tenantId, (trx) => listClients(trx, principal.tenantId, query));
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
      const actor = { principal, origin: requestOrigin(request) };
      const client = await withTenant(app.db, principal.tenantId, (trx) => setClientStatus(trx, actor, params.id, body.status));
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
