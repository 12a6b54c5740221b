// Finds the organisation (tenant) of every API request from its host sub-domain.
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { ApiError } from '../http/api-error.ts';
import type { Database, Tenant } from '../db/schema.ts';
import { TenantDirectory } from './tenant-directory.ts';
import { tenantSlugFromHost } from './tenant-from-host.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The organisation the request's host addresses; set on every request under the API prefix. */
    tenant: Tenant;
  }
}

export const tenancyPlugin = fp<{ db: Kysely<Database>; prefix: string }>(
  async (app, { db, prefix }) => {
    app.decorateRequest('tenant', null as unknown as Tenant);
    const directory = new TenantDirectory(db);
    app.addHook('onClose', async () => directory.close());
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith(prefix)) return;
      const slug = tenantSlugFromHost(request.hostname);
      const tenant = await directory.find(slug);
      if (!tenant) {
        throw new ApiError(404, 'tenant_not_found', `There is no organisation at ${request.hostname}. Check the address.`);
      }
      request.tenant = tenant;
    });
  },
  { name: 'tenancy' },
);
