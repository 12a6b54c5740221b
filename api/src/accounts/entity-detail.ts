import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { entityDetailSchema, entityDetailUpdateSchema } from '@app/shared/contract';
import { checkLocation } from '../base/countries.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { changeClientDetails, readEntity } from './client-details.ts';

const STAFF_HAVE_NO_CLIENT = 'Only client users have client details.';

export const entityDetailRoute: FastifyPluginAsyncZod = async (app) => {
  const clientOf = (entityId: string | null): string => {
    if (!entityId) throw new ApiError(403, 'permission_denied', STAFF_HAVE_NO_CLIENT);
    return entityId;
  };

  app.get(
    '/entity-detail/',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['accounts'],
        summary: "The signed-in client user's client: name, country and state",
        description: 'Client (entity) users only; staff get 403.',
        response: { 200: envelope(entityDetailSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { tenant, principal } = request;
      const entityId = clientOf(principal.entityId);
      const detail = await withTenant(app.db, tenant.id, (trx) => readEntity(trx, tenant.id, entityId));
      return { message: 'Your client details.', data: detail };
    },
  );

  app.patch(
    '/entity-detail/',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['accounts'],
        summary: "Change the signed-in client user's client details",
        description: 'Client (entity) users only; staff get 403.',
        body: entityDetailUpdateSchema,
        response: { 200: envelope(entityDetailSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { tenant, principal } = request;
      const entityId = clientOf(principal.entityId);
      const { name, country_id: country, state_id: state } = request.body;
      checkLocation(country, state);
      const actor = { principal, origin: requestOrigin(request) };
      const detail = await withTenant(app.db, tenant.id, (trx) => changeClientDetails(trx, actor, entityId, { name, country, state }));
      return { message: 'Your client details were saved.', data: detail };
    },
  );
};
