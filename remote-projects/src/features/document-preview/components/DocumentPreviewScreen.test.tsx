import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAnswer, RecordedCall } from '@app/shared/test-support/fake-api';
import { aQuestion, fakeQuestionnaireApi } from '../../../testing/fakeQuestionnaireApi';
import { aDocument, anExportStatus, uuid } from '../../../testing/projectFixtures';
import { CLIENT_USER_PERMISSIONS, ok, renderProjectScreen, splitUrl } from '../../../testing/renderProjectScreen';

// The screen's lazy chunk: seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const DOCUMENT_ID = aDocument().id;
const PREVIEW_PATH = `/project/document-preview/${DOCUMENT_ID}`;
const CONVERT = '/api/v1/documents/convert-to-pdf/';
const EXPORTS = '/api/v1/documents/export-project-documents/';
const NO_LIBREOFFICE = 'Showing this document as a PDF is not available on this server (LibreOffice is not installed). It is shown in the page instead.';

const pdfLink = (token: string, expiresInMs = 5 * 60_000) =>
  ok({ url: `${CONVERT}file/?token=${token}`, expires_at: new Date(Date.now() + expiresInMs).toISOString() }, 'The PDF is ready.');
const apiRefusal = (status: number, code: string, message: string): FakeAnswer => ({ status, body: { message, code } });

type Handler = (call: RecordedCall) => FakeAnswer | undefined | Promise<FakeAnswer>;

/** The preview over the questionnaire fake, with the test's own answers (conversion, export) first. */
async function openPreview(
  handler: Handler,
  {
    questions = [aQuestion(1)],
    document = {},
    permissions,
    path = PREVIEW_PATH,
  }: { questions?: ReturnType<typeof aQuestion>[]; document?: Parameters<typeof aDocument>[0]; permissions?: string[]; path?: string } = {},
) {
  const fake = fakeQuestionnaireApi({ questions, document });
  const view = await renderProjectScreen(path, (call) => handler(call) ?? fake.api(call), permissions ? { permissions } : {});
  return { ...view, fake };
}

const callsTo = (calls: RecordedCall[], method: string, path: string) => calls.filter((call) => call.method === method && splitUrl(call).path === path);

/** Downloads the page starts: the browser cannot navigate in jsdom, so link clicks are recorded instead. */
function recordDownloads(): string[] {
  const downloads: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.href);
  });
  return downloads;
}

describe('document preview', () => {
  test('shows the document as PDF in the page, converted by the API, with a new-tab link and the ways back', async () => {
    const { calls, fake } = await openPreview((call) => (call.method === 'POST' && call.url === CONVERT ? pdfLink('first') : undefined));

    const frame = await screen.findByTitle('security-questionnaire.xlsx as PDF');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${CONVERT}file/?token=first`);
    expect(callsTo(calls, 'POST', CONVERT).map((call) => call.body)).toEqual([{ document_id: DOCUMENT_ID }]);
    expect(screen.getByRole('link', { name: 'Open the PDF in a new tab' })).toHaveAttribute('href', `${CONVERT}file/?token=first`);
    expect(screen.getByRole('link', { name: 'Back to review' })).toHaveAttribute('href', `/project/document-review/${DOCUMENT_ID}`);

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(breadcrumb).findByRole('link', { name: fake.project.name })).toHaveAttribute('href', `/project/project-details/${fake.project.id}`);
    expect(within(breadcrumb).getByRole('link', { name: 'security-questionnaire.xlsx' })).toHaveAttribute('href', `/project/document-review/${DOCUMENT_ID}`);
    expect(within(breadcrumb).getByText('Preview')).toHaveAttribute('aria-current', 'page');
  });

  test('while the API converts, the page says so', async () => {
    let finish!: (answer: FakeAnswer) => void;
    const conversion = new Promise<FakeAnswer>((resolve) => (finish = resolve));
    await openPreview((call) => (call.url === CONVERT ? conversion : undefined));
    expect(await screen.findByRole('progressbar', { name: 'Converting the document to PDF' })).toBeInTheDocument();
    expect(screen.getByText(/a large file takes a few seconds/)).toBeInTheDocument();
    finish(pdfLink('first'));
    expect(await screen.findByTitle('security-questionnaire.xlsx as PDF')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Converting the document to PDF' })).not.toBeInTheDocument();
  });

  test('renews the new-tab link before it expires, without reloading the frame', async () => {
    const links = [pdfLink('first', 30_300), pdfLink('second')];
    const { calls } = await openPreview((call) => (call.method === 'POST' && call.url === CONVERT ? links.shift() : undefined));
    const frame = await screen.findByTitle('security-questionnaire.xlsx as PDF');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Open the PDF in a new tab' })).toHaveAttribute('href', `${CONVERT}file/?token=second`));
    expect(frame).toHaveAttribute('src', `${CONVERT}file/?token=first`);
    expect(callsTo(calls, 'POST', CONVERT)).toHaveLength(2);
  });

  test('without a converter it says so and renders the questions with their approved answers only', async () => {
    await openPreview((call) => (call.url === CONVERT ? apiRefusal(503, 'converter_unavailable', NO_LIBREOFFICE) : undefined), {
      questions: [
        aQuestion(1, { status: 'approved', answer: 'Yes, AES-256 at rest.' }),
        aQuestion(2, { answer: 'A suggestion nobody approved.', reference: 'AC-04' }),
        aQuestion(3, { section: 'Privacy', status: 'not_applicable' }),
      ],
    });

    const notice = await screen.findByText(/LibreOffice is not installed/);
    expect(notice).toHaveTextContent(
      'Below are its questions and their approved answers; Download gives the file itself, with its approved answers written in.',
    );
    // Said in the page, not as an error.
    expect(screen.getAllByText(/LibreOffice is not installed/)).toHaveLength(1);
    const document = screen.getByRole('article', { name: 'Questions and approved answers' });
    expect(
      within(document)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Security', 'Privacy']);
    // Each question by the questionnaire's own ID, or its number without one.
    expect(
      within(document)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['1 Question text 1?', 'AC-04 Question text 2?', '3 Question text 3?']);
    expect(within(document).getByText('Yes, AES-256 at rest.')).toBeInTheDocument();
    expect(within(document).getByText('No approved answer yet')).toBeInTheDocument();
    expect(within(document).queryByText('A suggestion nobody approved.')).not.toBeInTheDocument();
    expect(within(document).getByText('Not applicable')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the PDF in a new tab' })).not.toBeInTheDocument();
  });

  test('a long questionnaire rendered in the page shows more questions on demand', async () => {
    const questions = Array.from({ length: 205 }, (_, index) => aQuestion(index + 1, { status: 'approved' }));
    await openPreview((call) => (call.url === CONVERT ? apiRefusal(422, 'conversion_failed', 'LibreOffice could not convert this file to PDF.') : undefined), {
      questions,
    });
    const document = await screen.findByRole('article', { name: 'Questions and approved answers' });
    expect(within(document).getAllByRole('heading', { level: 3 })).toHaveLength(200);
    await userEvent.setup().click(within(document).getByRole('button', { name: 'Show more questions (200 of 205)' }));
    await waitFor(() => expect(within(document).getAllByRole('heading', { level: 3 })).toHaveLength(205));
  });

  test('a supporting file that cannot be converted says so, with Download and the way back to its project', async () => {
    const message = 'LibreOffice could not convert this file to PDF.';
    const { fake } = await openPreview((call) => (call.url === CONVERT ? apiRefusal(422, 'conversion_failed', message) : undefined), {
      questions: [],
      document: { name: 'minutes.docx', format: null, is_questionnaire: false, state: 'completed' },
    });
    expect(await screen.findByText(/This supporting file has no questions to show here/)).toHaveTextContent(message);
    expect(screen.queryByRole('article', { name: 'Questions and approved answers' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to the project' })).toHaveAttribute('href', `/project/project-details/${fake.project.id}`);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('minutes.docx')).toHaveAttribute('aria-current', 'page');
    expect(within(breadcrumb).queryByText('Preview')).not.toBeInTheDocument();
  });

  test('a conversion that fails for another reason shows the message and a retry that asks again', async () => {
    const answers = [apiRefusal(500, 'server_error', 'The file storage could not be reached.'), pdfLink('first')];
    const { calls } = await openPreview((call) => (call.url === CONVERT ? answers.shift() : undefined));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    // In the page and in a toast.
    expect(screen.getAllByText('The file storage could not be reached.')).toHaveLength(2);
    await userEvent.setup().click(retry);
    expect(await screen.findByTitle('security-questionnaire.xlsx as PDF')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', CONVERT)).toHaveLength(2);
  });

  test('Download exports the document in its own format with its answers, following the progress, then downloads it', async () => {
    const downloads = recordDownloads();
    const exportId = anExportStatus().id;
    const statuses = [
      anExportStatus({ state: 'running', done: 0, total: 1, file_name: 'security-questionnaire.xlsx' }),
      anExportStatus({ state: 'ready', done: 1, total: 1, file_name: 'security-questionnaire.xlsx', url: 'https://files.test/answered.xlsx?sig=1' }),
    ];
    const { calls, fake } = await openPreview((call) => {
      const { path } = splitUrl(call);
      if (call.url === CONVERT) return pdfLink('first');
      if (call.method === 'POST' && path === EXPORTS)
        return { status: 202, body: { message: 'Preparing security-questionnaire.xlsx.', data: anExportStatus({ total: 1 }) } };
      if (call.method === 'GET' && path === `${EXPORTS}${exportId}/`) return ok(statuses.shift());
      return undefined;
    });
    const download = await screen.findByRole('button', { name: 'Download' });
    await waitFor(() => expect(download).toBeEnabled());
    await userEvent.setup().click(download);
    expect(await screen.findByRole('button', { name: /Preparing download/ })).toBeDisabled();
    await waitFor(() => expect(downloads).toEqual(['https://files.test/answered.xlsx?sig=1']));
    expect(callsTo(calls, 'POST', EXPORTS).map((call) => call.body)).toEqual([{ project_id: fake.project.id, document_ids: [DOCUMENT_ID] }]);
    expect(await screen.findByRole('button', { name: 'Download' })).toBeEnabled();
  });

  test('a failed export says why', async () => {
    const downloads = recordDownloads();
    await openPreview((call) => {
      const { path } = splitUrl(call);
      if (call.url === CONVERT) return pdfLink('first');
      if (call.method === 'POST' && path === EXPORTS) return ok(anExportStatus({ state: 'failed', total: 1, error: 'The original file could not be read.' }));
      return undefined;
    });
    const download = await screen.findByRole('button', { name: 'Download' });
    await waitFor(() => expect(download).toBeEnabled());
    await userEvent.setup().click(download);
    expect(await screen.findByText('The original file could not be read.')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  test('client users see the same preview; the fallback shows what the API lets them see', async () => {
    const { calls } = await openPreview((call) => (call.url === CONVERT ? apiRefusal(503, 'converter_unavailable', NO_LIBREOFFICE) : undefined), {
      permissions: CLIENT_USER_PERMISSIONS,
      questions: [aQuestion(1, { status: 'approved' }), aQuestion(2, { answer: '' })],
    });
    const document = await screen.findByRole('article', { name: 'Questions and approved answers' });
    expect(within(document).getByText('Answer text 1.')).toBeInTheDocument();
    expect(within(document).getByText('No approved answer yet')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET').map((call) => call.url)).toEqual([CONVERT]);
  });

  test('a document that cannot be reached shows the API message and a retry, and asks for no conversion', async () => {
    const { calls } = await openPreview(() => undefined, { path: `/project/document-preview/${uuid(599)}` });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getAllByText('Not found.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    expect(callsTo(calls, 'POST', CONVERT)).toEqual([]);
  });
});
