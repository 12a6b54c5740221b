import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invitationSchema, TOKEN_ERROR_CODES } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { describeInvitation, findUsableInvitation } from './invitations.ts';

export const invitationVerifyRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invite-user/token/verify/:token/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Who an invitation link is for',
        description: `Public. An unknown, used or expired token answers 400 with code ${TOKEN_ERROR_CODES.join(', ')}.`,
        params: z.object({ token: z.string() }),
        response: { 200: envelope(invitationSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { tenant } = request;
      const invitation = await withTenant(app.db, tenant.id, (trx) => findUsableInvitation(trx, tenant, request.params.token));
      return { message: `You are invited to join ${tenant.name}.`, data: describeInvitation(invitation, tenant) };
    },
  );
};
