// /api/v1/base: the organisation's configuration (public branding, its administrators' settings) and
// the country and state lookups.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandingImagesRoute } from './branding-images.ts';
import { brandingRoute } from './branding.ts';
import { configurationRoute } from './configuration.ts';
import { lookupsRoute } from './lookups.ts';
import { organisationSettingsRoute } from './organisation-settings.ts';

export const basePlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(configurationRoute);
  await app.register(organisationSettingsRoute);
  await app.register(brandingRoute);
  await app.register(brandingImagesRoute);
  await app.register(lookupsRoute);
};
