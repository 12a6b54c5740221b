// /api/v1/accounts/lookups/entity/ and /entity-members/: the clients a project can be for, and the
// people a project can be assigned to. A client user sees only its own client.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityMemberSchema, namedRefSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { notFound } from '../http/error-handler.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { ApiError } from '../http/api-error.ts';
import { activeClients, peopleToAssign } from './project-choices.ts';
import { clientScope } from '../access/principal.ts';

/** Staff see the client list only for work that names a client: projects, invitations, the audit log, clients, subscriptions. */
const NEEDS_CLIENT_LIST = [
  'view_project',
  'manage_projects',
  'invite_users',
  'view_audit_log',
  'manage_entities',
  'view_subscriptions',
  'manage_subscriptions',
];

export const accountLookupsPlugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/entity/',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['accounts'],
        summary: 'Clients (entities), by name',
        description:
          'Staff holding a permission whose work names a client (projects, invitations, the audit log, clients, subscriptions) get every ' +
          'active client of the organisation; a client user gets its own client only.',
        response: { 200: envelope(z.array(namedRefSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { principal } = request;
      const own = clientScope(principal);
      const held = new Set(principal.permissions.map((permission) => permission.toLowerCase()));
      if (own === null && !NEEDS_CLIENT_LIST.some((permission) => held.has(permission))) {
        throw new ApiError(403, 'permission_denied', 'You do not have permission to see the list of clients.');
      }
      const entities = await withTenant(app.db, principal.tenantId, (trx) => activeClients(trx, principal.tenantId, own));
      return { message: `${entities.length} client${entities.length === 1 ? '' : 's'}.`, data: entities };
    },
  );

  app.get(
    '/entity-members/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['accounts'],
        summary: 'People a project can be assigned to: staff who work on projects and the users of the client',
        description: 'Without `entity_id`: staff only. A client user may ask for its own client only (others answer 404).',
        querystring: z.object({ entity_id: z.string().uuid().optional() }),
        response: { 200: envelope(z.array(entityMemberSchema)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const own = clientScope(principal);
      if (own !== null && query.entity_id !== undefined && query.entity_id !== own) throw notFound();
      const entityId = query.entity_id ?? own;
      const members = await withTenant(app.db, principal.tenantId, (trx) => peopleToAssign(trx, principal.tenantId, entityId));
      return { message: `${members.length} ${members.length === 1 ? 'person' : 'people'}.`, data: members };
    },
  );
};
