// /api/v1/accounts: sign-in, session renewal, sign-out and the signed-in user's profile.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRoute } from './login.ts';
import { logoutRoute } from './logout.ts';
import { tokenRefreshRoute } from './token-refresh.ts';
import { userDetailRoute } from './user-detail.ts';

export const accountsPlugin: FastifyPluginAsyncZod<{ refreshTokenTtlSeconds: number }> = async (app, { refreshTokenTtlSeconds }) => {
  await app.register(loginRoute, { refreshTokenTtlSeconds });
  await app.register(tokenRefreshRoute, { refreshTokenTtlSeconds });
  await app.register(logoutRoute);
  await app.register(userDetailRoute);
};
