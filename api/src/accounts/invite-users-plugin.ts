// The /invite-users screen's calls under /api/v1/accounts: invitations (one, or a spreadsheet of them),
// and the organisation's users (list, role, deactivation). The clients are under /api/v1/entity.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountAdminRoutes } from './account-admin.ts';
import type { AccountsOptions } from './accounts-options.ts';
import { bulkInviteRoutes } from './bulk-invite.ts';
import { inviteUserRoutes } from './invite-user.ts';

export const inviteUsersPlugin: FastifyPluginAsyncZod<Pick<AccountsOptions, 'publicUrl'>> = async (app, { publicUrl }) => {
  await app.register(inviteUserRoutes, { publicUrl });
  await app.register(accountAdminRoutes);
  await app.register(multipart);
  await app.register(bulkInviteRoutes, { publicUrl });
};
