// The organisation's uploaded logos and favicon, served publicly, since the login page shows them;
// how they are checked and kept is branding-image-store.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withTenant } from '../db/tenant-scope.ts';
import { notFound } from '../http/error-handler.ts';
import { errorResponses } from '../http/schemas.ts';
import { isBrandingImageId, readBrandingImage } from './branding-image-store.ts';

export const brandingImagesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/branding/images/:id',
    {
      schema: {
        tags: ['base'],
        summary: 'An uploaded logo or favicon of the organisation',
        description: 'Public (the login page shows it). A new upload gets a new address, so an image never changes under its address.',
        params: z.object({ id: z.string() }),
        response: { 200: { description: 'The image', content: { 'image/*': { schema: z.any() } } }, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { tenant, params } = request;
      if (!isBrandingImageId(params.id)) throw notFound();
      const image = await withTenant(app.db, tenant.id, (trx) => readBrandingImage(trx, tenant.id, params.id));
      if (!image) throw notFound();
      return reply
        .type(image.media_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(image.content));
    },
  );
};
