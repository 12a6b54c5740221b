import { DEVICE_HEADERS } from '../contract/headers';

/** The device details every request carries (spec section 3). */
export interface DeviceDetails {
  platform: 'web';
  device_type: 'Desktop' | 'Mobile';
  device_token: '';
  os: string;
  os_version: string;
  browser: string;
}

// First match wins, so the more specific systems and browsers come first.
const OPERATING_SYSTEMS: Array<[name: string, pattern: RegExp]> = [
  ['iOS', /(?:iPhone|iPad|iPod).*? OS (\d+(?:[._]\d+)*)/],
  ['Android', /Android (\d+(?:\.\d+)*)/],
  ['Windows', /Windows NT (\d+(?:\.\d+)*)/],
  ['macOS', /Mac OS X (\d+(?:[._]\d+)*)/],
  ['ChromeOS', /CrOS \S+ (\d+(?:\.\d+)*)/],
  ['Linux', /Linux()/],
];

const BROWSERS: Array<[name: string, pattern: RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\//],
  ['Opera', /OPR\/|Opera/],
  ['Samsung Internet', /SamsungBrowser\//],
  ['Firefox', /Firefox\/|FxiOS\//],
  ['Chrome', /Chrome\/|CriOS\//],
  ['Safari', /Safari\//],
];

const MOBILE_DEVICE = /Mobi|Android|iPhone|iPad|iPod/;

export function detectDevice(userAgent: string): DeviceDetails {
  const os = OPERATING_SYSTEMS.map(([name, pattern]) => ({ name, match: pattern.exec(userAgent) })).find(({ match }) => match);
  return {
    platform: 'web',
    device_type: MOBILE_DEVICE.test(userAgent) ? 'Mobile' : 'Desktop',
    device_token: '',
    os: os?.name ?? 'Unknown',
    os_version: os?.match?.[1]?.replace(/_/g, '.') ?? '',
    browser: BROWSERS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'Unknown',
  };
}

export function deviceHeaders(details: DeviceDetails): Record<string, string> {
  return Object.fromEntries((Object.keys(DEVICE_HEADERS) as Array<keyof DeviceDetails>).map((field) => [DEVICE_HEADERS[field], details[field]]));
}
