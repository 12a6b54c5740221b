// Invitations, users and clients' plain values, apart from their schemas in inviteUsers.ts: the
// /invite-users screen uses these without bundling zod.

/** An invitation's status, derived from its dates: accepted (used), revoked, expired, else pending. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** `user_type` of an invitation: `user` a staff member, `entity` a client's user (as the sign-up path). */
export const INVITE_USER_TYPES = ['user', 'entity'] as const;
export type InviteUserType = (typeof INVITE_USER_TYPES)[number];
export const INVITE_USER_TYPE_NAMES: Record<InviteUserType, string> = { user: 'Staff', entity: 'Client user' };

/** How long an invitation link works, as the screen says it (the API's INVITATION_TTL_DAYS, checked by its tests). */
export const INVITATION_VALID_DAYS = 7;

export const ENTITY_STATUSES = ['active', 'inactive'] as const;
export type EntityStatus = (typeof ENTITY_STATUSES)[number];

/** The bulk-upload template's columns, in order (GET /api/v1/accounts/download-file/). */
export const BULK_UPLOAD_COLUMNS = ['Email', 'Account type', 'Role group', 'Client'] as const;
/** The most rows one bulk upload may hold. */
export const BULK_UPLOAD_MAX_ROWS = 500;
export const BULK_UPLOAD_FILE_NAME = 'invite-users-template.xlsx';
