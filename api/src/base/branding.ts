import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../http/error-handler.ts';
import { errorResponses } from '../http/schemas.ts';
import { BRANDING_FILES } from './default-branding.ts';

export const brandingRoute: FastifyPluginAsyncZod = async (app) => {
  const files = new Map(
    await Promise.all(BRANDING_FILES.map(async (file) => [file as string, await readFile(new URL(`./branding/${file}`, import.meta.url), 'utf8')] as const)),
  );
  app.get(
    '/branding/:file',
    {
      schema: {
        tags: ['base'],
        summary: 'A default branding image',
        params: z.object({ file: z.string() }),
        response: {
          200: { description: 'An SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const svg = files.get(request.params.file);
      if (!svg) throw notFound();
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
};
