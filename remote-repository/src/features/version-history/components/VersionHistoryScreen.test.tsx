import type { RecordedCall } from '@app/shared/test-support/fake-api';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openFileUrl } from '../../../shared/browser/openFileUrl';
import {
  aDocument,
  aList,
  aVersion,
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

jest.mock('../../../shared/browser/openFileUrl', () => ({ openFileUrl: jest.fn() }));

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

const DETAIL = '/api/v1/documents/repository-details/doc-1/';
const document = aDocument({ version: 3, path: [{ id: 'folder-1', name: 'Policies' }] });
const versions = [
  aVersion({
    id: 'version-3',
    version: 3,
    is_current: true,
    restored_from: 1,
    comment: 'Back to the approved text',
    size: 240_000,
    created_at: '2025-03-09T09:30:00',
    index_state: 'queued',
  }),
  aVersion({
    id: 'version-2',
    version: 2,
    is_current: false,
    comment: 'Draft for review',
    created_by: { id: 'u2', full_name: 'Grace Hopper' },
    created_at: '2025-03-08T16:45:00',
    index_state: 'failed',
    index_error: 'The file is password protected.',
  }),
  aVersion({ id: 'version-1', version: 1, is_current: false, comment: 'First upload', size: 250_000 }),
];

let api: RepositoryApi;
function serve(answer?: (call: RecordedCall) => ReturnType<typeof ok> | undefined) {
  api = installRepositoryApi(
    (call) => answer?.(call) ?? (call.url === DETAIL ? ok({ item: document, versions }) : refused(404, `No fake answer for ${call.method} ${call.url}`)),
  );
}
const versionRow = (version: string) => within(screen.getByRole('rowheader', { name: new RegExp(`^${version}`) }).closest('tr')!);

beforeEach(() => signInWith(MANAGER));
afterEach(() => api.restore());

test('shows the document, the way back to its folder and a row per version', async () => {
  serve();
  await renderAt('/version-history?document=doc-1');
  const table = await screen.findByRole('table', { name: 'Versions' });

  expect(screen.getByRole('heading', { level: 2, name: 'Security policy.pdf' })).toBeInTheDocument();
  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(breadcrumb).getByRole('link', { name: 'Policies' })).toHaveAttribute('href', '/repository?folder=folder-1');
  expect(within(breadcrumb).getByRole('link', { name: 'Repository' })).toHaveAttribute('href', '/repository');
  expect(within(breadcrumb).getByText('Security policy.pdf')).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText('3 versions')).toBeInTheDocument();

  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Version', 'Uploaded by', 'Uploaded', 'Size', 'Comment', 'Index', 'Actions']);
  const current = versionRow('v3');
  expect(current.getByText('Current')).toBeInTheDocument();
  expect(current.getByText('Restored from v1')).toBeInTheDocument();
  expect(current.getByText('Ada Lovelace')).toBeInTheDocument();
  expect(current.getByText('03/09/2025 09:30 AM')).toBeInTheDocument();
  expect(current.getByText('234.4 KB')).toBeInTheDocument();
  expect(current.getByText('Back to the approved text')).toBeInTheDocument();
  expect(current.getByText('Queued')).toBeInTheDocument();
  expect(current.queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();

  const draft = versionRow('v2');
  expect(draft.queryByText('Current')).not.toBeInTheDocument();
  expect(draft.getByText('Grace Hopper')).toBeInTheDocument();
  expect(draft.getByLabelText('Indexing failed: The file is password protected.')).toBeInTheDocument();
  expect(draft.getByRole('button', { name: 'Restore v2 as newest' })).toBeInTheDocument();
});

test('restoring an older version confirms, sends the comment and shows the new history', async () => {
  let restored = false;
  const afterRestore = [
    aVersion({ id: 'version-4', version: 4, is_current: true, restored_from: 1, comment: 'Auditor asked for it' }),
    ...versions.map((version) => ({ ...version, is_current: false })),
  ];
  serve((call) => {
    if (call.method === 'POST' && call.url === '/api/v1/documents/repository-details/doc-1/versions/version-1/restore/') {
      restored = true;
      return ok(document, 'v1 is now the current version, as v4.');
    }
    if (call.url === DETAIL) return ok({ item: document, versions: restored ? afterRestore : versions });
    return undefined;
  });
  const user = userEvent.setup();
  await renderAt('/version-history?document=doc-1');
  await screen.findByRole('table', { name: 'Versions' });

  await user.click(versionRow('v1').getByRole('button', { name: 'Restore v1 as newest' }));
  const dialog = await screen.findByRole('dialog', { name: 'Restore v1 as the newest version?' });
  expect(dialog).toHaveTextContent('A copy of v1 becomes v4, the current version.');
  await user.type(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), 'Auditor asked for it');
  await user.click(within(dialog).getByRole('button', { name: 'Restore as newest' }));

  expect(await screen.findByText('v1 is now the current version, as v4.')).toBeInTheDocument();
  expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ comment: 'Auditor asked for it' });
  expect(await screen.findByText('Auditor asked for it')).toBeInTheDocument();
  expect(versionRow('v4').getByText('Current')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('cancelling the confirmation restores nothing', async () => {
  serve();
  const user = userEvent.setup();
  await renderAt('/version-history?document=doc-1');
  await user.click(await screen.findByRole('button', { name: 'Restore v2 as newest' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
});

test('any version can be previewed and downloaded', async () => {
  serve((call) => {
    if (call.url === '/api/v1/documents/file-preview/doc-1/?version_id=version-2')
      return ok({ kind: 'text', text: 'Draft text of the policy.', truncated: false });
    if (call.url === '/api/v1/documents/file-preview/doc-1/link/') return ok({ url: '/files/v2?signature=1', expires_at: '2025-03-08T16:50:00' });
    return undefined;
  });
  const user = userEvent.setup();
  await renderAt('/version-history?document=doc-1');
  await user.click(await screen.findByRole('button', { name: 'Preview v2' }));
  const dialog = await screen.findByRole('dialog', { name: 'Security policy.pdf (v2)' });
  expect(await within(dialog).findByText('Draft text of the policy.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));

  await user.click(screen.getByRole('button', { name: 'Download v2' }));
  await waitFor(() => expect(openFileUrl).toHaveBeenCalledWith('/files/v2?signature=1'));
  expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ version_id: 'version-2', disposition: 'attachment' });
});

test('a reader sees every version but cannot restore or upload', async () => {
  signInWith(READER);
  serve();
  await renderAt('/version-history?document=doc-1');
  await screen.findByRole('table', { name: 'Versions' });
  expect(screen.getAllByRole('button', { name: /^Preview v/ })).toHaveLength(3);
  expect(screen.queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Upload new version' })).not.toBeInTheDocument();
});

test('a new version is uploaded with its comment and the history is listed again', async () => {
  serve((call) => {
    if (call.method === 'POST' && call.url === '/api/v1/documents/file-upload/') return ok(document, 'Version 4 uploaded.');
    return undefined;
  });
  const user = userEvent.setup();
  await renderAt('/version-history?document=doc-1');
  await user.click(await screen.findByRole('button', { name: 'Upload new version' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload a new version' });
  await user.upload(within(dialog).getByLabelText('File of the new version'), new File(['v4'], 'Security policy.pdf'));
  await user.type(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), 'Annual review');
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

  const upload = await screen.findByRole('listitem', { name: 'Security policy.pdf' });
  expect(await within(upload).findByText('Uploaded')).toBeInTheDocument();
  const sent = api.calls.find((call) => call.method === 'POST')!.body as FormData;
  expect(sent.get('document_id')).toBe('doc-1');
  expect(sent.get('comment')).toBe('Annual review');
  await waitFor(() => expect(api.calls.filter((call) => call.url === DETAIL).length).toBeGreaterThanOrEqual(2));
});

test("another tenant's or a deleted document: the API's message with a Retry", async () => {
  serve((call) => (call.url === DETAIL ? refused(404, 'This document does not exist or has been deleted.', { code: 'not_found' }) : undefined));
  await renderAt('/version-history?document=doc-1');
  const alert = await screen.findByText('This document does not exist or has been deleted.', { selector: '.MuiAlert-message' });
  expect(alert.closest('[role="alert"]')).toContainElement(screen.getByRole('button', { name: 'Try again' }));
});

test('without a document it says to choose one and finds it by search', async () => {
  serve((call) =>
    call.url.startsWith('/api/v1/documents/repository/')
      ? ok(aList([aDocument({ id: 'doc-9', name: 'Incident response plan.pdf', path: [{ id: 'folder-1', name: 'Policies' }] })]))
      : undefined,
  );
  const user = userEvent.setup();
  await renderAt('/version-history');
  expect(screen.getByText(/Choose a document to see who changed it and when/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the repository' })).toHaveAttribute('href', '/repository');

  await user.type(screen.getByRole('combobox', { name: 'Find a document' }), 'incident');
  await user.click(await screen.findByRole('option', { name: 'Incident response plan.pdf (in Policies)' }));
  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/version-history?document=doc-9'));
  const searches = api.calls.filter((call) => call.url.startsWith('/api/v1/documents/repository/')).map((call) => queryOf(call.url));
  expect(searches).toEqual([{ search: 'incident', page_size: '10' }]);
});
