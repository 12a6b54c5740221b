// Settings → Organisation: its name, tab title, splash and login texts, support email, logos and
// favicon. Every request reads them afresh (GET /configuration/), so a change shows on the next page
// anyone opens: no rebuild, no restart.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  organisationSettingsSchema,
  updateOrganisationSettingsRequestSchema,
  type OrganisationSettings,
  type UpdateOrganisationSettingsRequest,
} from '@app/shared/contract';
import type { Principal } from '../auth/access-tokens.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { tenantChanged } from '../tenancy/tenant-directory.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { brandingImageId, decodeBrandingImages, storeBrandingImage, type BrandingImageUpload } from './branding-images.ts';
import { defaultBranding } from './default-branding.ts';

type ItemName = Exclude<keyof OrganisationSettings, 'name'>;
const ITEM_NAMES = Object.keys(organisationSettingsSchema.shape).filter((key): key is ItemName => key !== 'name');

/** Three logos and a favicon as data URLs, with room for their base64 encoding. */
const BODY_LIMIT = 3 * 1024 * 1024;

function assertStaff(principal: Principal): void {
  if (principal.kind !== 'staff') {
    throw new ApiError(403, 'permission_denied', "Only the organisation's staff can change its settings.");
  }
}

async function readSettings(trx: TenantTransaction, tenantId: string): Promise<OrganisationSettings> {
  const tenant = await trx.selectFrom('tenants').select('name').where('id', '=', tenantId).executeTakeFirstOrThrow();
  const items = await trx
    .selectFrom('configuration_items')
    .select(['name', 'value'])
    .where('tenant_id', '=', tenantId)
    .where('name', 'in', ITEM_NAMES)
    .execute();
  const value = new Map(items.map((item) => [item.name, item.value]));
  const text = (name: ItemName) => value.get(name) ?? '';
  const image = (name: ItemName) => value.get(name) || null;
  return {
    name: tenant.name,
    application_title: value.get('application_title') || tenant.name,
    splash_short_description: text('splash_short_description'),
    splash_long_description: text('splash_long_description'),
    login_short_description: text('login_short_description'),
    login_long_description: text('login_long_description'),
    support_email: text('support_email'),
    logo: image('logo'),
    logo_with_text: image('logo_with_text'),
    admin_logo: image('admin_logo'),
    favicon_icon: image('favicon_icon'),
  };
}

/** What an image item holds after the update: the new upload's address, or the default for null. */
function imageValue(name: ItemName, upload: BrandingImageUpload | null, organisationName: string): string | null {
  if (upload) return upload.url;
  return defaultBranding(organisationName).find((item) => item.name === name)?.value ?? null;
}

export const organisationSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/configuration/organisation/',
    {
      onRequest: app.requirePermission('manage_configuration'),
      schema: {
        tags: ['base'],
        summary: "The organisation's settings, for its administrators",
        response: { 200: envelope(organisationSettingsSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      assertStaff(request.principal);
      const { tenantId } = request.principal;
      return { message: 'Organisation settings loaded.', data: await withTenant(app.db, tenantId, (trx) => readSettings(trx, tenantId)) };
    },
  );

  app.patch(
    '/configuration/',
    {
      onRequest: app.requirePermission('manage_configuration'),
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['base'],
        summary: "Change the organisation's settings",
        description:
          'Only the fields sent change. Images are `data:` URLs of PNG, JPEG, WebP or GIF files (the favicon also ICO), ' +
          'logos up to 512 KB, the favicon up to 100 KB; null puts the default back. Audited with the values before and after.',
        body: updateOrganisationSettingsRequestSchema,
        response: { 200: envelope(organisationSettingsSchema), ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const { principal, body } = request;
      assertStaff(principal);
      const uploads = await decodeBrandingImages(body);
      const settings = await withTenant(app.db, principal.tenantId, async (trx) => {
        const before = await readSettings(trx, principal.tenantId);
        const changed = await applyChanges(trx, principal.tenantId, before, body, uploads);
        if (changed.length > 0) {
          await writeAudit(trx, {
            tenantId: principal.tenantId,
            actorUserId: principal.userId,
            category: 'organisation',
            action: 'update_settings',
            targetType: 'tenant',
            targetId: principal.tenantId,
            before: pick(before, changed),
            after: pick(await readSettings(trx, principal.tenantId), changed),
            ...requestOrigin(request),
          });
        }
        return { changed, saved: await readSettings(trx, principal.tenantId) };
      });
      // The host directory keeps the organisation's row for a second: a new name shows at once here.
      if (settings.changed.includes('name')) tenantChanged();
      return { message: 'Organisation settings saved. Everyone sees them on the next page they open.', data: settings.saved };
    },
  );
};

function pick(settings: OrganisationSettings, keys: readonly (keyof OrganisationSettings)[]): Partial<OrganisationSettings> {
  return Object.fromEntries(keys.map((key) => [key, settings[key]]));
}

/** Writes what differs from `before`; answers the names of the settings that changed. */
async function applyChanges(
  trx: TenantTransaction,
  tenantId: string,
  before: OrganisationSettings,
  body: UpdateOrganisationSettingsRequest,
  uploads: Partial<Record<ItemName, BrandingImageUpload>>,
): Promise<(keyof OrganisationSettings)[]> {
  const changed: (keyof OrganisationSettings)[] = [];
  if (body.name !== undefined && body.name !== before.name) {
    await trx.updateTable('tenants').set({ name: body.name }).where('id', '=', tenantId).execute();
    changed.push('name');
  }
  const organisationName = body.name ?? before.name;
  for (const name of ITEM_NAMES) {
    const sent = body[name];
    if (sent === undefined) continue;
    const isImage = name in uploads || sent === null;
    let value: string | null;
    if (isImage) {
      const upload = uploads[name] ?? null;
      if (upload) await storeBrandingImage(trx, tenantId, upload);
      value = imageValue(name, upload, organisationName);
    } else {
      value = sent;
    }
    if (value === before[name]) continue;
    const replacedImage = brandingImageId(before[name]);
    if (value === null) {
      await trx.deleteFrom('configuration_items').where('tenant_id', '=', tenantId).where('name', '=', name).execute();
    } else {
      await trx
        .insertInto('configuration_items')
        .values({ tenant_id: tenantId, name, value })
        .onConflict((conflict) => conflict.columns(['tenant_id', 'name']).doUpdateSet({ value }))
        .execute();
    }
    // The image it pointed at is nobody's any more.
    if (replacedImage) await trx.deleteFrom('branding_images').where('tenant_id', '=', tenantId).where('id', '=', replacedImage).execute();
    changed.push(name);
  }
  return changed;
}
