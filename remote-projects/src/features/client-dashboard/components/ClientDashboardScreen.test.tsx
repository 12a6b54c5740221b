import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import moment from 'moment';
import { aProject, OTHER_CLIENT, uuid } from '../../../testing/projectFixtures';
import { CLIENT_USER, ok, refused, renderProjectScreen, type ScreenApi } from '../../../testing/renderProjectScreen';

const DASHBOARD = '/api/v1/projects/dashboard/';

const dashboard = {
  kpis: { open_projects: 3, due_this_week: 1, overdue: 2, answers_awaiting_review: 14, completed_projects: 5 },
  projects: [
    aProject({ id: uuid(1), name: 'Vendor security review', deadline: moment().subtract(2, 'days').format('YYYY-MM-DD') }),
    aProject({ id: uuid(2), name: 'Privacy assessment', deadline: null, assignees: [] }),
  ],
  waiting: [
    { kind: 'export_ready', project_id: uuid(1), project_name: 'Vendor security review', document_id: null, label: 'Your export is ready to download' },
    { kind: 'assigned_questions', project_id: uuid(2), project_name: 'Privacy assessment', document_id: uuid(501), label: '4 questions assigned to you' },
  ],
};

const dashboardApi =
  (answer = ok(dashboard)): ScreenApi =>
  (call) =>
    call.url === DASHBOARD ? answer : undefined;

test('shows the figures, each linking to the projects behind it', async () => {
  await renderProjectScreen('/dashboard/client', dashboardApi());
  const figures = await screen.findByRole('list', { name: 'Key figures' });
  const links = within(figures).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual([
    '3 Open projects',
    '1 Due this week',
    '2 Overdue',
    '14 Answers awaiting review',
    '5 Completed projects',
  ]);
  // The same filters the API counts the cards by.
  expect(screen.getByRole('link', { name: '3 Open projects' })).toHaveAttribute('href', '/project/project-list?status=open&ordering=deadline');
  expect(screen.getByRole('link', { name: '2 Overdue' })).toHaveAttribute('href', '/project/project-list?due=overdue&ordering=deadline');
  expect(screen.getByRole('link', { name: '1 Due this week' })).toHaveAttribute('href', '/project/project-list?due=soon&ordering=deadline');
  expect(screen.getByRole('link', { name: '5 Completed projects' })).toHaveAttribute('href', '/project/project-list?status=completed');
  expect(screen.getByRole('link', { name: '14 Answers awaiting review' })).toHaveAttribute('href', '/project/project-list?status=awaiting_review');
});

test("a card opens the list with that card's filter in the filter group", async () => {
  const user = userEvent.setup();
  const { calls } = await renderProjectScreen('/dashboard/client', (call) => {
    if (call.url.startsWith('/api/v1/projects/?')) return ok({ count: 0, next: null, previous: null, results: [] });
    return dashboardApi()(call);
  });
  await user.click(await screen.findByRole('link', { name: '5 Completed projects' }));
  expect(await screen.findByText('No projects match these filters.')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('completed');
  // The filter moved into the group; the address keeps only what is not a filter.
  expect(screen.getByTestId('address')).toHaveTextContent(/^\/project\/project-list$/);
  const listCalls = calls.filter((call) => call.url.startsWith('/api/v1/projects/?'));
  expect(listCalls).toHaveLength(1);
  expect(listCalls[0].url).toContain('status=completed');
});

test('shows what waits for the person, each opening where it can be done', async () => {
  await renderProjectScreen('/dashboard/client', dashboardApi());
  const waiting = await screen.findByRole('list', { name: 'Waiting for you' });
  expect(within(waiting).getByRole('link', { name: /Your export is ready to download/ })).toHaveAttribute('href', `/project/project-details/${uuid(1)}`);
  expect(within(waiting).getByRole('link', { name: /4 questions assigned to you/ })).toHaveAttribute('href', `/project/document-review/${uuid(501)}`);
});

test("shows the client's projects with progress, deadline and people", async () => {
  await renderProjectScreen('/dashboard/client', dashboardApi());
  const card = await screen.findByRole('article', { name: 'Vendor security review' });
  expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Vendor security review');
  expect(within(card).getByRole('link', { name: 'Vendor security review' })).toHaveAttribute('href', `/project/project-details/${uuid(1)}`);
  expect(within(card).getByText('Overdue')).toBeInTheDocument();
  expect(within(card).getByRole('progressbar', { name: 'Progress of Vendor security review' })).toHaveAttribute('aria-valuenow', '25');
  expect(within(card).getByRole('img', { name: 'Assigned to Ada Lovelace' })).toBeInTheDocument();
  const other = screen.getByRole('article', { name: 'Privacy assessment' });
  expect(within(other).getByText('No deadline')).toBeInTheDocument();
  expect(within(other).getByText('Unassigned')).toBeInTheDocument();
});

test('with nothing yet it says so in each section', async () => {
  await renderProjectScreen(
    '/dashboard/client',
    dashboardApi(
      ok({ kpis: { open_projects: 0, due_this_week: 0, overdue: 0, answers_awaiting_review: 0, completed_projects: 0 }, projects: [], waiting: [] }),
    ),
  );
  expect(await screen.findByText('Nothing is waiting for you.')).toBeInTheDocument();
  expect(screen.getByText('No projects yet.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Your projects' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All projects' })).toHaveAttribute('href', '/project/project-list');
});

test('a failed load shows the API message and loads again on retry', async () => {
  const user = userEvent.setup();
  let failing = true;
  await renderProjectScreen('/dashboard/client', (call) =>
    call.url === DASHBOARD ? (failing ? refused(503, 'The dashboard is resting.') : ok(dashboard)) : undefined,
  );
  // The message in the page, beside its retry, and in a toast.
  const retry = await screen.findByRole('button', { name: 'Try again' });
  expect(retry.closest('[role="alert"]')).toHaveTextContent('The dashboard is resting.');
  expect(screen.getAllByText('The dashboard is resting.')).toHaveLength(2);
  failing = false;
  await user.click(retry);
  expect(await screen.findByRole('list', { name: 'Key figures' })).toBeInTheDocument();
});

test('staff narrow it to one client: the figures, the cards and the projects link are that client’s', async () => {
  const user = userEvent.setup();
  const { calls } = await renderProjectScreen('/dashboard/client', (call) =>
    call.url.startsWith(DASHBOARD) ? ok({ ...dashboard, kpis: { ...dashboard.kpis, open_projects: call.url.includes('entity=') ? 1 : 3 } }) : undefined,
  );
  expect(await screen.findByRole('link', { name: '3 Open projects' })).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Client' }), 'Contoso');
  expect(await screen.findByRole('link', { name: '1 Open projects' })).toHaveAttribute(
    'href',
    `/project/project-list?status=open&ordering=deadline&entity=${OTHER_CLIENT.id}`,
  );
  expect(screen.getByRole('link', { name: "This client's projects" })).toHaveAttribute('href', `/project/project-list?entity=${OTHER_CLIENT.id}`);
  expect(calls.filter((call) => call.url.startsWith(DASHBOARD)).map((call) => call.url)).toEqual([DASHBOARD, `${DASHBOARD}?entity=${OTHER_CLIENT.id}`]);
  // Kept in the address: shared or reloaded, it opens on the same client.
  expect(screen.getByTestId('address')).toHaveTextContent(`/dashboard/client?client=${OTHER_CLIENT.id}`);
});

test('a client user has no client to choose: the dashboard is its own client’s', async () => {
  await renderProjectScreen('/dashboard/client', dashboardApi(), CLIENT_USER);
  expect(await screen.findByRole('link', { name: '3 Open projects' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
});

test("a narrowed dashboard's card opens the list filtered by that client too", async () => {
  const user = userEvent.setup();
  const { calls } = await renderProjectScreen(`/dashboard/client?client=${OTHER_CLIENT.id}`, (call) => {
    if (call.url.startsWith('/api/v1/projects/?')) return ok({ count: 0, next: null, previous: null, results: [] });
    return call.url.startsWith(DASHBOARD) ? ok(dashboard) : undefined;
  });
  await user.click(await screen.findByRole('link', { name: '5 Completed projects' }));
  expect(await screen.findByText('No projects match these filters.')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue(OTHER_CLIENT.id);
  const listCalls = calls.filter((call) => call.url.startsWith('/api/v1/projects/?'));
  expect(listCalls.map((call) => new URL(call.url, 'http://x').searchParams.get('entity'))).toEqual([OTHER_CLIENT.id]);
});
