import { configure, screen } from '@testing-library/react';
import { aProject, paged, uuid } from '../testing/projectFixtures';
import { ok, renderProjectScreen, splitUrl, type ScreenApi } from '../testing/renderProjectScreen';

// Each screen's first render loads its lazy chunk: seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const PROJECT = aProject({ id: uuid(1), name: 'Vendor security review' });

const api: ScreenApi = (call) => {
  const { path } = splitUrl(call);
  if (path === '/api/v1/projects/') return ok(paged([PROJECT]));
  if (path === `/api/v1/projects/details/${PROJECT.id}/`) return ok({ project: PROJECT, documents: [] });
  return undefined;
};

describe('ProjectRoutes, as the host mounts them at /project/*', () => {
  test.each([
    ['/project/project-onboard-process', 'Start a project'],
    ['/project/project-list', 'Projects'],
    ['/project/project-list-old', 'Projects'],
    [`/project/project-details/${PROJECT.id}`, PROJECT.name],
    [`/project/project-details-old/${PROJECT.id}`, PROJECT.name],
  ])('%s shows the screen titled "%s"', async (path, title) => {
    await renderProjectScreen(path, api);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  // Their screens belong to document review and preview: here only that the routes lead somewhere.
  test.each(['/project/document-review/d-42', '/project/document-review-old/d-42', '/project/document-preview/d-42'])(
    '%s is routed to a screen',
    async (path) => {
      await renderProjectScreen(path, api);
      expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Page not found');
    },
  );

  test('an unknown path under /project shows page-not-found', async () => {
    await renderProjectScreen('/project/no-such-screen', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
