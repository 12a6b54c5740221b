import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginResponseSchema,
  RECAPTCHA_ACTIONS,
  signupEntityRequestSchema,
  signupUserRequestSchema,
  TOKEN_ERROR_CODES,
  type SignupEntityRequest,
  type SignupUserRequest,
} from '@app/shared/contract';
import { checkPasswordPolicy } from '../auth/password-policy.ts';
import { hashPassword } from '../auth/passwords.ts';
import { checkLocation } from '../base/countries.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import type { AccountsOptions } from './accounts-options.ts';
import { findUsableInvitation } from './invitations.ts';
import { findUserById } from './signed-in-user.ts';
import { createInvitedAccount } from './signup-account.ts';
import { startSession } from './start-session.ts';

/** Either body: the client's fields are there for an entity sign-up only. */
type SignupRequest = SignupUserRequest & Partial<Pick<SignupEntityRequest, 'company_name' | 'country_id' | 'state_id'>>;

export const signupRoute: FastifyPluginAsyncZod<AccountsOptions> = async (app, { refreshTokenTtlSeconds, passwordMaxAgeDays }) => {
  for (const [userType, body] of [
    ['user', signupUserRequestSchema],
    ['entity', signupEntityRequestSchema],
  ] as const) {
    app.post(
      `/signup/${userType}/`,
      {
        preHandler: app.requireRecaptcha(RECAPTCHA_ACTIONS.signup),
        config: { rateLimit: app.authRateLimit },
        schema: {
          tags: ['accounts'],
          summary: userType === 'user' ? 'Create a staff account from an invitation' : "Create a client's user account from an invitation",
          description:
            'Consumes the invitation and signs the new user in. A bad token answers 400 with code ' +
            `${TOKEN_ERROR_CODES.join(', ')}; a weak password answers 400 with \`errors.password\`.`,
          body,
          response: { 200: envelope(loginResponseSchema), ...errorResponses(400, 404, 429) },
        },
      },
      async (request) => {
        const { tenant } = request;
        const input = request.body as SignupRequest;
        const origin = requestOrigin(request);
        const invitation = await withTenant(app.db, tenant.id, (trx) => findUsableInvitation(trx, tenant, input.token));
        if (invitation.user_type !== userType) {
          const kind = invitation.user_type === 'user' ? 'staff' : 'client';
          throw new ApiError(400, 'token_invalid', `This invitation is for a ${kind} account. Open the link from your invitation email.`);
        }
        checkPasswordPolicy(input.password, { email: invitation.email, knownWords: [tenant.name, tenant.slug, input.first_name, input.last_name] });
        const client = userType === 'entity' ? (input as SignupEntityRequest) : null;
        if (client) checkLocation(client.country_id, client.state_id);
        // Hashing is slow on purpose: done before the transaction, which then re-checks the token under a lock.
        const passwordHash = await hashPassword(input.password);

        const signedIn = await withTenant(app.db, tenant.id, async (trx) => {
          const userId = await createInvitedAccount(trx, tenant, { userType, input, client, passwordHash, passwordMaxAgeDays, origin });
          const user = await findUserById(trx, tenant, userId, passwordMaxAgeDays);
          return startSession(trx, app.accessTokens, user!, { tenantId: tenant.id, ttlSeconds: refreshTokenTtlSeconds, origin });
        });
        return { message: `Welcome, ${signedIn.user.first_name}. Your account is ready.`, data: signedIn };
      },
    );
  }
};
