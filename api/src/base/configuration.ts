// GET /api/v1/base/configuration/: the organisation's public branding (the splash and login pages').
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { configurationItemSchema, PUBLIC_CONFIGURATION_NAMES } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { readPublicConfiguration } from './public-configuration.ts';

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
      const items = await withTenant(app.db, tenant.id, (trx) => readPublicConfiguration(trx, tenant.id));
      return { message: 'Configuration loaded.', data: items };
    },
  );
};
