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

// ---- Issue 3: invitations, sign-up, password reset, settings --------------------------------

export const PASSWORD_MIN_LENGTH = 12;
// Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server.
export const PASSWORD_MAX_LENGTH = 128;

/** The exact field messages of the password policy; the API answers the same words in `errors`. */
export const PASSWORD_MESSAGES = {
  required: 'Enter a password.',
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  sameAsEmail: 'Your password cannot be your email address.',
  common: 'This password is too common. Choose one that is harder to guess.',
  /** Starts the API's answer for a password zxcvbn finds easy to guess; its reason and advice follow. */
  weak: 'This password is too easy to guess.',
  mismatch: 'The passwords do not match.',
} as const;

/** Length rules only: what any new password must satisfy before anyone knows whose it is. */
export const passwordPolicySchema = z
  .string()
  .min(1, PASSWORD_MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);

/** Whether the password is the email, or the part of it before the @ (case and spaces ignored). */
export function passwordIsEmail(password: string, email: string): boolean {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  return candidate === address || candidate === address.split('@')[0];
}

/**
 * The policy for a known person: the length rules plus "not the email". The common-password and
 * strength checks run on the API only (they hold the word lists) and answer `PASSWORD_MESSAGES.common`,
 * or `PASSWORD_MESSAGES.weak` followed by the reason.
 */
export function passwordPolicyFor(email: string) {
  return passwordPolicySchema.refine((password) => !passwordIsEmail(password, email), PASSWORD_MESSAGES.sameAsEmail);
}

/** `code` of a 400 answer about an invitation or reset token; the front end words each case. */
export const TOKEN_ERROR_CODES = ['token_expired', 'token_used', 'token_invalid'] as const;
export type TokenErrorCode = (typeof TOKEN_ERROR_CODES)[number];

/** `code` of a 400 answer when reCAPTCHA refuses the request (missing token or low score). */
export const RECAPTCHA_FAILED = 'recaptcha_failed';
/** reCAPTCHA v3 `action` names, one per protected form; the API may check the token's action. */
export const RECAPTCHA_ACTIONS = { login: 'login', signup: 'signup', forgotPassword: 'forgot_password' } as const;

/**
 * `data` of GET /auth/api/v1/recaptcha/ (public): whether reCAPTCHA v3 is on and its site key. The
 * client loads Google's script only when `enabled`; then login, sign-up and forgot-password send
 * `recaptcha_token`.
 */
export const recaptchaConfigSchema = z.object({ enabled: z.boolean(), site_key: z.string().nullable() });
export type RecaptchaConfig = z.infer<typeof recaptchaConfigSchema>;

/** The `{userType}` of the sign-up path: `user` makes a staff account, `entity` a client's user. */
export const SIGNUP_USER_TYPES = ['user', 'entity'] as const;
export type SignupUserType = (typeof SIGNUP_USER_TYPES)[number];

const firstName = z.string().trim().min(1, 'Enter your first name.').max(150, 'Use at most 150 characters.');
const lastName = z.string().trim().min(1, 'Enter your last name.').max(150, 'Use at most 150 characters.');
const companyName = z.string().trim().min(1, 'Enter the company name.').max(200, 'Use at most 200 characters.');
const countryId = z.string().min(1, 'Choose a country.');
/** Null only for a country that has no states in the lookup; the API checks the state belongs to the country. */
const stateId = z.string().min(1, 'Choose a state.').nullable();

/**
 * `data` of GET /api/v1/accounts/invite-user/token/verify/{token}/: who is invited, to which
 * organisation, with which role group and (for `entity`) which client. A bad token answers 400 with
 * a TokenErrorCode.
 */
export const invitationSchema = z.object({
  email: z.string(),
  user_type: z.enum(SIGNUP_USER_TYPES),
  organisation: z.object({ name: z.string(), slug: z.string() }),
  role_group: z.object({ id: z.string(), name: z.string() }),
  entity: entitySchema.nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * POST /api/v1/accounts/signup/user/ body. The email comes from the invitation, not the form; the
 * API applies `passwordPolicyFor(invitation email)` and the common list. `data` of the answer is a
 * LoginResponse: the new user is signed in and the token is consumed.
 */
export const signupUserRequestSchema = z.object({
  token: z.string().min(1),
  first_name: firstName,
  last_name: lastName,
  password: passwordPolicySchema,
  recaptcha_token: z.string().optional(),
});
export type SignupUserRequest = z.infer<typeof signupUserRequestSchema>;

/** POST /api/v1/accounts/signup/entity/ body: the user's fields plus their client's. Answer as above. */
export const signupEntityRequestSchema = signupUserRequestSchema.extend({
  company_name: companyName,
  country_id: countryId,
  state_id: stateId,
});
export type SignupEntityRequest = z.infer<typeof signupEntityRequestSchema>;

/**
 * POST /api/v1/accounts/forgot-password/ body. The answer is always FORGOT_PASSWORD_MESSAGE with
 * `data: null`, whether or not an account has that email.
 */
export const forgotPasswordRequestSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email address.').email('Enter a valid email address.'),
  recaptcha_token: z.string().optional(),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for that email, we have sent a link to reset the password.';

/**
 * `data` of GET /api/v1/accounts/validate/{token}/: whose reset link this is (the page checks the
 * new password against it). A bad token answers 400 with a TokenErrorCode.
 */
export const resetTokenSchema = z.object({ email: z.string() });
export type ResetToken = z.infer<typeof resetTokenSchema>;

/**
 * POST /api/v1/accounts/reset-password/{token}/ body. Answers a message with `data: null`; the token
 * is consumed and every session of the user is revoked (the page sends them to sign in).
 */
export const resetPasswordRequestSchema = z.object({ password: passwordPolicySchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/**
 * POST /api/v1/accounts/change-password/ body (signed in). `data` of the answer is SessionTokens:
 * every other session is revoked, this one continues with fresh tokens, `is_password_expired` ends.
 * A wrong current password answers 400 with `errors.current_password`.
 */
export const changePasswordRequestSchema = z.object({
  current_password: z.string().min(1, 'Enter your current password.'),
  new_password: passwordPolicySchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** PATCH /api/v1/accounts/user-detail/ body; `data` of the answer is a UserDetailResponse. */
export const userDetailUpdateSchema = z.object({ first_name: firstName, last_name: lastName });
export type UserDetailUpdate = z.infer<typeof userDetailUpdateSchema>;

/** PATCH /api/v1/accounts/user-detail/tour/ body: the guided tour was finished or dismissed (or is to be shown again). */
export const tourUpdateSchema = z.object({ tour_completed: z.boolean({ error: 'Say whether the tour is completed.' }) });
export type TourUpdate = z.infer<typeof tourUpdateSchema>;

/** `data` of GET and PATCH /api/v1/accounts/entity-detail/ (entity users only; staff get 403). */
export const entityDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  country_id: z.string(),
  state_id: z.string().nullable(),
  country_name: z.string(),
  state_name: z.string().nullable(),
});
export type EntityDetail = z.infer<typeof entityDetailSchema>;

/** PATCH /api/v1/accounts/entity-detail/ body. */
export const entityDetailUpdateSchema = z.object({ name: companyName, country_id: countryId, state_id: stateId });
export type EntityDetailUpdate = z.infer<typeof entityDetailUpdateSchema>;

/**
 * POST /api/v1/accounts/delete-user-account/ body. Answers a message with `data: null`: sessions
 * revoked, personal data anonymised, audit entries kept. A wrong password answers 400 with `errors.password`.
 */
export const deleteAccountRequestSchema = z.object({ password: z.string().min(1, 'Enter your password.') });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
