// Settings → Organisation: its name, tab title, splash and login texts, support email, logos and
// favicon. Every request reads them afresh (GET /configuration/), so a change shows on the next page
// anyone opens: no rebuild, no restart.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organisationSettingsSchema, updateOrganisationSettingsRequestSchema } from '@app/shared/contract';
import type { Principal } from '../auth/access-tokens.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { tenantChanged } from '../tenancy/tenant-directory.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { decodeBrandingImages } from './branding-image-store.ts';
import { changeOrganisationSettings, readOrganisationSettings } from './organisation-settings-store.ts';

/** Three logos and a favicon as data URLs, with room for their base64 encoding. */
const BODY_LIMIT = 3 * 1024 * 1024;

function assertStaff(principal: Principal): void {
  if (principal.kind !== 'staff') {
    throw new ApiError(403, 'permission_denied', "Only the organisation's staff can change its settings.");
  }
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
      return { message: 'Organisation settings loaded.', data: await withTenant(app.db, tenantId, (trx) => readOrganisationSettings(trx, tenantId)) };
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
      const actor = { principal, origin: requestOrigin(request) };
      const settings = await withTenant(app.db, principal.tenantId, (trx) => changeOrganisationSettings(trx, actor, body, uploads));
      // The host directory keeps the organisation's row for a second: a new name shows at once here.
      if (settings.changed.includes('name')) tenantChanged();
      return { message: 'Organisation settings saved. Everyone sees them on the next page they open.', data: settings.saved };
    },
  );
};
