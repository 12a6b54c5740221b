// Inviting people and managing the organisation's users and clients (the /invite-users screen).
import { z } from 'zod';
import { namedRefSchema, personRefSchema } from './documents';
import { paginationQuerySchema } from './envelope';
import { orderingParam } from './ordering';
import { ENTITY_STATUSES, INVITATION_STATUSES, INVITE_USER_TYPES } from './inviteUsersConstants';

/** `data` of GET /api/v1/access_mgmt/lookups/role-group/: the organisation's role groups. */
export const roleGroupSchema = z.object({ id: z.string(), name: z.string(), permissions: z.array(z.string()) });
export type RoleGroup = z.infer<typeof roleGroupSchema>;

export const inviteEmailSchema = z
  .string()
  .trim()
  .min(1, 'Enter an email address.')
  .max(254, 'Use at most 254 characters.')
  .email('Enter a valid email address.');

/**
 * POST /api/v1/accounts/invite-user/. A client user (`entity`) joins `entity_id`'s client, or, with
 * none, creates their client at sign-up.
 */
export const inviteUserRequestSchema = z.object({
  email: inviteEmailSchema,
  user_type: z.enum(INVITE_USER_TYPES, 'Choose staff or client user.'),
  role_group_id: z.string('Choose a role group.').uuid('Choose a role group.'),
  entity_id: z.string().uuid('Choose a client.').nullable().optional(),
});
export type InviteUserRequest = z.input<typeof inviteUserRequestSchema>;

/** One invitation of GET /api/v1/accounts/invite-list/. */
export const invitationListItemSchema = z.object({
  id: z.string(),
  email: z.string(),
  user_type: z.enum(INVITE_USER_TYPES),
  role_group: namedRefSchema,
  entity: namedRefSchema.nullable(),
  invited_by: personRefSchema.nullable(),
  /** When the link was last mailed (the invitation, or its latest resend). */
  sent_at: z.string(),
  expires_at: z.string(),
  status: z.enum(INVITATION_STATUSES),
});
export type InvitationListItem = z.infer<typeof invitationListItemSchema>;

export const INVITATION_ORDERING_FIELDS = ['email', 'user_type', 'role_group', 'entity', 'sent_at', 'expires_at', 'status'] as const;
export const INVITATION_DEFAULT_ORDERING = '-sent_at';

export const invitationListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(INVITATION_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
  ordering: orderingParam(INVITATION_ORDERING_FIELDS),
});
export type InvitationListQuery = z.input<typeof invitationListQuerySchema>;

/** One user of GET /api/v1/accounts/users/. */
export const accountListItemSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  kind: z.enum(['staff', 'entity']),
  role_group: namedRefSchema,
  entity: namedRefSchema.nullable(),
  is_active: z.boolean(),
  /** The latest sign-in (or sign-up), from the audit log; null if never. */
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
});
export type AccountListItem = z.infer<typeof accountListItemSchema>;

export const ACCOUNT_ORDERING_FIELDS = ['full_name', 'email', 'kind', 'role_group', 'entity', 'is_active', 'last_sign_in_at', 'created_at'] as const;
export const ACCOUNT_DEFAULT_ORDERING = 'full_name,email';

export const accountListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  entity_id: z.string().uuid().optional(),
  ordering: orderingParam(ACCOUNT_ORDERING_FIELDS),
});
export type AccountListQuery = z.input<typeof accountListQuerySchema>;

/** PATCH /api/v1/accounts/user-detail/{id}/: another user's role group, or (de)activation. */
export const updateAccountRequestSchema = z
  .object({
    role_group_id: z.string().uuid('Choose a role group.').optional(),
    is_active: z.boolean().optional(),
  })
  .refine((body) => body.role_group_id !== undefined || body.is_active !== undefined, 'Send role_group_id or is_active.');
export type UpdateAccountRequest = z.input<typeof updateAccountRequestSchema>;

/** One client of GET /api/v1/entity/. */
export const entityListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(ENTITY_STATUSES),
  users_count: z.number(),
  created_at: z.string(),
});
export type EntityListItem = z.infer<typeof entityListItemSchema>;

export const ENTITY_ORDERING_FIELDS = ['name', 'status', 'users_count', 'created_at'] as const;
export const ENTITY_DEFAULT_ORDERING = 'name';

export const entityListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  status: z.enum(ENTITY_STATUSES).optional(),
  ordering: orderingParam(ENTITY_ORDERING_FIELDS),
});
export type EntityListQuery = z.input<typeof entityListQuerySchema>;

/** PATCH /api/v1/entity/{id}/: an inactive client's users cannot sign in. */
export const updateEntityStatusRequestSchema = z.object({ status: z.enum(ENTITY_STATUSES, 'Choose active or inactive.') });
export type UpdateEntityStatusRequest = z.infer<typeof updateEntityStatusRequestSchema>;

/** `data` of POST /api/v1/accounts/user-bulk-upload/: how many invitations were sent. */
export const bulkUploadResultSchema = z.object({ invited: z.number() });
export type BulkUploadResult = z.infer<typeof bulkUploadResultSchema>;

/** The list envelope of these lists. */
export const pagedOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(item) });
