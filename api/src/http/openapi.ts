import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** The OpenAPI document, generated from the routes' zod schemas, at /api/docs (UI) and /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Questionnaire Workspace API',
        description:
          'Every answer is `{ message, data }`; errors are `{ message, code, errors }`. The organisation (tenant) ' +
          "is taken from the request's host sub-domain.",
        version,
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}

/**
 * Refuses, at start-up, an API route that would go undocumented and unvalidated. CORS preflights
 * (OPTIONS, answered with no body by the login route's CORS hook) have nothing to describe.
 */
export function requireRouteSchemas(app: FastifyInstance, prefix: string): void {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(prefix) && route.method !== 'OPTIONS' && !route.schema?.response) {
      throw new Error(`${String(route.method)} ${route.url} has no response schema; every API route declares one.`);
    }
  });
}
