// Invitations are the only way into an organisation: a single-use link, valid for seven days, naming
// the email, the kind of account, its role group and (for a client's user) its client.
import { sql, type Kysely } from 'kysely';
import type { Invitation, SignupUserType } from '@app/shared/contract';
import { hashToken, newToken, tokenError, tokenProblem, type LinkWords } from '../auth/one-time-tokens.ts';
import type { Database, Tenant } from '../db/schema.ts';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';

export const INVITATION_TTL_DAYS = 7;
const INVITATION_LINK: LinkWords = { noun: 'invitation', askAgain: 'Ask your administrator to invite you again' };

export interface NewInvitation {
  tenantId: string;
  email: string;
  userType: SignupUserType;
  roleGroupId: string;
  entityId?: string | null;
  invitedBy?: string | null;
}

/** Stores the invitation in the caller's transaction and answers its token (shown only once). */
export async function insertInvitation(trx: TenantTransaction, invitation: NewInvitation): Promise<string> {
  const { token, tokenHash } = newToken();
  await trx
    .insertInto('invitations')
    .values({
      tenant_id: invitation.tenantId,
      token_hash: tokenHash,
      email: invitation.email.trim(),
      user_type: invitation.userType,
      role_group_id: invitation.roleGroupId,
      entity_id: invitation.entityId ?? null,
      invited_by: invitation.invitedBy ?? null,
      expires_at: sql<Date>`now() + ${INVITATION_TTL_DAYS} * interval '1 day'`,
    })
    .execute();
  return token;
}

export function createInvitation(db: Kysely<Database>, invitation: NewInvitation): Promise<string> {
  return withTenant(db, invitation.tenantId, (trx) => insertInvitation(trx, invitation));
}

/** The invitation a token opens, with its role group and client; a 400 with a TokenErrorCode if none. */
export async function findUsableInvitation(trx: TenantTransaction, tenant: Tenant, token: string, lock = false) {
  let query = trx
    .selectFrom('invitations')
    .innerJoin('role_groups', 'role_groups.id', 'invitations.role_group_id')
    .leftJoin('entities', 'entities.id', 'invitations.entity_id')
    .select([
      'invitations.id',
      'invitations.email',
      'invitations.user_type',
      'invitations.expires_at',
      'invitations.used_at',
      'role_groups.id as role_group_id',
      'role_groups.name as role_group_name',
      'entities.id as entity_id',
      'entities.name as entity_name',
    ])
    .where('invitations.tenant_id', '=', tenant.id)
    .where('invitations.token_hash', '=', hashToken(token));
  if (lock) query = query.forUpdate('invitations');
  const row = await query.executeTakeFirst();
  const problem = tokenProblem(row);
  if (problem || !row) throw tokenError(problem ?? 'token_invalid', INVITATION_LINK);
  return row;
}

export type UsableInvitation = Awaited<ReturnType<typeof findUsableInvitation>>;

export function describeInvitation(row: UsableInvitation, tenant: Tenant): Invitation {
  return {
    email: row.email,
    user_type: row.user_type,
    organisation: { name: tenant.name, slug: tenant.slug },
    role_group: { id: row.role_group_id, name: row.role_group_name },
    entity: row.entity_id && row.entity_name ? { id: row.entity_id, name: row.entity_name } : null,
  };
}
