import { clearSession, saveSession, store } from '@app/shared';
import type { RecordedCall } from '@app/shared/test-support/fake-api';
import { aLoginResponse } from '@app/shared/test-support/fixtures';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT, DOCUMENT_CATEGORIES, DOCUMENT_TYPES, GRACE, aDocument, aProject, uuid } from '../../../testing/projectFixtures';
import { CLIENT_USER_PERMISSIONS, MANAGER_PERMISSIONS, ok, refused, renderProjectScreen, splitUrl, type ScreenApi } from '../../../testing/renderProjectScreen';
import { addProjectGroup, type AddProjectDraft } from '../stores/addProjectDraft';
import { draftStorageKey } from '../stores/addProjectDraftSaga';

// Lazy chunks (the wizard, the date picker) load on first use: seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const PATH = '/project/project-onboard-process';
const CREATED = aProject({ id: uuid(9), name: 'Vendor review' });
const NEXT_YEAR = new Date().getFullYear() + 1;
const draft = () => addProjectGroup.select(store.getState());
const storedDraft = () => localStorage.getItem(draftStorageKey(aLoginResponse().user.id));
/** A draft left in this browser by an earlier visit; the page reads it when it opens. */
const leaveDraft = (fields: Partial<AddProjectDraft>) =>
  localStorage.setItem(draftStorageKey(aLoginResponse().user.id), JSON.stringify({ ...addProjectGroup.initialState, ...fields }));

const xlsx = (name: string, bytes = 'question,answer') =>
  new File([bytes], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

/** The projects API: creation answers `created` (or the given refusal); each file upload answers `upload(call)`. */
function creationApi({
  create = ok(CREATED, 'Project created.'),
  upload = () => ok(aDocument()),
}: {
  create?: ReturnType<typeof ok>;
  upload?: (call: RecordedCall) => ReturnType<ScreenApi>;
} = {}): ScreenApi {
  return (call) => {
    const { path } = splitUrl(call);
    if (call.method === 'POST' && path === '/api/v1/projects/') return create;
    if (call.method === 'POST' && path === '/api/v1/projects/details/files/') return upload(call);
    if (path.startsWith('/api/v1/projects/details/')) return ok({ project: CREATED, documents: [] });
    return undefined;
  };
}

const formFields = (call: RecordedCall) => {
  const form = call.body as FormData;
  return {
    project_id: form.get('project_id'),
    document_type_id: form.get('document_type_id'),
    category_id: form.get('category_id'),
    file: (form.get('file') as File).name,
  };
};

async function fillFirstStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: 'Client' }));
  await user.click(await screen.findByRole('option', { name: CLIENT.name }));
  await user.type(screen.getByRole('textbox', { name: 'Project name' }), 'Vendor review');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Annual questionnaire');
}

async function fillSecondStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: 'Assignees' }));
  await user.click(await screen.findByRole('option', { name: new RegExp(GRACE.full_name) }));
  await user.keyboard('{Escape}');
  await user.click(await screen.findByRole('button', { name: 'Choose deadline' }));
  await user.click(await screen.findByRole('button', { name: 'Next month' }));
  await user.click(await screen.findByRole('gridcell', { name: '15' }));
}

const next = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = () => screen.getByRole('heading', { level: 2 });

describe('start a project', () => {
  test('walks through client, team and deadline, with the draft saved on the way', async () => {
    const user = userEvent.setup();
    const { calls } = await renderProjectScreen(PATH, creationApi());
    expect(stepHeading()).toHaveTextContent('Step 1 of 3: Client and project');
    await fillFirstStep(user);
    await next(user);

    expect(stepHeading()).toHaveTextContent('Step 2 of 3: Team and deadline');
    expect(stepHeading()).toHaveFocus();
    await fillSecondStep(user);
    // The client's people are asked for, not everybody's.
    expect(calls.some((call) => call.url === `/api/v1/accounts/lookups/entity-members/?entity_id=${CLIENT.id}`)).toBe(true);
    expect(draft()).toMatchObject({ entity_id: CLIENT.id, project_name: 'Vendor review', description: 'Annual questionnaire', assigned_to: [GRACE.id] });
    expect(draft().deadline).toMatch(/^\d{4}-\d{1,2}-15$/);
    expect(JSON.parse(storedDraft()!)).toEqual(draft());

    await next(user);
    expect(stepHeading()).toHaveTextContent('Step 3 of 3: Questionnaires');
    const summary = screen.getByLabelText('Summary');
    expect(within(summary).getByText(CLIENT.name)).toBeInTheDocument();
    expect(within(summary).getByText(GRACE.full_name)).toBeInTheDocument();
  });

  test('the draft survives a reload, client and assignees included', async () => {
    const user = userEvent.setup();
    const firstVisit = await renderProjectScreen(PATH, creationApi());
    await fillFirstStep(user);
    await next(user);
    await fillSecondStep(user);
    const deadline = draft().deadline;
    firstVisit.unmount();

    // A reload: the page starts without the draft and reads it back from the browser.
    clearSession();
    expect(draft().project_name).toBe('');
    saveSession(aLoginResponse(MANAGER_PERMISSIONS));
    await renderProjectScreen(PATH, creationApi());
    expect(await screen.findByRole('combobox', { name: 'Client' })).toHaveValue(CLIENT.name);
    expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveValue('Vendor review');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Annual questionnaire');
    await next(user);
    expect(await screen.findByRole('button', { name: GRACE.full_name })).toBeInTheDocument();
    expect(draft().deadline).toBe(deadline);
  });

  test('says what is missing before going on, and puts the keyboard there', async () => {
    const user = userEvent.setup();
    await renderProjectScreen(PATH, creationApi());
    await screen.findByRole('combobox', { name: 'Client' });
    await next(user);
    expect(screen.getByText('Choose a client.')).toBeInTheDocument();
    expect(screen.getByText('Enter a project name.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveFocus();
    expect(stepHeading()).toHaveTextContent('Step 1 of 3');

    await user.click(screen.getByRole('textbox', { name: 'Project name' }));
    await user.paste('x'.repeat(201));
    expect(screen.queryByText('Enter a project name.')).not.toBeInTheDocument();
    await next(user);
    expect(screen.getByText('Use at most 200 characters.')).toBeInTheDocument();
  });

  test('another client empties the assignees, who were people of the first', async () => {
    const user = userEvent.setup();
    await renderProjectScreen(PATH, creationApi());
    await fillFirstStep(user);
    await next(user);
    await fillSecondStep(user);
    expect(draft().assigned_to).toEqual([GRACE.id]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Contoso' }));
    expect(draft().assigned_to).toEqual([]);
  });

  test('files are checked as they are chosen, each with its type and category', async () => {
    const user = userEvent.setup({ applyAccept: false });
    leaveDraft({ entity_id: CLIENT.id, project_name: 'Vendor review' });
    await renderProjectScreen(PATH, creationApi());
    await next(user);
    await next(user);
    const empty = new File([], 'empty.csv', { type: 'text/csv' });
    const huge = xlsx('huge.xlsx');
    Object.defineProperty(huge, 'size', { value: 51 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Choose questionnaire files'), [xlsx('security.xlsx'), new File(['notes'], 'notes.txt'), empty, huge]);

    const files = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(files).getAllByRole('listitem')).toHaveLength(4);
    const item = (name: string) => within(files).getByRole('listitem', { name });
    expect(within(item('empty.csv')).getByText('This file is empty.')).toBeInTheDocument();
    expect(within(item('huge.xlsx')).getByText('This file is larger than the 50 MB limit.')).toBeInTheDocument();
    expect(within(item('security.xlsx')).getByText('Ready to upload')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Type of security.xlsx' })).toHaveValue(DOCUMENT_TYPES[0].id));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category of security.xlsx' }), DOCUMENT_CATEGORIES[1].name);
    // No questions can be read from a text file: it goes with the project as a supporting document.
    expect(within(item('notes.txt')).getByText('Ready to upload')).toBeInTheDocument();
    const notesType = screen.getByRole('combobox', { name: 'Type of notes.txt' });
    expect(notesType).toHaveValue(DOCUMENT_TYPES[1].id);
    expect(
      within(notesType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([DOCUMENT_TYPES[1].name]);
    expect(screen.getByRole('button', { name: 'Create project and upload 2 files' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    expect(within(files).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Create project and upload 1 file' })).toBeEnabled();
  });

  test('Finish creates the project, uploads each file with its progress, clears the draft and opens the project', async () => {
    const user = userEvent.setup();
    let releaseFirstUpload!: () => void;
    const firstUploadHeld = new Promise<void>((resolve) => {
      releaseFirstUpload = resolve;
    });
    const api = creationApi({
      upload: async (call) => {
        // What the browser reports while the body goes out.
        call.onUploadProgress?.({ loaded: 30, total: 100 });
        if (formFields(call).file === 'security.xlsx') await firstUploadHeld;
        return ok(aDocument({ name: formFields(call).file }));
      },
    });
    leaveDraft({ entity_id: CLIENT.id, project_name: 'Vendor review', description: 'Annual', assigned_to: [GRACE.id], deadline: `${NEXT_YEAR}-1-5` });
    const { calls } = await renderProjectScreen(PATH, api);
    await next(user);
    await next(user);
    await user.upload(screen.getByLabelText('Choose questionnaire files'), [xlsx('security.xlsx'), xlsx('privacy.xlsx')]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Type of privacy.xlsx' })).toHaveValue(DOCUMENT_TYPES[0].id));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category of privacy.xlsx' }), DOCUMENT_CATEGORIES[1].name);
    await user.click(screen.getByRole('button', { name: 'Create project and upload 2 files' }));

    expect(await screen.findByRole('progressbar', { name: 'Uploading security.xlsx' })).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByRole('button', { name: 'Uploading files…' })).toBeDisabled();
    // The project exists: the draft is gone from redux and from the browser.
    expect(draft()).toEqual(addProjectGroup.initialState);
    expect(storedDraft()).toBeNull();
    releaseFirstUpload();

    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(`/project/project-details/${CREATED.id}`));
    expect(await screen.findByText('Project created.')).toBeInTheDocument();
    const create = calls.find((call) => call.method === 'POST' && call.url === '/api/v1/projects/');
    expect(create?.body).toEqual({
      entity_id: CLIENT.id,
      name: 'Vendor review',
      description: 'Annual',
      assigned_to: [GRACE.id],
      deadline: `${NEXT_YEAR}-01-05`,
    });
    const uploads = calls.filter((call) => call.url === '/api/v1/projects/details/files/').map(formFields);
    expect(uploads).toEqual([
      { project_id: CREATED.id, document_type_id: DOCUMENT_TYPES[0].id, category_id: null, file: 'security.xlsx' },
      { project_id: CREATED.id, document_type_id: DOCUMENT_TYPES[0].id, category_id: DOCUMENT_CATEGORIES[1].id, file: 'privacy.xlsx' },
    ]);
  });

  test('a file the API refuses says why beside it; trying again sends only that one', async () => {
    const user = userEvent.setup();
    let refuseScan = true;
    const api = creationApi({
      upload: (call) =>
        formFields(call).file === 'scan.pdf' && refuseScan
          ? refused(415, 'This pdf is password-protected: remove the password and upload it again.')
          : ok(aDocument()),
    });
    leaveDraft({ entity_id: CLIENT.id, project_name: 'Vendor review' });
    const { calls } = await renderProjectScreen(PATH, api);
    await next(user);
    await next(user);
    await user.upload(screen.getByLabelText('Choose questionnaire files'), [
      xlsx('security.xlsx'),
      new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Create project and upload 2 files' }));

    const scan = await screen.findByRole('listitem', { name: 'scan.pdf' });
    expect(await within(scan).findByText('This pdf is password-protected: remove the password and upload it again.')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'security.xlsx' })).getByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByText(/The project “Vendor review” is created, but not every file reached it/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the project' })).toHaveAttribute('href', `/project/project-details/${CREATED.id}`);
    expect(screen.getByTestId('address')).toHaveTextContent(PATH);

    refuseScan = false;
    await user.click(screen.getByRole('button', { name: 'Try the failed files again' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(`/project/project-details/${CREATED.id}`));
    const sent = calls.filter((call) => call.url === '/api/v1/projects/details/files/').map((call) => formFields(call).file);
    expect(sent).toEqual(['security.xlsx', 'scan.pdf', 'scan.pdf']);
    expect(calls.filter((call) => call.method === 'POST' && call.url === '/api/v1/projects/')).toHaveLength(1);
  });

  test("the API's field errors show on their step and the draft is kept", async () => {
    const user = userEvent.setup();
    const api = creationApi({ create: refused(400, 'Check the project details.', { errors: { name: ['A project with this name exists for this client.'] } }) });
    leaveDraft({ entity_id: CLIENT.id, project_name: 'Vendor review' });
    await renderProjectScreen(PATH, api);
    await next(user);
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('A project with this name exists for this client.')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Step 1 of 3');
    expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveFocus();
    expect(screen.getByText('Check the project details.')).toBeInTheDocument();
    expect(draft().project_name).toBe('Vendor review');
  });

  test('Discard draft empties the form', async () => {
    const user = userEvent.setup();
    await renderProjectScreen(PATH, creationApi());
    const discard = await screen.findByRole('button', { name: 'Discard draft' });
    expect(discard).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Project name' }), 'Vendor review');
    await user.click(discard);
    expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveValue('');
    expect(draft()).toEqual(addProjectGroup.initialState);
    expect(storedDraft()).toBeNull();
  });

  test('people who may not start projects are told so', async () => {
    await renderProjectScreen(PATH, creationApi(), { permissions: CLIENT_USER_PERMISSIONS });
    expect(await screen.findByText('Only people who manage projects can start one.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
  });
});
