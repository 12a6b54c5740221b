import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { logoutRequestSchema } from '@app/shared/contract';
import { writeAudit } from '../auditlog/write-audit.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { findSessionForUpdate, revokeFamily } from './refresh-sessions.ts';

export const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: end the session the refresh token belongs to',
        description: 'Succeeds for an unknown or already ended session too, so it can always be called.',
        body: logoutRequestSchema,
        response: { 200: envelope(z.null()), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { tenant } = request;
      await withTenant(app.db, tenant.id, async (trx) => {
        const session = await findSessionForUpdate(trx, tenant.id, request.body.refresh_token);
        if (!session || (await revokeFamily(trx, tenant.id, session.family_id)) === 0) return;
        await writeAudit(trx, {
          tenantId: tenant.id,
          actorUserId: session.user_id,
          category: 'auth',
          action: 'logout',
          targetType: 'session',
          targetId: session.family_id,
          ...requestOrigin(request),
        });
      });
      return { message: 'You have been signed out.', data: null };
    },
  );
};
