import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../testing/fill';
import { renderAppAt, shellApi } from '../testing/renderApp';

const SENT = 'If an account exists for that email, we have sent a link to reset the password.';

test('checks the email, then says what happens next whatever the answer', async () => {
  const { calls } = renderAppAt(
    '/accounts/forgot-password',
    shellApi((call) => (call.url === '/api/v1/accounts/forgot-password/' ? { status: 200, body: { message: SENT, data: null } } : undefined)),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
  expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
  await fill(/^Email/, 'not-an-email');
  expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();

  await fill(/^Email/, ' ada@demo.test ');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('status')).toHaveTextContent(SENT);
  expect(calls.find((call) => call.url === '/api/v1/accounts/forgot-password/')?.body).toEqual({ email: 'ada@demo.test' });
  expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/accounts/login');
});

test('a refusal (too many requests) shows the server message and keeps the form', async () => {
  renderAppAt(
    '/accounts/forgot-password',
    shellApi((call) =>
      call.url === '/api/v1/accounts/forgot-password/'
        ? { status: 429, body: { message: 'Too many requests. Try again in 10 minutes.', code: 'rate_limited' } }
        : undefined,
    ),
  );
  await fill(/^Email/, 'ada@demo.test');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('Too many requests. Try again in 10 minutes.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled());
});
