import { store } from '@app/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aDocument,
  aFolder,
  aList,
  refused,
  installRepositoryApi,
  MANAGER,
  ok,
  queryOf,
  renderAt,
  signInWith,
  type RepositoryApi,
} from '../../../testing/repositoryTestKit';
import { repositoryBrowserGroup } from '../stores/repositoryBrowser';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const LIST = '/api/v1/documents/repository/';
const hit = aDocument({
  id: 'doc-7',
  name: 'Encryption standard.docx',
  file_type: 'docx',
  path: [
    { id: 'folder-1', name: 'Policies' },
    { id: 'folder-4', name: 'Security' },
  ],
  passages: [
    {
      version_id: 'version-7',
      segments: [
        { text: 'Customer data is ', match: false },
        { text: 'encrypted', match: true },
        { text: ' at rest with AES-256 and ', match: false },
        { text: 'encrypted', match: true },
        { text: ' in transit.', match: false },
      ],
    },
    {
      version_id: 'version-7',
      segments: [
        { text: '<img src=x onerror="window.injected=true">', match: false },
        { text: '<b>encrypted</b>', match: true },
      ],
    },
  ],
});

let api: RepositoryApi;
const searchCalls = () => api.calls.filter((call) => call.url.startsWith(LIST) && queryOf(call.url).search).map((call) => queryOf(call.url));

beforeEach(() => {
  signInWith(MANAGER);
  api = installRepositoryApi((call) => {
    if (!call.url.startsWith(LIST)) return refused(404, 'Not found.');
    const { search } = queryOf(call.url);
    if (search === 'encrypted') return ok(aList([hit]));
    if (search) return ok(aList([]));
    return ok(aList([aFolder(), aDocument()]));
  });
});
afterEach(() => api.restore());

test('a search goes out once the typing pauses and shows each hit with its folder and marked passages', async () => {
  const user = userEvent.setup();
  const { container } = await renderAt('/repository');
  await screen.findByRole('table', { name: 'Folders and documents' });
  await user.type(screen.getByRole('searchbox', { name: 'Search the repository' }), 'encrypted');

  const results = await screen.findByRole('table', { name: 'Search results' });
  // One search for the whole word, not one per key; across the repository, not in the folder.
  expect(searchCalls()).toEqual([{ search: 'encrypted', page: '1', page_size: '20' }]);
  expect(repositoryBrowserGroup.select(store.getState()).search).toBe('encrypted');
  expect(screen.getByRole('status')).toHaveTextContent('1 result for “encrypted”');
  expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();

  const row = within(results.querySelector('tbody tr') as HTMLElement);
  expect(row.getByRole('button', { name: 'Encryption standard.docx' })).toBeInTheDocument();
  expect(row.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/repository?folder=folder-4');
  expect(row.getByRole('link', { name: 'Policies' })).toHaveAttribute('href', '/repository?folder=folder-1');
  expect(row.getByText(/Customer data is/)).toHaveTextContent('…Customer data is encrypted at rest with AES-256 and encrypted in transit.…');

  const marks = Array.from(container.querySelectorAll('mark')).map((mark) => mark.textContent);
  expect(marks).toEqual(['encrypted', 'encrypted', '<b>encrypted</b>']);
});

test('a search of words too common to count says it found at least as many as it counted', async () => {
  api.restore();
  api = installRepositoryApi((call) => (queryOf(call.url).search ? ok(aList([hit], { count: 2000, count_capped: true })) : ok(aList([aFolder()]))));
  const user = userEvent.setup();
  await renderAt('/repository');
  await user.type(await screen.findByRole('searchbox', { name: 'Search the repository' }), 'policy');
  await screen.findByRole('table', { name: 'Search results' });
  expect(screen.getByRole('status')).toHaveTextContent('At least 2000 results for “policy”');
});

test("a passage's text is shown as text: markup in a document is never run or rendered", async () => {
  const user = userEvent.setup();
  const { container } = await renderAt('/repository');
  await user.type(await screen.findByRole('searchbox', { name: 'Search the repository' }), 'encrypted');
  await screen.findByRole('table', { name: 'Search results' });

  expect(screen.getByText('<img src=x onerror="window.injected=true">', { exact: false })).toBeInTheDocument();
  expect(container.querySelector('table img, table b')).toBeNull();
  expect((window as { injected?: boolean }).injected).toBeUndefined();
});

test('no hit says so; clearing the box goes back to the folder', async () => {
  const user = userEvent.setup();
  await renderAt('/repository');
  const box = await screen.findByRole('searchbox', { name: 'Search the repository' });
  await user.type(box, 'nothing like this');
  expect(await screen.findByText('No documents match “nothing like this”.')).toBeInTheDocument();

  await user.clear(box);
  expect(await screen.findByRole('table', { name: 'Folders and documents' })).toBeInTheDocument();
  expect(repositoryBrowserGroup.select(store.getState()).search).toBe('');
});

test("following a hit's folder ends the search and opens the folder", async () => {
  const user = userEvent.setup();
  await renderAt('/repository');
  await user.type(await screen.findByRole('searchbox', { name: 'Search the repository' }), 'encrypted');
  await user.click(await screen.findByRole('link', { name: 'Security' }));

  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/repository?folder=folder-4'));
  expect(await screen.findByRole('table', { name: 'Folders and documents' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search the repository' })).toHaveValue('');
  expect(queryOf(api.calls.at(-1)!.url)).toEqual({ parent_id: 'folder-4', page: '1', page_size: '20' });
});
