// An answer from another sub-domain (a redirect the browser followed) sends the browser there. Its own
// file: once the page is leaving, the client holds every further call, for the rest of the module.
import { waitFor } from '@testing-library/react';
import { installFakeApi, type FakeHandler } from '../../test-support/fakeApi';
import { aLoginResponse } from '../../test-support/fixtures';
import type { LoginResponse } from '../contract';
import { sendBrowserTo } from '../navigation/navigation';
import { clearSession, saveSession } from '../session/session';
import { readSession } from '../session/sessionCookies';
import { apiGet, apiPublicPost } from './requests';

jest.mock('../navigation/navigation', () => ({
  ...jest.requireActual('../navigation/navigation'),
  sendBrowserTo: jest.fn(),
}));

const ok = (data: unknown) => ({ status: 200, body: { message: 'OK', data } });

let fakeApi: ReturnType<typeof installFakeApi>;
function serve(handler: FakeHandler) {
  fakeApi = installFakeApi(handler);
}

afterEach(() => {
  fakeApi?.restore();
  clearSession();
});

test('an answer from the same origin stays', async () => {
  serve(() => ok({}));
  await apiGet('/api/v1/projects/');
  await new Promise((resolve) => setTimeout(resolve));
  expect(sendBrowserTo).not.toHaveBeenCalled();
});

test("a sign-in answered by the user's organisation saves the session, then the browser goes there", async () => {
  serve(() => ({ ...ok(aLoginResponse()), responseURL: 'https://acme.example.com/api/v1/accounts/login/' }));
  // What the login page does with the answer.
  const answer = await apiPublicPost<LoginResponse>('/api/v1/accounts/login/', { email: 'ada@acme.test', password: 'x' });
  expect(sendBrowserTo).not.toHaveBeenCalled();
  saveSession(answer.data);
  await waitFor(() => expect(sendBrowserTo).toHaveBeenCalledWith('https://acme.example.com'));
  expect(readSession().accessToken).toBe('access-1');
});

test('once leaving, no further call goes out on the old sub-domain', async () => {
  serve(() => ok({}));
  void apiGet('/api/v1/projects/');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(fakeApi.calls).toHaveLength(0);
});
