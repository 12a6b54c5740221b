// GET /api/v1/base/lookups/...: the countries and a country's states the address forms offer (public).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lookupItemSchema } from '@app/shared/contract';
import { ApiError } from '../http/api-error.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { countries, findCountry, statesOf } from './countries.ts';

export const lookupsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lookups/country/',
    {
      schema: {
        tags: ['base'],
        summary: 'Every country, by name',
        description: 'Public. `id` and `code` are the ISO 3166-1 alpha-2 code.',
        response: { 200: envelope(z.array(lookupItemSchema)), ...errorResponses(404) },
      },
    },
    async () => ({ message: 'Countries loaded.', data: countries }),
  );
  app.get(
    '/lookups/state/:id/',
    {
      schema: {
        tags: ['base'],
        summary: "A country's states, by name",
        description: 'Public. `id` and `code` are the ISO 3166-2 code; a country without states answers an empty list.',
        params: z.object({ id: z.string() }),
        response: { 200: envelope(z.array(lookupItemSchema)), ...errorResponses(404) },
      },
    },
    async (request) => {
      if (!findCountry(request.params.id)) throw new ApiError(404, 'not_found', 'There is no country with this code.');
      return { message: 'States loaded.', data: statesOf(request.params.id) };
    },
  );
};
