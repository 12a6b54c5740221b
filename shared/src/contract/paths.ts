/**
 * Paths of the shell's API calls (spec section 7); relative to the API base, trailing slash kept.
 * The shared instance loads this file on the login page; the workspace's other calls are in
 * workspacePaths.ts, which only the screens that make them bundle.
 */
export const ACCOUNT_PATHS = {
  login: '/api/v1/accounts/login/',
  logout: '/api/v1/accounts/logout/',
  tokenRefresh: '/api/v1/accounts/token/refresh/',
  userDetail: '/api/v1/accounts/user-detail/',
  userDetailTour: '/api/v1/accounts/user-detail/tour/',
  entityDetail: '/api/v1/accounts/entity-detail/',
  verifyInvitation: (token: string) => `/api/v1/accounts/invite-user/token/verify/${encodeURIComponent(token)}/`,
  signup: (userType: 'user' | 'entity') => `/api/v1/accounts/signup/${userType}/`,
  forgotPassword: '/api/v1/accounts/forgot-password/',
  validateResetToken: (token: string) => `/api/v1/accounts/validate/${encodeURIComponent(token)}/`,
  resetPassword: (token: string) => `/api/v1/accounts/reset-password/${encodeURIComponent(token)}/`,
  changePassword: '/api/v1/accounts/change-password/',
  deleteAccount: '/api/v1/accounts/delete-user-account/',
} as const;

export const BASE_PATHS = {
  configuration: '/api/v1/base/configuration/',
  organisationSettings: '/api/v1/base/configuration/organisation/',
  countries: '/api/v1/base/lookups/country/',
  states: (countryId: string) => `/api/v1/base/lookups/state/${encodeURIComponent(countryId)}/`,
} as const;

export const AUTH_PATHS = {
  recaptcha: '/auth/api/v1/recaptcha/',
} as const;
