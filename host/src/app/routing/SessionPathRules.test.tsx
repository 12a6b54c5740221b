import { readSession, saveSession } from '@app/shared';
import { aLoginResponse } from '@app/shared/test-support/fixtures';
import { screen, waitFor } from '@testing-library/react';
import { renderAppAt } from '../testing/renderApp';
import { REDIRECT_AFTER_RESET_KEY } from './SessionPathRules';

describe('a signed-in user opening a sign-up link', () => {
  test('is logged out with the refresh token, loses the local session and sees the sign-up of that invitation', async () => {
    saveSession(aLoginResponse(['view_project']));
    const { calls } = renderAppAt('/accounts/signup/entity/extra/invite-token-42');

    await waitFor(() => expect(window.location.pathname).toBe('/accounts/signup/entity/invite-token-42'));
    expect(calls.filter((call) => call.url === '/api/v1/accounts/logout/').map((call) => call.body)).toEqual([{ refresh_token: 'refresh-1' }]);
    expect(readSession()).toEqual({ accessToken: '', refreshToken: '', user: null, userType: null, entity: null });
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  test('is signed out locally even when the server cannot log out', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    saveSession(aLoginResponse());
    renderAppAt('/accounts/signup/user/t0k3n', (call) =>
      call.url === '/api/v1/accounts/logout/' ? { status: 500, body: { message: 'Logout failed.' } } : { status: 200, body: { message: 'OK', data: [] } },
    );
    await waitFor(() => expect(readSession().accessToken).toBe(''));
    expect(console.error).toHaveBeenCalledWith('Logout failed.');
    expect(window.location.pathname).toBe('/accounts/signup/user/t0k3n');
  });

  test('a visitor without a session just sees the sign-up page', async () => {
    const { calls } = renderAppAt('/accounts/signup/user/t0k3n');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/v1/accounts/logout/')).toBe(false);
  });
});

test('a reset-password address clears the session, remembers the full address and skips the configuration', async () => {
  saveSession(aLoginResponse());
  const { calls } = renderAppAt('/accounts/reset-password/reset-token-7?source=email');

  expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
  await waitFor(() => expect(readSession().accessToken).toBe(''));
  expect(localStorage.getItem(REDIRECT_AFTER_RESET_KEY)).toBe('https://localhost/accounts/reset-password/reset-token-7?source=email');
  expect(calls.some((call) => call.url === '/api/v1/base/configuration/')).toBe(false);
  expect(calls.some((call) => call.url === '/api/v1/accounts/logout/')).toBe(false);
});
