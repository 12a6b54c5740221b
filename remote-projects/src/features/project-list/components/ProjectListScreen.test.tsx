import { store } from '@app/shared';
import type { RecordedCall } from '@app/shared/test-support/fake-api';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProject, GRACE, paged, uuid } from '../../../testing/projectFixtures';
import { CLIENT_USER_PERMISSIONS, ok, refused, renderProjectScreen, splitUrl, type ScreenApi } from '../../../testing/renderProjectScreen';
import { projectFiltersGroup } from '../stores/projectFilters';

// The date picker's chunk loads on first use: seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const PROJECTS = '/api/v1/projects/';
const projectFilters = () => projectFiltersGroup.select(store.getState());

const TWO_PROJECTS = [
  aProject({ id: uuid(1), name: 'Vendor security review' }),
  aProject({ id: uuid(2), name: 'Privacy assessment', status: { code: 'completed', name: 'Completed' } }),
];

/** The projects API: answers `results` (and `count`) to every list call and records the queries. */
function projectsApi(results = TWO_PROJECTS, count = results.length): ScreenApi & { queries: Record<string, string>[] } {
  const queries: Record<string, string>[] = [];
  const api = (call: RecordedCall) => {
    const { path, query } = splitUrl(call);
    if (path !== PROJECTS) return undefined;
    queries.push(query);
    return ok(paged(results, count));
  };
  return Object.assign(api, { queries });
}

const lastQuery = (api: { queries: Record<string, string>[] }) => api.queries[api.queries.length - 1];

describe('project list', () => {
  test('shows the projects as cards with their count, one page at a time, newest first', async () => {
    const api = projectsApi();
    await renderProjectScreen('/project/project-list', api);
    const card = await screen.findByRole('article', { name: 'Vendor security review' });
    expect(within(card).getByRole('link', { name: 'Vendor security review' })).toHaveAttribute('href', `/project/project-details/${uuid(1)}`);
    expect(within(card).getByText('In progress')).toBeInTheDocument();
    expect(within(card).getByText('25% · 10 of 40 answers approved')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Privacy assessment' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 projects');
    expect(api.queries).toEqual([{ ordering: '-created_at', page: '1', page_size: '12' }]);
  });

  test('every filter goes to the API and into the projectFilters group; Clear filters empties both', async () => {
    const user = userEvent.setup();
    const api = projectsApi();
    await renderProjectScreen('/project/project-list', api);
    await screen.findByRole('article', { name: 'Vendor security review' });

    await user.type(screen.getByRole('searchbox', { name: 'Project name' }), 'SOC 2');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ project_name: 'SOC 2' }));
    // Typing asks once the person pauses, not at every key.
    expect(api.queries.filter((query) => query.project_name)).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In review');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Due' }), 'Overdue');
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.click(screen.getByRole('combobox', { name: 'Assigned to' }));
    await user.click(await screen.findByRole('option', { name: GRACE.full_name }));
    await user.click(screen.getByRole('combobox', { name: 'Created by' }));
    await user.click(await screen.findByRole('option', { name: 'Ada Lovelace (me)' }));
    await user.click(await screen.findByRole('button', { name: 'Choose deadline' }));
    await user.click(await screen.findByRole('gridcell', { name: '15' }));

    await waitFor(() => expect(lastQuery(api)).toMatchObject({ deadline: expect.stringMatching(/^\d{4}-\d{1,2}-15$/) }));
    expect(lastQuery(api)).toMatchObject({ project_name: 'SOC 2', status: 'in_review', due: 'overdue', assigned_to: GRACE.id, created_by: 'u1', page: '1' });
    expect(projectFilters()).toMatchObject({ project_name: 'SOC 2', status: 'in_review', due: 'overdue', assigned_to: GRACE.id, created_by: 'u1' });
    expect(screen.getByRole('button', { name: 'More filters (3)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ ordering: '-created_at', page: '1', page_size: '12' }));
    expect(projectFilters()).toEqual({ ...projectFiltersGroup.initialState, clearFilterFlag: true });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Due' })).toHaveValue('');
  });

  test('sorts and pages on the server, keeping both in the address', async () => {
    const user = userEvent.setup();
    const api = projectsApi(TWO_PROJECTS, 30);
    await renderProjectScreen('/project/project-list', api);
    await screen.findByRole('article', { name: 'Vendor security review' });
    expect(screen.getByRole('status')).toHaveTextContent('30 projects');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ page: '2', page_size: '12' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/project/project-list?page=2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Deadline, soonest first');
    // A new order starts again from the first page.
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ ordering: 'deadline', page: '1' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/project/project-list?ordering=deadline');

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: '24' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ ordering: 'deadline', page: '1', page_size: '24' }));
  });

  test('a new filter starts again from the first page', async () => {
    const user = userEvent.setup();
    const api = projectsApi(TWO_PROJECTS, 30);
    await renderProjectScreen('/project/project-list?page=3', api);
    await screen.findByRole('article', { name: 'Vendor security review' });
    expect(lastQuery(api)).toMatchObject({ page: '3' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ status: 'completed', page: '1' }));
  });

  test('with no projects it says so and offers to start one', async () => {
    await renderProjectScreen('/project/project-list', projectsApi([]));
    expect(await screen.findByText('No projects yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Start a project' })[0]).toHaveAttribute('href', '/project/project-onboard-process');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  test('with filters and no match it says the filters found nothing', async () => {
    store.dispatch(projectFiltersGroup.actions.update({ status: 'on_hold' }));
    await renderProjectScreen('/project/project-list', projectsApi([]));
    expect(await screen.findByText('No projects match these filters.')).toBeInTheDocument();
  });

  test('client users are not offered to start a project', async () => {
    await renderProjectScreen('/project/project-list', projectsApi([]), { permissions: CLIENT_USER_PERMISSIONS });
    expect(await screen.findByText('No projects yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start a project' })).not.toBeInTheDocument();
  });

  test('a failed load shows the API message with a retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    const api = projectsApi();
    await renderProjectScreen('/project/project-list', (call) =>
      failing && splitUrl(call).path === PROJECTS ? refused(500, 'The projects could not be read.') : api(call),
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('The projects could not be read.');
    failing = false;
    await user.click(retry);
    expect(await screen.findByRole('article', { name: 'Vendor security review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  test('filters in the address (a dashboard link) replace those in the group', async () => {
    store.dispatch(projectFiltersGroup.actions.update({ project_name: 'old search' }));
    const api = projectsApi();
    await renderProjectScreen('/project/project-list?status=in_review&ordering=deadline', api);
    await screen.findByRole('article', { name: 'Vendor security review' });
    expect(api.queries).toEqual([{ status: 'in_review', ordering: 'deadline', page: '1', page_size: '12' }]);
    expect(projectFilters()).toMatchObject({ status: 'in_review', project_name: '' });
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/project\/project-list\?ordering=deadline$/);
  });
});

describe('plain project list (-old)', () => {
  test('shows the same projects in a table that sorts by its headings', async () => {
    const user = userEvent.setup();
    const api = projectsApi();
    await renderProjectScreen('/project/project-list-old', api);
    const table = await screen.findByRole('table', { name: 'Projects' });
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Vendor security review', 'Northwind', 'Ada Lovelace', 'Ada Lovelace', '—', 'In progress', '25%', '03/07/2025']);
    expect(within(rows[1]).getByRole('link', { name: 'Vendor security review' })).toHaveAttribute('href', `/project/project-details-old/${uuid(1)}`);
    expect(lastQuery(api)).toMatchObject({ page_size: '20' });

    await user.click(within(table).getByRole('button', { name: 'Project' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ ordering: 'name' }));
    await user.click(within(table).getByRole('button', { name: /Project/ }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ ordering: '-name' }));
    expect(within(table).getByRole('columnheader', { name: /Project/ })).toHaveAttribute('aria-sort', 'descending');
  });

  test('date filters already set show open, with their dates, and are cleared too', async () => {
    const user = userEvent.setup();
    store.dispatch(projectFiltersGroup.actions.update({ created_after: '2025-3-07' }));
    const api = projectsApi([]);
    await renderProjectScreen('/project/project-list-old', api);
    expect(await screen.findByDisplayValue('03/07/2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More filters (1)' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('No projects match these filters.')).toBeInTheDocument();
    expect(lastQuery(api)).toMatchObject({ created_after: '2025-3-07' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(projectFilters().created_after).toBe('');
    expect(screen.queryByDisplayValue('03/07/2025')).not.toBeInTheDocument();
    expect(await screen.findByText('No projects yet.')).toBeInTheDocument();
  });

  test('says when there are none, and when the filters found none', async () => {
    const user = userEvent.setup();
    await renderProjectScreen('/project/project-list-old', projectsApi([]));
    expect(await screen.findByText('No projects yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Project name' }), 'x');
    expect(await screen.findByText('No projects match these filters.')).toBeInTheDocument();
  });
});
