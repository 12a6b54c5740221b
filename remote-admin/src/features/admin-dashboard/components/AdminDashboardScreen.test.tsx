import { AppProviders, clearSession, saveSession } from '@app/shared';
import type { AdminDashboard } from '@app/shared/contract';
import { installFakeApi, type FakeAnswer } from '@app/shared/test-support/fake-api';
import { aLoginResponse } from '@app/shared/test-support/fixtures';
import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import AdminDashboardScreen from '../../../exposes/AdminDashboard';

// The charts are a lazy chunk: their first load takes seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const DASHBOARD = '/api/v1/entity/dashboard/';
const STAFF = ['view_admin_dashboard', 'view_project', 'manage_projects'];

const dashboard: AdminDashboard = {
  kpis: {
    open_projects: 4,
    due_this_week: 1,
    overdue: 2,
    answers_awaiting_review: 14,
    completed_projects: 3,
    repository_documents: 27,
    active_subscriptions: 2,
  },
  projects_by_status: [
    { code: 'not_started', name: 'Not started', count: 1 },
    { code: 'in_progress', name: 'In progress', count: 2 },
    { code: 'in_review', name: 'In review', count: 0 },
    { code: 'completed', name: 'Completed', count: 3 },
    { code: 'on_hold', name: 'On hold', count: 1 },
  ],
  answers_approved_per_week: ['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'].map(
    (week_start, index) => ({ week_start, count: index * 2 }),
  ),
};

const noProjects: AdminDashboard = {
  kpis: { open_projects: 0, due_this_week: 0, overdue: 0, answers_awaiting_review: 0, completed_projects: 0, repository_documents: 5, active_subscriptions: 1 },
  projects_by_status: dashboard.projects_by_status.map((status) => ({ ...status, count: 0 })),
  answers_approved_per_week: dashboard.answers_approved_per_week.map((week) => ({ ...week, count: 0 })),
};

const ok = (data: unknown): FakeAnswer => ({ status: 200, body: { message: 'Dashboard loaded.', data } });

let restoreApi: (() => void) | undefined;
afterEach(() => {
  restoreApi?.();
  clearSession();
});

async function renderDashboard(answer: () => FakeAnswer, permissions = STAFF) {
  saveSession(aLoginResponse(permissions));
  const fakeApi = installFakeApi((call) =>
    call.url === DASHBOARD ? answer() : { status: 404, body: { message: `No fake for ${call.url}`, code: 'not_found' } },
  );
  restoreApi = fakeApi.restore;
  await act(async () => {
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/dashboard/admin']}>
          <AdminDashboardScreen />
        </MemoryRouter>
      </AppProviders>,
    );
  });
  return fakeApi.calls;
}

test('shows the figures, each linking to the list behind it', async () => {
  await renderDashboard(() => ok(dashboard));
  const figures = await screen.findByRole('list', { name: 'Key figures' });
  expect(
    within(figures)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['4 Open projects', '/project/project-list?status=open&ordering=deadline'],
    ['1 Due this week', '/project/project-list?due=soon&ordering=deadline'],
    ['2 Overdue', '/project/project-list?due=overdue&ordering=deadline'],
    ['14 Answers awaiting review', '/project/project-list?status=awaiting_review'],
    ['3 Completed projects', '/project/project-list?status=completed'],
    ['27 Documents in the repository', '/repository'],
    ['2 Active subscriptions', '/subscription?status=active'],
  ]);
  expect(screen.queryByText('No projects yet.')).not.toBeInTheDocument();
});

test('the charts are named figures whose numbers can also be read as tables, weeks as MM/DD/YYYY', async () => {
  await renderDashboard(() => ok(dashboard));
  const byStatus = await screen.findByRole('figure', { name: 'Projects by status' });
  const statusRows = within(within(byStatus).getByRole('table', { name: 'Projects by status' })).getAllByRole('row');
  expect(statusRows.map((row) => row.textContent)).toEqual(['StatusProjects', 'Not started1', 'In progress2', 'In review0', 'Completed3', 'On hold1']);

  const perWeek = screen.getByRole('figure', { name: 'Answers approved per week' });
  const weekRows = within(within(perWeek).getByRole('table', { name: 'Answers approved per week' })).getAllByRole('row');
  expect(weekRows).toHaveLength(9);
  expect(weekRows[1]).toHaveTextContent('10/05/20260');
  expect(weekRows[8]).toHaveTextContent('11/23/202614');
});

test('an organisation without projects still sees its figures, and is offered to start a project below them', async () => {
  await renderDashboard(() => ok(noProjects));
  expect(await screen.findByText('No projects yet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start a project' })).toHaveAttribute('href', '/project/project-onboard-process');
  const figures = screen.getByRole('list', { name: 'Key figures' });
  expect(within(figures).getByRole('link', { name: /Open projects/ })).toHaveTextContent(/^0 Open projects$/);
  expect(within(figures).getByRole('link', { name: /Active subscriptions/ })).toHaveTextContent(/^1 Active subscriptions$/);
  // Below the figures, not in their place.
  expect(figures.compareDocumentPosition(screen.getByText('No projects yet.')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.queryByRole('figure', { name: 'Projects by status' })).not.toBeInTheDocument();
});

test('does not offer to start a project to someone who may not', async () => {
  await renderDashboard(() => ok(noProjects), ['view_admin_dashboard']);
  expect(await screen.findByText('No projects yet.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Start a project' })).not.toBeInTheDocument();
});

test('a failed load shows the API message and loads again on retry', async () => {
  const user = userEvent.setup();
  let failing = true;
  const calls = await renderDashboard(() => (failing ? { status: 503, body: { message: 'The dashboard is resting.', code: 'unavailable' } } : ok(dashboard)));
  // The message in the page, beside its retry, and in a toast.
  const retry = await screen.findByRole('button', { name: 'Try again' });
  expect(retry.closest('[role="alert"]')).toHaveTextContent('The dashboard is resting.');
  expect(screen.getAllByText('The dashboard is resting.')).toHaveLength(2);
  failing = false;
  await user.click(retry);
  expect(await screen.findByRole('list', { name: 'Key figures' })).toBeInTheDocument();
  expect(calls.filter((call) => call.url === DASHBOARD)).toHaveLength(2);
});
