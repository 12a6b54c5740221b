import { installFakeApi, type FakeHandler } from '../../test-support/fakeApi';
import { aLoginResponse } from '../../test-support/fixtures';
import { DEVICE_HEADERS } from '../contract/headers';
import { setAppNavigator } from '../navigation/navigation';
import { clearSession, saveSession } from '../session/session';
import { readSession } from '../session/sessionCookies';
import { store } from '../store/appStore';
import { apiErrorMessage } from './apiErrorMessage';
import { downloadFromApi } from './download';
import { apiGet, apiPost, apiPublicGet, apiPublicPost } from './requests';

const REFRESH = '/api/v1/accounts/token/refresh/';
const ok = (data: unknown) => ({ status: 200, body: { message: 'OK', data } });

let fakeApi: ReturnType<typeof installFakeApi>;
let navigate: jest.Mock;
let unregisterNavigator: () => void;

function serve(handler: FakeHandler) {
  fakeApi = installFakeApi(handler);
}

/** The API: access-1 is expired; the refresh call answers with the next pair after `delayMs`. */
function expiringTokenApi({ refreshWorks = true, delayMs = 0 } = {}): FakeHandler {
  let generation = 1;
  return async (call) => {
    if (call.url === REFRESH) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (!refreshWorks) return { status: 401, body: { message: 'Your session has ended.', code: 'token_invalid' } };
      generation += 1;
      return ok({ access: `access-${generation}`, refresh: `refresh-${generation}` });
    }
    if (call.headers.authorization === 'Bearer access-1') return { status: 401, body: { message: 'Token expired', code: 'token_expired' } };
    return ok({ path: call.url });
  };
}

beforeEach(() => {
  saveSession(aLoginResponse());
  navigate = jest.fn();
  unregisterNavigator = setAppNavigator(navigate);
});

afterEach(() => {
  fakeApi?.restore();
  unregisterNavigator();
  clearSession();
});

describe('headers', () => {
  test('an authenticated call sends the bearer token, the refresh header and the device details', async () => {
    serve(() => ok({}));
    await apiGet('/api/v1/projects/');
    const { headers } = fakeApi.calls[0];
    expect(headers.authorization).toBe('Bearer access-1');
    expect(headers.refresh).toBe('refresh-1');
    expect(headers[DEVICE_HEADERS.platform]).toBe('web');
    expect(headers[DEVICE_HEADERS.device_type]).toMatch(/^(Desktop|Mobile)$/);
    expect(headers[DEVICE_HEADERS.device_token]).toBe('');
    for (const header of [DEVICE_HEADERS.os, DEVICE_HEADERS.browser]) expect(headers[header]).toBeTruthy();
    expect(DEVICE_HEADERS.os_version in headers).toBe(true);
  });

  test('a public call sends the device details but no session', async () => {
    serve(() => ok([]));
    await apiPublicGet('/api/v1/base/configuration/');
    const { headers } = fakeApi.calls[0];
    expect(headers.authorization).toBeUndefined();
    expect(headers.refresh).toBeUndefined();
    expect(headers[DEVICE_HEADERS.platform]).toBe('web');
  });
  test('a JSON body says so; a form and a call without a body leave the type to the browser', async () => {
    serve(() => ok({}));
    await apiPost('/json/', { name: 'Audit' });
    await apiPost('/form/', new FormData());
    await apiPost('/empty/');
    expect(fakeApi.calls.map((call) => call.headers['content-type'])).toEqual(['application/json', undefined, undefined]);
    expect(fakeApi.calls[0].body).toEqual({ name: 'Audit' });
  });
});

describe('downloadFromApi', () => {
  test("hands the answer's file to the browser under the name the server gives, or the fallback", async () => {
    const createObjectURL = jest.fn(() => 'blob:file');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const file = new Blob(['Entry\r\n']);
    const named = { 'Content-Disposition': 'attachment; filename="audit-log-2026-11-26.csv"' };
    serve((call) => ({ status: 200, body: file, headers: call.url === '/named/' ? named : undefined }));
    await downloadFromApi('/named/', 'audit-log.csv');
    await downloadFromApi('/unnamed/', 'audit-log.csv');
    expect(names).toEqual(['audit-log-2026-11-26.csv', 'audit-log.csv']);
    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(fakeApi.calls[0].headers.authorization).toBe('Bearer access-1');
    click.mockRestore();
  });
});

describe('response merging (spec section 7)', () => {
  test('GET merges the body fields into the result beside the status', async () => {
    serve(() => ok({ count: 2 }));
    await expect(apiGet('/api/v1/projects/')).resolves.toEqual({ status: 200, message: 'OK', data: { count: 2 } });
  });

  test('a successful non-GET returns the body as it is', async () => {
    serve(() => ({ status: 201, body: { message: 'Project created.', data: { id: 'p1' } } }));
    await expect(apiPost('/api/v1/projects/', { project_name: 'Audit' })).resolves.toEqual({
      message: 'Project created.',
      data: { id: 'p1' },
    });
    expect(fakeApi.calls[0].body).toEqual({ project_name: 'Audit' });
  });

  test('a public call merges the nested data fields into the body', async () => {
    serve(() => ok({ access: 'a', refresh: 'r' }));
    await expect(apiPublicPost('/api/v1/accounts/login/', {})).resolves.toEqual({
      message: 'OK',
      data: { access: 'a', refresh: 'r' },
      access: 'a',
      refresh: 'r',
    });
  });

  test('a public GET whose data is a list keeps the list under data', async () => {
    serve(() => ok([{ name: 'logo', value: 'x' }]));
    await expect(apiPublicGet('/api/v1/base/configuration/')).resolves.toEqual({
      status: 200,
      message: 'OK',
      data: [{ name: 'logo', value: 'x' }],
    });
  });
});

describe('an expired access token', () => {
  test('is refreshed once with bearer and refresh headers, and the call is retried', async () => {
    serve(expiringTokenApi());
    await expect(apiGet('/api/v1/accounts/user-detail/')).resolves.toMatchObject({ status: 200 });

    const refreshCalls = fakeApi.calls.filter((call) => call.url === REFRESH);
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0].body).toEqual({ refresh: 'refresh-1' });
    expect(refreshCalls[0].headers).toMatchObject({ authorization: 'Bearer access-1', refresh: 'refresh-1' });
    expect(fakeApi.calls.map((call) => [call.url, call.headers.authorization])).toEqual([
      ['/api/v1/accounts/user-detail/', 'Bearer access-1'],
      [REFRESH, 'Bearer access-1'],
      ['/api/v1/accounts/user-detail/', 'Bearer access-2'],
    ]);
    // Refresh tokens rotate: both new tokens are kept, in the cookies and in the state.
    expect(readSession()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(store.getState().auth).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  test('concurrent 401s share one refresh', async () => {
    serve(expiringTokenApi({ delayMs: 20 }));
    const results = await Promise.all(['/a/', '/b/', '/c/'].map((url) => apiGet<{ path: string }>(url)));

    expect(results.map((result) => result.data.path)).toEqual(['/a/', '/b/', '/c/']);
    expect(fakeApi.calls.filter((call) => call.url === REFRESH)).toHaveLength(1);
    const retries = fakeApi.calls.filter((call) => call.url !== REFRESH && call.headers.authorization === 'Bearer access-2');
    expect(retries).toHaveLength(3);
  });

  test('a 401 that arrives after the refresh finished retries with the new token, no second refresh', async () => {
    const expiring = expiringTokenApi();
    serve(async (call) => {
      // The slow call was sent with access-1 and answers after the fast call's refresh is done.
      if (call.url === '/slow/' && call.headers.authorization === 'Bearer access-1') {
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      return expiring(call);
    });
    await Promise.all([apiGet('/fast/'), apiGet('/slow/')]);

    expect(fakeApi.calls.filter((call) => call.url === REFRESH)).toHaveLength(1);
    expect(fakeApi.calls.filter((call) => call.url === '/slow/').map((call) => call.headers.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  test('a failed refresh clears the session and goes to login; the call fails', async () => {
    serve(expiringTokenApi({ refreshWorks: false }));
    const calls = Promise.all([apiGet('/a/'), apiGet('/b/')].map((call) => call.catch((error: unknown) => error)));
    const errors = await calls;

    expect(errors.map(apiErrorMessage)).toEqual(['Token expired', 'Token expired']);
    expect(fakeApi.calls.filter((call) => call.url === REFRESH)).toHaveLength(1);
    expect(readSession().accessToken).toBe('');
    expect(document.cookie).toBe('');
    expect(store.getState().auth.accessToken).toBe('');
    expect(store.getState().layout.isLoggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/accounts/login');
  });

  test('a 401 on a public call is an answer, not an expired session', async () => {
    serve(() => ({ status: 401, body: { message: 'The email or password is not correct.' } }));
    const error = await apiPublicPost('/api/v1/accounts/login/', {}).catch((caught: unknown) => caught);
    expect(apiErrorMessage(error)).toBe('The email or password is not correct.');
    expect(fakeApi.calls).toHaveLength(1);
    expect(readSession().accessToken).toBe('access-1');
  });
});

describe('apiErrorMessage', () => {
  test("is the server's message, or the generic one", async () => {
    serve(() => ({ status: 400, body: { message: 'Deadline must be in the future.', code: 'invalid' } }));
    expect(apiErrorMessage(await apiPost('/x/').catch((error: unknown) => error))).toBe('Deadline must be in the future.');
    fakeApi.restore();
    serve(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    expect(apiErrorMessage(await apiPost('/x/').catch((error: unknown) => error))).toBe('Oops, Something went wrong.');
    expect(apiErrorMessage(new TypeError('Network Error'))).toBe('Oops, Something went wrong.');
  });
});
