import { saveSession } from '@app/shared';
import type { OrganisationSettings } from '@app/shared/contract';
import { aLoginResponse } from '@app/shared/test-support/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../../testing/fill';
import { renderAppAt, shellApi } from '../../testing/renderApp';

const SETTINGS: OrganisationSettings = {
  name: 'Acme',
  application_title: 'Acme Answers',
  splash_short_description: 'Questionnaires answered in hours.',
  splash_long_description: '',
  login_short_description: 'Sign in',
  login_long_description: '',
  support_email: '',
  logo: '/api/v1/base/branding/logo.svg',
  logo_with_text: '/api/v1/base/branding/logo-with-text.svg',
  admin_logo: '/api/v1/base/branding/admin-logo.svg',
  favicon_icon: null,
};
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function organisationApi(saved: (body: unknown) => { status: number; body: unknown }) {
  let title = 'Acme Answers';
  return shellApi((call) => {
    if (call.url === '/api/v1/base/configuration/organisation/') return { status: 200, body: { message: 'Loaded.', data: SETTINGS } };
    if (call.url === '/api/v1/base/configuration/' && call.method === 'PATCH') {
      const answer = saved(call.body);
      if (answer.status === 200) title = (call.body as { application_title?: string }).application_title ?? title;
      return answer;
    }
    if (call.url === '/api/v1/base/configuration/') {
      return { status: 200, body: { message: 'Configuration loaded.', data: [{ name: 'application_title', value: title }] } };
    }
    return undefined;
  });
}

test('staff without manage_configuration have no Organisation tab', async () => {
  saveSession(aLoginResponse(['view_project']));
  renderAppAt(
    '/settings',
    organisationApi(() => ({ status: 500, body: {} })),
  );
  // The first test of the file also waits for the settings page's code to load.
  const tabs = await screen.findByRole('tablist', { name: 'Settings sections' }, { timeout: 15_000 });
  expect(within(tabs).queryByRole('tab', { name: 'Organisation' })).not.toBeInTheDocument();
});

test('a client user never has the Organisation tab, whatever their role holds', async () => {
  const client = aLoginResponse(['view_client_dashboard', 'manage_configuration']);
  saveSession({ ...client, user: { ...client.user, kind: 'entity' as const }, entity: { id: 'e1', name: 'Client Co' } });
  renderAppAt(
    '/settings?tab=organisation',
    organisationApi(() => ({ status: 500, body: {} })),
  );
  const tabs = await screen.findByRole('tablist', { name: 'Settings sections' });
  expect(within(tabs).queryByRole('tab', { name: 'Organisation' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText(/^Organisation name/)).not.toBeInTheDocument();
});

test('the organisation form sends only what changed, with a picked logo, and the tab title follows', async () => {
  saveSession(aLoginResponse(['manage_configuration']));
  const { calls } = renderAppAt(
    '/settings?tab=organisation',
    organisationApi((body) => ({
      status: 200,
      body: { message: 'Organisation settings saved.', data: { ...SETTINGS, ...(body as object), logo: '/api/v1/base/branding/images/1' } },
    })),
  );
  expect(await screen.findByLabelText(/^Organisation name/)).toHaveValue('Acme');
  const save = screen.getByRole('button', { name: 'Save organisation settings' });
  expect(save).toBeDisabled();

  await fill(/^Organisation name/, ' ');
  await fill(/^Support email/, 'not an address');
  await userEvent.click(save);
  expect(screen.getByText("Enter the organisation's name.")).toBeInTheDocument();
  expect(screen.getByText('Enter a valid email address, or leave it empty.')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

  await fill(/^Organisation name/, 'Northwind');
  await fill(/^Support email/, 'help@northwind.test');
  await fill(/^Title in the browser tab/, 'Northwind Trust Center');
  const tooLarge = new File([new Uint8Array(600 * 1024)], 'huge.png', { type: 'image/png' });
  await userEvent.upload(screen.getByLabelText('Top-bar logo'), tooLarge);
  expect(screen.getByText('huge.png is 600 KB; it may be at most 512 KB.')).toBeInTheDocument();
  await userEvent.upload(screen.getByLabelText('Logo'), new File([new Uint8Array(PNG_SIGNATURE)], 'logo.png', { type: 'image/png' }));
  await waitFor(() => expect(screen.getByAltText('Logo preview')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)));
  await userEvent.click(save);

  expect(await screen.findByText('Organisation settings saved.')).toBeInTheDocument();
  const patch = calls.find((call) => call.method === 'PATCH');
  expect(patch?.body).toEqual({
    name: 'Northwind',
    application_title: 'Northwind Trust Center',
    support_email: 'help@northwind.test',
    logo: `data:image/png;base64,${btoa(String.fromCharCode(...PNG_SIGNATURE))}`,
  });
  await waitFor(() => expect(document.title).toBe('Northwind Trust Center'));
  expect(screen.getByRole('button', { name: 'Save organisation settings' })).toBeDisabled();
}, 60_000);

test("the API's refusal of an image shows under that image", async () => {
  saveSession(aLoginResponse(['manage_configuration']));
  renderAppAt(
    '/settings?tab=organisation',
    organisationApi(() => ({
      status: 400,
      body: { message: 'The favicon must be a PNG image.', code: 'invalid', errors: { favicon_icon: ['The favicon must be a PNG image.'] } },
    })),
  );
  // The picker offers images only; a browser still lets a person choose "All files".
  const person = userEvent.setup({ applyAccept: false });
  await person.upload(await screen.findByLabelText('Favicon'), new File(['<svg/>'], 'icon.svg', { type: 'image/svg+xml' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save organisation settings' })).toBeEnabled());
  await person.click(screen.getByRole('button', { name: 'Save organisation settings' }));
  expect(await screen.findAllByText('The favicon must be a PNG image.')).toHaveLength(2);
});
