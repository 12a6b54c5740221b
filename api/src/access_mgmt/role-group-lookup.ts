// GET /api/v1/access_mgmt/lookups/role-group/: the organisation's role groups, for inviting people and
// changing their role.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleGroupSchema } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { ApiError } from '../http/api-error.ts';
import { assertStaff, permissionsBeyond } from '../access/staff-rights.ts';
import { roleGroupsByName } from './role-groups.ts';

export const roleGroupLookupPlugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lookups/role-group/',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['access_mgmt'],
        summary: "The organisation's role groups with their permissions, by name",
        description: 'Staff holding `invite_users` (to invite) or `manage_users` (to change a role).',
        response: { 200: envelope(z.array(roleGroupSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { principal } = request;
      // Either right needs the list: inviting chooses a role group, managing users changes it.
      if (permissionsBeyond(principal, ['invite_users']).length > 0 && permissionsBeyond(principal, ['manage_users']).length > 0) {
        throw new ApiError(403, 'permission_denied', 'You do not have permission to invite users.');
      }
      assertStaff(principal);
      const roleGroups = await withTenant(app.db, principal.tenantId, (trx) => roleGroupsByName(trx, principal.tenantId));
      return { message: `${roleGroups.length} role group${roleGroups.length === 1 ? '' : 's'}.`, data: roleGroups };
    },
  );
};
