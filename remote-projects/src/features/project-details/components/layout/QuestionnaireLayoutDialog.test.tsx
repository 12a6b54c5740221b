import type { ProjectDetail, QuestionnaireLayout, TableLayout } from '@app/shared/contract';
import type { RecordedCall } from '@app/shared/test-support/fake-api';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aDocument, anAnswerProgress, aProject, uuid } from '../../../../testing/projectFixtures';
import { CLIENT_USER, ok, refused, renderProjectScreen, splitUrl, type ScreenApi } from '../../../../testing/renderProjectScreen';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const PROJECT = aProject();
const WORKBOOK = aDocument({ id: uuid(501), name: 'security.xlsx' });
const SCAN = aDocument({ id: uuid(502), name: 'scan.pdf', format: 'pdf' });
const PATH = `/project/project-details/${PROJECT.id}`;
const DETAILS = `/api/v1/projects/details/${PROJECT.id}/`;
const LAYOUT_PATH = `/api/v1/documents/questionnaire-layout/${WORKBOOK.id}/`;

const ACCESS_CONTROL: TableLayout = {
  key: 'Access Control',
  name: 'sheet "Access Control"',
  included: true,
  skipped_reason: null,
  header_row: 2,
  column_count: 4,
  row_count: 6,
  roles: {
    question: { column: 1, header: 'Question' },
    reference: { column: 0, header: 'ID' },
    verdict: { column: 2, header: 'Response' },
    explanation: { column: 3, header: 'Comments' },
  },
  verdict_values: ['Yes', 'No', 'N/A'],
  question_count: 2,
  rows: [
    { row: 0, cells: ['Vendor Security Assessment', '', '', ''] },
    { row: 2, cells: ['ID', 'Question', 'Response', 'Comments'] },
    { row: 3, cells: ['AC-01', 'Do you enforce MFA for remote access?', '', ''] },
    { row: 4, cells: ['AC-02', 'Are access rights reviewed quarterly?', 'Yes', 'By the CISO.'] },
  ],
};
const LISTS: TableLayout = {
  key: 'Lists',
  name: 'sheet "Lists"',
  included: false,
  skipped_reason: 'it is hidden',
  header_row: null,
  column_count: 1,
  row_count: 3,
  roles: { question: null, reference: null, verdict: null, explanation: null },
  verdict_values: null,
  question_count: 0,
  rows: [
    { row: 0, cells: ['Yes'] },
    { row: 1, cells: ['No'] },
  ],
};
const LAYOUT: QuestionnaireLayout = { document_id: WORKBOOK.id, format: 'xlsx', confirmed: false, tables: [ACCESS_CONTROL, LISTS] };

/** The project with a workbook and a pdf; `put` answers the layout's PUT (the document is queued when it succeeds). */
function layoutApi(put: (call: RecordedCall) => ReturnType<ScreenApi> = () => ok(LAYOUT, '"security.xlsx" is read again with these columns.')) {
  const state: { detail: ProjectDetail } = { detail: { project: PROJECT, documents: [WORKBOOK, SCAN] } };
  const api: ScreenApi = async (call) => {
    const { path } = splitUrl(call);
    if (call.method === 'GET' && path === DETAILS) return ok(state.detail);
    if (call.method === 'GET' && path === LAYOUT_PATH) return ok(LAYOUT);
    if (call.method === 'PUT' && path === LAYOUT_PATH) {
      const answer = await put(call);
      if (answer?.status === 200) {
        state.detail = { ...state.detail, documents: [{ ...WORKBOOK, state: 'queued', progress: anAnswerProgress(0, 0) }, SCAN] };
      }
      return answer;
    }
    return undefined;
  };
  return api;
}

async function openColumns() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Check columns of security.xlsx' }));
  const dialog = await screen.findByRole('dialog', { name: 'Check the columns of security.xlsx' });
  await within(dialog).findByRole('region', { name: 'Sheet "Access Control"' });
  return { user, dialog };
}

describe('checking the columns of a questionnaire', () => {
  test('shows each sheet with its detected header row and roles, the sheets left out, and the first rows with the role columns marked', async () => {
    await renderProjectScreen(PATH, layoutApi());
    // A pdf is read from its lines: nothing to check.
    expect(screen.queryByRole('button', { name: 'Check columns of scan.pdf' })).not.toBeInTheDocument();
    const { dialog } = await openColumns();
    const sheet = within(dialog).getByRole('region', { name: 'Sheet "Access Control"' });
    expect(within(sheet).getByText('2 questions found · verdict values: Yes, No, N/A')).toBeInTheDocument();
    expect(within(sheet).getByRole('switch', { name: 'Read sheet "Access Control" for questions' })).toBeChecked();
    expect(within(sheet).getByRole('combobox', { name: 'Header row of sheet "Access Control"' })).toHaveDisplayValue(
      'Row 3: ID · Question · Response · Comments',
    );
    const role = (name: string) => within(sheet).getByRole('combobox', { name: `${name} column of sheet "Access Control"` });
    expect(role('Question')).toHaveDisplayValue('B · Question');
    expect(role('Question ID')).toHaveDisplayValue('A · ID');
    expect(role('Verdict (Yes/No)')).toHaveDisplayValue('C · Response');
    expect(role('Answer / explanation')).toHaveDisplayValue('D · Comments');

    const preview = within(sheet).getByRole('table', { name: 'First rows of sheet "Access Control"' });
    const [head, ...rows] = within(preview).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Row', 'A · IDQuestion ID', 'B · QuestionQuestion', 'C · ResponseVerdict (Yes/No)', 'D · CommentsAnswer / explanation']);
    // The rows under the header row, numbered as the sheet numbers them.
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['AC-01', 'Do you enforce MFA for remote access?', '', ''],
      ['AC-02', 'Are access rights reviewed quarterly?', 'Yes', 'By the CISO.'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('4');

    const lists = within(dialog).getByRole('region', { name: 'Sheet "Lists"' });
    expect(within(lists).getByText('Left out: it is hidden')).toBeInTheDocument();
    expect(within(lists).getByRole('switch', { name: 'Read sheet "Lists" for questions' })).not.toBeChecked();
    expect(within(lists).queryByRole('table')).not.toBeInTheDocument();
  });

  test('a role moved to another column, a sheet switched on and Re-extract pressed from the keyboard: the layout is sent and the page follows the extraction', async () => {
    const { calls } = await renderProjectScreen(PATH, layoutApi());
    const { user, dialog } = await openColumns();
    const sheet = within(dialog).getByRole('region', { name: 'Sheet "Access Control"' });
    // The verdict moves to the comments column: the explanation has no column left.
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Verdict (Yes/No) column of sheet "Access Control"' }), 'D · Comments');
    expect(within(sheet).getByRole('combobox', { name: 'Answer / explanation column of sheet "Access Control"' })).toHaveDisplayValue(
      'Next to the verdict, or the first empty column',
    );
    const header = within(sheet).getByRole('columnheader', { name: /^D · Comments/ });
    expect(header).toHaveTextContent('Verdict (Yes/No)');

    const lists = within(dialog).getByRole('region', { name: 'Sheet "Lists"' });
    within(lists).getByRole('switch', { name: 'Read sheet "Lists" for questions' }).focus();
    await user.keyboard(' ');
    // Included, it needs a question column before anything is sent.
    expect(within(lists).getByText('Choose the question column, or leave this out.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Re-extract' })).toBeDisabled();
    await user.selectOptions(within(lists).getByRole('combobox', { name: 'Question column of sheet "Lists"' }), 'A');

    within(dialog).getByRole('button', { name: 'Re-extract' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('"security.xlsx" is read again with these columns.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      tables: [
        { key: 'Access Control', included: true, header_row: 2, roles: { question: 1, reference: 0, verdict: 3, explanation: null } },
        { key: 'Lists', included: true, header_row: null, roles: { question: 0, reference: null, verdict: null, explanation: null } },
      ],
    });
    // The page loads again: the workbook is queued and the page says it follows the work.
    expect(await within(screen.getByRole('row', { name: /security\.xlsx/ })).findByText('Queued')).toBeInTheDocument();
  });

  test('a document being processed says so and keeps the dialog and its changes', async () => {
    await renderProjectScreen(
      PATH,
      layoutApi(() => refused(409, '"security.xlsx" is being processed already. Wait until its answers are suggested.')),
    );
    const { user, dialog } = await openColumns();
    const sheet = within(dialog).getByRole('region', { name: 'Sheet "Access Control"' });
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Header row of sheet "Access Control"' }), 'No header row');
    await user.click(within(dialog).getByRole('button', { name: 'Re-extract' }));
    expect(await screen.findByText('"security.xlsx" is being processed already. Wait until its answers are suggested.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Check the columns of security.xlsx' })).toBeInTheDocument();
    expect(within(sheet).getByRole('combobox', { name: 'Header row of sheet "Access Control"' })).toHaveDisplayValue('No header row');
    expect(within(dialog).getByRole('button', { name: 'Re-extract' })).toBeEnabled();
  });

  test("client users do not change a questionnaire's columns", async () => {
    await renderProjectScreen(PATH, layoutApi(), CLIENT_USER);
    await screen.findByRole('row', { name: /security\.xlsx/ });
    expect(screen.queryByRole('button', { name: /Check columns/ })).not.toBeInTheDocument();
  });
});
