// /api/v1/accounts: sign-in, session renewal and sign-out; invitations and sign-up; forgotten, expired
// and changed passwords; the signed-in user's profile, client details and account deletion.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsOptions } from './accounts-options.ts';
import { changePasswordRoute } from './change-password.ts';
import { deleteAccountRoute } from './delete-account.ts';
import { entityDetailRoute } from './entity-detail.ts';
import { forgotPasswordRoute } from './forgot-password.ts';
import { invitationVerifyRoute } from './invitation-verify.ts';
import { loginRoute } from './login.ts';
import { logoutRoute } from './logout.ts';
import { resetPasswordRoute } from './reset-password.ts';
import { signupRoute } from './signup.ts';
import { tokenRefreshRoute } from './token-refresh.ts';
import { userDetailRoute } from './user-detail.ts';

export const accountsPlugin: FastifyPluginAsyncZod<AccountsOptions> = async (app, settings) => {
  // Only the settings are handed on: the plugin's own `prefix` would be applied twice.
  const { refreshTokenTtlSeconds, passwordMaxAgeDays, signInThrottle, publicUrl } = settings;
  const options: AccountsOptions = { refreshTokenTtlSeconds, passwordMaxAgeDays, signInThrottle, publicUrl };
  await app.register(loginRoute, options);
  await app.register(tokenRefreshRoute, options);
  await app.register(logoutRoute);
  await app.register(userDetailRoute, options);
  await app.register(invitationVerifyRoute);
  await app.register(signupRoute, options);
  await app.register(forgotPasswordRoute, options);
  await app.register(resetPasswordRoute);
  await app.register(changePasswordRoute, options);
  await app.register(entityDetailRoute);
  await app.register(deleteAccountRoute, options);
};
