import { store } from '@app/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCitation, aQuestion, fakeQuestionnaireApi } from '../../../testing/fakeQuestionnaireApi';
import { ADA, aDocument, uuid } from '../../../testing/projectFixtures';
import { CLIENT_USER_PERMISSIONS, MANAGER_PERMISSIONS, refused, renderProjectScreen, splitUrl, type ScreenApi } from '../../../testing/renderProjectScreen';
import { projectFlagsGroup } from '../../../store/projectFlags';
import { CONFIDENCE_EXPLANATIONS } from '../reviewText';

// The screen's lazy chunk and its lazily loaded dialogs: seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const REVIEWER_PERMISSIONS = [...MANAGER_PERMISSIONS, 'review_answers'];
const DOCUMENT_ID = aDocument().id;
const REVIEW_PATH = `/project/document-review/${DOCUMENT_ID}`;

const card = (number: number) => screen.getByRole('article', { name: `Question text ${number}?` });
const flags = () => projectFlagsGroup.select(store.getState());

type Calls = Awaited<ReturnType<typeof renderProjectScreen>>['calls'];
const callsTo = (calls: Calls, method: string, path: string | RegExp) =>
  calls.filter((call) => call.method === method && (typeof path === 'string' ? splitUrl(call).path === path : path.test(splitUrl(call).path)));
const patchesOf = (calls: Calls, questionNumber: number) =>
  callsTo(calls, 'PATCH', `/api/v1/documents/answer/${uuid(1000 + questionNumber)}/`).map((call) => call.body);

async function openReview(
  questions = [aQuestion(1), aQuestion(2), aQuestion(3)],
  { permissions = REVIEWER_PERMISSIONS, path = REVIEW_PATH, document = {} } = {},
) {
  const fake = fakeQuestionnaireApi({ questions, document });
  const view = await renderProjectScreen(path, fake.api, { permissions });
  return { ...view, fake };
}

beforeEach(() => store.dispatch(projectFlagsGroup.actions.reset()));

describe('document review', () => {
  test('shows the document in its project, the progress per status, and each question with its section, status, confidence and sources', async () => {
    const user = userEvent.setup();
    const { fake } = await openReview([
      aQuestion(1, { status: 'approved', confidence: 'library', unmatched_words: ['decided on already'] }),
      aQuestion(2, { drafted: true, confidence: 'weak', unmatched_words: ['six months'] }),
      aQuestion(3, { section: 'Privacy', answer: '', status: 'unanswered', confidence: 'none', citations: [], unmatched_words: ['ARP spoofing', 'DMZ'] }),
    ]);

    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(breadcrumb).findByRole('link', { name: fake.project.name })).toHaveAttribute('href', `/project/project-details/${fake.project.id}`);
    expect(within(breadcrumb).getByText('security-questionnaire.xlsx')).toHaveAttribute('aria-current', 'page');

    const progress = screen.getByRole('region', { name: 'Review progress' });
    expect(within(progress).getByText('33% · 1 of 3 answers approved')).toBeInTheDocument();
    expect(within(progress).getByRole('button', { name: 'Approved 1' })).toBeInTheDocument();
    expect(within(progress).getByRole('button', { name: 'Suggested 1' })).toBeInTheDocument();
    expect(within(progress).getByRole('button', { name: 'Unanswered 1' })).toBeInTheDocument();

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Security', 'Privacy']);
    const second = card(2);
    expect(within(second).getByText('Answer text 2.')).toBeInTheDocument();
    expect(within(second).getByText('Suggested')).toBeInTheDocument();
    expect(within(second).getByText('Drafted')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Open the passage cited from Information security policy.pdf v3' })).toBeInTheDocument();
    expect(within(second).getByText('The sources do not mention: “six months”')).toBeInTheDocument();
    expect(within(card(3)).getByText('Not found in the repository: “ARP spoofing”, “DMZ”')).toBeInTheDocument();
    // An approved answer no longer shows what its sources lacked.
    expect(within(card(1)).queryByText(/decided on already/)).toBeNull();
    expect(within(card(3)).getByText('No answer yet')).toBeInTheDocument();
    expect(within(card(3)).getByText('No sources')).toBeInTheDocument();
    expect(within(card(3)).getByRole('button', { name: 'Approve answer 3' })).toBeDisabled();

    await user.hover(within(second).getByText('Weak match'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(CONFIDENCE_EXPLANATIONS.weak);
  });

  test('j/k and the arrows move the focus; a approves, r rejects, n marks not applicable, each moving on', async () => {
    const user = userEvent.setup();
    const { calls } = await openReview();
    await screen.findByRole('article', { name: 'Question text 1?' });

    await user.keyboard('j');
    expect(card(1)).toHaveFocus();
    await user.keyboard('j');
    expect(card(2)).toHaveFocus();
    await user.keyboard('k');
    expect(card(1)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(card(2)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(card(1)).toHaveFocus();

    await user.keyboard('a');
    expect(card(2)).toHaveFocus();
    await waitFor(() => expect(within(card(1)).getByText('Approved')).toBeInTheDocument());
    expect(patchesOf(calls, 1)).toEqual([{ status: 'approved' }]);
    expect(screen.getByRole('button', { name: 'Approved 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suggested 2' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 approved.')).toBeInTheDocument();
    expect(flags().documentUpdate).toBe(true);

    await user.keyboard('r');
    expect(card(3)).toHaveFocus();
    await waitFor(() => expect(within(card(2)).getByText('Rejected')).toBeInTheDocument());
    await user.keyboard('n');
    await waitFor(() => expect(within(card(3)).getByText('Not applicable', { selector: '.MuiChip-label' })).toBeInTheDocument());
    expect(patchesOf(calls, 2)).toEqual([{ status: 'rejected' }]);
    expect(patchesOf(calls, 3)).toEqual([{ status: 'not_applicable' }]);
    expect(screen.getByText('67% · 1 approved, 1 not applicable of 3')).toBeInTheDocument();
  });

  test('e edits, typing is never taken for a shortcut, Ctrl+Enter saves, Escape leaves the editor without losing a change', async () => {
    const user = userEvent.setup();
    const { calls } = await openReview();
    await screen.findByRole('article', { name: 'Question text 1?' });

    await user.keyboard('je');
    const editor = within(card(1)).getByRole('textbox', { name: 'Answer to question 1' });
    expect(editor).toHaveFocus();
    await user.clear(editor);
    await user.type(editor, 'jk an?');
    expect(patchesOf(calls, 1)).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editor).toHaveFocus();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(within(card(1)).getByText('jk an?')).toBeInTheDocument());
    expect(patchesOf(calls, 1)).toEqual([{ answer: 'jk an?' }]);
    expect(within(card(1)).getByText('Edited')).toBeInTheDocument();
    expect(card(1)).toHaveFocus();

    // Escape without a change closes the editor; after a change the draft stays open, unsaved.
    await user.keyboard('e{Escape}');
    expect(within(card(1)).queryByRole('textbox')).not.toBeInTheDocument();
    expect(card(1)).toHaveFocus();
    await user.keyboard('e');
    await user.type(within(card(1)).getByRole('textbox'), ' ok');
    await user.keyboard('{Escape}');
    expect(card(1)).toHaveFocus();
    expect(within(card(1)).getByRole('textbox')).toHaveValue('jk an? ok');
    expect(patchesOf(calls, 1)).toHaveLength(1);

    // Approving approves what is on screen: the open draft goes with it.
    await user.keyboard('a');
    await waitFor(() => expect(within(card(1)).getByText('Approved')).toBeInTheDocument());
    expect(patchesOf(calls, 1).at(-1)).toEqual({ answer: 'jk an? ok', status: 'approved' });
    expect(within(card(1)).queryByRole('textbox')).not.toBeInTheDocument();
    expect(card(2)).toHaveFocus();

    // The editor's buttons do the same as the keys.
    await user.click(within(card(2)).getByRole('button', { name: 'Edit answer 2' }));
    await user.click(within(card(2)).getByRole('button', { name: 'Discard changes' }));
    expect(within(card(2)).queryByRole('textbox')).not.toBeInTheDocument();
    expect(card(2)).toHaveFocus();
  });

  test('? shows the shortcuts; keys pressed in the dialog stay there', async () => {
    const user = userEvent.setup();
    const { calls } = await openReview();
    await screen.findByRole('article', { name: 'Question text 1?' });
    await user.keyboard('j?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Approve the answer, then go to the next question')).toBeInTheDocument();
    await user.keyboard('a');
    expect(patchesOf(calls, 1)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('an empty answer cannot be approved: the keys say so and stay on the question', async () => {
    const user = userEvent.setup();
    const { calls } = await openReview([aQuestion(1, { answer: '', status: 'unanswered', confidence: 'none', citations: [] }), aQuestion(2)]);
    await screen.findByRole('article', { name: 'Question text 1?' });
    await user.keyboard('ja');
    expect(await screen.findByText('Write an answer before approving it, or mark the question not applicable.')).toBeInTheDocument();
    expect(card(1)).toHaveFocus();
    expect(patchesOf(calls, 1)).toEqual([]);
  });

  test('"Approve all high-confidence" lists the strong suggestions it will approve, leaves library answers for review, then approves those listed', async () => {
    const user = userEvent.setup();
    const { calls } = await openReview([
      aQuestion(1, { confidence: 'library' }),
      aQuestion(2, {
        confidence: 'strong',
        reference: 'AC-02',
        answer: `Multi-factor authentication is enforced for every remote login. ${'It uses hardware keys. '.repeat(10)}`,
      }),
      aQuestion(3, { confidence: 'weak' }),
      aQuestion(4, { confidence: 'strong', status: 'approved' }),
      aQuestion(5, { confidence: 'strong' }),
    ]);
    await screen.findByRole('article', { name: 'Question text 1?' });

    await user.click(screen.getByRole('button', { name: 'Approve all high-confidence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve all high-confidence suggestions' });
    expect(await within(dialog).findByText(/^Approve these 2 answers \(strong matches nobody has reviewed yet\)\?/)).toBeInTheDocument();
    expect(within(dialog).getByText('1 answer from the library is left for you to review.')).toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: /Approve these 2 answers/ });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/ · /).textContent)).toEqual(['AC-02 · Question text 2?', '5 · Question text 5?']);
    // A long answer shows its start only.
    expect(within(items[0]).getByText(/^Multi-factor authentication is enforced for every remote login\. It uses hardware keys\..*…$/)).toBeInTheDocument();
    expect(within(items[1]).getByText('Answer text 5.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Approve 2' }));
    expect(await screen.findByText('2 questions updated. 1 left for review.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/v1/documents/review/').map((call) => call.body)).toEqual([
      { document_id: DOCUMENT_ID, action: 'approve_high_confidence', question_ids: [uuid(1002), uuid(1005)] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Approved 3' })).toBeInTheDocument();
    await waitFor(() => expect(within(card(2)).getByText('Approved')).toBeInTheDocument());
    expect(within(card(1)).getByText('Suggested')).toBeInTheDocument();
    expect(within(card(3)).getByText('Suggested')).toBeInTheDocument();
  });

  test('with nothing high-confidence left the dialog says so and offers no approval', async () => {
    const user = userEvent.setup();
    await openReview([aQuestion(1, { confidence: 'weak' }), aQuestion(2, { confidence: 'library' })]);
    await user.click(await screen.findByRole('button', { name: 'Approve all high-confidence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve all high-confidence suggestions' });
    expect(
      await within(dialog).findByText('No strong suggestions are waiting: every one has been reviewed. 1 answer from the library is left for you to review.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  test('a citation opens its passage, with the way to the repository version history or to the library answer', async () => {
    const user = userEvent.setup();
    await openReview([
      aQuestion(1, {
        citations: [
          aCitation(),
          aCitation({
            source: 'library',
            document_id: uuid(502),
            version_id: null,
            version: null,
            document_name: 'Last year.xlsx',
            passage: 'Do you review access yearly?',
            answer: 'Yes, yearly.',
            project_name: 'Acme renewal 2025',
          }),
        ],
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Open the passage cited from Information security policy.pdf v3' }));
    const passage = await screen.findByRole('dialog', { name: 'Information security policy.pdf v3' });
    expect(within(passage).getByText(/encrypted at rest with AES-256/)).toBeInTheDocument();
    expect(within(passage).getByRole('link', { name: 'Version history of Information security policy.pdf' })).toHaveAttribute(
      'href',
      `/version-history?document=${uuid(701)}`,
    );
    await user.click(within(passage).getByRole('button', { name: 'Close the cited passage' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open the passage cited from Last year.xlsx' }));
    const library = await screen.findByRole('dialog', { name: 'Last year.xlsx' });
    expect(within(library).getByText('Answer library')).toBeInTheDocument();
    // The question the library answer was approved for, the answer, and the project it came from.
    expect(within(library).getByText('Answered for: Do you review access yearly?')).toBeInTheDocument();
    expect(within(library).getByText('Yes, yearly.')).toBeInTheDocument();
    expect(within(library).getByText('Approved in the project Acme renewal 2025')).toBeInTheDocument();
    expect(within(library).getByRole('link', { name: 'Open the questionnaire this answer was approved in' })).toHaveAttribute(
      'href',
      `/project/document-review/${uuid(502)}`,
    );
  });

  test('a cited passage marks where it holds what the question asks about', async () => {
    const user = userEvent.setup();
    const passage = 'All customer data is encrypted at rest with AES-256 and in transit with TLS 1.2 or later.';
    const stretch = (text: string) => ({ start: passage.indexOf(text), end: passage.indexOf(text) + text.length });
    // The last stretch is past the passage's end (a passage changed since): left unmarked, not misplaced.
    const highlights = [stretch('encrypted'), stretch('in transit'), { start: 80, end: 200 }];
    await openReview([aQuestion(1, { citations: [aCitation({ passage, highlights })] })]);
    await user.click(await screen.findByRole('button', { name: 'Open the passage cited from Information security policy.pdf v3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Information security policy.pdf v3' });
    const marks = [...dialog.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['encrypted', 'in transit']);
    expect(within(dialog).getByRole('blockquote')).toHaveTextContent(passage);
  });

  test('a library answer whose source document changed says so, with the way to its library entry for a curator', async () => {
    const user = userEvent.setup();
    const changed = aCitation({
      source: 'library',
      document_id: uuid(502),
      version_id: null,
      version: null,
      document_name: 'Last year.xlsx',
      passage: 'Do you review access yearly?',
      answer: 'Yes, yearly.',
      library_entry_id: uuid(900),
      source_changed: true,
    });
    await openReview([aQuestion(1, { confidence: 'weak', citations: [changed] })], { permissions: [...REVIEWER_PERMISSIONS, 'manage_answer_library'] });
    await user.click(await screen.findByRole('button', { name: 'Open the passage cited from Last year.xlsx' }));
    const library = await screen.findByRole('dialog', { name: 'Last year.xlsx' });
    expect(within(library).getByText(/relied on has a newer version since it was approved/)).toBeInTheDocument();
    expect(within(library).getByRole('link', { name: 'Open it in the answer library' })).toHaveAttribute('href', `/answer-library?entry=${uuid(900)}`);
  });

  test('filters by status (the select or a count) and confidence, in the address, and clears them', async () => {
    const user = userEvent.setup();
    const { calls } = await openReview([aQuestion(1, { status: 'approved' }), aQuestion(2), aQuestion(3, { status: 'approved', confidence: 'library' })]);
    await screen.findByRole('article', { name: 'Question text 2?' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Approved');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Question text 2?' })).not.toBeInTheDocument());
    expect(card(1)).toBeInTheDocument();
    expect(card(3)).toBeInTheDocument();
    expect(splitUrl(callsTo(calls, 'GET', '/api/v1/documents/question-answers/').at(-1)!).query).toMatchObject({
      status: 'approved',
      page: '1',
      page_size: '200',
    });
    // In the address: a reload, a shared link or the other layout shows the same questions.
    expect(screen.getByRole('link', { name: 'Table layout' })).toHaveAttribute('href', `/project/document-review-old/${DOCUMENT_ID}?status=approved`);
    expect(screen.getByRole('button', { name: 'Approved 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 questions (matching the filters)')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Confidence' }), 'Library match');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Question text 1?' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('article', { name: 'Question text 2?' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Suggested 1' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Question text 1?' })).not.toBeInTheDocument());
    expect(card(2)).toBeInTheDocument();
  });

  test('a search that finds nothing says so and offers to clear it', async () => {
    const user = userEvent.setup();
    await openReview();
    await user.type(await screen.findByRole('searchbox', { name: 'Search questions' }), 'nowhere');
    expect(await screen.findByText('No questions match these filters.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[1]);
    expect(await screen.findByRole('article', { name: 'Question text 1?' })).toBeInTheDocument();
  });

  test('bulk: tick questions, approve them together, assign a reviewer to all shown', async () => {
    const user = userEvent.setup();
    const { calls } = await openReview();
    await screen.findByRole('article', { name: 'Question text 1?' });

    await user.click(screen.getByRole('checkbox', { name: 'Select question 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select question 3' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByText('2 questions updated.')).toBeInTheDocument();
    await waitFor(() => expect(within(card(3)).getByText('Approved')).toBeInTheDocument());
    expect(within(card(2)).getByText('Suggested')).toBeInTheDocument();
    expect(screen.getByText('0 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assign selected to' }), 'Ada Lovelace');
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/v1/documents/review/')).toHaveLength(2));
    expect(callsTo(calls, 'POST', '/api/v1/documents/review/').map((call) => call.body)).toEqual([
      { document_id: DOCUMENT_ID, action: 'approve', question_ids: [uuid(1001), uuid(1003)] },
      { document_id: DOCUMENT_ID, action: 'assign', question_ids: [uuid(1001), uuid(1002), uuid(1003)], assignee_id: ADA.id },
    ]);
    // Staff and the client's own users, each under its heading.
    const assignTo = screen.getByRole('combobox', { name: 'Assign selected to' });
    expect(within(within(assignTo).getByRole('group', { name: 'Staff' })).getByRole('option', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(within(assignTo).getByRole('group', { name: 'Northwind (client)' })).getByRole('option', { name: 'Grace Hopper' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Reviewer of question 2' })).toHaveValue(ADA.id));
  });

  test("one question's reviewer is chosen from the staff", async () => {
    const user = userEvent.setup();
    const { calls } = await openReview();
    const reviewer = await screen.findByRole('combobox', { name: 'Reviewer of question 1' });
    await waitFor(() => expect(within(reviewer).getByRole('option', { name: 'Ada Lovelace' })).toBeInTheDocument());
    await user.selectOptions(reviewer, 'Ada Lovelace');
    await waitFor(() => expect(patchesOf(calls, 1)).toEqual([{ assignee_id: ADA.id }]));
    expect(await screen.findByText('Question 1 assigned to Ada Lovelace.')).toBeInTheDocument();
    const lookup = callsTo(calls, 'GET', '/api/v1/accounts/lookups/entity-members/')[0];
    expect(splitUrl(lookup).query).toEqual({ entity_id: expect.any(String) });
  });

  test('comments: the drawer lists them and adds one', async () => {
    const user = userEvent.setup();
    const fake = fakeQuestionnaireApi({
      questions: [aQuestion(1, { comments_count: 1 })],
      comments: { [uuid(1001)]: [{ id: uuid(950), author: ADA, body: 'Check the 2024 policy.', mentions: [], created_at: '2025-03-08T09:00:00Z' }] },
    });
    await renderProjectScreen(REVIEW_PATH, fake.api, { permissions: REVIEWER_PERMISSIONS });
    await user.click(await screen.findByRole('button', { name: 'Comments (1) on question 1' }));
    const drawer = await screen.findByRole('dialog', { name: 'Comments on question 1' });
    expect(await within(drawer).findByText('Check the 2024 policy.')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Post comment' }));
    expect(within(drawer).getByText('Write a comment.')).toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: 'Add a comment' }), 'Updated to the 2025 wording.');
    await user.click(within(drawer).getByRole('button', { name: 'Post comment' }));
    expect(await within(drawer).findByText('Updated to the 2025 wording.')).toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Comments (2) on question 1', hidden: true })).toBeInTheDocument();
  });

  test('client users see the questions with approved answers only, read-only', async () => {
    const user = userEvent.setup();
    const { calls } = await openReview(
      [aQuestion(1, { status: 'approved' }), aQuestion(2, { answer: '', citations: [] }), aQuestion(3, { status: 'not_applicable', answer: '' })].map(
        (question) => ({
          ...question,
          comments_visible: false,
        }),
      ),
      { permissions: CLIENT_USER_PERMISSIONS },
    );
    await screen.findByRole('article', { name: 'Question text 1?' });
    expect(within(card(1)).getByText('Answer text 1.')).toBeInTheDocument();
    expect(within(card(2)).getByText('Awaiting review')).toBeInTheDocument();
    expect(within(card(3)).getByText('Not applicable')).toBeInTheDocument();
    // Not applicable counts as done, and is said apart from approved.
    expect(screen.getByText('67% · 1 approved, 1 not applicable of 3')).toBeInTheDocument();

    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Comments/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reprocess' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByText('Suggested')).not.toBeInTheDocument();

    await user.keyboard('jja');
    expect(card(2)).toHaveFocus();
    await user.keyboard('e');
    expect(screen.queryByRole('textbox', { name: /Answer to question/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(callsTo(calls, 'GET', '/api/v1/accounts/lookups/entity-members/')).toEqual([]);
  });

  test('while the document is extracting it says so, keeps the flag up and follows until the questions are ready', async () => {
    const { fake } = await openReview([], { document: { state: 'extracting' } });
    expect(await screen.findByText('Extracting questions…')).toBeInTheDocument();
    expect(flags().documentReviewBackground).toBe(true);

    fake.state.document = { ...fake.state.document, state: 'ready_for_review' };
    fake.state.questions.push(aQuestion(1));
    expect(await screen.findByRole('article', { name: 'Question text 1?' })).toBeInTheDocument();
    expect(screen.queryByText('Extracting questions…')).not.toBeInTheDocument();
    expect(flags().documentReviewBackground).toBe(false);
  });

  test('what reading the file noted (hidden rows read, a hidden sheet left out) is shown above the questions', async () => {
    const notes = [
      'Rows 4, 5 of the sheet "Security" are hidden; their questions were read: mark them not applicable if they are out of scope.',
      'The sheet "Lists" was skipped: it is hidden.',
    ];
    await openReview([aQuestion(1)], { document: { reading_notes: notes } });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Noted while reading this file');
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(notes);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a failed document shows why, and reprocessing (which keeps reviewed answers) starts the pipeline again', async () => {
    const user = userEvent.setup();
    const { calls } = await openReview([], { document: { state: 'failed', error: 'No questions were found in this file.' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This questionnaire could not be processed');
    expect(alert).toHaveTextContent('No questions were found in this file.');

    await user.click(within(alert).getByRole('button', { name: 'Reprocess' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reprocess this questionnaire?' });
    expect(confirm).toHaveTextContent('Answers people edited or approved are kept as they are.');
    await user.click(within(confirm).getByRole('button', { name: 'Reprocess' }));
    expect(await screen.findByText('Queued…')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/v1/documents/reprocess-questionnaire/').map((call) => call.body)).toEqual([{ document_id: DOCUMENT_ID }]);
    expect(flags().documentReviewBackground).toBe(true);
  });

  test('a cancelled document says how far its suggestions got, and offers reprocessing', async () => {
    await openReview([aQuestion(1), aQuestion(2, { answer: '', status: 'unanswered', confidence: 'none', citations: [] })], {
      document: { state: 'cancelled' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Processing was cancelled');
    expect(alert).toHaveTextContent('1 of 2 questions have suggestions. Reprocess it to start again.');
    expect(within(alert).getByRole('button', { name: 'Reprocess' })).toBeInTheDocument();
    expect(flags().documentReviewBackground).toBe(false);
  });

  test('a reviewer who does not manage projects is not offered reprocessing (the API would refuse it)', async () => {
    await openReview([], { permissions: ['view_project', 'review_answers'], document: { state: 'failed', error: 'No questions were found in this file.' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No questions were found in this file.');
    expect(screen.queryByRole('button', { name: 'Reprocess' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve all high-confidence' })).toBeInTheDocument();
  });

  test('a supporting document has no questions to review and leads to its preview', async () => {
    await openReview([], { document: { name: 'network.png', format: null, is_questionnaire: false, state: 'completed' } });
    expect(await screen.findByText('This is a supporting document: it has no questions to review.')).toBeInTheDocument();
    // The empty state's own way, beside the header's.
    const previews = screen.getAllByRole('link', { name: 'Preview document' });
    expect(previews).toHaveLength(2);
    for (const link of previews) expect(link).toHaveAttribute('href', `/project/document-preview/${DOCUMENT_ID}`);
    expect(screen.queryByText('No questions were found in this document.')).not.toBeInTheDocument();
  });

  test('long questionnaires load page by page: the button, or the keys nearing the end, load the next page', async () => {
    const user = userEvent.setup();
    const questions = Array.from({ length: 405 }, (_, index) => aQuestion(index + 1, { status: 'approved' }));
    // The light read-only table: two hundred rich rows take jsdom too long.
    const { calls } = await openReview(questions, { path: `/project/document-review-old/${DOCUMENT_ID}`, permissions: CLIENT_USER_PERMISSIONS });
    const table = await screen.findByRole('table', { name: 'Questions' });
    expect(within(table).getAllByRole('row')).toHaveLength(201);
    expect(screen.getByText('200 of 405 questions shown')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more questions (200 of 405)' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(401));

    await user.click(within(table).getByText('Question text 397?'));
    await user.keyboard('j');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(406));
    expect(screen.queryByRole('button', { name: /Show more questions/ })).not.toBeInTheDocument();
    // The client user's own assigned questions come in a request of their own.
    const listCalls = callsTo(calls, 'GET', '/api/v1/documents/question-answers/').filter((call) => !splitUrl(call).query.assignee);
    const pagesAsked = listCalls.map((call) => splitUrl(call).query.page);
    expect(pagesAsked).toEqual(['1', '2', '3']);
    // 405 rows in jsdom: about 3 s on a quiet machine, ten times that on a CI machine under load.
  }, 90_000);

  test('a document that cannot be reached shows the API message and a retry', async () => {
    await renderProjectScreen(`/project/document-review/${uuid(599)}`, fakeQuestionnaireApi({ questions: [] }).api, { permissions: REVIEWER_PERMISSIONS });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getAllByText('Not found.').length).toBeGreaterThan(0);
    expect(retry).toBeInTheDocument();
  });
});

describe('document review, table layout', () => {
  test('shows the same questions as rows with the same actions and keys', async () => {
    const user = userEvent.setup();
    const { calls } = await openReview([aQuestion(1, { unmatched_words: ['six months'] }), aQuestion(2), aQuestion(3)], {
      path: `/project/document-review-old/${DOCUMENT_ID}`,
    });
    const table = await screen.findByRole('table', { name: 'Questions' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]).getByText('Question text 1?')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Strong match')).toBeInTheDocument();
    expect(within(rows[1]).getByText('The sources do not mention: “six months”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/project/project-list-old');
    expect(screen.getByRole('link', { name: 'Card layout' })).toHaveAttribute('href', `/project/document-review/${DOCUMENT_ID}`);

    await user.keyboard('jja');
    await waitFor(() => expect(within(rows[2]).getByText('Approved')).toBeInTheDocument());
    expect(rows[3]).toHaveFocus();
    await user.click(within(rows[1]).getByRole('button', { name: 'Reject answer 1' }));
    await waitFor(() => expect(within(rows[1]).getByText('Rejected')).toBeInTheDocument());
    expect(patchesOf(calls, 1)).toEqual([{ status: 'rejected' }]);

    await user.click(within(rows[3]).getByRole('button', { name: 'Edit answer 3' }));
    expect(within(rows[3]).getByRole('textbox', { name: 'Answer to question 3' })).toHaveFocus();
  });
});

describe("the verdict and the questionnaire's own question IDs", () => {
  /** Questions with the client's IDs and each verdict; the third has no ID and is named by its number. */
  const withIds = () => [
    aQuestion(1, { reference: 'AC-01', verdict: 'yes', status: 'approved' }),
    aQuestion(2, { reference: 'A&A-01.1', verdict: 'no' }),
    aQuestion(3, { verdict: 'n/a' }),
    aQuestion(4, { reference: 'AC-04', verdict: null }),
  ];
  const verdictChip = (label: string, verdict: string) => screen.getByRole('button', { name: `Verdict of question ${label}: ${verdict}. Change it` });

  test('each question shows its verdict as a chip beside the answer; the menu of the four choices changes it through the API', async () => {
    const user = userEvent.setup();
    const { calls } = await openReview(withIds());
    await screen.findByRole('article', { name: 'Question text 1?' });

    expect(within(card(1)).getByRole('button', { name: 'Verdict of question AC-01: Yes. Change it' })).toHaveTextContent('Yes');
    expect(within(card(2)).getByRole('button', { name: 'Verdict of question A&A-01.1: No. Change it' })).toHaveTextContent('No');
    expect(within(card(3)).getByRole('button', { name: 'Verdict of question 3: N/A. Change it' })).toHaveTextContent('N/A');
    expect(within(card(4)).getByRole('button', { name: 'Verdict of question AC-04: No verdict. Change it' })).toHaveTextContent('No verdict');

    const chip = verdictChip('AC-04', 'No verdict');
    expect(chip).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(chip);
    const menu = await screen.findByRole('menu', { name: 'Verdict of question AC-04' });
    const choices = within(menu).getAllByRole('menuitemradio');
    expect(choices.map((choice) => choice.textContent)).toEqual(['Yes', 'No', 'N/A', 'No verdict']);
    expect(choices.map((choice) => choice.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false', 'true']);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'N/A' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(await within(card(4)).findByRole('button', { name: 'Verdict of question AC-04: N/A. Change it' })).toBeInTheDocument();
    expect(patchesOf(calls, 4)).toEqual([{ verdict: 'n/a' }]);
    expect(within(card(4)).getByText('Edited')).toBeInTheDocument();
    expect(screen.getByText('Question AC-04 verdict set to N/A.')).toBeInTheDocument();

    // "No verdict" clears it (null); choosing the verdict it already has sends nothing.
    await user.click(verdictChip('AC-01', 'Yes'));
    await user.click(within(await screen.findByRole('menu', { name: 'Verdict of question AC-01' })).getByRole('menuitemradio', { name: 'No verdict' }));
    expect(await within(card(1)).findByRole('button', { name: 'Verdict of question AC-01: No verdict. Change it' })).toBeInTheDocument();
    expect(patchesOf(calls, 1)).toEqual([{ verdict: null }]);
    await user.click(verdictChip('A&A-01.1', 'No'));
    await user.click(within(await screen.findByRole('menu', { name: 'Verdict of question A&A-01.1' })).getByRole('menuitemradio', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(patchesOf(calls, 2)).toEqual([]);
  });

  test('v steps the focused question through Yes, No, N/A and no verdict, staying on it; ? lists the key', async () => {
    const user = userEvent.setup();
    const { calls } = await openReview(withIds());
    await screen.findByRole('article', { name: 'Question text 1?' });

    await user.keyboard('jjjj');
    expect(card(4)).toHaveFocus();
    for (const [verdict, label] of [
      ['yes', 'Yes'],
      ['no', 'No'],
      ['n/a', 'N/A'],
      [null, 'No verdict'],
    ] as const) {
      await user.keyboard('v');
      expect(await within(card(4)).findByRole('button', { name: `Verdict of question AC-04: ${label}. Change it` })).toBeInTheDocument();
      await waitFor(() => expect(patchesOf(calls, 4).at(-1)).toEqual({ verdict }));
      expect(card(4)).toHaveFocus();
    }
    expect(patchesOf(calls, 4)).toHaveLength(4);
    expect(screen.getByText('Question AC-04 verdict cleared.')).toBeInTheDocument();
    expect(patchesOf(calls, 1)).toEqual([]);

    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Change the verdict: Yes, No, N/A, no verdict in turn')).toBeInTheDocument();
    expect(within(dialog).getByText('v', { selector: 'kbd' })).toBeInTheDocument();
    // In the dialog the key is the dialog's.
    await user.keyboard('v');
    expect(patchesOf(calls, 4)).toHaveLength(4);
  });

  test('v pressed faster than the API answers shows each verdict at once and sends the last one when the request before it is answered', async () => {
    const user = userEvent.setup();
    const fake = fakeQuestionnaireApi({ questions: withIds() });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const api: ScreenApi = async (call) => {
      if (call.method === 'PATCH') await held;
      return fake.api(call);
    };
    const { calls } = await renderProjectScreen(REVIEW_PATH, api, { permissions: REVIEWER_PERMISSIONS });
    await screen.findByRole('article', { name: 'Question text 1?' });

    await user.keyboard('jjjjvvv');
    expect(within(card(4)).getByRole('button', { name: 'Verdict of question AC-04: N/A. Change it' })).toBeInTheDocument();
    expect(patchesOf(calls, 4)).toEqual([{ verdict: 'yes' }]);
    release();
    await waitFor(() => expect(patchesOf(calls, 4)).toEqual([{ verdict: 'yes' }, { verdict: 'n/a' }]));
    await waitFor(() => expect(screen.getByText('Question AC-04 verdict set to N/A.')).toBeInTheDocument());
    expect(within(card(4)).getByRole('button', { name: 'Verdict of question AC-04: N/A. Change it' })).toBeInTheDocument();
    expect(fake.state.questions[3]!.verdict).toBe('n/a');
  });

  test("a verdict the API refuses shows the API's message and the verdict as it was", async () => {
    const user = userEvent.setup();
    const fake = fakeQuestionnaireApi({ questions: withIds() });
    const api: ScreenApi = (call) =>
      call.method === 'PATCH' ? refused(409, 'This questionnaire is being reprocessed: try again in a moment.') : fake.api(call);
    await renderProjectScreen(REVIEW_PATH, api, { permissions: REVIEWER_PERMISSIONS });
    await screen.findByRole('article', { name: 'Question text 1?' });

    await user.click(verdictChip('AC-01', 'Yes'));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'No' }));
    expect(await screen.findByText('This questionnaire is being reprocessed: try again in a moment.')).toBeInTheDocument();
    expect(await within(card(1)).findByRole('button', { name: 'Verdict of question AC-01: Yes. Change it' })).toBeInTheDocument();
    expect(within(card(1)).getByText('Approved')).toBeInTheDocument();
  });

  test('a verdict alone answers a question: it can be approved without an explanation', async () => {
    const user = userEvent.setup();
    const { calls } = await openReview([
      aQuestion(1, { reference: 'AC-01', answer: '', status: 'edited', confidence: 'none', citations: [], verdict: 'yes' }),
      aQuestion(2),
    ]);
    await screen.findByRole('article', { name: 'Question text 1?' });
    expect(within(card(1)).getByRole('button', { name: 'Approve answer AC-01' })).toBeEnabled();
    await user.keyboard('ja');
    await waitFor(() => expect(within(card(1)).getByText('Approved')).toBeInTheDocument());
    expect(patchesOf(calls, 1)).toEqual([{ status: 'approved' }]);
    expect(card(2)).toHaveFocus();
  });

  test.each([
    ['client users', CLIENT_USER_PERMISSIONS],
    ['staff who may only view projects', ['view_project']],
  ])('%s see the verdict but cannot change it', async (_who, permissions) => {
    const user = userEvent.setup();
    const { calls } = await openReview(withIds(), { permissions });
    await screen.findByRole('article', { name: 'Question text 1?' });
    expect(within(card(1)).getByText('Yes')).toBeInTheDocument();
    expect(within(card(1)).getByText('Verdict:')).toBeInTheDocument();
    expect(within(card(2)).getByText('No')).toBeInTheDocument();
    expect(within(card(3)).getByText('N/A')).toBeInTheDocument();
    expect(within(card(4)).getByText('No verdict')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Verdict of question/ })).not.toBeInTheDocument();

    await user.click(within(card(1)).getByText('Yes'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.keyboard('jvvj?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).queryByText(/Change the verdict/)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  test("questions are named by the questionnaire's own ID, their number when they have none, and found by it", async () => {
    const user = userEvent.setup();
    const { calls } = await openReview(withIds().map((question) => ({ ...question, status: 'suggested' as const })));
    await screen.findByRole('article', { name: 'Question text 1?' });

    expect(within(card(1)).getByText('Question AC-01')).toBeInTheDocument();
    expect(within(card(2)).getByText('Question A&A-01.1')).toBeInTheDocument();
    expect(within(card(3)).getByText('Question 3')).toBeInTheDocument();
    expect(screen.queryByText('Question 1')).not.toBeInTheDocument();
    expect(within(card(1)).getByRole('checkbox', { name: 'Select question AC-01' })).toBeInTheDocument();
    expect(within(card(1)).getByRole('combobox', { name: 'Reviewer of question AC-01' })).toBeInTheDocument();
    expect(within(card(1)).getByRole('list', { name: 'Sources of answer AC-01' })).toBeInTheDocument();
    expect(within(card(2)).getByRole('button', { name: 'Mark question A&A-01.1 not applicable' })).toBeInTheDocument();
    expect(within(card(3)).getByRole('button', { name: 'Approve answer 3' })).toBeInTheDocument();

    await user.click(within(card(1)).getByRole('button', { name: 'Approve answer AC-01' }));
    expect(await screen.findByText('Question AC-01 approved.')).toBeInTheDocument();
    await user.click(within(card(2)).getByRole('button', { name: 'Edit answer A&A-01.1' }));
    expect(within(card(2)).getByRole('textbox', { name: 'Answer to question A&A-01.1' })).toHaveFocus();
    await user.click(within(card(4)).getByRole('button', { name: 'Comments (0) on question AC-04' }));
    expect(await screen.findByRole('dialog', { name: 'Comments on question AC-04' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close comments' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The search inside the questionnaire finds a question by its ID.
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'AC-04');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Question text 1?' })).not.toBeInTheDocument());
    expect(card(4)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(splitUrl(callsTo(calls, 'GET', '/api/v1/documents/question-answers/').at(-1)!).query).toMatchObject({ search: 'AC-04' });
  });

  test('the table layout shows the ID and the verdict in columns of their own, changed the same way', async () => {
    const user = userEvent.setup();
    const { calls } = await openReview(withIds(), { path: `/project/document-review-old/${DOCUMENT_ID}` });
    const table = await screen.findByRole('table', { name: 'Questions' });
    const rows = within(table).getAllByRole('row');
    const headers = within(rows[0])
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(1, 6)).toEqual(['ID', 'Section', 'Question', 'Verdict', 'Answer']);
    expect(within(rows[1]).getByRole('cell', { name: 'AC-01' })).toBeInTheDocument();
    expect(within(rows[2]).getByRole('cell', { name: 'A&A-01.1' })).toBeInTheDocument();
    expect(within(rows[3]).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(rows[2]).getByRole('checkbox', { name: 'Select question A&A-01.1' })).toBeInTheDocument();

    await user.click(within(rows[2]).getByRole('button', { name: 'Verdict of question A&A-01.1: No. Change it' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'Yes' }));
    expect(await within(rows[2]).findByRole('button', { name: 'Verdict of question A&A-01.1: Yes. Change it' })).toBeInTheDocument();
    expect(patchesOf(calls, 2)).toEqual([{ verdict: 'yes' }]);

    await user.click(within(rows[3]).getByText('Question text 3?'));
    await user.keyboard('v');
    expect(await within(rows[3]).findByRole('button', { name: 'Verdict of question 3: No verdict. Change it' })).toBeInTheDocument();
    expect(patchesOf(calls, 3)).toEqual([{ verdict: null }]);
  });
});
