// The organisation's settings as its administrators see and change them: its name (on the tenant) and
// its configuration items (texts, and the logos' and favicon's addresses); a change is audited with
// the values before and after, and an image replaced is deleted.
import { organisationSettingsSchema, type OrganisationSettings, type UpdateOrganisationSettingsRequest } from '@app/shared/contract';
import type { ChangeActor } from '../access/principal.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { brandingImageId, storeBrandingImage, type BrandingImageUpload } from './branding-image-store.ts';
import { defaultBranding } from './default-branding.ts';

type ItemName = Exclude<keyof OrganisationSettings, 'name'>;
const ITEM_NAMES = Object.keys(organisationSettingsSchema.shape).filter((key): key is ItemName => key !== 'name');

/** The organisation's settings now; an item it does not hold reads empty (a text) or null (an image). */
export async function readOrganisationSettings(trx: TenantTransaction, tenantId: string): Promise<OrganisationSettings> {
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

/**
 * Writes the settings sent (`uploads`: their images, checked already), audited when anything changed;
 * answers the names of the settings that changed and the settings saved.
 */
export async function changeOrganisationSettings(
  trx: TenantTransaction,
  { principal, origin }: ChangeActor,
  body: UpdateOrganisationSettingsRequest,
  uploads: Partial<Record<ItemName, BrandingImageUpload>>,
): Promise<{ changed: (keyof OrganisationSettings)[]; saved: OrganisationSettings }> {
  const before = await readOrganisationSettings(trx, principal.tenantId);
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
      after: pick(await readOrganisationSettings(trx, principal.tenantId), changed),
      ...origin,
    });
  }
  return { changed, saved: await readOrganisationSettings(trx, principal.tenantId) };
}
