import { DEVICE_HEADERS } from '../contract/headers';
import { detectDevice, deviceHeaders } from './deviceDetails';

describe('detectDevice', () => {
  test.each([
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { device_type: 'Desktop', os: 'Windows', os_version: '10.0', browser: 'Chrome' },
    ],
    [
      'Safari on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { device_type: 'Mobile', os: 'iOS', os_version: '17.5', browser: 'Safari' },
    ],
    [
      'Edge on macOS',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      { device_type: 'Desktop', os: 'macOS', os_version: '10.15.7', browser: 'Edge' },
    ],
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      { device_type: 'Mobile', os: 'Android', os_version: '14', browser: 'Chrome' },
    ],
    [
      'Firefox on Linux',
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      { device_type: 'Desktop', os: 'Linux', os_version: '', browser: 'Firefox' },
    ],
  ])('%s', (_name, userAgent, expected) => {
    expect(detectDevice(userAgent)).toEqual({ platform: 'web', device_token: '', ...expected });
  });

  test('an unknown agent still gives every field', () => {
    expect(detectDevice('curl/8.5.0')).toEqual({
      platform: 'web',
      device_type: 'Desktop',
      device_token: '',
      os: 'Unknown',
      os_version: '',
      browser: 'Unknown',
    });
  });
});

test('deviceHeaders names each detail with its contract header', () => {
  const headers = deviceHeaders(detectDevice('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'));
  expect(headers).toEqual({
    [DEVICE_HEADERS.platform]: 'web',
    [DEVICE_HEADERS.device_type]: 'Desktop',
    [DEVICE_HEADERS.device_token]: '',
    [DEVICE_HEADERS.os]: 'Linux',
    [DEVICE_HEADERS.os_version]: '',
    [DEVICE_HEADERS.browser]: 'Firefox',
  });
});
