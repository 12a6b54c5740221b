// An account made from an invitation: the invitation locked and checked again, refused when the email
// has an account already; for a client's user, the invitation's client saved with the details given
// (or a new client); the invitation consumed; audited.
import type { SignupEntityRequest, SignupUserRequest } from '@app/shared/contract';
import { writeAudit } from '../auditlog/write-audit.ts';
import type { Tenant } from '../db/schema.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import type { RequestOrigin } from '../http/request-origin.ts';
import { findUsableInvitation, type UsableInvitation } from './invitations.ts';
import { findUserByEmail } from './signed-in-user.ts';

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

export interface Signup {
  userType: 'user' | 'entity';
  input: SignupUserRequest;
  /** The client's details of an entity sign-up; null for staff. */
  client: SignupEntityRequest | null;
  /** Hashed before the transaction: hashing is slow on purpose. */
  passwordHash: string;
  passwordMaxAgeDays: number;
  origin: RequestOrigin;
}

/** Creates the invited account; answers its user id. */
export async function createInvitedAccount(trx: TenantTransaction, tenant: Tenant, signup: Signup): Promise<string> {
  const { userType, input, client, passwordHash, passwordMaxAgeDays, origin } = signup;
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
  return userId;
}
