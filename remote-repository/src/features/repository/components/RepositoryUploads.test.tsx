import { saveSession } from '@app/shared';
import type { RecordedCall } from '@app/shared/test-support/fake-api';
import { aLoginResponse } from '@app/shared/test-support/fixtures';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aDocument,
  aList,
  aVersion,
  deferred,
  refused,
  installRepositoryApi,
  MANAGER,
  ok,
  READER,
  renderAt,
  signInWith,
  type RepositoryApi,
} from '../../../testing/repositoryTestKit';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const LIST = '/api/v1/documents/repository/';
const UPLOAD = '/api/v1/documents/file-upload/';
const DETAIL = '/api/v1/documents/repository-details/doc-1/';
type Answer = ReturnType<typeof ok>;

let api: RepositoryApi;
/** Each upload's answer, settled by the test when it wants the upload to end. */
let uploadAnswers: Map<string, ReturnType<typeof deferred<Answer>>>;

function fileNamed(name: string, contents = 'Some words about security.') {
  return new File([contents], name, { type: 'application/octet-stream' });
}

function serve() {
  uploadAnswers = new Map();
  api = installRepositoryApi((call: RecordedCall) => {
    if (call.method === 'POST' && call.url === UPLOAD) {
      const answer = deferred<Answer>();
      uploadAnswers.set(((call.body as FormData).get('file') as File).name, answer);
      return answer.promise;
    }
    if (call.url.startsWith(LIST)) return ok(aList([aDocument()], { breadcrumbs: [{ id: 'folder-1', name: 'Policies' }] }));
    if (call.url === DETAIL) return ok({ item: aDocument(), versions: [aVersion()] });
    return refused(404, 'Not found.');
  });
}

const uploadRow = (name: string) => within(screen.getByRole('listitem', { name }));
const listCallCount = () => api.calls.filter((call) => call.url.startsWith(LIST)).length;

async function answerUpload(name: string, answer: Answer) {
  await waitFor(() => expect(uploadAnswers.has(name)).toBe(true));
  await act(async () => uploadAnswers.get(name)!.resolve(answer));
}

beforeEach(() => {
  signInWith(MANAGER);
  serve();
});
afterEach(() => api.restore());

test('several files upload into the folder shown, each with its progress, its cancel and how it ended', async () => {
  const user = userEvent.setup();
  await renderAt('/repository?folder=folder-1');
  await screen.findByRole('table', { name: 'Folders and documents' });
  const files = ['Policy.pdf', 'Controls.docx', 'Notes.md', 'Report.pdf'].map((name) => fileNamed(name));
  await user.upload(screen.getByLabelText('Files to upload'), files);

  const panel = await screen.findByRole('region', { name: /Uploading 4 of 4 files/ });
  expect(
    within(panel)
      .getAllByRole('listitem')
      .map((row) => row.getAttribute('aria-label')),
  ).toEqual(['Policy.pdf', 'Controls.docx', 'Notes.md', 'Report.pdf']);
  // Three at a time: the fourth waits for a free place.
  await waitFor(() => expect(api.uploadedFileNames()).toEqual(['Policy.pdf', 'Controls.docx', 'Notes.md']));
  expect(uploadRow('Report.pdf').getByText('Waiting…')).toBeInTheDocument();

  // One file per request, the folder before the file.
  const sent = api.calls.find((call) => call.url === UPLOAD)!.body as FormData;
  expect([...sent.keys()]).toEqual(['parent_id', 'file']);
  expect(sent.get('parent_id')).toBe('folder-1');

  api.reportProgress('Policy.pdf', 0.42);
  expect(uploadRow('Policy.pdf').getByRole('progressbar', { name: 'Upload of Policy.pdf' })).toHaveAttribute('aria-valuenow', '42');
  expect(uploadRow('Policy.pdf').getByText('42%')).toBeInTheDocument();

  await user.click(uploadRow('Controls.docx').getByRole('button', { name: 'Cancel upload of Controls.docx' }));
  expect(uploadRow('Controls.docx').getByText('Upload cancelled.')).toBeInTheDocument();
  expect(api.wasAborted('Controls.docx')).toBe(true);
  expect(uploadRow('Controls.docx').queryByRole('progressbar')).not.toBeInTheDocument();
  // Its place goes to the file that was waiting.
  await waitFor(() => expect(api.uploadedFileNames()).toContain('Report.pdf'));

  await answerUpload('Notes.md', { status: 409, body: { message: 'A document named “Notes.md” is already in this folder.', code: 'duplicate_name' } });
  expect(uploadRow('Notes.md').getByRole('alert')).toHaveTextContent('A document named “Notes.md” is already in this folder.');

  const listedBefore = listCallCount();
  await answerUpload('Policy.pdf', ok(aDocument({ name: 'Policy.pdf' }), '“Policy.pdf” uploaded.'));
  expect(uploadRow('Policy.pdf').getByText('Uploaded')).toBeInTheDocument();
  // The folder is listed again to show the new document.
  await waitFor(() => expect(listCallCount()).toBeGreaterThan(listedBefore));

  api.reportProgress('Report.pdf', 1);
  expect(uploadRow('Report.pdf').getByText('Processing…')).toBeInTheDocument();
  await answerUpload('Report.pdf', {
    status: 415,
    body: { message: 'This file is not a pdf, docx, xlsx, csv, txt, md, png or jpg file.', code: 'unsupported_type' },
  });
  expect(uploadRow('Report.pdf').getByRole('alert')).toHaveTextContent('This file is not a pdf, docx, xlsx, csv, txt, md, png or jpg file.');

  expect(screen.getByRole('region', { name: 'Uploads' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear finished' }));
  expect(screen.queryByRole('region', { name: 'Uploads' })).not.toBeInTheDocument();
});

test('files dropped on the list upload too; the surely refused ones are told why and never sent', async () => {
  await renderAt('/repository');
  await screen.findByRole('table', { name: 'Folders and documents' });
  const huge = fileNamed('Archive scan.pdf');
  Object.defineProperty(huge, 'size', { value: 51 * 1024 * 1024 });
  const files = [fileNamed('Tool.exe'), fileNamed('Empty.txt', ''), huge, fileNamed('Budget.xlsx')];
  const dataTransfer = { files, items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })), types: ['Files'] };

  const table = () => screen.getByRole('table', { name: 'Folders and documents' });

  // Files dragged into the page load the drop area; over the list, it asks for them.
  fireEvent.dragEnter(document.body, { dataTransfer });
  await waitFor(() => {
    fireEvent.dragEnter(table(), { dataTransfer });
    expect(screen.getByText('Drop the files to upload them here')).toBeInTheDocument();
  });
  await act(async () => {
    fireEvent.drop(table(), { dataTransfer });
  });

  expect(await screen.findByRole('listitem', { name: 'Tool.exe' })).toBeInTheDocument();
  expect(uploadRow('Tool.exe').getByRole('alert')).toHaveTextContent(
    'Files of type .exe cannot be uploaded. Upload pdf, docx, xlsx, csv, txt, md, png or jpg files.',
  );
  expect(uploadRow('Empty.txt').getByRole('alert')).toHaveTextContent('This file is empty.');
  expect(uploadRow('Archive scan.pdf').getByRole('alert')).toHaveTextContent('This file is larger than the 50 MB upload limit.');
  await waitFor(() => expect(api.uploadedFileNames()).toEqual(['Budget.xlsx']));
  expect((api.calls.find((call) => call.url === UPLOAD)!.body as FormData).has('parent_id')).toBe(false);

  await answerUpload('Budget.xlsx', ok(aDocument({ name: 'Budget.xlsx' }), 'Uploaded.'));
  expect(uploadRow('Budget.xlsx').getByText('Uploaded')).toBeInTheDocument();
});

test('a new version is uploaded from the row menu, with its comment', async () => {
  const user = userEvent.setup();
  await renderAt('/repository');
  await screen.findByRole('table', { name: 'Folders and documents' });
  await user.click(screen.getByRole('button', { name: 'Actions for Security policy.pdf' }));
  await user.click(screen.getByRole('menuitem', { name: 'Upload new version' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload a new version' });

  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the file of the new version.');
  await user.upload(within(dialog).getByLabelText('File of the new version'), fileNamed('Security policy v2.pdf'));
  await user.type(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), 'Annual review');
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('listitem', { name: 'Security policy v2.pdf' })).toBeInTheDocument();
  await waitFor(() => expect(api.uploadedFileNames()).toEqual(['Security policy v2.pdf']));
  const sent = api.calls.find((call) => call.url === UPLOAD)!.body as FormData;
  expect([...sent.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name])).toEqual([
    ['document_id', 'doc-1'],
    ['comment', 'Annual review'],
    ['file', 'Security policy v2.pdf'],
  ]);
});

test('a reader has nothing to upload with, and a drop does nothing', async () => {
  signInWith(READER);
  await renderAt('/repository');
  const table = await screen.findByRole('table', { name: 'Folders and documents' });
  expect(screen.queryByLabelText('Files to upload')).not.toBeInTheDocument();
  // The list is not a disabled drop area: nothing in it reads as disabled.
  expect(table.closest('[aria-disabled]')).toBeNull();
  const files = [fileNamed('Policy.pdf')];
  let dropNotCancelled = true;
  await act(async () => {
    dropNotCancelled = fireEvent.drop(table, { dataTransfer: { files, items: [], types: ['Files'] } });
  });
  // Nor does the browser open the file in place of the app.
  expect(dropNotCancelled).toBe(false);
  expect(screen.queryByRole('region', { name: /Upload/ })).not.toBeInTheDocument();
  expect(api.uploadedFileNames()).toEqual([]);
});

test('an upload keeps going while the person opens a version history, which shows it and lists again when it ends', async () => {
  const user = userEvent.setup();
  await renderAt('/repository');
  await screen.findByRole('table', { name: 'Folders and documents' });
  await user.upload(screen.getByLabelText('Files to upload'), fileNamed('Board minutes.pdf'));
  await waitFor(() => expect(api.uploadedFileNames()).toEqual(['Board minutes.pdf']));

  await user.click(screen.getByRole('button', { name: 'Actions for Security policy.pdf' }));
  await user.click(screen.getByRole('menuitem', { name: 'Version history' }));
  await screen.findByRole('table', { name: 'Versions' });
  expect(api.wasAborted('Board minutes.pdf')).toBe(false);
  expect(uploadRow('Board minutes.pdf').getByRole('progressbar', { name: 'Upload of Board minutes.pdf' })).toBeInTheDocument();

  const detailCalls = () => api.calls.filter((call) => call.url === DETAIL).length;
  const before = detailCalls();
  await answerUpload('Board minutes.pdf', ok(aDocument({ name: 'Board minutes.pdf' }), 'Uploaded.'));
  expect(uploadRow('Board minutes.pdf').getByText('Uploaded')).toBeInTheDocument();
  await waitFor(() => expect(detailCalls()).toBeGreaterThan(before));
});

test("another person signing in on this tab stops the last one's uploads and empties the list", async () => {
  const user = userEvent.setup();
  await renderAt('/repository');
  await screen.findByRole('table', { name: 'Folders and documents' });
  await user.upload(screen.getByLabelText('Files to upload'), fileNamed('Salaries.xlsx'));
  await waitFor(() => expect(api.uploadedFileNames()).toEqual(['Salaries.xlsx']));

  const grace = aLoginResponse(MANAGER);
  act(() => saveSession({ ...grace, user: { ...grace.user, id: 'u2', full_name: 'Grace Hopper' } }));
  await waitFor(() => expect(screen.queryByRole('region', { name: /Upload/ })).not.toBeInTheDocument());
  expect(api.wasAborted('Salaries.xlsx')).toBe(true);
});
