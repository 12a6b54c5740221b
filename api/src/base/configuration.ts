import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { configurationItemSchema, PUBLIC_CONFIGURATION_NAMES } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { envelope, errorResponses } from '../http/schemas.ts';

const order = (name: string) => PUBLIC_CONFIGURATION_NAMES.indexOf(name as (typeof PUBLIC_CONFIGURATION_NAMES)[number]);

export const configurationRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/configuration/',
    {
      schema: {
        tags: ['base'],
        summary: "The organisation's splash and login branding",
        description: `Public. Items named ${PUBLIC_CONFIGURATION_NAMES.join(', ')}; a name without an item uses the front end's default.`,
        response: { 200: envelope(z.array(configurationItemSchema)), ...errorResponses(404) },
      },
    },
    async (request) => {
      const { tenant } = request;
      const items = await withTenant(app.db, tenant.id, (trx) =>
        trx
          .selectFrom('configuration_items')
          .select(['name', 'value'])
          .where('tenant_id', '=', tenant.id)
          .where('name', 'in', [...PUBLIC_CONFIGURATION_NAMES])
          .execute(),
      );
      return { message: 'Configuration loaded.', data: items.sort((a, b) => order(a.name) - order(b.name)) };
    },
  );
};
