import { saveSession } from '@app/shared';
import { aLoginResponse } from '@app/shared/test-support/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../testing/renderApp';

describe('a visitor without a session', () => {
  test('goes to the splash page and, after signing in, reaches the page asked for', async () => {
    const { calls } = renderAppAt('/audit-log?tab=recent');
    await waitFor(() => expect(window.location.pathname).toBe('/accounts/splash'));
    expect(await screen.findByRole('heading', { name: 'Questionnaires answered in hours.' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/audit-log?tab=recent'));
    expect(await screen.findByText('Remote admin ./AuditLog')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/v1/accounts/login/')?.body).toEqual({
      email: 'ada@demo.test',
      password: 'correct horse',
    });
    expect(document.cookie).toMatch(/access_token=access-1/);
  });

  test('without a remembered page, signing in leads home', async () => {
    renderAppAt('/accounts/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // The fixture's role may only see the audit log: home leads to the settings.
    await waitFor(() => expect(window.location.pathname).toBe('/settings'));
  });
});

describe('the home page', () => {
  test.each([
    [['view_admin_dashboard', 'view_client_dashboard'], '/dashboard/admin', 'Remote admin ./AdminDashboard'],
    [['view_client_dashboard'], '/dashboard/client', 'Remote projects ./ClientDashboard'],
  ])('with %j opens %s', async (permissions, path, screenText) => {
    saveSession(aLoginResponse(permissions));
    renderAppAt('/');
    await waitFor(() => expect(window.location.pathname).toBe(path));
    expect(await screen.findByText(screenText)).toBeInTheDocument();
  });

  test('without a dashboard permission opens the settings', async () => {
    saveSession(aLoginResponse(['view_project']));
    renderAppAt('/');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/settings');
  });
});

test('an unknown address shows page-not-found to a signed-in user', async () => {
  saveSession(aLoginResponse());
  renderAppAt('/no/such/page');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('the sidebar offers the sections the permissions allow', async () => {
  saveSession(aLoginResponse(['view_client_dashboard', 'view_project']));
  renderAppAt('/settings');
  await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
  const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
  const links = Array.from(navigation.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')]);
  expect(links).toEqual([
    ['Dashboard', '/dashboard/client'],
    ['Projects', '/project/project-list'],
  ]);
});

test('the phone drawer closes on a click outside it', async () => {
  saveSession(aLoginResponse(['view_project']));
  renderAppAt('/settings');
  await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
  expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await userEvent.click(document.querySelector('.MuiBackdrop-root')!);
  await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
});

test('signing out from the user menu ends the session and shows the login page', async () => {
  saveSession(aLoginResponse(['view_project']));
  const { calls } = renderAppAt('/settings');
  await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));

  await waitFor(() => expect(window.location.pathname).toBe('/accounts/login'));
  expect(calls.find((call) => call.url === '/api/v1/accounts/logout/')?.body).toEqual({ refresh_token: 'refresh-1' });
  expect(document.cookie).toBe('');
  expect(sessionStorage.getItem('page-after-sign-in')).toBeNull();
});
