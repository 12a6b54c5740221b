// The organisation's uploaded logos and favicon: checked by their content (never by the type the
// browser claims) and kept in branding_images, each under an address of its own.
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  BRANDING_IMAGE_MAX_BYTES,
  BRANDING_IMAGE_NAMES,
  BRANDING_IMAGE_TYPES,
  FAVICON_IMAGE_TYPES,
  type BrandingImageName,
  type UpdateOrganisationSettingsRequest,
} from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';

const IMAGES_URL = '/api/v1/base/branding/images/';
const DATA_URL = /^data:[^;,]*;base64,([A-Za-z0-9+/=\s]*)$/;
const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

/** Whether `id` can name an uploaded image (anything else is no image of the organisation's). */
export const isBrandingImageId = (id: string) => IMAGE_ID.test(id);

/** The id of an uploaded image an item's value points at, or null (a default, or no image). */
export function brandingImageId(value: string | null): string | null {
  if (!value?.startsWith(IMAGES_URL)) return null;
  const id = value.slice(IMAGES_URL.length);
  return isBrandingImageId(id) ? id : null;
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

/** An uploaded image of the organisation, or undefined. */
export function readBrandingImage(trx: TenantTransaction, tenantId: string, id: string) {
  return trx.selectFrom('branding_images').select(['media_type', 'content']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}
