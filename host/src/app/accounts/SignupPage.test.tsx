import { readSession } from '@app/shared';
import type { RecordedCall } from '@app/shared/test-support/fake-api';
import { aLoginResponse } from '@app/shared/test-support/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../testing/fill';
import { renderAppAt, shellApi } from '../testing/renderApp';

const ok = (data: unknown, message = 'OK') => ({ status: 200, body: { message, data } });

function invitation(userType: 'user' | 'entity') {
  return {
    email: 'grace@client.test',
    user_type: userType,
    organisation: { name: 'Acme', slug: 'acme' },
    role_group: { id: 'r2', name: userType === 'user' ? 'Reviewer' : 'Client user' },
    entity: userType === 'entity' ? { id: 'e1', name: 'Client Co' } : null,
  };
}

function signupApi(userType: 'user' | 'entity') {
  return shellApi((call: RecordedCall) => {
    if (call.url === '/api/v1/accounts/invite-user/token/verify/inv-1/') return ok(invitation(userType));
    if (call.url === '/api/v1/base/lookups/country/')
      return ok([
        { id: 'GB', name: 'United Kingdom', code: 'GB' },
        { id: 'MC', name: 'Monaco', code: 'MC' },
      ]);
    if (call.url === '/api/v1/base/lookups/state/GB/') return ok([{ id: 'GB-ENG', name: 'England', code: 'GB-ENG' }]);
    if (call.url === '/api/v1/base/lookups/state/MC/') return ok([]);
    if (call.url === `/api/v1/accounts/signup/${userType}/`) return ok(aLoginResponse(['view_project']), 'Welcome, Grace.');
    return undefined;
  });
}

async function fillNameAndPassword(password = 'a long enough passphrase') {
  await fill(/^First name/, 'Grace');
  await fill(/^Last name/, 'Hopper');
  await fill(/^Password/, password);
  await fill(/^Confirm password/, password);
}

test('the password messages follow the typing; sending shows what is missing', async () => {
  const { calls } = renderAppAt('/accounts/signup/user/inv-1', signupApi('user'));
  expect(await screen.findByText(/You are joining/)).toHaveTextContent('You are joining Acme as grace@client.test (Reviewer).');
  expect(screen.queryByLabelText(/^Company name/)).not.toBeInTheDocument();

  await userEvent.type(screen.getByLabelText(/^Password/), 'short');
  expect(screen.getByText('Use at least 12 characters.')).toBeInTheDocument();
  await fill(/^Password/, 'Grace@Client.test');
  expect(screen.getByText('Your password cannot be your email address.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByText('Enter your first name.')).toBeInTheDocument();
  expect(screen.getByText('Enter your last name.')).toBeInTheDocument();
  expect(screen.getByText('Enter the new password again.')).toBeInTheDocument();
  await fill(/^Password/, 'a long enough passphrase');
  await fill(/^Confirm password/, 'a long enough passphrasE');
  expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
  expect(calls.some((call) => call.url.startsWith('/api/v1/accounts/signup/'))).toBe(false);
});

test('the user variant signs the new user in and goes home', async () => {
  const { calls } = renderAppAt('/accounts/signup/user/inv-1', signupApi('user'));
  await fillNameAndPassword();
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

  // Home, for a role without a dashboard, is the settings page.
  await waitFor(() => expect(window.location.pathname).toBe('/settings'));
  expect(calls.find((call) => call.url === '/api/v1/accounts/signup/user/')?.body).toEqual({
    token: 'inv-1',
    first_name: 'Grace',
    last_name: 'Hopper',
    password: 'a long enough passphrase',
  });
  expect(readSession().accessToken).toBe('access-1');
  expect(await screen.findByText('Welcome, Grace.')).toBeInTheDocument();
  // Signing up on the sign-up page is not "arriving signed in": no logout follows.
  expect(calls.some((call) => call.url === '/api/v1/accounts/logout/')).toBe(false);
});

test('the entity variant asks for the client, with the states of the chosen country', async () => {
  const { calls } = renderAppAt('/accounts/signup/entity/inv-1', signupApi('entity'));
  expect(await screen.findByLabelText(/^Company name/)).toHaveValue('Client Co');
  expect(screen.getByLabelText(/^State/)).toBeDisabled();

  await fillNameAndPassword();
  await userEvent.click(screen.getByLabelText(/^Country/));
  await userEvent.click(await screen.findByRole('option', { name: 'United Kingdom' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('Choose a state.')).toBeInTheDocument();

  await userEvent.click(screen.getByLabelText(/^State/));
  await userEvent.click(await screen.findByRole('option', { name: 'England' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

  await waitFor(() => expect(calls.some((call) => call.url === '/api/v1/accounts/signup/entity/')).toBe(true));
  expect(calls.find((call) => call.url === '/api/v1/accounts/signup/entity/')?.body).toEqual({
    token: 'inv-1',
    first_name: 'Grace',
    last_name: 'Hopper',
    password: 'a long enough passphrase',
    company_name: 'Client Co',
    country_id: 'GB',
    state_id: 'GB-ENG',
  });
});

test('a country without states needs none', async () => {
  const { calls } = renderAppAt('/accounts/signup/entity/inv-1', signupApi('entity'));
  await fillNameAndPassword();
  await userEvent.click(screen.getByLabelText(/^Country/));
  await userEvent.click(await screen.findByRole('option', { name: 'Monaco' }));
  expect(await screen.findByText('This country has no states to choose from.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() => expect(calls.some((call) => call.url === '/api/v1/accounts/signup/entity/')).toBe(true));
  expect(calls.find((call) => call.url === '/api/v1/accounts/signup/entity/')?.body).toMatchObject({ country_id: 'MC', state_id: null });
});

test.each([
  ['token_expired', 'This invitation has expired. Ask the person who invited you to send a new one.'],
  ['token_used', 'This invitation has already been used. If you created your account with it, sign in below.'],
  ['token_invalid', 'This invitation link is not valid. Check that you opened the whole link from the email.'],
])('a refused invitation (%s) says why and leads to sign in', async (code, message) => {
  renderAppAt(
    '/accounts/signup/user/inv-1',
    shellApi((call) => (call.url.includes('/token/verify/') ? { status: 400, body: { message: 'No.', code } } : undefined)),
  );
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByLabelText(/^First name/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/accounts/login');
});

test("the server's field messages show beside the fields", async () => {
  renderAppAt(
    '/accounts/signup/user/inv-1',
    shellApi((call) => {
      if (call.url === '/api/v1/accounts/signup/user/') {
        const message = 'This password is too common. Choose one that is harder to guess.';
        return { status: 400, body: { message, code: 'invalid', errors: { password: [message] } } };
      }
      return signupApi('user')(call) as ReturnType<ReturnType<typeof shellApi>>;
    }),
  );
  await fillNameAndPassword('password1234');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  const field = screen.getByLabelText(/^Password/).closest('.MuiFormControl-root') as HTMLElement;
  expect(await within(field).findByText('This password is too common. Choose one that is harder to guess.')).toBeInTheDocument();
});
