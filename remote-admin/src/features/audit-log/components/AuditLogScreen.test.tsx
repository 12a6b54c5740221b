import { AppProviders, clearSession, saveSession, store } from '@app/shared';
import type { AuditChainStatus, AuditEntryView, AuditList } from '@app/shared/contract';
import { installFakeApi, type FakeAnswer, type RecordedCall } from '@app/shared/test-support/fake-api';
import { aLoginResponse } from '@app/shared/test-support/fixtures';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import AuditLog from '../../../exposes/AuditLog';
import { auditLogFiltersGroup } from '../stores/auditLogFilters';

// The date pickers and the details dialog are lazy chunks: their first load takes seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const LIST = '/api/v1/auditlog/';
const VERIFY = '/api/v1/auditlog/verify/';
const EXPORT = '/api/v1/auditlog/export/';

/** 03/07/2026 02:05 PM wherever the test runs. */
const AT = new Date(2026, 2, 7, 14, 5).toISOString();

function anEntry(overrides: Partial<AuditEntryView> = {}): AuditEntryView {
  return {
    id: 'a1',
    seq: 42,
    created_at: AT,
    actor: { id: 'u1', name: 'Avery Admin', email: 'admin@demo.test' },
    entity: { id: 'e1', name: 'Demo Client' },
    category: { code: 'projects', name: 'Projects' },
    action: { code: 'update', name: 'Updated' },
    target: { type: 'project', type_name: 'Project', id: 'p1', label: 'Vendor review' },
    before: { name: 'Old review', deadline: '2026-03-01', description: 'Yearly' },
    after: { name: 'Vendor review', deadline: null, description: 'Yearly' },
    ip: '203.0.113.7',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
    ...overrides,
  };
}

const page = (results: AuditEntryView[], count = results.length, count_capped = false): AuditList => ({
  count,
  count_capped,
  next: null,
  previous: null,
  results,
});
const intact: AuditChainStatus = { valid: true, entries: 1234, rehashed: 234, broken_at_seq: null, broken_at: null, reason: null, checked_at: AT };
const ok = (data: unknown): FakeAnswer => ({ status: 200, body: { message: 'Loaded.', data } });

interface Answers {
  list?(call: RecordedCall): FakeAnswer;
  verify?(): FakeAnswer;
  exportCsv?(): FakeAnswer;
}

let restoreApi: (() => void) | undefined;
beforeEach(() => store.dispatch(auditLogFiltersGroup.actions.reset()));
afterEach(() => {
  restoreApi?.();
  clearSession();
});

async function renderAuditLog(answers: Answers = {}, path = '/audit-log') {
  saveSession(aLoginResponse(['view_audit_log']));
  const fakeApi = installFakeApi((call) => {
    const url = new URL(call.url, 'https://localhost');
    if (url.pathname === LIST) return answers.list?.(call) ?? ok(page([anEntry()]));
    if (url.pathname === VERIFY) return answers.verify?.() ?? ok(intact);
    if (url.pathname === EXPORT) return answers.exportCsv?.() ?? { status: 200, body: new Blob(['Entry\r\n']) };
    if (url.pathname === '/api/v1/accounts/lookups/entity/')
      return ok([
        { id: 'e1', name: 'Demo Client' },
        { id: 'e2', name: 'Other Client' },
      ]);
    if (url.pathname === '/api/v1/auditlog/lookups/category/')
      return ok([
        { code: 'auth', name: 'Sign-in and security' },
        { code: 'projects', name: 'Projects' },
      ]);
    if (url.pathname === '/api/v1/auditlog/lookups/action/') {
      return ok(
        url.searchParams.get('category') === 'auth'
          ? [{ code: 'login', name: 'Signed in' }]
          : [
              { code: 'create', name: 'Created' },
              { code: 'login', name: 'Signed in' },
            ],
      );
    }
    return { status: 404, body: { message: `No fake for ${call.url}`, code: 'not_found' } };
  });
  restoreApi = fakeApi.restore;
  await act(async () => {
    render(
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <AuditLog />
        </MemoryRouter>
      </AppProviders>,
    );
  });
  const listCalls = () => fakeApi.calls.filter((call) => call.url.startsWith(`${LIST}?`)).map((call) => new URL(call.url, 'https://localhost').searchParams);
  return { calls: fakeApi.calls, listCalls };
}

const filters = () => auditLogFiltersGroup.select(store.getState());

test('lists the entries newest first with time, who, client, category, action and target, the count and the chain status', async () => {
  await renderAuditLog({
    list: () =>
      ok(
        page(
          [
            anEntry(),
            anEntry({
              id: 'a2',
              actor: null,
              entity: null,
              category: { code: 'auth', name: 'Sign-in and security' },
              action: { code: 'login_failed', name: 'Sign-in failed' },
              target: { type: 'user', type_name: 'User', id: null, label: 'nobody@demo.test' },
            }),
          ],
          2,
        ),
      ),
  });
  const table = await screen.findByRole('table', { name: 'Audit entries' });
  const rows = within(table).getAllByRole('row');
  expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
    ['Time', 'Who', 'Client', 'Category', 'Action', 'Target'],
    ['03/07/2026 02:05 PM', 'Avery Adminadmin@demo.test', 'Demo Client', 'Projects', 'Updated', 'Vendor reviewProject'],
    ['03/07/2026 02:05 PM', 'Someone not signed in', '—', 'Sign-in and security', 'Sign-in failed', 'nobody@demo.testUser'],
  ]);
  expect(screen.getByText('2 entries')).toBeInTheDocument();
  expect(await screen.findByText(/1,234 entries checked/)).toHaveTextContent('Chain verified: 1,234 entries checked 03/07/2026 02:05 PM, none altered.');
});

test('a click on Time sorts oldest first on the server, a second newest first; the export keeps its own order', async () => {
  const user = userEvent.setup();
  const { listCalls, calls } = await renderAuditLog({}, '/audit-log?page=2');
  const table = await screen.findByRole('table', { name: 'Audit entries' });
  const time = within(table).getByRole('columnheader', { name: 'Time' });
  expect(time).toHaveAttribute('aria-sort', 'descending');
  expect(within(table).getByRole('columnheader', { name: 'Category' })).toHaveAttribute('aria-sort', 'none');

  await user.click(within(time).getByRole('button', { name: 'Time' }));
  await waitFor(() => expect(Object.fromEntries(listCalls().at(-1)!)).toMatchObject({ ordering: 'created_at', page: '1' }));
  expect(time).toHaveAttribute('aria-sort', 'ascending');

  await user.click(within(table).getByRole('button', { name: 'Category' }));
  await waitFor(() => expect(listCalls().at(-1)!.get('ordering')).toBe('category'));
  expect(within(table).getByRole('columnheader', { name: 'Category' })).toHaveAttribute('aria-sort', 'ascending');
  expect(time).toHaveAttribute('aria-sort', 'none');

  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(calls.some((call) => call.url.startsWith(EXPORT))).toBe(true));
  expect(calls.find((call) => call.url.startsWith(EXPORT))!.url).not.toContain('ordering');
});

test('past 10,000 matching entries the count says "more than", as the server stopped counting', async () => {
  await renderAuditLog({ list: () => ok(page([anEntry()], 10_000, true)) });
  await screen.findByRole('table', { name: 'Audit entries' });
  expect(screen.getByText('More than 10,000 entries')).toBeInTheDocument();
  expect(screen.getByText('1–25 of more than 10,000')).toBeInTheDocument();
});

test('the filters live in the auditLogFilters group, go to the API, and Clear filters resets them', async () => {
  const user = userEvent.setup();
  const { listCalls } = await renderAuditLog();
  await screen.findByRole('table', { name: 'Audit entries' });
  await user.selectOptions(screen.getByLabelText('Client'), 'Other Client');
  await user.selectOptions(screen.getByLabelText('Category'), 'Sign-in and security');
  await screen.findByRole('option', { name: 'Signed in' });
  expect(screen.queryByRole('option', { name: 'Created' })).not.toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Action'), 'Signed in');
  expect(filters()).toMatchObject({ entity: 'e2', category: 'auth', action: 'login', clearFilterFlag: false });
  const last = listCalls().at(-1)!;
  expect(Object.fromEntries(last)).toEqual({ entity: 'e2', category: 'auth', action: 'login', page: '1', page_size: '25', ordering: '-created_at' });

  await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
  expect(filters()).toEqual({ ...auditLogFiltersGroup.initialState, clearFilterFlag: true });
  expect(Object.fromEntries(listCalls().at(-1)!)).toEqual({ page: '1', page_size: '25', ordering: '-created_at' });
});

test('the search stops at the longest the API takes and says so', async () => {
  const user = userEvent.setup();
  const { listCalls } = await renderAuditLog();
  const search = await screen.findByLabelText('Search people or targets');
  await user.click(search);
  await user.paste('a'.repeat(5000));
  expect(search).toHaveValue('a'.repeat(200));
  expect(screen.getByText('Search for at most 200 characters.')).toBeInTheDocument();
  await waitFor(() => expect(listCalls().at(-1)?.get('search')).toBe('a'.repeat(200)));
});

test('dates from the group are sent as days, and an end before the start is said without asking the API', async () => {
  store.dispatch(auditLogFiltersGroup.actions.update({ startDate: '2026-3-07', endDate: '2026-3-31' }));
  const { listCalls } = await renderAuditLog();
  expect(await screen.findByDisplayValue('03/07/2026')).toBeInTheDocument();
  expect(Object.fromEntries(listCalls().at(-1)!)).toMatchObject({ start_date: '2026-3-07', end_date: '2026-3-31' });

  const before = listCalls().length;
  await act(async () => {
    store.dispatch(auditLogFiltersGroup.actions.update({ endDate: '2026-3-01' }));
  });
  expect(screen.getByText(/The end date is before the start date./)).toBeInTheDocument();
  expect(listCalls()).toHaveLength(before);
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
});

test('pages on the server', async () => {
  const user = userEvent.setup();
  const { listCalls } = await renderAuditLog({ list: () => ok(page([anEntry()], 60)) });
  expect(await screen.findByText('60 entries')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go to next page' }));
  expect(listCalls().at(-1)!.get('page')).toBe('2');
});

test('an entry opens its details: who, from where, and the before/after field by field', async () => {
  const user = userEvent.setup();
  await renderAuditLog();
  await user.click(await screen.findByRole('button', { name: '03/07/2026 02:05 PM, Updated: details' }));
  const dialog = await screen.findByRole('dialog', { name: 'Projects: Updated' });
  expect(within(dialog).getByText('203.0.113.7')).toBeInTheDocument();
  expect(within(dialog).getByText('Mozilla/5.0 (X11; Linux x86_64) Chrome/140')).toBeInTheDocument();
  expect(within(dialog).getByText('Avery Admin (admin@demo.test)')).toBeInTheDocument();
  const changes = within(within(dialog).getByRole('table', { name: 'Recorded changes' })).getAllByRole('row');
  expect(changes.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
    ['Field', 'Before', 'After'],
    ['NameChanged', 'Old review', 'Vendor review'],
    ['DeadlineChanged', '2026-03-01', '—'],
    ['DescriptionUnchanged', 'Yearly', 'Yearly'],
  ]);
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('an empty log says what would be here', async () => {
  await renderAuditLog({ list: () => ok(page([])) });
  expect(await screen.findByText('No audit entries yet.')).toBeInTheDocument();
  expect(screen.queryByText('No audit entries match these filters.')).not.toBeInTheDocument();
});

test('a filtered list without matches offers to clear the filters', async () => {
  const user = userEvent.setup();
  store.dispatch(auditLogFiltersGroup.actions.update({ category: 'projects' }));
  await renderAuditLog({ list: () => ok(page([])) });
  const empty = (await screen.findByText('No audit entries match these filters.')).parentElement!;
  await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
  expect(filters().category).toBe('');
});

test('a failed list shows the API message and loads again on retry', async () => {
  const user = userEvent.setup();
  let failing = true;
  await renderAuditLog({
    list: () => (failing ? { status: 503, body: { message: 'The audit log is resting.', code: 'unavailable' } } : ok(page([anEntry()]))),
  });
  const retry = await screen.findByRole('button', { name: 'Try again' });
  expect(retry.closest('[role="alert"]')).toHaveTextContent('The audit log is resting.');
  failing = false;
  await user.click(retry);
  expect(await screen.findByRole('table', { name: 'Audit entries' })).toBeInTheDocument();
});

test('a broken chain is a warning that says where it breaks', async () => {
  await renderAuditLog({
    verify: () => ok({ valid: false, entries: 16, broken_at_seq: 17, broken_at: AT, reason: 'The entry was changed after it was written.', checked_at: AT }),
  });
  expect(await screen.findByText('Chain broken at entry 17')).toBeInTheDocument();
  expect(screen.getByText(/Chain broken at entry 17/).closest('[role="status"]')).toHaveTextContent(
    'Chain broken at entry 17 (03/07/2026 02:05 PM): The entry was changed after it was written. The 16 entries before it are intact.',
  );
});

test('Export CSV downloads the file of the current filters', async () => {
  const user = userEvent.setup();
  const createObjectURL = jest.fn(() => 'blob:audit');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  store.dispatch(auditLogFiltersGroup.actions.update({ category: 'projects' }));
  const { calls } = await renderAuditLog();
  await screen.findByRole('table', { name: 'Audit entries' });
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText('The audit log was exported.')).toBeInTheDocument();
  expect(calls.filter((call) => call.url.startsWith(EXPORT)).map((call) => call.url)).toEqual([`${EXPORT}?category=projects`]);
  expect(createObjectURL).toHaveBeenCalledTimes(1);
  expect(click).toHaveBeenCalledTimes(1);
});

test('a failed export shows the API message', async () => {
  const user = userEvent.setup();
  await renderAuditLog({
    exportCsv: () => ({ status: 400, body: { message: 'The end date is before the start date.', code: 'invalid' } }),
  });
  await screen.findByRole('table', { name: 'Audit entries' });
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
});

test('on a phone the entries are cards', async () => {
  const matchMedia = (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
  try {
    await renderAuditLog();
    const cards = await screen.findByRole('list', { name: 'Audit entries' });
    expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent(
      '03/07/2026 02:05 PMProjects: UpdatedProject: Vendor reviewBy Avery Admin · Demo Client',
    );
    expect(screen.queryByRole('table', { name: 'Audit entries' })).not.toBeInTheDocument();
  } finally {
    Reflect.deleteProperty(window, 'matchMedia');
  }
});
