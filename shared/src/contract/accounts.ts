import { z } from 'zod';

export const USER_KINDS = ['staff', 'entity'] as const;
export type UserKind = (typeof USER_KINDS)[number];

/** The signed-in person, as login returns it and the `user` cookie keeps it. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  kind: z.enum(USER_KINDS),
  tenant: z.string(),
  is_password_expired: z.boolean(),
  tour_completed: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** The user's role group; `permissions` drive every screen gate. Kept in the `user_type` cookie. */
export const userTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
});
export type UserType = z.infer<typeof userTypeSchema>;

/** The client organisation an entity user belongs to; null for staff. Kept in the `entity` cookie. */
export const entitySchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type Entity = z.infer<typeof entitySchema>;

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email address.').email('Enter a valid email address.'),
  password: z.string().min(1, 'Enter your password.'),
  recaptcha_token: z.string().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionTokensSchema = z.object({ access: z.string(), refresh: z.string() });
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

/** `data` of POST /api/v1/accounts/login/ */
export const loginResponseSchema = sessionTokensSchema.extend({
  user: userSchema,
  user_type: userTypeSchema,
  entity: entitySchema.nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `data` of GET /api/v1/accounts/user-detail/: the signed-in user as the server knows it now. */
export const userDetailResponseSchema = z.object({
  user: userSchema,
  user_type: userTypeSchema,
  entity: entitySchema.nullable(),
});
export type UserDetailResponse = z.infer<typeof userDetailResponseSchema>;

/** POST /api/v1/accounts/token/refresh/ body; `data` of the answer is SessionTokens (rotated). */
export const refreshRequestSchema = z.object({ refresh: z.string().min(1) });
/** POST /api/v1/accounts/logout/ body. */
export const logoutRequestSchema = z.object({ refresh_token: z.string().min(1) });
