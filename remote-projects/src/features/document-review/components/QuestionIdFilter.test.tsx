import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aQuestion, fakeQuestionnaireApi } from '../../../testing/fakeQuestionnaireApi';
import { aDocument } from '../../../testing/projectFixtures';
import { CLIENT_USER, renderProjectScreen, splitUrl } from '../../../testing/renderProjectScreen';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const REVIEW_PATH = `/project/document-review/${aDocument().id}`;
const QUESTIONS = [
  aQuestion(1, { reference: 'AC-01', status: 'approved' }),
  aQuestion(2, { reference: 'AC-02', status: 'approved' }),
  aQuestion(3, { reference: 'DP-01', status: 'approved' }),
];

describe("the questionnaire's own question IDs", () => {
  test("a client user filters the questionnaire by the client's question IDs, kept in the address, and sees each question by its ID", async () => {
    const user = userEvent.setup();
    const { calls } = await renderProjectScreen(REVIEW_PATH, fakeQuestionnaireApi({ questions: QUESTIONS }).api, CLIENT_USER);
    const questions = () => screen.getAllByRole('article').map((question) => within(question).getByText(/^Question [A-Z]{2}-/).textContent);
    await screen.findByRole('article', { name: 'Question text 3?' });
    expect(questions()).toEqual(['Question AC-01', 'Question AC-02', 'Question DP-01']);

    await user.type(screen.getByRole('searchbox', { name: 'Question ID' }), 'ac-');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Question text 3?' })).not.toBeInTheDocument());
    expect(questions()).toEqual(['Question AC-01', 'Question AC-02']);
    const asked = calls.filter((call) => splitUrl(call).path === '/api/v1/documents/question-answers/').at(-1)!;
    expect(splitUrl(asked).query).toMatchObject({ reference: 'ac-' });
    expect(screen.getByRole('link', { name: 'Table layout' })).toHaveAttribute('href', expect.stringContaining('reference=ac-'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('article', { name: 'Question text 3?' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Question ID' })).toHaveValue('');
  });
});
