/** The five session cookies (spec section 9); the front end sets them, the sign-in page's server reads one. */
export const SESSION_COOKIES = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
  userType: 'user_type',
  entity: 'entity',
} as const;

/** Header names the client sends on authenticated calls (spec section 7). */
export const REFRESH_HEADER = 'refresh';
export const DEVICE_HEADERS = {
  platform: 'x-device-platform',
  device_type: 'x-device-type',
  device_token: 'x-device-token',
  os: 'x-device-os',
  os_version: 'x-device-os-version',
  browser: 'x-device-browser',
} as const;
