// One invitation from the admin screen, checked, stored, mailed and audited: shared by the invite form,
// the resend and the bulk upload, so a spreadsheet row is held to the same rules as the form.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { INVITE_USER_TYPE_NAMES, type InviteUserType } from '@app/shared/contract';
import { roleBeyondRights } from '../access/staff-rights.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import type { Principal } from '../auth/access-tokens.ts';
import { hashToken } from '../auth/one-time-tokens.ts';
import type { Tenant } from '../db/schema.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { organisationLink } from '../tenancy/create-organisation.ts';
import { INVITATION_TTL_DAYS, insertInvitation } from './invitations.ts';

export interface InvitationInput {
  email: string;
  user_type: InviteUserType;
  role_group_id: string;
  entity_id?: string | null;
}

export interface InvitationProblem {
  status: 400 | 403 | 409;
  code: string;
  field: 'email' | 'user_type' | 'role_group_id' | 'entity_id';
  message: string;
}

export interface CheckedInvitation {
  email: string;
  userType: InviteUserType;
  roleGroup: { id: string; name: string };
  entity: { id: string; name: string } | null;
}

/** MM/DD/YYYY (UTC), the spec's date format, for messages. */
const dayOf = (date: Date) => date.toISOString().replace(/^(\d{4})-(\d{2})-(\d{2}).*$/, '$2/$3/$1');

/** An email's pending invitation (not accepted, revoked or expired), apart from `exceptId`. */
async function pendingInvitation(trx: TenantTransaction, tenantId: string, email: string, exceptId?: string) {
  return trx
    .selectFrom('invitations')
    .select(['id', 'sent_at'])
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId!))
    .executeTakeFirst();
}

/** The rules of an invitation, in the order a person fixes them; answers the first problem found. */
export async function checkInvitation(
  trx: TenantTransaction,
  principal: Principal,
  input: InvitationInput,
  exceptInvitationId?: string,
): Promise<{ ok: true; invitation: CheckedInvitation } | { ok: false; problem: InvitationProblem }> {
  const problem = (status: InvitationProblem['status'], code: string, field: InvitationProblem['field'], message: string) =>
    ({ ok: false, problem: { status, code, field, message } }) as const;
  const { tenantId } = principal;
  const email = input.email.trim();
  if (input.user_type === 'user' && input.entity_id) {
    return problem(400, 'invalid', 'entity_id', 'A staff member belongs to no client: leave the client empty.');
  }
  const roleGroup = await trx
    .selectFrom('role_groups')
    .select(['id', 'name', 'permissions'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', input.role_group_id)
    .executeTakeFirst();
  if (!roleGroup) return problem(400, 'invalid', 'role_group_id', 'Choose a role group of this organisation.');
  const beyond = roleBeyondRights(principal, roleGroup);
  if (beyond) return problem(403, 'permission_denied', 'role_group_id', beyond);
  let entity: CheckedInvitation['entity'] = null;
  if (input.entity_id) {
    const found = await trx
      .selectFrom('entities')
      .select(['id', 'name', 'status'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', input.entity_id)
      .executeTakeFirst();
    if (!found) return problem(400, 'invalid', 'entity_id', 'Choose a client of this organisation.');
    if (found.status !== 'active') {
      return problem(400, 'invalid', 'entity_id', `${found.name} is inactive. Activate the client before inviting its users.`);
    }
    entity = { id: found.id, name: found.name };
  }
  const member = await trx
    .selectFrom('users')
    .select('is_active')
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  if (member) {
    const reactivate = member.is_active ? '' : ' It is deactivated: reactivate it in the Users tab instead.';
    return problem(409, 'account_exists', 'email', `${email} already has an account in this organisation.${reactivate}`);
  }
  const pending = await pendingInvitation(trx, tenantId, email, exceptInvitationId);
  if (pending) {
    return problem(
      409,
      'invitation_pending',
      'email',
      `${email} already has a pending invitation (sent ${dayOf(pending.sent_at)}). Resend it from the list, or revoke it to invite again.`,
    );
  }
  return { ok: true, invitation: { email, userType: input.user_type, roleGroup: { id: roleGroup.id, name: roleGroup.name }, entity } };
}

export function invitationProblemError(problem: InvitationProblem): ApiError {
  return new ApiError(problem.status, problem.code, problem.message, { [problem.field]: [problem.message] });
}

/** Where mailed links point: PUBLIC_URL's organisation sub-domain, else (development) the request's own address. */
export function linkBuilder(request: FastifyRequest, tenant: Tenant, publicUrl: string | undefined): (path: string) => string {
  // With PUBLIC_URL set a link never follows the Host header, which a requester could forge.
  return (path) => (publicUrl ? organisationLink(publicUrl, tenant.slug, path) : `${request.protocol}://${request.host}${path}`);
}

export interface InvitationContext {
  app: FastifyInstance;
  request: FastifyRequest;
  publicUrl: string | undefined;
}

async function inviterName(trx: TenantTransaction, principal: Principal): Promise<string> {
  const inviter = await trx
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('tenant_id', '=', principal.tenantId)
    .where('id', '=', principal.userId)
    .executeTakeFirst();
  return `${inviter?.first_name ?? ''} ${inviter?.last_name ?? ''}`.trim() || 'An administrator';
}

/** Mails the sign-up link of an invitation, through the outbox (in the caller's transaction). */
export async function mailInvitation(trx: TenantTransaction, context: InvitationContext, invitation: CheckedInvitation, token: string) {
  const { app, request, publicUrl } = context;
  const { tenant, principal } = request;
  const link = linkBuilder(request, tenant, publicUrl)(`/accounts/signup/${invitation.userType}/${token}`);
  const as = invitation.entity
    ? `a user of ${invitation.entity.name}`
    : invitation.userType === 'entity'
      ? 'a client user (you will name your company when you sign up)'
      : INVITE_USER_TYPE_NAMES.user.toLowerCase();
  await app.queueMail(trx, {
    tenantId: tenant.id,
    to: invitation.email,
    subject: `You are invited to join ${tenant.name}`,
    text: [
      'Hello,',
      '',
      `${await inviterName(trx, principal)} invited you to join ${tenant.name} as ${as}, with the role "${invitation.roleGroup.name}". To create your account, open:`,
      link,
      '',
      `The link works once, within ${INVITATION_TTL_DAYS} days. If you did not expect this invitation, ignore this mail.`,
    ].join('\n'),
  });
}

/** Stores, mails and audits a checked invitation; answers its id. */
export async function sendInvitation(
  trx: TenantTransaction,
  context: InvitationContext,
  invitation: CheckedInvitation,
  source: 'form' | 'bulk_upload',
): Promise<string> {
  const { principal } = context.request;
  const token = await insertInvitation(trx, {
    tenantId: principal.tenantId,
    email: invitation.email,
    userType: invitation.userType,
    roleGroupId: invitation.roleGroup.id,
    entityId: invitation.entity?.id ?? null,
    invitedBy: principal.userId,
  });
  const { id } = await trx
    .selectFrom('invitations')
    .select('id')
    .where('tenant_id', '=', principal.tenantId)
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();
  await mailInvitation(trx, context, invitation, token);
  await writeAudit(trx, {
    tenantId: principal.tenantId,
    actorUserId: principal.userId,
    entityId: invitation.entity?.id ?? null,
    category: 'user',
    action: 'invite',
    targetType: 'invitation',
    targetId: id,
    after: {
      email: invitation.email,
      user_type: invitation.userType,
      role_group: invitation.roleGroup.name,
      entity: invitation.entity?.name ?? null,
      source,
    },
    ...requestOrigin(context.request),
  });
  return id;
}
