import { store } from '@app/shared';
import type { RecordedCall } from '@app/shared/test-support/fake-api';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openFileUrl } from '../../../shared/browser/openFileUrl';
import {
  aDocument,
  aFolder,
  aList,
  refused,
  installRepositoryApi,
  MANAGER,
  ok,
  queryOf,
  READER,
  renderAt,
  signInWith,
  type RepositoryApi,
} from '../../../testing/repositoryTestKit';
import { repositoryBrowserGroup } from '../stores/repositoryBrowser';

jest.mock('../../../shared/browser/openFileUrl', () => ({ openFileUrl: jest.fn() }));

// Dialogs are lazy chunks: their first render waits for the import.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const LIST = '/api/v1/documents/repository/';
const failedDocument = aDocument({
  id: 'doc-2',
  name: 'Scan.png',
  file_type: 'png',
  size: 930,
  version: 3,
  index_state: 'failed',
  index_error: 'No text found in the image.',
  owner: null,
  document_type: null,
});
const rootItems = [aFolder(), aDocument(), failedDocument];

let api: RepositoryApi;
function serve(answer: (call: RecordedCall) => ReturnType<typeof ok> | undefined) {
  api = installRepositoryApi((call) => answer(call) ?? refused(404, `No fake answer for ${call.method} ${call.url}`));
}
const listCalls = () => api.calls.filter((call) => call.method === 'GET' && call.url.startsWith(LIST)).map((call) => queryOf(call.url));
const browserState = () => repositoryBrowserGroup.select(store.getState());
const table = () => screen.findByRole('table', { name: 'Folders and documents' });
const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

async function openActions(name: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return screen.getByRole('menu');
}

beforeEach(() => signInWith(MANAGER));
afterEach(() => api.restore());

describe('a folder', () => {
  test('lists folders and documents with type, owner, size, version, time and index state', async () => {
    serve((call) => (call.url.startsWith(LIST) ? ok(aList(rootItems)) : undefined));
    await renderAt('/repository');
    await table();
    expect(screen.getByRole('status')).toHaveTextContent('3 items');
    expect(listCalls()).toEqual([{ page: '1', page_size: '20' }]);

    const policy = within(rowOf('Security policy.pdf'));
    expect(policy.getByText('Policy')).toBeInTheDocument();
    expect(policy.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(policy.getByText('244.1 KB')).toBeInTheDocument();
    expect(policy.getByText('v1')).toBeInTheDocument();
    expect(policy.getByText('03/07/2025 02:05 PM')).toBeInTheDocument();
    expect(policy.getByText('Indexed')).toBeInTheDocument();

    const scan = within(rowOf('Scan.png'));
    expect(scan.getByText('930 bytes')).toBeInTheDocument();
    expect(scan.getByLabelText('Indexing failed: No text found in the image.')).toHaveTextContent('Failed');

    expect(within(rowOf('Policies')).getByRole('link', { name: 'Policies' })).toHaveAttribute('href', '/repository?folder=folder-1');
  });

  test('opening a folder puts it in the address, lists it and shows the way back', async () => {
    serve((call) => {
      const { parent_id } = queryOf(call.url);
      if (!call.url.startsWith(LIST)) return undefined;
      if (parent_id === 'folder-1') {
        return ok(
          aList([aDocument({ name: 'Access control.docx', file_type: 'docx', path: [{ id: 'folder-1', name: 'Policies' }] })], {
            breadcrumbs: [{ id: 'folder-1', name: 'Policies' }],
          }),
        );
      }
      return ok(aList(rootItems));
    });
    await renderAt('/repository');
    await userEvent.click(await screen.findByRole('link', { name: 'Policies' }));

    expect(await screen.findByText('Access control.docx')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/repository?folder=folder-1');
    expect(listCalls().at(-1)).toEqual({ parent_id: 'folder-1', page: '1', page_size: '20' });
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Policies')).toHaveAttribute('aria-current', 'page');
    expect(browserState().folderId).toBe('folder-1');

    await userEvent.click(within(breadcrumb).getByRole('link', { name: 'Repository' }));
    expect(await screen.findByText('Security policy.pdf')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/repository$/);
  });

  test('sorting and paging are asked of the server; the order is kept in the redux group, the page in the address', async () => {
    const many = Array.from({ length: 20 }, (_, index) => aDocument({ id: `doc-${index}`, name: `Report ${index}.pdf` }));
    serve((call) => (call.url.startsWith(LIST) ? ok(aList(many, { count: 45 })) : undefined));
    const user = userEvent.setup();
    await renderAt('/repository');
    await table();
    expect(screen.getByRole('status')).toHaveTextContent('45 items');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Size' }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ ordering: 'size', page: '1' }));
    await user.click(screen.getByRole('button', { name: 'Size' }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ ordering: '-size' }));
    expect(screen.getByRole('columnheader', { name: 'Size' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ ordering: '-size', page: '2', page_size: '20' }));
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();
    // The page is in the address, 1-based, as in every other list.
    expect(screen.getByTestId('address')).toHaveTextContent('/repository?page=2');

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ ordering: '-size', page: '1', page_size: '50' }));
    expect(browserState()).toMatchObject({ ordering: '-size' });
    expect(screen.getByTestId('address')).toHaveTextContent('/repository?page_size=50');
  });

  test('an empty repository says so and offers the upload', async () => {
    serve((call) => (call.url.startsWith(LIST) ? ok(aList([])) : undefined));
    await renderAt('/repository');
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Upload files' })).toHaveLength(2);
  });

  test('a failed list shows the message with Retry, which asks again', async () => {
    let attempts = 0;
    serve((call) => {
      if (!call.url.startsWith(LIST)) return undefined;
      attempts += 1;
      return attempts === 1 ? refused(503, 'The repository is not available right now.') : ok(aList(rootItems));
    });
    await renderAt('/repository');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('The repository is not available right now.');
    // The same message is toasted.
    expect(screen.getAllByText('The repository is not available right now.')).toHaveLength(2);

    await userEvent.click(retry);
    expect(await table()).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  test('while a document is being indexed the list is asked again until it is done', async () => {
    let attempts = 0;
    serve((call) => {
      if (!call.url.startsWith(LIST)) return undefined;
      attempts += 1;
      return ok(aList([aDocument({ index_state: attempts === 1 ? 'queued' : 'indexed' })]));
    });
    await renderAt('/repository');
    expect(await screen.findByText('Queued')).toBeInTheDocument();
    expect(await screen.findByText('Indexed', {}, { timeout: 6000 })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 3500)));
    expect(attempts).toBe(2);
  });
});

describe('who may change what', () => {
  beforeEach(() => serve((call) => (call.url.startsWith(LIST) ? ok(aList(rootItems)) : undefined)));

  test('a reader browses, previews, downloads and sees versions, and nothing more', async () => {
    signInWith(READER);
    await renderAt('/repository');
    await table();
    expect(screen.queryByRole('button', { name: 'Upload files' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New folder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Bin' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Files to upload')).not.toBeInTheDocument();

    const menu = await openActions('Security policy.pdf');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Preview', 'Download', 'Version history']);
    await userEvent.keyboard('{Escape}');
    const folderMenu = await openActions('Policies');
    expect(
      within(folderMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open']);
  });

  test('a manager also uploads, makes folders, changes items and has the bin', async () => {
    await renderAt('/repository');
    await table();
    expect(screen.getByRole('button', { name: 'Upload files' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New folder' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bin' })).toBeInTheDocument();
    const menu = await openActions('Security policy.pdf');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Preview', 'Download', 'Version history', 'Upload new version', 'Rename', 'Move', 'Change document type', 'Delete']);
    expect(within(menu).getByRole('menuitem', { name: 'Version history' })).toHaveAttribute('href', '/version-history?document=doc-1');
  });
});

describe('row actions', () => {
  test('delete moves to the bin, and the toast can undo it', async () => {
    serve((call) => {
      if (call.method === 'DELETE' && call.url === '/api/v1/documents/repository-details/doc-1/')
        return ok(aDocument(), '“Security policy.pdf” is in the bin.');
      if (call.method === 'POST' && call.url === '/api/v1/documents/repository-details/doc-1/restore/')
        return ok(aDocument(), '“Security policy.pdf” is back.');
      return call.url.startsWith(LIST) ? ok(aList(rootItems)) : undefined;
    });
    await renderAt('/repository');
    await table();
    const before = listCalls().length;
    await userEvent.click(within(await openActions('Security policy.pdf')).getByRole('menuitem', { name: 'Delete' }));

    const toast = (await screen.findByText('“Security policy.pdf” is in the bin.')).closest('.notistack-MuiContent') as HTMLElement;
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('“Security policy.pdf” is back.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`)).toEqual([
      'DELETE /api/v1/documents/repository-details/doc-1/',
      'POST /api/v1/documents/repository-details/doc-1/restore/',
    ]);
  });

  test('rename checks the name as the API does, then saves it', async () => {
    serve((call) => {
      if (call.method === 'PATCH') return ok(aDocument({ name: 'Security policy 2025.pdf' }), 'Renamed.');
      return call.url.startsWith(LIST) ? ok(aList(rootItems)) : undefined;
    });
    const user = userEvent.setup();
    await renderAt('/repository');
    await table();
    await user.click(within(await openActions('Security policy.pdf')).getByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename document' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Security policy.pdf');

    await user.clear(name);
    await user.type(name, '../secret.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(within(dialog).getByText('A name cannot contain / or \\ or be . or ..')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.clear(name);
    await user.type(name, 'Security policy 2025.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Renamed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = api.calls.find((call) => call.method === 'PATCH')!;
    expect([patch.url, patch.body]).toEqual(['/api/v1/documents/repository-details/doc-1/', { name: 'Security policy 2025.pdf' }]);
  });

  test('a new folder is made in the folder shown; a duplicate name is said by the API', async () => {
    let created = 0;
    serve((call) => {
      if (call.method === 'POST' && call.url === LIST) {
        created += 1;
        return created === 1
          ? {
              status: 409,
              body: { message: 'A folder with that name exists here.', code: 'duplicate_name', errors: { name: ['A folder named “Audits” is already here.'] } },
            }
          : ok(aFolder({ id: 'folder-2', name: 'Audits 2025' }), 'Folder created.');
      }
      return call.url.startsWith(LIST) ? ok(aList([aDocument()], { breadcrumbs: [{ id: 'folder-1', name: 'Policies' }] })) : undefined;
    });
    const user = userEvent.setup();
    await renderAt('/repository?folder=folder-1');
    await table();
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Audits');
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await within(dialog).findByText('A folder named “Audits” is already here.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' 2025');
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await screen.findByText('Folder created.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'Audits', parent_id: 'folder-1' },
      { name: 'Audits 2025', parent_id: 'folder-1' },
    ]);
  });

  test('move picks a folder by browsing down from the root', async () => {
    const audits = aFolder({ id: 'folder-2', name: 'Audits' });
    serve((call) => {
      if (call.method === 'PATCH') return ok(aDocument(), 'Moved to 2025.');
      if (!call.url.startsWith(LIST)) return undefined;
      const { parent_id } = queryOf(call.url);
      if (parent_id === 'folder-2') return ok(aList([aFolder({ id: 'folder-3', name: '2025' })], { breadcrumbs: [{ id: 'folder-2', name: 'Audits' }] }));
      if (parent_id === 'folder-3')
        return ok(
          aList([], {
            breadcrumbs: [
              { id: 'folder-2', name: 'Audits' },
              { id: 'folder-3', name: '2025' },
            ],
          }),
        );
      return ok(aList([...rootItems, audits]));
    });
    const user = userEvent.setup();
    await renderAt('/repository');
    await table();
    await user.click(within(await openActions('Policies')).getByRole('menuitem', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “Policies”' });
    // The folder itself is not offered as its own destination.
    const folders = await within(dialog).findByRole('list', { name: 'Folders in Repository' });
    expect(
      within(folders)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Audits']);
    expect(within(dialog).getByRole('button', { name: 'Move to Repository' })).toBeDisabled();

    await user.click(within(folders).getByRole('button', { name: 'Audits' }));
    await user.click(await within(dialog).findByRole('button', { name: '2025' }));
    expect(await within(dialog).findByText('No folders in here.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Move to 2025' }));

    expect(await screen.findByText('Moved to 2025.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/api/v1/documents/repository-details/folder-1/',
      body: { parent_id: 'folder-3' },
    });
  });

  test('change document type chooses from the lookup', async () => {
    serve((call) => {
      if (call.url === '/api/v1/documents/lookups/repository-document-type/')
        return ok([
          { id: 'type-1', name: 'Policy' },
          { id: 'type-2', name: 'Report' },
        ]);
      if (call.method === 'PATCH') return ok(aDocument(), 'Document type changed.');
      return call.url.startsWith(LIST) ? ok(aList(rootItems)) : undefined;
    });
    const user = userEvent.setup();
    await renderAt('/repository');
    await table();
    await user.click(within(await openActions('Security policy.pdf')).getByRole('menuitem', { name: 'Change document type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Document type of “Security policy.pdf”' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'Document type' }));
    await user.click(screen.getByRole('option', { name: 'Report' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Document type changed.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ document_type_id: 'type-2' });
  });

  test('download asks for a signed link to save the file, then goes to it', async () => {
    serve((call) => {
      if (call.method === 'POST' && call.url === '/api/v1/documents/file-preview/doc-1/link/') {
        return ok({ url: '/api/v1/documents/files/abc?signature=xyz', expires_at: '2025-03-07T14:10:00' });
      }
      return call.url.startsWith(LIST) ? ok(aList(rootItems)) : undefined;
    });
    await renderAt('/repository');
    await table();
    await userEvent.click(within(await openActions('Security policy.pdf')).getByRole('menuitem', { name: 'Download' }));
    await waitFor(() => expect(openFileUrl).toHaveBeenCalledWith('/api/v1/documents/files/abc?signature=xyz'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ disposition: 'attachment' });
  });

  test("a document's name opens its preview", async () => {
    serve((call) => {
      if (call.url === '/api/v1/documents/file-preview/doc-1/') return ok({ kind: 'pdf', content_url: '/api/v1/documents/files/abc?signature=inline' });
      return call.url.startsWith(LIST) ? ok(aList(rootItems)) : undefined;
    });
    await renderAt('/repository');
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Security policy.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security policy.pdf' });
    expect(await within(dialog).findByTitle('Preview of Security policy.pdf')).toHaveAttribute('src', '/api/v1/documents/files/abc?signature=inline');
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });
});

describe('the bin', () => {
  test('lists deleted items with when they were deleted and when they go for good, and restores them', async () => {
    const deleted = aDocument({ path: [{ id: 'folder-1', name: 'Policies' }], deleted_at: '2025-03-07T10:00:00', purge_at: '2025-04-06T10:00:00' });
    serve((call) => {
      if (call.method === 'POST' && call.url === '/api/v1/documents/repository-details/doc-1/restore/')
        return ok(deleted, '“Security policy.pdf” is back in Policies.');
      if (!call.url.startsWith(LIST)) return undefined;
      return queryOf(call.url).bin === 'true' ? ok(aList([deleted])) : ok(aList(rootItems));
    });
    await renderAt('/repository');
    await table();
    await userEvent.click(screen.getByRole('tab', { name: 'Bin' }));

    const bin = await screen.findByRole('table', { name: 'Bin' });
    expect(listCalls().at(-1)).toEqual({ bin: 'true', page: '1', page_size: '20' });
    expect(
      within(bin)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Was in', 'Deleted on', 'Purged on', 'Actions']);
    const row = within(
      within(bin)
        .getByRole('rowheader', { name: /Security policy.pdf/ })
        .closest('tr')!,
    );
    expect(row.getByText('Repository / Policies')).toBeInTheDocument();
    expect(row.getByText('03/07/2025')).toBeInTheDocument();
    expect(row.getByText('04/06/2025')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 item in the bin');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();

    await userEvent.click(row.getByRole('button', { name: 'Restore Security policy.pdf' }));
    expect(await screen.findByText('“Security policy.pdf” is back in Policies.')).toBeInTheDocument();
    expect(browserState().showBin).toBe(true);
  });

  test('an empty bin says how long items stay', async () => {
    serve((call) => (call.url.startsWith(LIST) ? ok(aList([])) : undefined));
    store.dispatch(repositoryBrowserGroup.actions.update({ showBin: true }));
    await renderAt('/repository');
    expect(await screen.findByText('The bin is empty.')).toBeInTheDocument();
    expect(screen.getByText(/stay here for 30 days/)).toBeInTheDocument();
  });
});
