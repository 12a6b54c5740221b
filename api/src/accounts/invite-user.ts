// POST /api/v1/accounts/invite-user/ (invite one person), GET /invite-list/ (the invitations, paged,
// with a status derived from their dates), POST /invite-user/{id}/resend/ (a new link, mailed again)
// and DELETE /invite-user/{id}/ (revoke: the link stops working, the row stays for the record).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invitationListItemSchema, invitationListQuerySchema, inviteUserRequestSchema, pagedOf } from '@app/shared/contract';
import { assertStaff } from '../access/staff-rights.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { pageLinks, pageOffset } from '../http/paging.ts';
import type { AccountsOptions } from './accounts-options.ts';
import { inviteOne, listInvitations, resendInvitation, revokeInvitation } from './invitation-admin.ts';
import { INVITATION_TTL_DAYS } from './invitations.ts';

const idParams = z.object({ id: z.string().uuid() });

export const inviteUserRoutes: FastifyPluginAsyncZod<Pick<AccountsOptions, 'publicUrl'>> = async (app, { publicUrl }) => {
  const guard = app.requirePermission('invite_users');

  app.post(
    '/invite-user/',
    {
      onRequest: guard,
      schema: {
        tags: ['accounts'],
        summary: 'Invite a staff member or a client user by email',
        description:
          'Mails a sign-up link valid for ' +
          `${INVITATION_TTL_DAYS} days. Without \`entity_id\` a client user creates their client at sign-up. ` +
          'An email that already has an account, or a pending invitation, answers 409 (resend or revoke the pending one). ' +
          'A role group with permissions the inviter does not hold answers 403.',
        body: inviteUserRequestSchema,
        response: { 201: envelope(invitationListItemSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { principal, body } = request;
      assertStaff(principal);
      const invitation = await withTenant(app.db, principal.tenantId, (trx) => inviteOne(trx, { app, request, publicUrl }, body));
      reply.status(201);
      return { message: `Invitation sent to ${invitation.email}.`, data: invitation };
    },
  );

  app.get(
    '/invite-list/',
    {
      onRequest: guard,
      schema: {
        tags: ['accounts'],
        summary: 'Invitations, ordered (latest sent first by default), paged',
        description: '`status`: pending, accepted, expired or revoked. `search` finds an email. `ordering`: comma-separated fields, `-` for descending.',
        querystring: invitationListQuerySchema,
        response: { 200: envelope(pagedOf(invitationListItemSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      assertStaff(principal);
      const { count, results } = await withTenant(app.db, principal.tenantId, (trx) =>
        listInvitations(trx, principal.tenantId, { ...query, offset: pageOffset(query) }),
      );
      return {
        message: count === 0 ? 'No invitations match.' : `${count} invitation${count === 1 ? '' : 's'} found.`,
        data: { count, ...pageLinks(request, count, query), results },
      };
    },
  );

  app.post(
    '/invite-user/:id/resend/',
    {
      onRequest: guard,
      schema: {
        tags: ['accounts'],
        summary: 'Mail a pending or expired invitation again, with a new link',
        description: `The previous link stops working; the new one is valid for ${INVITATION_TTL_DAYS} days. Accepted and revoked invitations answer 400.`,
        params: idParams,
        response: { 200: envelope(invitationListItemSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      assertStaff(principal);
      const invitation = await withTenant(app.db, principal.tenantId, (trx) => resendInvitation(trx, { app, request, publicUrl }, params.id));
      return { message: `Invitation sent again to ${invitation.email}.`, data: invitation };
    },
  );

  app.delete(
    '/invite-user/:id/',
    {
      onRequest: guard,
      schema: {
        tags: ['accounts'],
        summary: 'Revoke an invitation: its link stops working',
        description: 'An accepted or already revoked invitation answers 400.',
        params: idParams,
        response: { 200: envelope(invitationListItemSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      assertStaff(principal);
      const actor = { principal, origin: requestOrigin(request) };
      const invitation = await withTenant(app.db, principal.tenantId, (trx) => revokeInvitation(trx, actor, params.id));
      return { message: `The invitation of ${invitation.email} is revoked.`, data: invitation };
    },
  );
};
