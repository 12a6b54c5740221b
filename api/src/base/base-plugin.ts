// /api/v1/base: public configuration (branding) of the organisation.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandingRoute } from './branding.ts';
import { configurationRoute } from './configuration.ts';

export const basePlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(configurationRoute);
  await app.register(brandingRoute);
};
