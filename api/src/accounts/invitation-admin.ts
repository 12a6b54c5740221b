// The invitations as staff manage them: one person invited, the list with a status derived from the
// dates (searched, filtered, ordered, paged), a pending or expired invitation mailed again with a new
// link, an invitation revoked (the row stays for the record). Each change is audited.
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import {
  INVITATION_DEFAULT_ORDERING,
  type InvitationListItem,
  type invitationListQuerySchema,
  type INVITATION_ORDERING_FIELDS,
  type InvitationStatus,
  type InviteUserRequest,
} from '@app/shared/contract';
import type { ChangeActor } from '../access/principal.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import { newToken } from '../auth/one-time-tokens.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { containsPattern } from '../http/contains-pattern.ts';
import { notFound } from '../http/error-handler.ts';
import { orderBySql, type ListOrdering } from '../http/ordering.ts';
import { personRef } from '../http/people.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { checkInvitation, invitationProblemError, mailInvitation, sendInvitation } from './invitation-sending.ts';
import { INVITATION_TTL_DAYS } from './invitations.ts';

/** What mailing an invitation needs: the app (mail, tenant), the request (who, from where) and the public address. */
type Sender = Parameters<typeof sendInvitation>[1];

/** Accepted wins over revoked, revoked over expired: the order a person reads what happened last. */
const statusOf = sql<InvitationStatus>`CASE
  WHEN i.used_at IS NOT NULL THEN 'accepted'
  WHEN i.revoked_at IS NOT NULL THEN 'revoked'
  WHEN i.expires_at <= now() THEN 'expired'
  ELSE 'pending' END`;

function invitations(trx: TenantTransaction, tenantId: string) {
  return trx
    .selectFrom('invitations as i')
    .innerJoin('role_groups as r', (join) => join.onRef('r.id', '=', 'i.role_group_id').onRef('r.tenant_id', '=', 'i.tenant_id'))
    .leftJoin('entities as e', (join) => join.onRef('e.id', '=', 'i.entity_id').onRef('e.tenant_id', '=', 'i.tenant_id'))
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'i.invited_by').onRef('u.tenant_id', '=', 'i.tenant_id'))
    .where('i.tenant_id', '=', tenantId);
}

const INVITATION_ORDERING: ListOrdering<(typeof INVITATION_ORDERING_FIELDS)[number]> = {
  columns: {
    email: sql`lower(i.email)`,
    user_type: sql`i.user_type`,
    role_group: sql`lower(r.name)`,
    // A client user's invitation without a client makes its client at sign-up: no name to sort by yet.
    entity: { sql: sql`lower(e.name)`, nullable: true },
    sent_at: sql`i.sent_at`,
    expires_at: sql`i.expires_at`,
    status: statusOf,
  },
  defaultOrdering: INVITATION_DEFAULT_ORDERING,
  tieBreaker: sql`i.id`,
};

async function loadInvitations(
  trx: TenantTransaction,
  tenantId: string,
  where: (query: ReturnType<typeof invitations>) => ReturnType<typeof invitations>,
  ordering?: string,
) {
  const rows = await where(invitations(trx, tenantId))
    .select([
      'i.id',
      'i.email',
      'i.user_type',
      'i.sent_at',
      'i.expires_at',
      'r.id as role_group_id',
      'r.name as role_group_name',
      'e.id as entity_id',
      'e.name as entity_name',
      'i.invited_by',
      'u.first_name as inviter_first_name',
      'u.last_name as inviter_last_name',
      statusOf.as('status'),
    ])
    .orderBy(orderBySql(ordering, INVITATION_ORDERING))
    .execute();
  return rows.map((row): InvitationListItem => ({
    id: row.id,
    email: row.email,
    user_type: row.user_type,
    role_group: { id: row.role_group_id, name: row.role_group_name },
    entity: row.entity_id && row.entity_name ? { id: row.entity_id, name: row.entity_name } : null,
    invited_by: personRef(row.invited_by, row.inviter_first_name, row.inviter_last_name),
    sent_at: row.sent_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    status: row.status,
  }));
}

export async function invitationById(trx: TenantTransaction, tenantId: string, id: string): Promise<InvitationListItem> {
  const [invitation] = await loadInvitations(trx, tenantId, (query) => query.where('i.id', '=', id));
  if (!invitation) throw notFound();
  return invitation;
}

/** One page of the invitations that match, in the order asked for, and how many match in all. */
export async function listInvitations(
  trx: TenantTransaction,
  tenantId: string,
  query: z.output<typeof invitationListQuerySchema> & { offset: number },
): Promise<{ count: number; results: InvitationListItem[] }> {
  const filter = (rows: ReturnType<typeof invitations>) =>
    rows
      .$if(!!query.status, (q) => q.where(sql<SqlBool>`${statusOf} = ${query.status}`))
      .$if(!!query.search, (q) => q.where('i.email', 'ilike', containsPattern(query.search!)));
  const { count } = await filter(invitations(trx, tenantId))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const results = await loadInvitations(trx, tenantId, (rows) => filter(rows).limit(query.page_size).offset(query.offset), query.ordering);
  return { count: Number(count), results };
}

/** Invites one person (the same checks as every invitation) and mails the link. */
export async function inviteOne(trx: TenantTransaction, sender: Sender, body: InviteUserRequest): Promise<InvitationListItem> {
  const { principal } = sender.request;
  const checked = await checkInvitation(trx, principal, body);
  if (!checked.ok) throw invitationProblemError(checked.problem);
  const id = await sendInvitation(trx, sender, checked.invitation, 'form');
  return invitationById(trx, principal.tenantId, id);
}

/** Mails a pending or expired invitation again with a new link; accepted and revoked ones are refused. */
export async function resendInvitation(trx: TenantTransaction, sender: Sender, invitationId: string): Promise<InvitationListItem> {
  const { principal } = sender.request;
  const current = await invitationById(trx, principal.tenantId, invitationId);
  if (current.status === 'accepted') throw new ApiError(400, 'invitation_accepted', `${current.email} already accepted this invitation.`);
  if (current.status === 'revoked') {
    throw new ApiError(400, 'invitation_revoked', 'This invitation was revoked. Send a new invitation instead.');
  }
  // The same rules as a new invitation: the role may have gained permissions, the client may be inactive.
  const checked = await checkInvitation(
    trx,
    principal,
    { email: current.email, user_type: current.user_type, role_group_id: current.role_group.id, entity_id: current.entity?.id ?? null },
    current.id,
  );
  if (!checked.ok) throw invitationProblemError(checked.problem);
  // Only the token's hash is stored, so a resend is a new link.
  const { token, tokenHash } = newToken();
  await trx
    .updateTable('invitations')
    .set({
      token_hash: tokenHash,
      sent_at: sql<Date>`now()`,
      expires_at: sql<Date>`now() + ${INVITATION_TTL_DAYS} * interval '1 day'`,
    })
    .where('tenant_id', '=', principal.tenantId)
    .where('id', '=', current.id)
    .execute();
  await mailInvitation(trx, sender, checked.invitation, token);
  await writeAudit(trx, {
    tenantId: principal.tenantId,
    actorUserId: principal.userId,
    entityId: current.entity?.id ?? null,
    category: 'user',
    action: 'invite_resend',
    targetType: 'invitation',
    targetId: current.id,
    before: { status: current.status, sent_at: current.sent_at },
    after: { email: current.email },
    ...requestOrigin(sender.request),
  });
  return invitationById(trx, principal.tenantId, current.id);
}

/** Revokes an invitation: its link stops working. Accepted and revoked ones are refused. */
export async function revokeInvitation(trx: TenantTransaction, { principal, origin }: ChangeActor, invitationId: string): Promise<InvitationListItem> {
  const current = await invitationById(trx, principal.tenantId, invitationId);
  if (current.status === 'accepted') {
    throw new ApiError(400, 'invitation_accepted', `${current.email} already accepted this invitation. Deactivate the user instead.`);
  }
  if (current.status === 'revoked') throw new ApiError(400, 'invitation_revoked', 'This invitation is already revoked.');
  await trx
    .updateTable('invitations')
    .set({ revoked_at: sql<Date>`now()`, expires_at: sql<Date>`least(expires_at, now())` })
    .where('tenant_id', '=', principal.tenantId)
    .where('id', '=', current.id)
    .execute();
  await writeAudit(trx, {
    tenantId: principal.tenantId,
    actorUserId: principal.userId,
    entityId: current.entity?.id ?? null,
    category: 'user',
    action: 'invite_revoke',
    targetType: 'invitation',
    targetId: current.id,
    before: { status: current.status },
    after: { email: current.email, status: 'revoked' },
    ...origin,
  });
  return invitationById(trx, principal.tenantId, current.id);
}
