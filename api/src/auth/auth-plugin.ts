// Route guards: `onRequest: app.requireAuth` for any signed-in user, `app.requirePermission(...)` for
// users holding every listed permission (compared case-insensitively, as the front end does). A user
// whose password expired passes only on routes configured with `allowExpiredPassword`.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Permission } from '@app/shared/contract';
import { missingPermission, permissionDenied } from '../access/principal.ts';
import { ApiError, TOKEN_NOT_VALID } from '../http/api-error.ts';
import type { AccessTokens, Principal } from './access-tokens.ts';
import type { LiveAccessChecks } from './live-access.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    requireAuth: onRequestAsyncHookHandler;
    requirePermission(...permissions: Permission[]): onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in user; set by requireAuth and requirePermission. */
    principal: Principal;
  }
  interface FastifyContextConfig {
    /** The route stays open to a user whose password expired (reading the profile, changing the password). */
    allowExpiredPassword?: boolean;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

async function authenticate(request: FastifyRequest, accessTokens: AccessTokens, liveAccess: LiveAccessChecks): Promise<void> {
  if (request.principal) return;
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw new ApiError(401, TOKEN_NOT_VALID, 'Please sign in to continue.');
  const principal = await accessTokens.verify(token);
  if (principal.tenantId !== request.tenant.id) {
    throw new ApiError(401, TOKEN_NOT_VALID, 'This session belongs to another organisation. Please sign in again.');
  }
  const access = await liveAccess.check(principal);
  if (!access.open) throw new ApiError(401, TOKEN_NOT_VALID, 'Your session has ended. Please sign in again.');
  if (principal.passwordExpired && !request.routeOptions.config.allowExpiredPassword) {
    throw new ApiError(403, 'password_expired', 'Your password has expired. Please choose a new one to continue.');
  }
  // The permissions the account holds now, not those it held when the token was signed.
  request.principal = { ...principal, permissions: access.permissions };
}

export const authPlugin = fp<{ accessTokens: AccessTokens; liveAccess: LiveAccessChecks }>(
  async (app, { accessTokens, liveAccess }) => {
    app.decorate('accessTokens', accessTokens);
    app.addHook('onClose', async () => {
      liveAccess.close();
      accessTokens.close();
    });
    app.decorateRequest('principal', null as unknown as Principal);
    app.decorate('requireAuth', async function requireAuth(request: FastifyRequest) {
      await authenticate(request, accessTokens, liveAccess);
    });
    app.decorate('requirePermission', (...permissions: Permission[]) => {
      return async function requirePermission(request: FastifyRequest) {
        await authenticate(request, accessTokens, liveAccess);
        const missing = missingPermission(request.principal, permissions);
        if (missing) throw permissionDenied(missing);
      };
    });
  },
  { name: 'auth', dependencies: ['tenancy'] },
);
