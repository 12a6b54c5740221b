import { installFakeApi } from '@app/shared/test-support/fake-api';
import { screen, waitFor } from '@testing-library/react';
import { renderAppAt, shellApi } from '../testing/renderApp';
import { requestConfigurationEarly } from './BrandingProvider';

beforeEach(() => {
  // As index.html ships: the bundled favicon.
  document.title = 'Loading…';
  document.querySelectorAll('link[rel~="icon"]').forEach((link) => link.remove());
  document.head.insertAdjacentHTML('beforeend', '<link rel="icon" type="image/webp" href="/favicon.webp">');
});

const favicon = () => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')!;

test("the organisation's title brands the tab and the splash page", async () => {
  const { calls } = renderAppAt('/accounts/splash');
  expect(await screen.findByRole('heading', { name: 'Questionnaires answered in hours.' })).toBeInTheDocument();
  expect(document.title).toBe('Acme Answers');
  expect(calls.filter((call) => call.url === '/api/v1/base/configuration/')).toHaveLength(1);
  expect(calls[0].headers.authorization).toBeUndefined();
});

test('without a configured title or favicon: the default title and the bundled favicon', async () => {
  renderAppAt(
    '/accounts/splash',
    shellApi(() => ({ status: 200, body: { message: 'OK', data: [{ name: 'application_title', value: '' }] } })),
  );
  expect(await screen.findByRole('heading', { name: 'Welcome to Questionnaire Workspace' })).toBeInTheDocument();
  expect(document.title).toBe('Questionnaire Workspace');
  expect(favicon().getAttribute('href')).toBe('/favicon.webp');
});

test('a configured favicon replaces the bundled one', async () => {
  renderAppAt(
    '/accounts/login',
    shellApi(() => ({ status: 200, body: { message: 'OK', data: [{ name: 'favicon_icon', value: '/branding/icon.png' }] } })),
  );
  await waitFor(() => expect(favicon().getAttribute('href')).toBe('/branding/icon.png'));
});

test.each([
  ['the server message', { message: 'Configuration is unavailable.', code: 'unavailable' }, 'Configuration is unavailable.'],
  ['the generic message', undefined, 'Oops, Something went wrong.'],
])('a failed configuration call shows a toast with %s', async (_case, body, toast) => {
  renderAppAt(
    '/accounts/splash',
    shellApi((call) => (call.url.includes('configuration') ? { status: 503, body } : undefined)),
  );
  expect(await screen.findByText(toast)).toBeInTheDocument();
  // The page still works with the defaults.
  expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
});

const configurationCalls = (calls: { url: string }[]) => calls.filter((call) => call.url === '/api/v1/base/configuration/');

test('asked for before the first render, the configuration is fetched once and brands the page', async () => {
  // As the entry asks for it: the fake API of the render that follows answers it.
  const early = installFakeApi(shellApi());
  requestConfigurationEarly('/accounts/splash');
  await waitFor(() => expect(configurationCalls(early.calls)).toHaveLength(1));
  early.restore();
  const { calls } = renderAppAt('/accounts/splash');
  expect(await screen.findByRole('heading', { name: 'Questionnaires answered in hours.' })).toBeInTheDocument();
  expect(document.title).toBe('Acme Answers');
  expect(configurationCalls(calls)).toHaveLength(0);
});

test('nothing is asked for early on a reset-password page (the spec loads no configuration there)', async () => {
  const early = installFakeApi(shellApi());
  requestConfigurationEarly('/accounts/reset-password/some-token');
  await new Promise((settle) => setTimeout(settle, 50));
  expect(early.calls).toHaveLength(0);
  early.restore();
});

test('the configuration the sign-in page was served with shows in the first render, with no request', () => {
  const items = [{ name: 'login_short_description', value: 'Welcome to Northwind' }];
  document.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="public-configuration">${JSON.stringify(items)}</script>`);
  requestConfigurationEarly('/accounts/login');
  expect(document.getElementById('public-configuration')).toBeNull();
  const { calls } = renderAppAt('/accounts/login');
  // No waiting: the first render has it.
  expect(screen.getByText('Welcome to Northwind')).toBeInTheDocument();
  expect(configurationCalls(calls)).toHaveLength(0);
  // The next page load without the block asks the API again.
  requestConfigurationEarly('/accounts/reset-password/some-token');
});
