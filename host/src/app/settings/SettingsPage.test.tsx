import { readSession, saveSession, store } from '@app/shared';
import type { RecordedCall } from '@app/shared/test-support/fake-api';
import { aLoginResponse } from '@app/shared/test-support/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../testing/fill';
import { renderAppAt, shellApi } from '../testing/renderApp';

const ok = (data: unknown, message = 'OK') => ({ status: 200, body: { message, data } });

function entityLogin() {
  const login = aLoginResponse(['view_client_dashboard']);
  return { ...login, user: { ...login.user, kind: 'entity' as const }, entity: { id: 'e1', name: 'Client Co' } };
}

function settingsApi(extra?: (call: RecordedCall) => ReturnType<ReturnType<typeof shellApi>> | undefined) {
  return shellApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.url === '/api/v1/accounts/entity-detail/' && call.method === 'GET') {
      return ok({ id: 'e1', name: 'Client Co', country_id: 'GB', state_id: 'GB-ENG', country_name: 'United Kingdom', state_name: 'England' });
    }
    if (call.url === '/api/v1/base/lookups/country/') return ok([{ id: 'GB', name: 'United Kingdom', code: 'GB' }]);
    if (call.url === '/api/v1/base/lookups/state/GB/')
      return ok([
        { id: 'GB-ENG', name: 'England', code: 'GB-ENG' },
        { id: 'GB-WLS', name: 'Wales', code: 'GB-WLS' },
      ]);
    return undefined;
  });
}

test('a staff member has no client tab; the tabs are in the address', async () => {
  saveSession(aLoginResponse(['view_project']));
  renderAppAt('/settings', settingsApi());
  const tabs = await screen.findByRole('tablist', { name: 'Settings sections' });
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Profile', 'Password', 'Delete account']);
  await userEvent.click(within(tabs).getByRole('tab', { name: 'Password' }));
  expect(window.location.search).toBe('?tab=password');
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Password');
  expect(screen.getByLabelText(/^Current password/)).toBeInTheDocument();
});

test('the profile tab saves the name and the session follows it', async () => {
  saveSession(aLoginResponse(['view_project']));
  const { user, user_type, entity } = aLoginResponse(['view_project']);
  const { calls } = renderAppAt(
    '/settings',
    settingsApi((call) =>
      call.method === 'PATCH' && call.url === '/api/v1/accounts/user-detail/'
        ? ok({ user: { ...user, first_name: 'Augusta', full_name: 'Augusta Lovelace' }, user_type, entity }, 'Your profile has been saved.')
        : undefined,
    ),
  );
  expect(await screen.findByLabelText(/^First name/)).toHaveValue('Ada');
  expect(screen.getByText('ada@demo.test')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save profile' })).toBeDisabled();

  await fill(/^First name/, '');
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(screen.getByText('Enter your first name.')).toBeInTheDocument();
  await fill(/^First name/, 'Augusta');
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

  expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ first_name: 'Augusta', last_name: 'Lovelace' });
  expect(readSession().user?.full_name).toBe('Augusta Lovelace');
  expect(store.getState().auth.user?.first_name).toBe('Augusta');
});

test('an entity user edits the client details', async () => {
  saveSession(entityLogin());
  const { calls } = renderAppAt(
    '/settings?tab=client',
    settingsApi((call) =>
      call.method === 'PATCH' && call.url === '/api/v1/accounts/entity-detail/'
        ? ok({ id: 'e1', name: 'Client Company', country_id: 'GB', state_id: 'GB-WLS', country_name: 'United Kingdom', state_name: 'Wales' }, 'Saved.')
        : undefined,
    ),
  );
  expect(await screen.findByLabelText(/^Company name/)).toHaveValue('Client Co');
  await waitFor(() => expect(screen.getByLabelText(/^State/)).toHaveValue('England'));
  await fill(/^Company name/, 'Client Company');
  await userEvent.click(screen.getByLabelText(/^State/));
  await userEvent.click(await screen.findByRole('option', { name: 'Wales' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save client details' }));

  expect(await screen.findByText('Saved.')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Client Company', country_id: 'GB', state_id: 'GB-WLS' });
  expect(store.getState().user.merchantData).toEqual({ id: 'e1', name: 'Client Company' });
});

test('the password tab changes the password and keeps the new tokens', async () => {
  saveSession(aLoginResponse(['view_project']));
  renderAppAt(
    '/settings?tab=password',
    settingsApi((call) =>
      call.url === '/api/v1/accounts/change-password/' ? ok({ access: 'access-9', refresh: 'refresh-9' }, 'Your password has been changed.') : undefined,
    ),
  );
  await fill(/^Current password/, 'old password');
  await fill(/^New password/, 'short');
  expect(screen.getByText('Use at least 12 characters.')).toBeInTheDocument();
  await fill(/^New password/, 'a brand new passphrase');
  await fill(/^Confirm new password/, 'a brand new passphrase');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
  expect(readSession()).toMatchObject({ accessToken: 'access-9', refreshToken: 'refresh-9' });
  expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
});

test('deleting the account asks for the password, confirms the consequence, then signs out', async () => {
  saveSession(aLoginResponse(['view_project']));
  const { calls } = renderAppAt(
    '/settings?tab=delete',
    settingsApi((call) => (call.url === '/api/v1/accounts/delete-user-account/' ? ok(null, 'Your account has been deleted.') : undefined)),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
  expect(screen.getByText('Enter your password.')).toBeInTheDocument();
  await fill(/^Password/, 'my password');
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));

  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  expect(dialog).toHaveAccessibleDescription(/signed out everywhere.*cannot be undone/);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.some((call) => call.url === '/api/v1/accounts/delete-user-account/')).toBe(false);

  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete account' }));
  await waitFor(() => expect(window.location.pathname).toBe('/accounts/login'));
  expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
  expect(calls.find((call) => call.url === '/api/v1/accounts/delete-user-account/')?.body).toEqual({ password: 'my password' });
  expect(readSession().accessToken).toBe('');
});
