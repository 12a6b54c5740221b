// The organisation's uploaded logos and favicon: checked by their content (never by the type the
// browser claims), kept in branding_images and served publicly, since the login page shows them.
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BRANDING_IMAGE_MAX_BYTES,
  BRANDING_IMAGE_NAMES,
  BRANDING_IMAGE_TYPES,
  FAVICON_IMAGE_TYPES,
  type BrandingImageName,
  type UpdateOrganisationSettingsRequest,
} from '@app/shared/contract';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/error-handler.ts';
import { errorResponses } from '../http/schemas.ts';

const IMAGES_URL = '/api/v1/base/branding/images/';
const DATA_URL = /^data:[^;,]*;base64,([A-Za-z0-9+/=\s]*)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const LABELS: Record<BrandingImageName, string> = {
  logo: 'The logo',
  logo_with_text: 'The logo with the name',
  admin_logo: 'The top-bar logo',
  favicon_icon: 'The favicon',
};

export interface BrandingImageUpload {
  id: string;
  url: string;
  mediaType: string;
  content: Buffer;
}

/** The id of an uploaded image an item's value points at, or null (a default, or no image). */
export function brandingImageId(value: string | null): string | null {
  if (!value?.startsWith(IMAGES_URL)) return null;
  const id = value.slice(IMAGES_URL.length);
  return UUID.test(id) ? id : null;
}

function kilobytes(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}

/** Why this upload cannot be the image, or its decoded content. */
async function decodeImage(name: BrandingImageName, dataUrl: string): Promise<BrandingImageUpload | string> {
  const label = LABELS[name];
  const base64 = DATA_URL.exec(dataUrl)?.[1];
  if (base64 === undefined) return `${label} must be an uploaded image file.`;
  const content = Buffer.from(base64, 'base64');
  if (content.length === 0) return `${label} file is empty.`;
  const maxBytes = BRANDING_IMAGE_MAX_BYTES[name];
  if (content.length > maxBytes) return `${label} is ${kilobytes(content.length)}; it may be at most ${kilobytes(maxBytes)}.`;
  const allowed: readonly string[] = name === 'favicon_icon' ? FAVICON_IMAGE_TYPES : BRANDING_IMAGE_TYPES;
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !allowed.includes(detected.mime)) {
    const formats = name === 'favicon_icon' ? 'PNG, JPEG, WebP, GIF or ICO' : 'PNG, JPEG, WebP or GIF';
    return `${label} must be a ${formats} image${detected ? ` (this file is ${detected.ext.toUpperCase()})` : ''}.`;
  }
  const id = randomUUID();
  return { id, url: `${IMAGES_URL}${id}`, mediaType: detected.mime, content };
}

/** Every image of the request decoded and checked; a 400 naming each refused one. */
export async function decodeBrandingImages(body: UpdateOrganisationSettingsRequest): Promise<Partial<Record<BrandingImageName, BrandingImageUpload>>> {
  const uploads: Partial<Record<BrandingImageName, BrandingImageUpload>> = {};
  const errors: Record<string, string[]> = {};
  for (const name of BRANDING_IMAGE_NAMES) {
    const sent = body[name];
    if (typeof sent !== 'string') continue;
    const decoded = await decodeImage(name, sent);
    if (typeof decoded === 'string') errors[name] = [decoded];
    else uploads[name] = decoded;
  }
  const refused = Object.values(errors).flat();
  if (refused.length > 0) throw new ApiError(400, 'invalid', refused.join(' '), errors);
  return uploads;
}

export async function storeBrandingImage(trx: TenantTransaction, tenantId: string, upload: BrandingImageUpload): Promise<void> {
  await trx.insertInto('branding_images').values({ id: upload.id, tenant_id: tenantId, media_type: upload.mediaType, content: upload.content }).execute();
}

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
      if (!UUID.test(params.id)) throw notFound();
      const image = await withTenant(app.db, tenant.id, (trx) =>
        trx.selectFrom('branding_images').select(['media_type', 'content']).where('tenant_id', '=', tenant.id).where('id', '=', params.id).executeTakeFirst(),
      );
      if (!image) throw notFound();
      return reply
        .type(image.media_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(image.content));
    },
  );
};
