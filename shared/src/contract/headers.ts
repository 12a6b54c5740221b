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
