import { AppProviders, permissionsGroup, store } from '@app/shared';
import { act, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { auditLogFiltersGroup } from '../features/audit-log/stores/auditLogFilters';
import AuditLog from './AuditLog';
import InviteUsers from './InviteUsers';

// The date picker is a lazy chunk: its first load takes seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

/** Renders inside act so that the lazy date pickers have loaded when it returns. */
async function renderScreen(Screen: ComponentType, path: string) {
  await act(async () => {
    render(
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <Screen />
        </MemoryRouter>
      </AppProviders>,
    );
  });
}

const auditLogFilters = () => auditLogFiltersGroup.select(store.getState());

beforeEach(() => {
  store.dispatch(permissionsGroup.actions.update({ permissionList: ['view_admin_dashboard', 'view_project', 'manage_projects'] }));
  store.dispatch(auditLogFiltersGroup.actions.reset());
});

describe('invite users', () => {
  test('shows its title and one tab per list, invitations first', async () => {
    await renderScreen(InviteUsers, '/invite-users');
    expect(screen.getByRole('heading', { level: 1, name: 'Invite users' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Invitations' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Invitations' })).toHaveTextContent('No invitations yet.');
  });

  test('a tab opens its panel, from a click or from the address', async () => {
    const user = userEvent.setup();
    await renderScreen(InviteUsers, '/invite-users?tab=clients');
    expect(screen.getByRole('tabpanel', { name: 'Clients' })).toHaveTextContent('No clients yet.');

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByRole('tabpanel', { name: 'Users' })).toHaveTextContent('No users yet.');
  });
});

describe('audit log', () => {
  test('shows its title, the filter bar and no entries yet', async () => {
    await renderScreen(AuditLog, '/audit-log');
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filter audit entries' })).toBeInTheDocument();
    expect(screen.getByText('No audit entries yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose start date' })).toBeInTheDocument();
  });

  test('the date filters show the auditLogFilters group and Clear filters resets it', async () => {
    const user = userEvent.setup();
    store.dispatch(auditLogFiltersGroup.actions.update({ startDate: '2025-3-07', endDate: '2025-3-31' }));
    await renderScreen(AuditLog, '/audit-log');
    expect(await screen.findByDisplayValue('03/07/2025')).toBeInTheDocument();
    expect(screen.getByDisplayValue('03/31/2025')).toBeInTheDocument();
    expect(screen.getByText('No audit entries match these filters.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(auditLogFilters()).toEqual({ ...auditLogFiltersGroup.initialState, clearFilterFlag: true });
    expect(screen.queryByDisplayValue('03/07/2025')).not.toBeInTheDocument();
    expect(screen.getByText('No audit entries yet.')).toBeInTheDocument();
  });
});
