/** Paths of the calls the shell makes (spec section 7); relative to the API base, trailing slash kept. */
export const ACCOUNT_PATHS = {
  login: '/api/v1/accounts/login/',
  logout: '/api/v1/accounts/logout/',
  tokenRefresh: '/api/v1/accounts/token/refresh/',
  userDetail: '/api/v1/accounts/user-detail/',
} as const;

export const BASE_PATHS = {
  configuration: '/api/v1/base/configuration/',
} as const;
