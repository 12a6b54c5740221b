import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REDIRECT_AFTER_RESET_KEY } from '../routing/SessionPathRules';
import { fill } from '../testing/fill';
import { renderAppAt, shellApi } from '../testing/renderApp';

function resetApi(validation: { status: number; body: unknown }) {
  return shellApi((call) => {
    if (call.url === '/api/v1/accounts/validate/rt-1/') return validation;
    if (call.url === '/api/v1/accounts/reset-password/rt-1/') return { status: 200, body: { message: 'Password changed.', data: null } };
    return undefined;
  });
}
const VALID = { status: 200, body: { message: 'OK', data: { email: 'ada@demo.test' } } };

test('a valid link: the new password follows the policy, then sign-in with a toast', async () => {
  const { calls } = renderAppAt('/accounts/reset-password/rt-1', resetApi(VALID));
  await fill(/^New password/, 'ada@demo.test');
  expect(screen.getByText('Your password cannot be your email address.')).toBeInTheDocument();
  await fill(/^New password/, 'correct horse battery');
  await fill(/^Confirm new password/, 'correct horse battery');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

  await waitFor(() => expect(window.location.pathname).toBe('/accounts/login'));
  expect(await screen.findByText('Your password has been changed. Please sign in.')).toBeInTheDocument();
  expect(calls.find((call) => call.url === '/api/v1/accounts/reset-password/rt-1/')?.body).toEqual({ password: 'correct horse battery' });
  expect(localStorage.getItem(REDIRECT_AFTER_RESET_KEY)).toBeNull();
});

test('continues to a kept in-app address that is not a reset page', async () => {
  renderAppAt('/accounts/reset-password/rt-1', resetApi(VALID));
  await fill(/^New password/, 'correct horse battery');
  // Kept by another part of the app after the reset page stored its own address.
  localStorage.setItem(REDIRECT_AFTER_RESET_KEY, 'https://localhost/accounts/login?welcome=back');
  await fill(/^Confirm new password/, 'correct horse battery');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/accounts/login?welcome=back'));
});

test.each([
  ['token_expired', 'This link to reset your password has expired. Ask for a new one: it takes a minute.'],
  ['token_used', 'This link has already been used to reset the password. Ask for a new one if you need to reset it again.'],
])('a refused link (%s) says why and offers to ask again', async (code, message) => {
  renderAppAt('/accounts/reset-password/rt-1', resetApi({ status: 400, body: { message: 'No.', code } }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/accounts/forgot-password');
  expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
});

test('a check that fails for another reason can be tried again', async () => {
  let attempts = 0;
  renderAppAt(
    '/accounts/reset-password/rt-1',
    shellApi((call) => {
      if (call.url !== '/api/v1/accounts/validate/rt-1/') return undefined;
      attempts += 1;
      return attempts === 1 ? { status: 503, body: { message: 'The service is busy. Try again.', code: 'unavailable' } } : VALID;
    }),
  );
  expect(await screen.findByText('The service is busy. Try again.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByLabelText(/^New password/)).toBeInTheDocument();
});
