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
import { writeAudit } from '../auditlog/write-audit.ts';
import { checkPasswordPolicy } from '../auth/password-policy.ts';
import { hashPassword } from '../auth/passwords.ts';
import { checkLocation } from '../base/countries.ts';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import type { AccountsOptions } from './accounts-options.ts';
import { findUsableInvitation, type UsableInvitation } from './invitations.ts';
import { findUserByEmail, findUserById } from './signed-in-user.ts';
import { startSession } from './start-session.ts';

/** Either body: the client's fields are there for an entity sign-up only. */
type SignupRequest = SignupUserRequest & Partial<Pick<SignupEntityRequest, 'company_name' | 'country_id' | 'state_id'>>;

const ACCOUNT_EXISTS = 'An account with this email already exists. Sign in, or reset your password if you forgot it.';

/** The client of an entity sign-up: the invitation's, with the details given, or a new one. */
async function saveClient(trx: TenantTransaction, tenantId: string, invitation: UsableInvitation, body: SignupEntityRequest) {
  const details = { name: body.company_name, country: body.country_id, state: body.state_id };
  if (invitation.entity_id) {
    await trx.updateTable('entities').set(details).where('tenant_id', '=', tenantId).where('id', '=', invitation.entity_id).execute();
    return { id: invitation.entity_id, action: 'update' };
  }
  const { id } = await trx
    .insertInto('entities')
    .values({ tenant_id: tenantId, ...details })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, action: 'create' };
}

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
          const locked = await findUsableInvitation(trx, tenant, input.token, true);
          if (await findUserByEmail(trx, tenant, locked.email, passwordMaxAgeDays)) {
            throw new ApiError(400, 'account_exists', ACCOUNT_EXISTS);
          }
          const entity = client ? await saveClient(trx, tenant.id, locked, client) : null;
          const { id: userId } = await trx
            .insertInto('users')
            .values({
              tenant_id: tenant.id,
              email: locked.email,
              password_hash: passwordHash,
              password_changed_at: new Date(),
              first_name: input.first_name,
              last_name: input.last_name,
              kind: userType === 'user' ? 'staff' : 'entity',
              entity_id: entity?.id ?? null,
              role_group_id: locked.role_group_id,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          // An invitation to a new client now names the client its person created.
          await trx
            .updateTable('invitations')
            .set({ used_at: new Date(), entity_id: entity?.id ?? locked.entity_id })
            .where('id', '=', locked.id)
            .execute();
          if (client && entity) {
            await writeAudit(trx, {
              tenantId: tenant.id,
              actorUserId: userId,
              entityId: entity.id,
              category: 'entity',
              action: entity.action,
              targetType: 'entity',
              targetId: entity.id,
              after: { name: client.company_name, country: client.country_id, state: client.state_id },
              ...origin,
            });
          }
          await writeAudit(trx, {
            tenantId: tenant.id,
            actorUserId: userId,
            entityId: entity?.id ?? null,
            category: 'auth',
            action: 'signup',
            targetType: 'user',
            targetId: userId,
            after: { email: locked.email, user_type: userType, role_group: locked.role_group_name, invitation: locked.id },
            ...origin,
          });
          const user = await findUserById(trx, tenant, userId, passwordMaxAgeDays);
          return startSession(trx, app.accessTokens, user!, { tenantId: tenant.id, ttlSeconds: refreshTokenTtlSeconds, origin });
        });
        return { message: `Welcome, ${signedIn.user.first_name}. Your account is ready.`, data: signedIn };
      },
    );
  }
};
