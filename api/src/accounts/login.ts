import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, loginResponseSchema, RECAPTCHA_ACTIONS } from '@app/shared/contract';
import { writeAudit } from '../auditlog/write-audit.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { tooManyAttempts } from '../auth/rate-limits.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { sameCallOnOrganisation, soleAccountElsewhere } from './account-elsewhere.ts';
import type { AccountsOptions } from './accounts-options.ts';
import { clearSignInFailures, recordSignInFailure, waitSeconds } from './sign-in-throttle.ts';
import { findUserByEmail } from './signed-in-user.ts';
import { registerSiblingOriginsCors } from './sibling-origins-cors.ts';
import { startSession } from './start-session.ts';

export const loginRoute: FastifyPluginAsyncZod<AccountsOptions> = async (app, { refreshTokenTtlSeconds, passwordMaxAgeDays, signInThrottle, publicUrl }) => {
  await registerSiblingOriginsCors(app, { path: `${app.prefix}/login/`, publicUrl });
  app.post(
    '/login/',
    {
      preHandler: app.requireRecaptcha(RECAPTCHA_ACTIONS.login),
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email and password',
        description:
          'Answers the tokens, the user, their role group (`user_type`) and their client entity. Too many failed ' +
          'sign-ins for one email, from one address or from all, make the next attempt wait (1 s, 2 s, 4 s … at most 15 minutes): ' +
          '429 with Retry-After. When the email has no account here but ' +
          "the credentials are those of one other organisation, 307 to the same call on that organisation's origin.",
        body: loginRequestSchema,
        response: { 200: envelope(loginResponseSchema), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { tenant } = request;
      const { email, password } = request.body;
      const origin = requestOrigin(request);
      const found = await withTenant(app.db, tenant.id, (trx) => findUserByEmail(trx, tenant, email, passwordMaxAgeDays));
      // An unknown email is checked against its account elsewhere in place of the dummy hash: one
      // password check either way, so the timing tells nothing.
      const elsewhere = found ? undefined : await soleAccountElsewhere(app.db, tenant.id, email);
      // Failures count in the organisation whose account is tried, whichever organisation's host was asked.
      const countingTenantId = elsewhere?.tenantId ?? tenant.id;
      const wait = await withTenant(app.db, countingTenantId, (trx) => waitSeconds(trx, countingTenantId, email, request.ip));
      if (wait > 0) {
        reply.header('retry-after', wait);
        throw tooManyAttempts(wait);
      }
      // The password check runs outside any transaction: it is slow on purpose.
      const passwordMatches = await verifyPassword(found?.passwordHash ?? elsewhere?.passwordHash ?? null, password);
      const user = found && passwordMatches && found.isActive ? found : undefined;

      const signedIn = await withTenant(app.db, tenant.id, async (trx) => {
        if (!user) {
          const reason = !found ? 'unknown_email' : !passwordMatches ? 'wrong_password' : 'inactive_user';
          await writeAudit(trx, {
            tenantId: tenant.id,
            category: 'auth',
            action: 'login_failed',
            targetType: 'user',
            targetId: found?.user.id,
            after: { email, reason },
            ...origin,
          });
          return undefined;
        }
        await clearSignInFailures(trx, tenant.id, email);
        const session = await startSession(trx, app.accessTokens, user, {
          tenantId: tenant.id,
          ttlSeconds: refreshTokenTtlSeconds,
          origin,
        });
        await writeAudit(trx, {
          tenantId: tenant.id,
          actorUserId: user.user.id,
          entityId: user.principal.entityId,
          category: 'auth',
          action: 'login',
          targetType: 'user',
          targetId: user.user.id,
          ...origin,
        });
        return session;
      });

      if (!user && !(elsewhere && passwordMatches)) {
        await withTenant(app.db, countingTenantId, (trx) => recordSignInFailure(trx, countingTenantId, email, request.ip, signInThrottle));
      }
      if (elsewhere && passwordMatches) return reply.redirect(sameCallOnOrganisation(request, elsewhere.slug, publicUrl), 307);
      if (!user || !signedIn) throw new ApiError(400, 'invalid_credentials', 'The email or password is incorrect.');
      return { message: `Welcome back, ${user.user.first_name}.`, data: signedIn };
    },
  );
};
