import { AppProviders, clearSession, saveSession } from '@app/shared';
import type { AccountListItem, EntityListItem, InvitationListItem, Paginated } from '@app/shared/contract';
import { installFakeApi, type FakeAnswer, type RecordedCall } from '@app/shared/test-support/fake-api';
import { aLoginResponse } from '@app/shared/test-support/fixtures';
import { setScreenWidth } from '@app/shared/test-support/screen-width';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import InviteUsersScreen from '../../../exposes/InviteUsers';

// The dialogs are lazy chunks: their first load takes seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

// Role groups and clients have uuids: the dialog checks its request with the API's schema.
const ADMIN = ['view_staff_menu', 'invite_users', 'manage_users', 'manage_entities'];

const invitation = (overrides: Partial<InvitationListItem>): InvitationListItem => ({
  id: 'i1',
  email: 'sam@acme.test',
  user_type: 'user',
  role_group: { id: '00000000-0000-4000-8000-0000000000a2', name: 'Reviewer' },
  entity: null,
  invited_by: { id: 'u1', full_name: 'Ada Lovelace' },
  sent_at: '2026-03-07T10:00:00Z',
  expires_at: '2026-03-14T10:00:00Z',
  status: 'pending',
  ...overrides,
});

const page = <T,>(results: T[], count = results.length): Paginated<T> => ({ count, next: null, previous: null, results });
const ok = (data: unknown, message = 'Loaded.'): FakeAnswer => ({ status: 200, body: { message, data } });
const ROLE_GROUPS = [
  { id: '00000000-0000-4000-8000-0000000000a1', name: 'Administrator', permissions: ADMIN },
  { id: '00000000-0000-4000-8000-0000000000a3', name: 'Client', permissions: ['view_client_dashboard'] },
  { id: '00000000-0000-4000-8000-0000000000a2', name: 'Reviewer', permissions: ['view_project'] },
];
const CLIENTS = [{ id: '00000000-0000-4000-8000-0000000000e1', name: 'Demo Client' }];

const account = (overrides: Partial<AccountListItem>): AccountListItem => ({
  id: 'u2',
  email: 'sam@acme.test',
  full_name: 'Sam Reviewer',
  kind: 'staff',
  role_group: { id: '00000000-0000-4000-8000-0000000000a2', name: 'Reviewer' },
  entity: null,
  is_active: true,
  last_sign_in_at: '2026-03-08T15:05:00Z',
  created_at: '2026-03-01T10:00:00Z',
  ...overrides,
});
const ACCOUNTS = [
  // u1 is the signed-in user of aLoginResponse.
  account({ id: 'u1', email: 'ada@demo.test', full_name: 'Ada Lovelace', role_group: { id: '00000000-0000-4000-8000-0000000000a1', name: 'Administrator' } }),
  account({}),
  account({
    id: 'u3',
    email: 'kim@client.test',
    full_name: 'Kim Client',
    kind: 'entity',
    entity: { id: '00000000-0000-4000-8000-0000000000e1', name: 'Demo Client' },
    is_active: false,
    last_sign_in_at: null,
  }),
];
const CLIENT_LIST: EntityListItem[] = [
  { id: '00000000-0000-4000-8000-0000000000e1', name: 'Demo Client', status: 'active', users_count: 1, created_at: '2026-02-01T10:00:00Z' },
];

let restoreApi: (() => void) | undefined;
afterEach(() => {
  restoreApi?.();
  clearSession();
});

type Handler = (call: RecordedCall) => FakeAnswer | undefined;

async function renderScreen({
  invitations = [] as InvitationListItem[],
  handler = (() => undefined) as Handler,
  permissions = ADMIN,
  path = '/invite-users',
} = {}) {
  saveSession(aLoginResponse(permissions));
  const fakeApi = installFakeApi((call) => {
    const own = handler(call);
    if (own) return own;
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/v1/accounts/invite-list/') return ok(page(invitations));
    if (url.pathname === '/api/v1/access_mgmt/lookups/role-group/') return ok(ROLE_GROUPS);
    if (url.pathname === '/api/v1/accounts/lookups/entity/') return ok(CLIENTS);
    if (url.pathname === '/api/v1/accounts/users/') return ok(page(ACCOUNTS));
    if (url.pathname === '/api/v1/entity/') return ok(page(CLIENT_LIST));
    if (url.pathname === '/api/v1/entity/entity-view-accounts/') return ok(page(ACCOUNTS.filter((account) => account.entity)));
    return { status: 404, body: { message: `No fake for ${call.url}`, code: 'not_found' } };
  });
  restoreApi = fakeApi.restore;
  await act(async () => {
    render(
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <InviteUsersScreen />
        </MemoryRouter>
      </AppProviders>,
    );
  });
  return fakeApi.calls;
}

test('shows its title and one tab per list, invitations first, empty with the invite button', async () => {
  await renderScreen();
  expect(screen.getByRole('heading', { level: 1, name: 'Invite users' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Invitations' })).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('tabpanel', { name: 'Invitations' });
  expect(await within(panel).findByText('No invitations yet.')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Invite user' })).toBeInTheDocument();
});

test('lists the invitations with their type, role, client, inviter, date MM/DD/YYYY and status', async () => {
  const calls = await renderScreen({
    invitations: [
      invitation({}),
      invitation({
        id: 'i2',
        email: 'kim@client.test',
        user_type: 'entity',
        role_group: { id: '00000000-0000-4000-8000-0000000000a3', name: 'Client' },
        entity: { id: '00000000-0000-4000-8000-0000000000e1', name: 'Demo Client' },
        status: 'accepted',
      }),
    ],
  });
  const table = await screen.findByRole('table', { name: 'Invitations' });
  const rows = within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);
  expect(rows[1]).toBe('sam@acme.testStaffReviewer—Ada Lovelace03/07/2026PendingResendRevoke');
  expect(rows[2]).toBe('kim@client.testClient userClientDemo ClientAda Lovelace03/07/2026Accepted');
  expect(calls.some((call) => call.url.includes('invite-list/?ordering=-sent_at&page=1&page_size=10'))).toBe(true);
});

test('filters by status and email on the server, from the first page', async () => {
  const user = userEvent.setup();
  const calls = await renderScreen({ invitations: [invitation({})] });
  await screen.findByRole('table', { name: 'Invitations' });
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: 'Expired' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search by email' }), 'sam');
  await screen.findByRole('table', { name: 'Invitations' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  const urls = calls.map((call) => call.url);
  expect(urls).toContain('/api/v1/accounts/invite-list/?status=expired&ordering=-sent_at&page=1&page_size=10');
  expect(urls).toContain('/api/v1/accounts/invite-list/?status=expired&search=sam&ordering=-sent_at&page=1&page_size=10');
});

test('the invite dialog says what is wrong as the person types, then sends and reloads the list', async () => {
  const user = userEvent.setup();
  let sent: unknown;
  const calls = await renderScreen({
    handler: (call) => {
      if (call.method === 'POST' && call.url === '/api/v1/accounts/invite-user/') {
        sent = call.body;
        return { status: 201, body: { message: 'Invitation sent to kim@client.test.', data: invitation({ email: 'kim@client.test' }) } };
      }
      return undefined;
    },
  });
  await user.click(screen.getAllByRole('button', { name: 'Invite user' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
  const email = within(dialog).getByRole('textbox', { name: 'Email' });
  await user.type(email, 'kim@');
  expect(within(dialog).getByText('Enter a valid email address.')).toBeInTheDocument();
  await user.type(email, 'client.test');
  expect(within(dialog).queryByText('Enter a valid email address.')).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole('radio', { name: 'Client user' }));
  // The usual role group of a client user is offered first.
  expect(await within(dialog).findByRole('combobox', { name: /Role group/ })).toHaveTextContent('Client');
  await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
  await user.click(await screen.findByRole('option', { name: 'Demo Client' }));
  const listLoads = calls.filter((call) => call.url.includes('invite-list')).length;
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

  expect(await screen.findByText('Invitation sent to kim@client.test.')).toBeInTheDocument();
  expect(sent).toEqual({
    email: 'kim@client.test',
    user_type: 'entity',
    role_group_id: '00000000-0000-4000-8000-0000000000a3',
    entity_id: '00000000-0000-4000-8000-0000000000e1',
  });
  expect(screen.queryByRole('dialog', { name: 'Invite user' })).not.toBeInTheDocument();
  expect(calls.filter((call) => call.url.includes('invite-list')).length).toBeGreaterThan(listLoads);
});

test("the API's refusal shows on its field and in a toast; nothing is sent while a field is wrong", async () => {
  const user = userEvent.setup();
  const posts: unknown[] = [];
  await renderScreen({
    handler: (call) => {
      if (call.method !== 'POST') return undefined;
      posts.push(call.body);
      const message = 'sam@acme.test already has an account in this organisation.';
      return { status: 409, body: { message, code: 'account_exists', errors: { email: [message] } } };
    },
  });
  await user.click(screen.getAllByRole('button', { name: 'Invite user' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  expect(within(dialog).getByText('Enter an email address.')).toBeInTheDocument();
  expect(posts).toHaveLength(0);

  await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'sam@acme.test');
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  expect(await within(dialog).findByText('sam@acme.test already has an account in this organisation.')).toBeInTheDocument();
  expect(posts).toEqual([{ email: 'sam@acme.test', user_type: 'user', role_group_id: '00000000-0000-4000-8000-0000000000a2', entity_id: null }]);
});

test('resend and revoke ask first, then call the API and toast its answer', async () => {
  const user = userEvent.setup();
  const changes: string[] = [];
  await renderScreen({
    invitations: [invitation({})],
    handler: (call) => {
      if (call.method === 'GET') return undefined;
      changes.push(`${call.method} ${call.url}`);
      return ok(invitation({}), call.method === 'DELETE' ? 'The invitation of sam@acme.test is revoked.' : 'Invitation sent again to sam@acme.test.');
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Revoke the invitation of sam@acme.test' }));
  const confirm = await screen.findByRole('dialog', { name: 'Revoke the invitation of sam@acme.test?' });
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(changes).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Revoke the invitation of sam@acme.test' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('The invitation of sam@acme.test is revoked.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Resend the invitation to sam@acme.test' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Resend' }));
  expect(await screen.findByText('Invitation sent again to sam@acme.test.')).toBeInTheDocument();
  expect(changes).toEqual(['DELETE /api/v1/accounts/invite-user/i1/', 'POST /api/v1/accounts/invite-user/i1/resend/']);
});

test('without invite_users there is no invite button and no invitation list', async () => {
  const calls = await renderScreen({ permissions: ['view_staff_menu'] });
  expect(screen.queryByRole('button', { name: 'Invite user' })).not.toBeInTheDocument();
  expect(screen.getByRole('tabpanel', { name: 'Invitations' })).toHaveTextContent('You cannot invite users.');
  expect(calls.some((call) => call.url.includes('invite-list'))).toBe(false);
});

test('a tab opens its panel, from a click or from the address', async () => {
  const user = userEvent.setup();
  await renderScreen({ path: '/invite-users?tab=clients' });
  expect(await screen.findByRole('table', { name: 'Clients' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Users' }));
  expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
});

test('the users tab lists people with role, client, status and last sign-in; the signed-in user has no actions', async () => {
  await renderScreen({ path: '/invite-users?tab=users' });
  const table = await screen.findByRole('table', { name: 'Users' });
  const rows = within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);
  expect(rows[1]).toBe('Ada Lovelaceada@demo.testStaffAdministrator—Active03/08/2026You');
  expect(rows[2]).toBe('Sam Reviewersam@acme.testStaffReviewer—Active03/08/2026Change roleDeactivate');
  expect(rows[3]).toBe('Kim Clientkim@client.testClient userReviewerDemo ClientInactiveNeverChange roleReactivate');
});

test('on a phone each user is a card with their status and actions, and the search waits behind a Filters button', async () => {
  const undoWidth = setScreenWidth(390);
  try {
    const calls = await renderScreen({ path: '/invite-users?tab=users' });
    const cards = within(await screen.findByRole('list', { name: 'Users' })).getAllByRole('listitem');
    expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument();
    expect(cards[2]).toHaveTextContent(/^Kim ClientInactiveEmailkim@client\.test.*ClientDemo Client.*Last sign-inNeverChange roleReactivate$/);
    expect(within(cards[2]).getByRole('button', { name: 'Reactivate Kim Client' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(within(await screen.findByRole('dialog', { name: 'Filters' })).getByLabelText('Search by name or email'), 'kim');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/v1/accounts/users/?search=kim&ordering=full_name%2Cemail&page=1&page_size=10'));
  } finally {
    undoWidth();
  }
});

test('the users and clients tabs sort by their headings on the server, the order and page in the address', async () => {
  const user = userEvent.setup();
  const calls = await renderScreen({ path: '/invite-users?tab=users&ordering=-email&page=2' });
  const table = await screen.findByRole('table', { name: 'Users' });
  expect(within(table).getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending');
  expect(calls.map((call) => call.url)).toContain('/api/v1/accounts/users/?ordering=-email&page=2&page_size=10');
  // A search starts again from the first page, in the same order.
  await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'kim');
  await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/v1/accounts/users/?search=kim&ordering=-email&page=1&page_size=10'));
  await user.clear(screen.getByRole('searchbox', { name: 'Search by name or email' }));

  await user.click(within(table).getByRole('button', { name: 'Last sign-in' }));
  expect(within(table).getByRole('columnheader', { name: 'Last sign-in' })).toHaveAttribute('aria-sort', 'ascending');
  expect(within(table).getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'none');
  await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/v1/accounts/users/?ordering=last_sign_in_at&page=1&page_size=10'));

  await user.click(screen.getByRole('tab', { name: 'Clients' }));
  const clients = await screen.findByRole('table', { name: 'Clients' });
  expect(within(clients).getByRole('columnheader', { name: 'Client' })).toHaveAttribute('aria-sort', 'ascending');
  await user.click(within(clients).getByRole('button', { name: 'Users' }));
  await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/v1/entity/?ordering=users_count&page=1&page_size=10'));
});

test('deactivating asks first; changing the role sends the chosen role group', async () => {
  const user = userEvent.setup();
  const patches: [string, unknown][] = [];
  await renderScreen({
    path: '/invite-users?tab=users',
    handler: (call) => {
      if (call.method !== 'PATCH') return undefined;
      patches.push([call.url, call.body]);
      return ok(
        account({}),
        (call.body as { is_active?: boolean }).is_active === false
          ? 'Sam Reviewer is deactivated and can no longer sign in.'
          : "Sam Reviewer's role group is now Client.",
      );
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Deactivate Sam Reviewer' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Deactivate Sam Reviewer?' })).getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByText('Sam Reviewer is deactivated and can no longer sign in.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Change role of Sam Reviewer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change the role group of Sam Reviewer' });
  await user.click(await within(dialog).findByRole('combobox', { name: 'Role group' }));
  await user.click(await screen.findByRole('option', { name: 'Client' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText("Sam Reviewer's role group is now Client.")).toBeInTheDocument();
  expect(patches).toEqual([
    ['/api/v1/accounts/user-detail/u2/', { is_active: false }],
    ['/api/v1/accounts/user-detail/u2/', { role_group_id: '00000000-0000-4000-8000-0000000000a3' }],
  ]);
});

test('the clients tab shows status and users, and deactivates a client after asking', async () => {
  const user = userEvent.setup();
  const patches: unknown[] = [];
  await renderScreen({
    path: '/invite-users?tab=clients',
    handler: (call) => {
      if (call.method !== 'PATCH') return undefined;
      patches.push([call.url, call.body]);
      return ok({ ...CLIENT_LIST[0], status: 'inactive' }, 'Demo Client is inactive: its users can no longer sign in.');
    },
  });
  const table = await screen.findByRole('table', { name: 'Clients' });
  expect(within(table).getAllByRole('row')[1]!.textContent).toBe('Demo ClientActive1 user02/01/2026Deactivate');
  await user.click(screen.getByRole('button', { name: '1 user of Demo Client' }));
  const users = await screen.findByRole('dialog', { name: 'Users of Demo Client' });
  expect(await within(users).findByText('Kim Client (inactive)')).toBeInTheDocument();
  await user.click(within(users).getByRole('button', { name: 'Close' }));

  await user.click(screen.getByRole('button', { name: 'Deactivate Demo Client' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Deactivate Demo Client?' })).getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByText('Demo Client is inactive: its users can no longer sign in.')).toBeInTheDocument();
  expect(patches).toEqual([['/api/v1/entity/00000000-0000-4000-8000-0000000000e1/', { status: 'inactive' }]]);
});

test('a bulk upload lists the rows to fix when the API refuses the file, and reloads the list when it is accepted', async () => {
  const user = userEvent.setup();
  const uploads: string[] = [];
  let refuse = true;
  await renderScreen({
    handler: (call) => {
      if (call.method !== 'POST' || call.url !== '/api/v1/accounts/user-bulk-upload/') return undefined;
      uploads.push(((call.body as FormData).get('file') as File).name);
      if (!refuse) return { status: 201, body: { message: '2 invitations sent.', data: { invited: 2 } } };
      refuse = false;
      const errors = { 'row 12': ['There is no role group "Boss".'], 'row 3': ['Enter a valid email address.'] };
      return { status: 400, body: { message: '2 of 3 rows have problems; nobody was invited.', code: 'invalid_rows', errors } };
    },
  });
  await user.click(screen.getByRole('button', { name: 'Bulk invite' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite users from a spreadsheet' });
  await user.click(within(dialog).getByRole('button', { name: 'Invite everyone' }));
  expect(within(dialog).getByText('Choose the filled template.')).toBeInTheDocument();

  const file = new File(['xlsx'], 'people.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  await user.upload(within(dialog).getByLabelText('Choose the filled template'), file);
  expect(within(dialog).getByText('Chosen: people.xlsx')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Invite everyone' }));
  const rows = await within(dialog).findByRole('alert', { name: 'Rows to fix' });
  expect(
    within(rows)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Row 3: Enter a valid email address.', 'Row 12: There is no role group "Boss".']);
  // Said once, in the dialog: no toast repeats it.
  expect(screen.queryByText('2 of 3 rows have problems; nobody was invited.')).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Invite everyone' }));
  expect(await screen.findByText('2 invitations sent.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Invite users from a spreadsheet' })).not.toBeInTheDocument();
  expect(uploads).toEqual(['people.xlsx', 'people.xlsx']);
});
