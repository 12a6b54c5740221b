import { AppProviders, permissionsGroup, saveSession, store } from '@app/shared';
import { aLoginResponse } from '@app/shared/test-support/fixtures';
import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { addProjectGroup } from '../features/project-onboarding/stores/addProjectDraft';
import { projectFiltersGroup } from '../features/project-list/stores/projectFilters';
import ProjectRoutes from './ProjectRoutes';

// Each screen's first render loads its lazy chunk (the date picker included): seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

/** The subtree as the host mounts it, at /project/*; rendered inside act so its lazy chunks have loaded. */
async function renderAt(path: string) {
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/project/*" element={<ProjectRoutes />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
  });
  return view;
}

const projectFilters = () => projectFiltersGroup.select(store.getState());

beforeEach(() => {
  localStorage.clear();
  saveSession(aLoginResponse(['view_project', 'manage_projects']));
  store.dispatch(projectFiltersGroup.actions.reset());
  store.dispatch(addProjectGroup.actions.reset());
});

describe('ProjectRoutes', () => {
  test.each([
    ['/project/project-onboard-process', 'Start a project'],
    ['/project/project-list', 'Projects'],
    ['/project/project-list-old', 'Projects'],
    ['/project/project-details/p-17', 'Project details'],
    ['/project/project-details-old/p-17', 'Project details'],
    ['/project/document-review/d-42', 'Document review'],
    ['/project/document-review-old/d-42', 'Document review'],
    ['/project/document-preview/d-42', 'Document preview'],
  ])('%s shows the screen titled "%s"', async (path, title) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  test('an unknown path under /project shows page-not-found', async () => {
    await renderAt('/project/no-such-screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  test('the review and preview frames show the document id in the breadcrumb', async () => {
    await renderAt('/project/document-review/d-42');
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Document d-42')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Preview document' })).toHaveAttribute('href', '/project/document-preview/d-42');
  });

  test('the details frame shows the project id and links back to the list', async () => {
    await renderAt('/project/project-details/p-17');
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Project p-17')).toBeInTheDocument();
    expect(within(breadcrumb).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/project/project-list');
  });
});

describe('project list', () => {
  test('with no filters it says there are no projects yet and offers to start one', async () => {
    await renderAt('/project/project-list');
    expect(await screen.findByText('No projects yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Start a project' })[0]).toHaveAttribute('href', '/project/project-onboard-process');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  test('people who may not create projects are not offered to', async () => {
    store.dispatch(permissionsGroup.actions.update({ permissionList: ['view_project'] }));
    await renderAt('/project/project-list');
    expect(await screen.findByText('No projects yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start a project' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Start a project to upload/)).not.toBeInTheDocument();
  });

  test('filters go to the projectFilters group and Clear filters resets it', async () => {
    const user = userEvent.setup();
    await renderAt('/project/project-list');
    const search = await screen.findByRole('searchbox', { name: 'Project name' });

    await user.type(search, 'SOC');
    expect(projectFilters()).toMatchObject({ project_name: 'SOC', clearFilterFlag: false });
    expect(screen.getByText('No projects match these filters.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(projectFilters()).toEqual({ ...projectFiltersGroup.initialState, clearFilterFlag: true });
    expect(search).toHaveValue('');
    expect(screen.getByText('No projects yet.')).toBeInTheDocument();
  });

  test('the date filters open on demand and write to the group', async () => {
    const user = userEvent.setup();
    await renderAt('/project/project-list');
    const moreFilters = screen.getByRole('button', { name: 'More filters' });
    expect(moreFilters).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'More filters' })).not.toBeInTheDocument();

    await user.click(moreFilters);
    expect(moreFilters).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('button', { name: 'Choose deadline' }));
    await user.click(await screen.findByRole('gridcell', { name: '15' }));
    expect(projectFilters().deadline).toMatch(/^\d{4}-\d{1,2}-15$/);
    expect(screen.getByRole('button', { name: 'More filters (1)' })).toBeInTheDocument();
  });

  test('date filters already set show open and are cleared too', async () => {
    const user = userEvent.setup();
    store.dispatch(projectFiltersGroup.actions.update({ created_after: '2025-3-07' }));
    await renderAt('/project/project-list-old');
    expect(await screen.findByDisplayValue('03/07/2025')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByText('No projects match these filters.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(projectFilters().created_after).toBe('');
    expect(screen.queryByDisplayValue('03/07/2025')).not.toBeInTheDocument();
    expect(screen.getByText('No projects yet.')).toBeInTheDocument();
  });
});

describe('start a project', () => {
  test('the draft is kept in redux and survives a remount', async () => {
    const user = userEvent.setup();
    const firstVisit = await renderAt('/project/project-onboard-process');
    await user.type(await screen.findByRole('textbox', { name: 'Project name' }), 'Vendor review');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Annual questionnaire');
    firstVisit.unmount();

    await renderAt('/project/project-onboard-process');
    expect(await screen.findByRole('textbox', { name: 'Project name' })).toHaveValue('Vendor review');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Annual questionnaire');
    expect(JSON.parse(localStorage.getItem(`remote-projects:add-project-draft:${aLoginResponse().user.id}`)!)).toMatchObject({
      project_name: 'Vendor review',
    });
  });

  test('Discard draft empties the form', async () => {
    const user = userEvent.setup();
    await renderAt('/project/project-onboard-process');
    const discard = await screen.findByRole('button', { name: 'Discard draft' });
    expect(discard).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Project name' }), 'Vendor review');
    await user.click(discard);
    expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveValue('');
    expect(addProjectGroup.select(store.getState())).toEqual(addProjectGroup.initialState);
  });
});
