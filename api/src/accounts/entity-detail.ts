import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { entityDetailSchema, entityDetailUpdateSchema, type EntityDetail } from '@app/shared/contract';
import { writeAudit } from '../auditlog/write-audit.ts';
import { checkLocation, findCountry, statesOf } from '../base/countries.ts';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/error-handler.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';

const STAFF_HAVE_NO_CLIENT = 'Only client users have client details.';

async function readEntity(trx: TenantTransaction, tenantId: string, entityId: string): Promise<EntityDetail> {
  const row = await trx
    .selectFrom('entities')
    .select(['id', 'name', 'country', 'state'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', entityId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const country = row.country ? findCountry(row.country) : undefined;
  const state = country && row.state ? statesOf(country.id).find((item) => item.id === row.state) : undefined;
  return {
    id: row.id,
    name: row.name,
    country_id: country?.id ?? '',
    state_id: state?.id ?? null,
    country_name: country?.name ?? '',
    state_name: state?.name ?? null,
  };
}

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
      const detail = await withTenant(app.db, tenant.id, async (trx) => {
        const before = await readEntity(trx, tenant.id, entityId);
        await trx.updateTable('entities').set({ name, country, state }).where('tenant_id', '=', tenant.id).where('id', '=', entityId).execute();
        await writeAudit(trx, {
          tenantId: tenant.id,
          actorUserId: principal.userId,
          entityId,
          category: 'entity',
          action: 'update',
          targetType: 'entity',
          targetId: entityId,
          before: { name: before.name, country: before.country_id, state: before.state_id },
          after: { name, country, state },
          ...requestOrigin(request),
        });
        return readEntity(trx, tenant.id, entityId);
      });
      return { message: 'Your client details were saved.', data: detail };
    },
  );
};
