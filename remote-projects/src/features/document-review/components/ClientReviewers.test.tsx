// Reviewers beyond staff on the review screen: a client user's "Assigned to you" questions with their
// answer editor and "Submit for review", and @mentions in the comment box, chosen with the keyboard.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aQuestion, fakeQuestionnaireApi } from '../../../testing/fakeQuestionnaireApi';
import { ASSIGNED_PAGE_SIZE } from '../hooks/useAssignedQuestions';
import { ADA, aDocument, GRACE, uuid } from '../../../testing/projectFixtures';
import { CLIENT_USER, MANAGER_PERMISSIONS, renderProjectScreen, splitUrl } from '../../../testing/renderProjectScreen';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const REVIEW_PATH = `/project/document-review/${aDocument().id}`;
const ME = { id: CLIENT_USER.login.user!.id, full_name: 'Grace Hopper' };

type Calls = Awaited<ReturnType<typeof renderProjectScreen>>['calls'];
const writes = (calls: Calls) =>
  calls.filter((call) => call.method !== 'GET').map((call) => ({ method: call.method, path: splitUrl(call).path, body: call.body }));

describe('a client user answering the questions assigned to them', () => {
  async function openAsClient() {
    const fake = fakeQuestionnaireApi({
      questions: [
        aQuestion(1, { assignee: ME, answer: 'Suggested: two sites.', status: 'suggested', confidence: 'none', citations: [] }),
        aQuestion(2, { answer: '', status: 'suggested', comments_visible: false }),
        aQuestion(3, { assignee: ME, answer: 'Only Dublin.', verdict: 'yes', status: 'approved' }),
      ],
    });
    const view = await renderProjectScreen(REVIEW_PATH, fake.api, CLIENT_USER);
    const section = await screen.findByRole('region', { name: 'Assigned to you' });
    return { ...view, fake, section };
  }

  test('lists only their questions, with the answer to write and submit for review; a decided one is read-only', async () => {
    const user = userEvent.setup();
    const { calls, fake, section } = await openAsClient();
    const editors = within(section).getAllByRole('article');
    expect(editors.map((editor) => within(editor).getByRole('heading', { level: 3 }).textContent)).toEqual(['Question text 1?', 'Question text 3?']);
    const assignedCall = calls.find((call) => splitUrl(call).query.assignee);
    expect(splitUrl(assignedCall!).query).toMatchObject({ document_id: aDocument().id, assignee: ME.id });

    const first = within(section).getByRole('article', { name: 'Question text 1?' });
    expect(within(first).getByText('Waiting for your answer.')).toBeInTheDocument();
    const answer = within(first).getByRole('textbox', { name: 'Your answer to question 1' });
    expect(answer).toHaveValue('Suggested: two sites.');
    await user.clear(answer);
    await user.type(answer, 'Dublin and Cork.');
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Verdict of question 1' }), 'Yes');
    await user.click(within(first).getByRole('button', { name: 'Submit question 1 for review' }));

    expect(await within(first).findByText('Submitted: awaiting review.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'PATCH', path: `/api/v1/documents/answer/${uuid(1001)}/`, body: { answer: 'Dublin and Cork.', verdict: 'yes' } }]);
    expect(fake.state.questions[0]).toMatchObject({ status: 'edited', answer: 'Dublin and Cork.', verdict: 'yes' });
    // Submitted as it is: it goes again only once changed.
    const submit = within(first).getByRole('button', { name: 'Submit question 1 for review' });
    expect(submit).toBeDisabled();
    await user.type(answer, ' Since 2024.');
    expect(submit).toBeEnabled();

    const approved = within(section).getByRole('article', { name: 'Question text 3?' });
    expect(within(approved).getByText('Approved by the review team.')).toBeInTheDocument();
    expect(within(approved).getByRole('textbox', { name: 'Your answer to question 3' })).toBeDisabled();
    expect(within(approved).queryByRole('button', { name: /Submit/ })).not.toBeInTheDocument();
    // The other questions stay read-only, without their unapproved answers or comments.
    const other = screen.getByRole('article', { name: 'Question text 2?' });
    expect(within(other).getByText('Awaiting review')).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: /Comments/ })).not.toBeInTheDocument();
  });

  test('an empty answer without a verdict cannot be submitted; their questions have comments', async () => {
    const user = userEvent.setup();
    const { section } = await openAsClient();
    const first = within(section).getByRole('article', { name: 'Question text 1?' });
    await user.clear(within(first).getByRole('textbox', { name: 'Your answer to question 1' }));
    expect(within(first).getByRole('button', { name: 'Submit question 1 for review' })).toBeDisabled();
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Verdict of question 1' }), 'N/A');
    expect(within(first).getByRole('button', { name: 'Submit question 1 for review' })).toBeEnabled();

    await user.click(within(first).getByRole('button', { name: 'Comments (0) on question 1' }));
    expect(await screen.findByRole('dialog', { name: 'Comments on question 1' })).toBeInTheDocument();
  });

  test('more assigned questions than a page: the next pages come with "Show more assigned questions", each question once', async () => {
    const user = userEvent.setup();
    const assigned = ASSIGNED_PAGE_SIZE + 5;
    const questions = Array.from({ length: assigned }, (_, index) => aQuestion(index + 1, { assignee: ME, status: 'suggested', citations: [] }));
    // The light read-only table for the questionnaire itself: the editors are the rich part here.
    const { calls } = await renderProjectScreen(`/project/document-review-old/${aDocument().id}`, fakeQuestionnaireApi({ questions }).api, CLIENT_USER);
    const section = await screen.findByRole('region', { name: 'Assigned to you' });
    expect(within(section).getAllByRole('article')).toHaveLength(ASSIGNED_PAGE_SIZE);
    expect(within(section).getByText(new RegExp(`asked you to answer these ${assigned} questions`))).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: `Show more assigned questions (${ASSIGNED_PAGE_SIZE} of ${assigned})` }));
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(assigned));
    expect(within(section).getByRole('article', { name: `Question text ${assigned}?` })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    const pagesAsked = calls.filter((call) => splitUrl(call).query.assignee).map((call) => splitUrl(call).query);
    expect(pagesAsked.map(({ page, page_size }) => [page, page_size])).toEqual([
      ['1', String(ASSIGNED_PAGE_SIZE)],
      ['2', String(ASSIGNED_PAGE_SIZE)],
    ]);
  });

  test('a user without assigned questions sees no such section', async () => {
    await renderProjectScreen(REVIEW_PATH, fakeQuestionnaireApi({ questions: [aQuestion(1, { status: 'approved' })] }).api, CLIENT_USER);
    expect(await screen.findByRole('article', { name: 'Question text 1?' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Assigned to you' })).not.toBeInTheDocument();
  });
});

describe('@mentions in comments', () => {
  const REVIEWER = { permissions: [...MANAGER_PERMISSIONS, 'review_answers'] };

  async function openComments(path = REVIEW_PATH) {
    const user = userEvent.setup();
    const fake = fakeQuestionnaireApi({ questions: [aQuestion(1)] });
    const view = await renderProjectScreen(path, fake.api, REVIEWER);
    if (path === REVIEW_PATH) await user.click(await screen.findByRole('button', { name: 'Comments (0) on question 1' }));
    const drawer = await screen.findByRole('dialog', { name: 'Comments on question 1' });
    return { ...view, user, drawer, field: within(drawer).getByRole('textbox', { name: 'Add a comment' }) };
  }

  test('typing @ offers the people who can see the project; the keys choose one, and the comment sends their id', async () => {
    const { calls, user, drawer, field } = await openComments();
    await user.type(field, 'Please check, @');
    const list = await within(drawer).findByRole('listbox', { name: 'People to mention' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Ada LovelaceStaff', 'Grace HopperNorthwind (client)']);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', options[0].id);

    await user.keyboard('{ArrowDown}');
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Please check, @Grace Hopper ');
    expect(within(drawer).queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(field, 'and @ad');
    expect(
      within(await within(drawer).findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ada LovelaceStaff']);
    await user.keyboard('{Tab}');
    expect(field).toHaveValue('Please check, @Grace Hopper and @Ada Lovelace ');

    await user.click(within(drawer).getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0].body).toEqual({ body: 'Please check, @Grace Hopper and @Ada Lovelace', mention_ids: [GRACE.id, ADA.id] });
    // The mentions stand apart in the comment as posted.
    const posted = await within(drawer).findByRole('list', { name: 'Comments' });
    expect(within(posted).getByText('@Grace Hopper').tagName).toBe('STRONG');
    expect(within(posted).getByText('@Ada Lovelace').tagName).toBe('STRONG');
    expect(field).toHaveValue('');
  });

  test('Escape closes the list and keeps the drawer; a name taken out of the text is not mentioned', async () => {
    const { calls, user, drawer, field } = await openComments();
    await user.type(field, '@gr');
    expect(await within(drawer).findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(drawer).queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Comments on question 1' })).toBeInTheDocument();
    expect(field).toHaveValue('@gr');

    await user.clear(field);
    await user.type(field, '@gr');
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('@Grace Hopper ');
    await user.clear(field);
    await user.type(field, 'Never mind.');
    await user.click(within(drawer).getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0].body).toEqual({ body: 'Never mind.' });
  });

  test("a mention's link opens that question's comments and leaves the address", async () => {
    const { drawer } = await openComments(`${REVIEW_PATH}?comments=${uuid(1001)}`);
    expect(drawer).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(new RegExp(`^${REVIEW_PATH}$`)));
  });
});
