import { installFakeApi, type FakeHandler } from '../../test-support/fakeApi';
import { aLoginResponse } from '../../test-support/fixtures';
import { setAppNavigator } from '../navigation/navigation';
import { store } from '../store/appStore';
import { logout } from './logout';
import { clearSession, saveSession } from './session';
import { readSession } from './sessionCookies';

let fakeApi: ReturnType<typeof installFakeApi>;
let navigate: jest.Mock;
let unregisterNavigator: () => void;

function serve(handler: FakeHandler) {
  fakeApi = installFakeApi(handler);
}

beforeEach(() => {
  saveSession(aLoginResponse());
  navigate = jest.fn();
  unregisterNavigator = setAppNavigator(navigate);
});

afterEach(() => {
  fakeApi.restore();
  unregisterNavigator();
  clearSession();
});

test('logout sends the refresh token, clears the session and goes to login', async () => {
  serve(() => ({ status: 200, body: { message: 'Signed out.', data: null } }));
  await logout();

  expect(fakeApi.calls).toEqual([expect.objectContaining({ method: 'POST', url: '/api/v1/accounts/logout/', body: { refresh_token: 'refresh-1' } })]);
  expect(document.cookie).toBe('');
  expect(store.getState().auth.accessToken).toBe('');
  expect(navigate).toHaveBeenCalledWith('/accounts/login');
});

test.each([
  ['the server message', { message: 'Your session has already ended.', code: 'invalid' }, 'Your session has already ended.'],
  ['the generic message', undefined, 'Oops, Something went wrong.'],
])('a failed logout only logs %s', async (_case, body, logged) => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  serve(() => ({ status: 400, body }));
  await logout();

  expect(consoleError).toHaveBeenCalledWith(logged);
  expect(readSession().accessToken).toBe('access-1');
  expect(navigate).not.toHaveBeenCalled();
});
