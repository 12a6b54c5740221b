import { readSession, saveSession, store } from '@app/shared';
import { aLoginResponse } from '@app/shared/test-support/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../testing/fill';
import { renderAppAt, shellApi } from '../testing/renderApp';

function signInWithExpiredPassword() {
  const login = aLoginResponse(['view_audit_log']);
  saveSession({ ...login, user: { ...login.user, is_password_expired: true } });
}

test('an expired password is changed before any workspace page shows; then the page shows', async () => {
  signInWithExpiredPassword();
  const { calls } = renderAppAt(
    '/audit-log',
    shellApi((call) =>
      call.url === '/api/v1/accounts/change-password/'
        ? { status: 200, body: { message: 'Your password has been changed.', data: { access: 'access-2', refresh: 'refresh-2' } } }
        : undefined,
    ),
  );
  expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
  expect(screen.queryByText('Remote admin ./AuditLog')).not.toBeInTheDocument();

  await fill(/^Current password/, 'old password');
  await fill(/^New password/, 'a brand new passphrase');
  await fill(/^Confirm new password/, 'a brand new passphrase');
  await userEvent.click(screen.getByRole('button', { name: 'Change password and continue' }));

  expect(await screen.findByText('Remote admin ./AuditLog')).toBeInTheDocument();
  expect(calls.find((call) => call.url === '/api/v1/accounts/change-password/')?.body).toEqual({
    current_password: 'old password',
    new_password: 'a brand new passphrase',
  });
  expect(readSession()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2', user: { is_password_expired: false } });
  expect(store.getState().user.expiredPasswordStatus).toBe(false);
});

test('a wrong current password is said beside the field, and the gate stays', async () => {
  signInWithExpiredPassword();
  renderAppAt(
    '/settings',
    shellApi((call) =>
      call.url === '/api/v1/accounts/change-password/'
        ? {
            status: 400,
            body: {
              message: 'Your current password is not correct.',
              code: 'invalid',
              errors: { current_password: ['Your current password is not correct.'] },
            },
          }
        : undefined,
    ),
  );
  await fill(/^Current password/, 'wrong one');
  await fill(/^New password/, 'a brand new passphrase');
  await fill(/^Confirm new password/, 'a brand new passphrase');
  await userEvent.click(screen.getByRole('button', { name: 'Change password and continue' }));
  await waitFor(() => expect(screen.getAllByText('Your current password is not correct.').length).toBeGreaterThanOrEqual(1));
  expect(screen.getByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
  expect(store.getState().user.expiredPasswordStatus).toBe(true);
});

test('the forced change offers a way out: signing out', async () => {
  signInWithExpiredPassword();
  renderAppAt('/settings');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(window.location.pathname).toBe('/accounts/login'));
});
