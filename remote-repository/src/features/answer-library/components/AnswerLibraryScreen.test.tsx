import { store } from '@app/shared';
import type { AnswerLibraryEntry, AnswerLibraryEntryDetail } from '@app/shared/contract';
import type { RecordedCall } from '@app/shared/test-support/fake-api';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refused, installRepositoryApi, ok, queryOf, renderAt, signInWith, type RepositoryApi } from '../../../testing/repositoryTestKit';
import { answerLibraryFiltersGroup } from '../stores/answerLibraryFilters';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

const LIST = '/api/v1/answer_library/';
const CURATOR = ['manage_answer_library'];

function anEntry(overrides: Partial<AnswerLibraryEntry> = {}): AnswerLibraryEntry {
  return {
    id: 'entry-1',
    question: 'Do you enforce multi-factor authentication for remote access?',
    answer: 'Yes: hardware keys for all remote access.',
    verdict: 'yes',
    topic: 'Access Control',
    status: 'active',
    approved_by: { id: 'u2', full_name: 'Grace Hopper' },
    approved_at: '2025-03-07T14:05:00',
    retired_by: null,
    retired_at: null,
    origin: { project: { id: 'p1', name: 'Acme review' }, document_id: 'd1', document_name: 'acme.xlsx', question_id: 'q1', question_reference: 'AC-01' },
    uses: 2,
    updated_at: '2025-03-07T14:05:00',
    ...overrides,
  };
}

const changedEntry = anEntry({
  id: 'entry-2',
  question: 'How often are access rights reviewed?',
  answer: 'Quarterly, approved by the CISO.',
  verdict: null,
  status: 'source_changed',
  uses: 0,
});

function aDetail(entry: AnswerLibraryEntry): AnswerLibraryEntryDetail {
  return {
    ...entry,
    sources: [
      {
        document_id: 'doc-1',
        document_name: 'Access policy.pdf',
        version_id: 'v1',
        version: 1,
        current_version: 2,
        changed: entry.status === 'source_changed',
      },
    ],
    used_in: [
      {
        question_id: 'q9',
        question_reference: 'IAM-3',
        question: entry.question,
        status: 'suggested',
        used_as: 'answer',
        document: { id: 'd9', name: 'globex.xlsx' },
        project: { id: 'p9', name: 'Globex onboarding' },
        updated_at: '2025-03-09T10:00:00',
      },
    ],
  };
}

const page = (results: AnswerLibraryEntry[]) => ok({ count: results.length, next: null, previous: null, results });

let api: RepositoryApi;
/** The library's API; `answer` may answer a call first (a change, a filtered list). */
function serve(answer?: (call: RecordedCall) => ReturnType<typeof ok> | undefined) {
  api = installRepositoryApi((call) => {
    const given = answer?.(call);
    if (given) return given;
    const path = call.url.split('?')[0];
    if (path === LIST) return page([anEntry(), changedEntry]);
    if (path === '/api/v1/answer_library/lookups/topic/') return ok([{ topic: 'Access Control', count: 2 }]);
    if (path === '/api/v1/answer_library/lookups/owner/') return ok([{ id: 'u2', full_name: 'Grace Hopper' }]);
    if (path === '/api/v1/answer_library/entry-1/') return ok(aDetail(anEntry()));
    if (path === '/api/v1/answer_library/entry-2/') return ok(aDetail(changedEntry));
    return refused(404, `No fake answer for ${call.method} ${call.url}`);
  });
}

const listCalls = () => api.calls.filter((call) => call.method === 'GET' && call.url.split('?')[0] === LIST);
const row = (question: string) => within(screen.getByRole('rowheader', { name: new RegExp(question) }).closest('tr')!);

beforeEach(() => {
  signInWith(CURATOR);
  store.dispatch(answerLibraryFiltersGroup.actions.update(answerLibraryFiltersGroup.initialState));
});
afterEach(() => api.restore());

test('lists the entries from the API, with their verdict, topic, approver and a "Source changed" badge', async () => {
  serve();
  await renderAt('/answer-library');
  expect(screen.getByRole('heading', { level: 1, name: 'Answer library' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Library entries' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Question and answer', 'Verdict', 'Topic', 'Status', 'Approved by', 'Approved', 'Uses']);
  expect(screen.getByText('2 entries')).toBeInTheDocument();
  const active = row('multi-factor');
  expect(active.getByText('Yes: hardware keys for all remote access.')).toBeInTheDocument();
  expect(active.getByText('Yes')).toBeInTheDocument();
  expect(active.getByText('Access Control')).toBeInTheDocument();
  expect(active.getByText('Active')).toBeInTheDocument();
  expect(active.getByText('Grace Hopper')).toBeInTheDocument();
  expect(active.getByText('03/07/2025')).toBeInTheDocument();
  expect(row('access rights reviewed').getByText('Source changed')).toBeInTheDocument();
  expect(queryOf(listCalls()[0]!.url)).toEqual({ page: '1', page_size: '20' });
});

test('search, filters and sorting ask the API and stay in the address', async () => {
  serve();
  const user = userEvent.setup();
  await renderAt('/answer-library');
  await screen.findByRole('table', { name: 'Library entries' });

  await user.click(screen.getByRole('searchbox', { name: 'Search questions and answers' }));
  await user.paste('hardware');
  await waitFor(() => expect(queryOf(listCalls().at(-1)!.url)).toMatchObject({ search: 'hardware' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Source changed');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), await screen.findByRole('option', { name: 'Access Control (2)' }));
  await waitFor(() => expect(queryOf(listCalls().at(-1)!.url)).toMatchObject({ search: 'hardware', status: 'source_changed', topic: 'Access Control' }));

  await user.click(screen.getByRole('button', { name: 'Approved' }));
  await waitFor(() => expect(queryOf(listCalls().at(-1)!.url)).toMatchObject({ ordering: 'approved_at' }));
  expect(screen.getByTestId('address')).toHaveTextContent('/answer-library?ordering=approved_at');
  await user.click(screen.getByRole('button', { name: 'Question and answer' }));
  await waitFor(() => expect(queryOf(listCalls().at(-1)!.url)).toMatchObject({ ordering: 'question' }));
});

test('an entry whose source changed is re-approved from its panel, which shows its sources and uses', async () => {
  let approved = false;
  serve((call) => {
    if (call.method === 'POST' && call.url === '/api/v1/answer_library/entry-2/approve/') {
      approved = true;
      return ok(aDetail({ ...changedEntry, status: 'active' }), 'Library entry approved again: it is offered as a library answer.');
    }
    if (call.url === '/api/v1/answer_library/entry-2/') return ok(aDetail(approved ? { ...changedEntry, status: 'active' } : changedEntry));
    return undefined;
  });
  const user = userEvent.setup();
  await renderAt('/answer-library');
  await user.click(await screen.findByRole('button', { name: 'How often are access rights reviewed?' }));
  const panel = await screen.findByRole('dialog', { name: 'Library entry' });
  expect(screen.getByTestId('address')).toHaveTextContent('/answer-library?entry=entry-2');
  expect(await within(panel).findByText(/has changed since it was approved/)).toBeInTheDocument();
  expect(within(panel).getByText('Access policy.pdf, version 1')).toBeInTheDocument();
  expect(within(panel).getByText('Changed: version 2 is current')).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'IAM-3: How often are access rights reviewed?' })).toHaveAttribute('href', '/project/document-review/d9');
  expect(within(panel).getByText(/Globex onboarding › globex.xlsx · suggested as the answer/)).toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: 'Re-approve' }));
  expect(await screen.findByText('Library entry approved again: it is offered as a library answer.')).toBeInTheDocument();
  await waitFor(() => expect(within(panel).queryByText(/has changed since it was approved/)).not.toBeInTheDocument());
  expect(within(panel).getByText('Active')).toBeInTheDocument();
});

test('retiring asks first, then calls the API and lists the library again', async () => {
  serve((call) =>
    call.method === 'POST' && call.url === '/api/v1/answer_library/entry-1/retire/'
      ? ok(aDetail(anEntry({ status: 'retired' })), 'Library entry retired: it will not be suggested any more.')
      : undefined,
  );
  const user = userEvent.setup();
  await renderAt('/answer-library?entry=entry-1');
  const panel = await screen.findByRole('dialog', { name: 'Library entry' });
  await user.click(await within(panel).findByRole('button', { name: 'Retire' }));
  const confirm = await screen.findByRole('dialog', { name: 'Retire this answer?' });
  const listsBefore = listCalls().length;
  await user.click(within(confirm).getByRole('button', { name: 'Retire' }));

  expect(await screen.findByText('Library entry retired: it will not be suggested any more.')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/v1/answer_library/entry-1/retire/']);
  await waitFor(() => expect(listCalls().length).toBeGreaterThan(listsBefore));
});

test('saving sends only what changed; a refusal is shown and the draft kept', async () => {
  serve((call) =>
    call.method === 'PATCH'
      ? refused(409, 'Another entry of the library already answers this question. Edit that one, or retire it first.', { code: 'duplicate_question' })
      : undefined,
  );
  const user = userEvent.setup();
  await renderAt('/answer-library?entry=entry-1');
  const panel = await screen.findByRole('dialog', { name: 'Library entry' });
  const answer = await within(panel).findByRole('textbox', { name: 'Answer' });
  expect(within(panel).getByRole('button', { name: 'Save and approve' })).toBeDisabled();
  await user.clear(answer);
  await user.paste('Yes, for every login.');
  await user.selectOptions(within(panel).getByRole('combobox', { name: 'Verdict' }), 'No verdict');
  await user.click(within(panel).getByRole('button', { name: 'Save and approve' }));

  expect(await screen.findByText(/already answers this question/)).toBeInTheDocument();
  expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({
    url: '/api/v1/answer_library/entry-1/',
    body: { answer: 'Yes, for every login.', verdict: null },
  });
  expect(answer).toHaveValue('Yes, for every login.');
});
