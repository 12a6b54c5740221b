import { store } from '@app/shared';
import type { ExportStatus, ProjectDetail } from '@app/shared/contract';
import type { RecordedCall } from '@app/shared/test-support/fake-api';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aDocument, ADA, anAnswerProgress, anExportStatus, aProject, DOCUMENT_TYPES, GRACE, uuid } from '../../../testing/projectFixtures';
import { CLIENT_USER, MANAGER_PERMISSIONS, ok, refused, renderProjectScreen, splitUrl, type ScreenApi } from '../../../testing/renderProjectScreen';
import { workFlowItemsGroup } from '../../../store/workFlowItems';
import { PROCESSING_POLL_MS } from '../hooks/useProjectDetail';
import { EXPORT_POLL_MS } from '../hooks/useProjectExport';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const PROJECT = aProject({
  id: uuid(1),
  name: 'Vendor security review',
  deadline: '2020-01-31',
  assignees: [ADA, GRACE],
  progress: anAnswerProgress(10, 40),
});
const QUESTIONNAIRE = aDocument({ id: uuid(501), name: 'security.xlsx' });
const BROKEN = aDocument({
  id: uuid(502),
  name: 'scan.pdf',
  format: 'pdf',
  state: 'failed',
  error: 'No questions were found in this document.',
  progress: anAnswerProgress(0, 0),
  reviewer: null,
});
const PATH = `/project/project-details/${PROJECT.id}`;
const DETAILS = `/api/v1/projects/details/${PROJECT.id}/`;

/** A project on the fake API that changes as the page changes it; `answer` lets a test add calls. */
function projectApi(detail: ProjectDetail = { project: PROJECT, documents: [QUESTIONNAIRE, BROKEN] }, answer: ScreenApi = () => undefined) {
  const state = { detail };
  const api: ScreenApi = async (call: RecordedCall) => {
    const own = await answer(call);
    if (own) return own;
    const { path } = splitUrl(call);
    if (call.method === 'GET' && path === DETAILS) return ok(state.detail);
    if (call.method === 'PATCH' && path === DETAILS) {
      const onHold = (call.body as { on_hold?: boolean }).on_hold;
      const status = onHold ? { code: 'on_hold' as const, name: 'On hold' } : { code: 'in_progress' as const, name: 'In progress' };
      state.detail = { ...state.detail, project: { ...state.detail.project, ...(onHold === undefined ? (call.body as object) : { status }) } };
      return ok(state.detail.project, onHold ? 'The project is on hold.' : 'The project is saved.');
    }
    return undefined;
  };
  return Object.assign(api, { state });
}

/** Downloads the page starts: the browser cannot navigate in jsdom, so link clicks are recorded instead. */
function recordDownloads(): string[] {
  const downloads: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.href);
  });
  return downloads;
}

/** Staff as the seeded Reviewer role group: they manage projects and review answers. */
const REVIEWER = { permissions: [...MANAGER_PERMISSIONS, 'review_answers'] };

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('project details', () => {
  test('shows the project head, its progress and its documents, kept in the workFlowItems group', async () => {
    await renderProjectScreen(PATH, projectApi(), REVIEWER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor security review' })).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'About the project' });
    expect(within(about).getByText('Northwind')).toBeInTheDocument();
    expect(within(about).getByText('In progress')).toBeInTheDocument();
    expect(within(about).getByText('01/31/2020')).toBeInTheDocument();
    expect(within(about).getByText('Overdue')).toBeInTheDocument();
    expect(within(about).getByRole('img', { name: 'Assigned to Ada Lovelace, Grace Hopper' })).toBeInTheDocument();
    expect(within(about).getByText('Annual questionnaire from Northwind.')).toBeInTheDocument();
    expect(within(about).getByRole('progressbar', { name: 'Progress of the project' })).toHaveAttribute('aria-valuenow', '25');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/project/project-list');

    const questionnaire = row('security.xlsx');
    expect(within(questionnaire).getByText('Ready for review')).toBeInTheDocument();
    expect(within(questionnaire).getByText('Security questionnaire · Security')).toBeInTheDocument();
    expect(within(questionnaire).getAllByRole('progressbar', { name: 'Progress of security.xlsx' })[0]).toHaveAttribute('aria-valuenow', '25');
    expect(within(questionnaire).getByRole('link', { name: 'Review security.xlsx' })).toHaveAttribute('href', `/project/document-review/${QUESTIONNAIRE.id}`);
    expect(within(questionnaire).getByRole('link', { name: 'Preview security.xlsx' })).toHaveAttribute('href', `/project/document-preview/${QUESTIONNAIRE.id}`);
    const broken = row('scan.pdf');
    expect(within(broken).getByText('Failed')).toBeInTheDocument();
    expect(within(broken).getByText('No questions were found in this document.')).toBeInTheDocument();
    expect(within(broken).queryByRole('link', { name: /Review/ })).not.toBeInTheDocument();

    expect(workFlowItemsGroup.select(store.getState())).toEqual({ projectId: PROJECT.id, items: [QUESTIONNAIRE, BROKEN] });
  });

  test('Put on hold and Resume change the status through the API', async () => {
    const user = userEvent.setup();
    const { calls } = await renderProjectScreen(PATH, projectApi());
    await user.click(await screen.findByRole('button', { name: 'Put on hold' }));
    expect(await screen.findByText('The project is on hold.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ on_hold: true });
    const about = screen.getByRole('region', { name: 'About the project' });
    expect(await within(about).findByText('On hold')).toBeInTheDocument();

    await user.click(within(about).getByRole('button', { name: 'Resume' }));
    expect(await within(about).findByText('In progress')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ on_hold: true }, { on_hold: false }]);
  });

  test('Edit details sends only what changed', async () => {
    const user = userEvent.setup();
    const { calls } = await renderProjectScreen(PATH, projectApi());
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the project' });
    const name = within(dialog).getByRole('textbox', { name: 'Project name' });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Enter a project name.')).toBeInTheDocument();
    await user.type(name, 'Vendor review 2025');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor review 2025' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ name: 'Vendor review 2025' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('Reprocess and Delete act on one document and the list follows', async () => {
    const user = userEvent.setup();
    const api = projectApi(undefined, (call) => {
      const { path } = splitUrl(call);
      if (path === '/api/v1/documents/reprocess-questionnaire/') return ok(null, 'The questionnaire is queued to be read again.');
      if (call.method === 'DELETE' && path === `/api/v1/projects/details/files/${BROKEN.id}/`) {
        api.state.detail = { ...api.state.detail, documents: [QUESTIONNAIRE] };
        return ok(null, 'scan.pdf is deleted.');
      }
      return undefined;
    });
    const { calls } = await renderProjectScreen(PATH, api);
    await user.click(await screen.findByRole('button', { name: 'More actions for security.xlsx' }));
    await user.click(screen.getByRole('menuitem', { name: 'Reprocess' }));
    expect(await screen.findByText('The questionnaire is queued to be read again.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/v1/documents/reprocess-questionnaire/')?.body).toEqual({ document_id: QUESTIONNAIRE.id });

    await user.click(screen.getByRole('button', { name: 'More actions for scan.pdf' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete scan.pdf?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('scan.pdf is deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /scan\.pdf/ })).not.toBeInTheDocument());
  });

  test('Delete project asks once more, deletes it and goes back to the list', async () => {
    const user = userEvent.setup();
    const { calls } = await renderProjectScreen(
      PATH,
      projectApi(undefined, (call) =>
        call.method === 'DELETE' && call.url === DETAILS ? ok(null, 'The project Vendor security review was deleted.') : undefined,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete project' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Vendor security review?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete project' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Vendor security review?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The project Vendor security review was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/project\/project-list$/));
  });

  test('a refused deletion says why and leaves the project in place', async () => {
    const user = userEvent.setup();
    await renderProjectScreen(
      PATH,
      projectApi(undefined, (call) =>
        call.method === 'DELETE' && call.url === DETAILS ? refused(403, 'You do not have permission to manage projects.') : undefined,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete project' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Vendor security review?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You do not have permission to manage projects.')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(PATH);
    expect(screen.getByRole('button', { name: 'Delete project' })).toBeEnabled();
  });

  test('client users read the project, upload questionnaires and export, but change nothing else', async () => {
    const user = userEvent.setup();
    await renderProjectScreen(PATH, projectApi(), CLIENT_USER);
    await screen.findByRole('heading', { level: 1, name: 'Vendor security review' });
    expect(screen.queryByRole('button', { name: 'Put on hold' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete project' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export project' })).toBeEnabled();
    // They read the (approved) answers where reviewers work on them.
    expect(within(row('security.xlsx')).getByRole('link', { name: 'Answers of security.xlsx' })).toHaveAttribute(
      'href',
      `/project/document-review/${QUESTIONNAIRE.id}`,
    );
    await user.click(screen.getByRole('button', { name: 'More actions for security.xlsx' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Export this document']);
    await user.keyboard('{Escape}');

    // The API takes questionnaires only from a client's users: no other type is offered to them.
    await user.click(screen.getByRole('button', { name: 'Upload more files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload files to Vendor security review' });
    expect(within(dialog).getByLabelText('Choose questionnaire files')).toHaveAttribute('accept', '.xlsx,.csv,.docx,.pdf');
    await userEvent
      .setup({ applyAccept: false })
      .upload(within(dialog).getByLabelText('Choose questionnaire files'), [new File(['x'], 'answers.xlsx'), new File(['notes'], 'notes.txt')]);
    const type = within(dialog).getByRole('combobox', { name: 'Type of answers.xlsx' });
    await waitFor(() => expect(type).toHaveValue(DOCUMENT_TYPES[0].id));
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([DOCUMENT_TYPES[0].name]);
    expect(within(dialog).getByRole('listitem', { name: 'notes.txt' })).toHaveTextContent(
      'This is not a questionnaire file: choose an xlsx, csv, docx or pdf file.',
    );
    expect(within(dialog).getByRole('button', { name: 'Upload 1 file' })).toBeEnabled();
  });

  test('staff who do not manage projects read it but add no files', async () => {
    await renderProjectScreen(PATH, projectApi({ project: PROJECT, documents: [] }), { permissions: ['view_project'] });
    expect(await screen.findByText('No documents in this project yet.')).toBeInTheDocument();
    expect(screen.getByText("The client's questionnaires appear here once they are uploaded.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload files' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload more files' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export project' })).toBeEnabled();
  });

  test('Upload more files sends each file with its type, then shows the new documents', async () => {
    const user = userEvent.setup();
    const api = projectApi(undefined, (call) => {
      if (call.method === 'POST' && call.url === '/api/v1/projects/details/files/') {
        const file = (call.body as FormData).get('file') as File;
        const questionnaire = file.name.endsWith('.docx');
        const added = aDocument({
          id: uuid(503 + api.state.detail.documents.length),
          name: file.name,
          format: questionnaire ? 'docx' : null,
          is_questionnaire: questionnaire,
          state: questionnaire ? 'queued' : 'completed',
          progress: anAnswerProgress(0, 0),
        });
        api.state.detail = { ...api.state.detail, documents: [...api.state.detail.documents, added] };
        return ok(added, 'Uploaded.');
      }
      return undefined;
    });
    const { calls } = await renderProjectScreen(PATH, api);
    await user.click(await screen.findByRole('button', { name: 'Upload more files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload files to Vendor security review' });
    // Staff may add any file: what is not a questionnaire travels with the project as a supporting document.
    expect(within(dialog).getByLabelText('Choose questionnaire files')).not.toHaveAttribute('accept');
    await user.upload(within(dialog).getByLabelText('Choose questionnaire files'), [new File(['x'], 'privacy.docx'), new File(['y'], 'minutes.txt')]);
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Type of minutes.txt' })).toHaveValue(DOCUMENT_TYPES[1].id));
    await user.click(within(dialog).getByRole('button', { name: 'Upload 2 files' }));

    expect(await screen.findByText('2 files uploaded to Vendor security review.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('row', { name: /privacy\.docx/ })).toBeInTheDocument();
    // A supporting document has no questions: no answer progress, nothing to review.
    const supporting = screen.getByRole('row', { name: /minutes\.txt/ });
    expect(within(supporting).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(supporting).getAllByText('Supporting document').length).toBeGreaterThan(0);
    expect(within(supporting).queryByRole('link', { name: 'Review minutes.txt' })).not.toBeInTheDocument();
    const uploads = calls
      .filter((call) => call.url === '/api/v1/projects/details/files/')
      .map((call) => {
        const form = call.body as FormData;
        return [form.get('project_id'), (form.get('file') as File).name, form.get('document_type_id')];
      });
    expect(uploads).toEqual([
      [PROJECT.id, 'privacy.docx', DOCUMENT_TYPES[0].id],
      [PROJECT.id, 'minutes.txt', DOCUMENT_TYPES[1].id],
    ]);
    expect(screen.getByText('Reading questionnaires and suggesting answers. This page updates by itself.')).toBeInTheDocument();
  });

  test('Export document list downloads the list in the chosen format', async () => {
    const user = userEvent.setup();
    const downloads = recordDownloads();
    const { calls } = await renderProjectScreen(
      PATH,
      projectApi(undefined, (call) =>
        call.url === '/api/v1/documents/export-project-documents-list/'
          ? ok({ url: 'https://files.test/list.csv?sig=1' }, 'The document list is ready.')
          : undefined,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Export document list' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV file (.csv)' }));
    expect(await screen.findByText('The document list is ready.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/v1/documents/export-project-documents-list/')?.body).toEqual({ project_id: PROJECT.id, format: 'csv' });
    expect(downloads).toEqual(['https://files.test/list.csv?sig=1']);
  });

  test('exporting with blank or unapproved answers says how many and offers to export anyway or go to the first blank one', async () => {
    const user = userEvent.setup();
    const gaps = aDocument({
      id: uuid(504),
      name: 'vendor.xlsx',
      progress: anAnswerProgress(20, 43, { unanswered: 9, suggested: 10, edited: 1, rejected: 1, not_applicable: 2 }),
    });
    const done = aDocument({
      id: uuid(505),
      name: 'done.xlsx',
      state: 'completed',
      progress: anAnswerProgress(3, 4, { suggested: 0, not_applicable: 1, percent: 100 }),
    });
    const { calls } = await renderProjectScreen(
      PATH,
      projectApi({ project: PROJECT, documents: [gaps, done] }, (call) =>
        call.method === 'POST' && splitUrl(call).path === '/api/v1/documents/export-project-documents/' ? ok(anExportStatus({ state: 'queued' })) : undefined,
      ),
      REVIEWER,
    );
    const exportStarts = () =>
      calls.filter((call) => call.method === 'POST' && call.url === '/api/v1/documents/export-project-documents/').map((call) => call.body);

    await user.click(await screen.findByRole('button', { name: 'Export project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export the project with answers missing?' });
    expect(dialog).toHaveTextContent(
      '9 answers are blank and 12 are not approved. The export writes only approved answers and those marked not applicable: the others stay empty in the file.',
    );
    expect(within(dialog).getByRole('link', { name: 'Go to the first blank one' })).toHaveAttribute(
      'href',
      `/project/document-review/${gaps.id}?status=unanswered`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(exportStarts()).toEqual([]);

    // A document whose every answer is approved or not applicable exports at once.
    await user.click(screen.getByRole('button', { name: 'More actions for done.xlsx' }));
    await user.click(screen.getByRole('menuitem', { name: 'Export this document' }));
    expect(await screen.findByText('Exporting done.xlsx…')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(exportStarts()).toEqual([{ project_id: PROJECT.id, document_ids: [done.id] }]);
  });

  test('with answers only unapproved the way out goes to the first of them; Export anyway exports', async () => {
    const user = userEvent.setup();
    const pending = aDocument({ id: uuid(504), name: 'vendor.xlsx', progress: anAnswerProgress(3, 4, { suggested: 0, edited: 1 }) });
    const { calls } = await renderProjectScreen(
      PATH,
      projectApi({ project: PROJECT, documents: [pending] }, (call) =>
        call.method === 'POST' && splitUrl(call).path === '/api/v1/documents/export-project-documents/' ? ok(anExportStatus({ state: 'queued' })) : undefined,
      ),
      REVIEWER,
    );
    await user.click(await screen.findByRole('button', { name: 'More actions for vendor.xlsx' }));
    await user.click(screen.getByRole('menuitem', { name: 'Export this document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export vendor.xlsx with answers missing?' });
    expect(within(dialog).getByText(/^1 answer is not approved\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to the first unapproved one' })).toHaveAttribute(
      'href',
      `/project/document-review/${pending.id}?status=edited`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Export anyway' }));
    expect(await screen.findByText('Exporting vendor.xlsx…')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.url === '/api/v1/documents/export-project-documents/').map((call) => call.body)).toEqual([
      { project_id: PROJECT.id, document_ids: [pending.id] },
    ]);
  });

  test('a client user is told what is missing, without a way into the review', async () => {
    const user = userEvent.setup();
    await renderProjectScreen(PATH, projectApi(), CLIENT_USER);
    await user.click(await screen.findByRole('button', { name: 'Export project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export the project with answers missing?' });
    expect(within(dialog).getByText(/^30 answers are not approved\./)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Export anyway' })).toBeInTheDocument();
  });

  test('a questionnaire being processed can be stopped after a confirmation, and then says how far it got', async () => {
    const user = userEvent.setup();
    const suggesting = { ...QUESTIONNAIRE, state: 'suggesting' as const, progress: anAnswerProgress(0, 1500, { suggested: 100, edited: 0, unanswered: 1400 }) };
    const api = projectApi({ project: PROJECT, documents: [suggesting] }, (call) => {
      if (call.method !== 'POST' || call.url !== '/api/v1/documents/cancel-processing/') return undefined;
      const cancelled = { ...suggesting, state: 'cancelled' as const, progress: anAnswerProgress(0, 1500, { suggested: 120, edited: 0, unanswered: 1380 }) };
      api.state.detail = { ...api.state.detail, documents: [cancelled] };
      return ok(cancelled, 'Processing of "security.xlsx" was cancelled: 120 of 1,500 questions have suggestions. Reprocess it to start again.');
    });
    const { calls } = await renderProjectScreen(PATH, api, REVIEWER);
    const stop = await screen.findByRole('button', { name: 'Stop processing security.xlsx' });
    await user.click(stop);
    const dialog = await screen.findByRole('dialog', { name: 'Stop processing security.xlsx?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.url === '/api/v1/documents/cancel-processing/')).toBe(false);

    await user.click(stop);
    await user.click(within(await screen.findByRole('dialog', { name: 'Stop processing security.xlsx?' })).getByRole('button', { name: 'Stop processing' }));
    expect(await screen.findByText(/was cancelled: 120 of 1,500 questions have suggestions/)).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/v1/documents/cancel-processing/')?.body).toEqual({ document_id: QUESTIONNAIRE.id });
    const cancelledRow = row('security.xlsx');
    expect(await within(cancelledRow).findByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelledRow).getByText('120 of 1,500 questions have suggestions')).toBeInTheDocument();
    expect(within(cancelledRow).queryByRole('button', { name: /Stop processing/ })).not.toBeInTheDocument();
    // It can be reprocessed.
    await user.click(within(cancelledRow).getByRole('button', { name: 'More actions for security.xlsx' }));
    expect(screen.getByRole('menuitem', { name: 'Reprocess' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('people who do not manage projects are not offered to stop processing', async () => {
    await renderProjectScreen(PATH, projectApi({ project: PROJECT, documents: [{ ...QUESTIONNAIRE, state: 'extracting' }] }), CLIENT_USER);
    expect(await screen.findByText('Extracting questions')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Stop processing/ })).not.toBeInTheDocument();
  });

  test('a project that cannot be loaded says why and offers a retry', async () => {
    await renderProjectScreen(PATH, (call) =>
      splitUrl(call).path === DETAILS ? refused(404, 'This project does not exist, or it is not yours to see.') : undefined,
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('This project does not exist, or it is not yours to see.');
    expect(screen.getByRole('heading', { level: 1, name: 'Project details' })).toBeInTheDocument();
  });

  test('a project without documents offers to upload the first ones', async () => {
    await renderProjectScreen(PATH, projectApi({ project: PROJECT, documents: [] }));
    expect(await screen.findByText('No documents in this project yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload files' })).toBeInTheDocument();
  });
});

describe('following work in progress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  test('asks again every few seconds while a document is processed, and stops when it is done', async () => {
    const extracting = { ...QUESTIONNAIRE, state: 'extracting' as const };
    const api = projectApi({ project: PROJECT, documents: [extracting] });
    const { calls } = await renderProjectScreen(PATH, api);
    expect(await screen.findByText('Extracting questions')).toBeInTheDocument();
    const detailCalls = () => calls.filter((call) => call.url === DETAILS).length;
    expect(detailCalls()).toBe(1);

    await advance(PROCESSING_POLL_MS);
    expect(detailCalls()).toBe(2);
    api.state.detail = { project: PROJECT, documents: [QUESTIONNAIRE] };
    await advance(PROCESSING_POLL_MS);
    expect(detailCalls()).toBe(3);
    expect(screen.getByText('Ready for review')).toBeInTheDocument();
    await advance(PROCESSING_POLL_MS * 3);
    expect(detailCalls()).toBe(3);
  });

  test('Export project shows its progress, then downloads the export through its signed link', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const downloads = recordDownloads();
    const states: ExportStatus[] = [
      anExportStatus({ state: 'running', done: 1, total: 3 }),
      anExportStatus({ state: 'ready', done: 3, total: 3, url: 'https://files.test/vendor.zip?sig=1' }),
    ];
    const { calls } = await renderProjectScreen(
      PATH,
      projectApi(undefined, (call) => {
        const { path } = splitUrl(call);
        if (call.method === 'POST' && path === '/api/v1/documents/export-project-documents/')
          return ok(anExportStatus({ state: 'queued' }), 'The export has started.');
        if (path === `/api/v1/documents/export-project-documents/${anExportStatus().id}/`) return ok(states.shift());
        return undefined;
      }),
    );
    // The exported answers cite their documents, as chosen on the page.
    await user.click(await screen.findByRole('checkbox', { name: 'Exports cite the source documents after each answer' }));
    await user.click(await screen.findByRole('button', { name: 'Export project' }));
    // 30 of security.xlsx's answers are suggested, not approved: the export asks first.
    const warning = await screen.findByRole('dialog', { name: 'Export the project with answers missing?' });
    expect(within(warning).getByText(/^30 answers are not approved\./)).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'Export anyway' }));
    expect(await screen.findByText('Exporting the project…')).toBeInTheDocument();
    expect(screen.getByText('Waiting to start')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export project' })).toBeDisabled();

    await advance(EXPORT_POLL_MS);
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('1 of 3 documents')).toBeInTheDocument();

    await advance(EXPORT_POLL_MS);
    expect(screen.getByText(/The export of the project is ready: vendor-security-review.zip/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download again' })).toHaveAttribute('href', 'https://files.test/vendor.zip?sig=1');
    expect(downloads).toEqual(['https://files.test/vendor.zip?sig=1']);
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/v1/documents/export-project-documents/')?.body).toEqual({
      project_id: PROJECT.id,
      include_sources: true,
    });
    await advance(EXPORT_POLL_MS * 3);
    expect(calls.filter((call) => call.url.startsWith('/api/v1/documents/export-project-documents/0'))).toHaveLength(2);
  });

  test('an export of one document that fails says why and can be tried again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls } = await renderProjectScreen(
      PATH,
      projectApi(undefined, (call) => {
        const { path } = splitUrl(call);
        if (call.method === 'POST' && path === '/api/v1/documents/export-project-documents/') return ok(anExportStatus({ state: 'running', total: 1 }));
        if (call.method === 'GET' && path.startsWith('/api/v1/documents/export-project-documents/'))
          return ok(anExportStatus({ state: 'failed', total: 1, error: 'The original file could not be read.' }));
        return undefined;
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'More actions for security.xlsx' }));
    await user.click(screen.getByRole('menuitem', { name: 'Export this document' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Export security.xlsx with answers missing?' })).getByRole('button', { name: 'Export anyway' }),
    );
    expect(await screen.findByText('Exporting security.xlsx…')).toBeInTheDocument();
    await advance(EXPORT_POLL_MS);
    expect(screen.getByText(/The export of security.xlsx failed\. The original file could not be read\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Exporting security.xlsx…')).toBeInTheDocument();
    const starts = calls.filter((call) => call.method === 'POST' && call.url === '/api/v1/documents/export-project-documents/');
    expect(starts.map((call) => call.body)).toEqual([
      { project_id: PROJECT.id, document_ids: [QUESTIONNAIRE.id] },
      { project_id: PROJECT.id, document_ids: [QUESTIONNAIRE.id] },
    ]);
  });
});

describe('plain project details (-old)', () => {
  test('shows the same documents in the plain table, reviewed in the -old review', async () => {
    await renderProjectScreen(`/project/project-details-old/${PROJECT.id}`, projectApi(), REVIEWER);
    const table = await screen.findByRole('table', { name: 'Documents' });
    const cells = within(within(table).getByRole('row', { name: /scan\.pdf/ })).getAllByRole('cell');
    expect(cells.slice(0, 5).map((cell) => cell.textContent)).toEqual([
      'scan.pdf',
      'Security questionnaire',
      'Security',
      'Failed: No questions were found in this document.',
      '0%',
    ]);
    expect(within(table).getByRole('link', { name: 'Review security.xlsx' })).toHaveAttribute('href', `/project/document-review-old/${QUESTIONNAIRE.id}`);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/project/project-list-old',
    );
  });
});
