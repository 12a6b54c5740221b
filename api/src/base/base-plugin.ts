// /api/v1/base: public configuration (branding) of the organisation and the country and state lookups.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandingRoute } from './branding.ts';
import { configurationRoute } from './configuration.ts';
import { lookupsRoute } from './lookups.ts';

export const basePlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(configurationRoute);
  await app.register(brandingRoute);
  await app.register(lookupsRoute);
};
