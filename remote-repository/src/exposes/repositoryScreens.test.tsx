import { screen } from '@testing-library/react';
import { aList, refused, installRepositoryApi, MANAGER, ok, renderAt, signInWith, type RepositoryApi } from '../testing/repositoryTestKit';

let api: RepositoryApi;
beforeEach(() => {
  signInWith(MANAGER);
  api = installRepositoryApi((call) => (call.url.startsWith('/api/v1/documents/repository/') ? ok(aList([])) : refused(404, 'Not found.')));
});
afterEach(() => api.restore());

test('the repository module shows its screen, titled for the page', async () => {
  await renderAt('/repository');
  expect(screen.getByRole('heading', { level: 1, name: 'Repository' })).toBeInTheDocument();
  expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
});

test('the answer library module shows its screen, titled for the page', async () => {
  api.restore();
  api = installRepositoryApi((call) => (call.url.startsWith('/api/v1/answer_library/?') ? ok(aList([])) : ok([])));
  await renderAt('/answer-library');
  expect(screen.getByRole('heading', { level: 1, name: 'Answer library' })).toBeInTheDocument();
  expect(await screen.findByText('The answer library is empty.')).toBeInTheDocument();
});

test('the version history module shows its screen, titled for the page', async () => {
  await renderAt('/version-history');
  expect(screen.getByRole('heading', { level: 1, name: 'Version history' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the repository' })).toHaveAttribute('href', '/repository');
});
