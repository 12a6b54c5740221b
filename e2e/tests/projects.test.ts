// A questionnaire project end to end, on the real API and its pipeline: a staff member starts a project
// with an xlsx questionnaire in the wizard, waits for suggestions drawn from the repository, reviews
// them (edits one, approves the rest with the keyboard), exports the project and finds the answers in
// the questionnaire's own cells; a client user then sees the project, and not another client's.
// Runs on a scratch PostgreSQL database, so the test can add the second client the admin screens
// of a later issue will create.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { DOCUMENT_PATHS, PROJECT_PATHS } from '../../shared/src/contract/workspacePaths.ts';
import { xlsxFile, xlsxSheetRows } from '@app/test-fixtures/test-files';
import { assertAccessible } from '../support/axe.ts';
import { assertFitsWidth, launchBrowser, screenshot, signIn } from '../support/browser.ts';
import { apiAs, waitUntil } from '../support/signed-in-api.ts';
import { createScratchDatabase, postgresAnswers, psql } from '../support/postgres.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const QUESTIONNAIRE = 'Vendor security questionnaire.xlsx';
const PROJECT_NAME = 'Acme vendor review 2026';
const OTHER_PROJECT = 'Globex confidential audit';
// The pipeline and the details screen's polling: generous on a busy machine.
const PIPELINE_TIMEOUT_MS = 60_000;

/** Questions the repository answers, and one it does not (answered by hand in the review). */
const QUESTIONS = [
  'Do you enforce multi-factor authentication for remote access to production systems?',
  'Is customer data encrypted at rest?',
  'Within how many hours are customers notified of a security breach?',
  'Is your office dog-friendly for visiting pets?',
];
const HAND_WRITTEN_ANSWER = 'Only assistance dogs are allowed in our offices.';
const REPOSITORY: Record<string, string> = {
  'access-control-policy.txt':
    'Access Control Policy. All remote access to production systems requires multi-factor authentication with a hardware key. ' +
    'User access rights are reviewed quarterly, and each review is approved by the CISO.',
  'encryption-standard.txt':
    'Encryption Standard. Customer data is encrypted at rest with AES-256 in every data store. Data in transit is protected with TLS 1.2 or higher.',
  'incident-response-plan.txt': 'Incident Response Plan. Customers are notified of a security breach affecting their data within 72 hours of its discovery.',
};

describe('a questionnaire project', { skip: !postgresAnswers() && 'PostgreSQL at 127.0.0.1:5432 does not answer' }, () => {
  let product: RunningProduct;
  let database: ReturnType<typeof createScratchDatabase>;
  let browser: Browser;
  before(async () => {
    database = createScratchDatabase('projects');
    product = await startProduct({ DATABASE_URL: database.url });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
    database?.drop();
  });

  test('onboard, suggestions with sources, keyboard review, export into the original cells; clients see only their own', async () => {
    const context = await browser.newContext({ baseURL: product.url, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/accounts/login');
    await signIn(page, 'admin@demo.test');

    // The organisation's repository, which the suggestions cite, and another client with a project of its own.
    const admin = await apiAs(context);
    for (const [name, text] of Object.entries(REPOSITORY)) {
      const response = await admin.request.post(DOCUMENT_PATHS.fileUpload, {
        headers: admin.headers,
        multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from(text) } },
      });
      assert.equal(response.status(), 201, await response.text());
    }
    await waitUntil(
      'the repository to be indexed',
      async () => {
        const response = await admin.request.get(`${DOCUMENT_PATHS.repository}?page_size=50`, { headers: admin.headers });
        const { results } = (await response.json()).data as { results: { index_state: string | null }[] };
        return results.length === 3 && results.every((item) => item.index_state === 'indexed');
      },
      PIPELINE_TIMEOUT_MS,
    );
    const otherClientId = psql(
      database.name,
      "insert into entities (tenant_id, name) select id, 'Globex Corporation' from tenants where slug = 'demo' returning id",
    ).trim();
    const otherProject = await admin.request.post(PROJECT_PATHS.projects, {
      headers: admin.headers,
      data: { entity_id: otherClientId, name: OTHER_PROJECT },
    });
    assert.equal(otherProject.status(), 201, await otherProject.text());
    const otherProjectId = ((await otherProject.json()).data as { id: string }).id;

    // At 1280 px (the side navigation open) the list's filters and their buttons are one line.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/project/project-list');
    await page.getByRole('link', { name: OTHER_PROJECT }).waitFor();
    const filterBar = page.getByRole('search', { name: 'Filter projects' });
    const controlTops = await filterBar.evaluate((bar) => Array.from(bar.children, (control) => Math.round(control.getBoundingClientRect().top)));
    assert.equal(controlTops.length, 6, 'name, status, due, client, More filters, Clear filters');
    assert.equal(new Set(controlTops).size, 1, `the filter bar's controls start at ${controlTops.join(', ')} px: more than one line`);
    await screenshot(page, 'project-list-1280');
    await page.setViewportSize({ width: 1440, height: 900 });

    // The wizard: client and name, team, then the questionnaire.
    await page.goto('/project/project-onboard-process');
    await page.getByRole('heading', { level: 1, name: 'Start a project' }).waitFor();
    await page.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: 'Demo Client', exact: true }).click();
    await page.getByRole('textbox', { name: 'Project name' }).fill(PROJECT_NAME);
    await page.getByRole('textbox', { name: 'Description' }).fill('Annual security questionnaire from Acme procurement.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: /^Step 2 of 3/ }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: /^Step 3 of 3/ }).waitFor();
    const questionnaire = await xlsxFile({ Security: [['#', 'Question', 'Answer'], ...QUESTIONS.map((text, index) => [index + 1, text, ''])] });
    await page.getByLabel('Choose questionnaire files').setInputFiles({ name: QUESTIONNAIRE, mimeType: XLSX_MIME, buffer: questionnaire });
    await page.getByRole('list', { name: 'Chosen files' }).getByRole('listitem', { name: QUESTIONNAIRE }).waitFor();
    await screenshot(page, 'project-onboard-files-1440');
    await page.getByRole('button', { name: 'Create project and upload 1 file' }).click();

    // The project opens once its files are in; the questionnaire goes through the pipeline without a reload.
    await page.getByRole('heading', { level: 1, name: PROJECT_NAME }).waitFor();
    // With the "project created" toast showing: its colours must be readable too.
    await page.locator('#notistack-snackbar').waitFor();
    await assertAccessible(page, 'project details');
    const documents = page.getByRole('table', { name: 'Documents' });
    const row = documents.getByRole('row').filter({ hasText: QUESTIONNAIRE });
    await row.getByText('Ready for review').waitFor({ timeout: PIPELINE_TIMEOUT_MS });
    await screenshot(page, 'project-details-1440');
    const projectUrl = new URL(page.url()).pathname;

    // The review: every question with its suggestion and the document it cites.
    await row.getByRole('link', { name: `Review ${QUESTIONNAIRE}`, exact: true }).click();
    const card = (number: number) => page.getByRole('article', { name: QUESTIONS[number - 1] });
    await card(1).waitFor();
    await card(1)
      .getByRole('button', { name: /Open the passage cited from access-control-policy\.txt/ })
      .waitFor();
    await card(2)
      .getByRole('button', { name: /Open the passage cited from encryption-standard\.txt/ })
      .waitFor();
    await card(3)
      .getByRole('button', { name: /Open the passage cited from incident-response-plan\.txt/ })
      .waitFor();
    await card(4).getByText('No answer yet').waitFor();
    // What the repository lacks, in the question's words, beside the question it left unanswered.
    await card(4)
      .getByText(/^Not found in the repository: .*“[^”]*dog-friendly[^”]*”/)
      .waitFor();
    // Each question's verdict chip beside its answer, named by the questionnaire's own ID (its "#" column).
    assert.ok(
      await card(1)
        .getByRole('button', { name: /^Verdict of question 1: (Yes|No verdict)\. Change it$/ })
        .isVisible(),
      'the verdict chip of question 1 is visible',
    );
    assert.ok(await card(4).getByRole('button', { name: 'Verdict of question 4: No verdict. Change it' }).isVisible(), 'question 4 shows it has no verdict');
    await page.getByText(`0% · 0 of ${QUESTIONS.length} answers approved`).waitFor();
    await screenshot(page, 'document-review-1440');
    const reviewUrl = new URL(page.url()).pathname;
    await assertAccessible(page, 'document review');

    // j goes to the first question; a approves and moves on; e edits, Ctrl+Enter saves.
    await page.keyboard.press('j');
    assert.ok(await card(1).evaluate((element) => element === document.activeElement), 'j puts the focus on the first question');
    for (let number = 1; number <= 3; number += 1) {
      await page.keyboard.press('a');
      await card(number).getByText('Approved', { exact: true }).waitFor();
    }
    await page.keyboard.press('e');
    const editor = card(4).getByRole('textbox', { name: 'Answer to question 4' });
    await editor.waitFor();
    await editor.fill(HAND_WRITTEN_ANSWER);
    await page.keyboard.press('Control+Enter');
    await card(4).getByText('Edited').waitFor();
    await page.keyboard.press('a');
    await card(4).getByText('Approved', { exact: true }).waitFor();
    await page.getByText(`100% · ${QUESTIONS.length} of ${QUESTIONS.length} answers approved`).waitFor();
    await screenshot(page, 'document-review-approved-1440');
    // A cited passage opens marked where it holds what its question asks about.
    await card(2)
      .getByRole('button', { name: /Open the passage cited from encryption-standard\.txt/ })
      .click();
    const cited = page.getByRole('dialog', { name: /encryption-standard\.txt/ });
    await cited.locator('mark', { hasText: 'Customer data' }).waitFor();
    const marks = await cited.locator('mark').allTextContents();
    // "encrypted at rest" is one synonym form, marked whole.
    for (const words of ['Customer data', 'encrypted at rest']) assert.ok(marks.includes(words), `"${words}" is marked: ${marks.join(' | ')}`);
    assert.ok(
      marks.every((words) => /^(customer|data|encrypt\w*|at|rest)( (customer|data|encrypt\w*|at|rest))*$/i.test(words)),
      `only the question's words are marked: ${marks.join(' | ')}`,
    );
    await screenshot(page, 'document-review-cited-passage-1440');
    await cited.getByRole('button', { name: 'Close the cited passage' }).click();
    await cited.waitFor({ state: 'detached' });

    // Export: the questionnaire comes back as the same workbook, with the answers in its Answer column.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: PROJECT_NAME }).click();
    await row.getByText('Completed').waitFor({ timeout: PIPELINE_TIMEOUT_MS });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: PIPELINE_TIMEOUT_MS }),
      page.getByRole('button', { name: 'Export project' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /\.xlsx$/);
    const rows = await xlsxSheetRows(readFileSync((await download.path())!), 'Security');
    assert.deepEqual(rows[0], ['#', 'Question', 'Answer']);
    const answers = new Map(rows.slice(1).map((cells) => [String(cells[1]), String(cells[2] ?? '')]));
    assert.match(answers.get(QUESTIONS[0])!, /multi-factor authentication/i);
    assert.match(answers.get(QUESTIONS[1])!, /AES-256/);
    assert.match(answers.get(QUESTIONS[2])!, /72 hours/);
    assert.equal(answers.get(QUESTIONS[3]), HAND_WRITTEN_ANSWER);
    await context.close();

    // The client user sees its project with the approved answers, and nothing of the other client's.
    const clientContext = await browser.newContext({ baseURL: product.url, viewport: { width: 1440, height: 900 } });
    const clientPage = await clientContext.newPage();
    await clientPage.goto('/accounts/login');
    await signIn(clientPage, 'client@demo.test');
    // From the dashboard: the finished project is counted as completed, and its card opens the list behind it.
    await clientPage.goto('/dashboard/client');
    await clientPage.getByRole('link', { name: '1 Completed projects' }).click();
    await clientPage.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await clientPage.getByText(PROJECT_NAME).first().waitFor();
    assert.equal(await clientPage.getByRole('combobox', { name: 'Status' }).inputValue(), 'completed');
    assert.equal(await clientPage.getByText(OTHER_PROJECT).count(), 0);
    await screenshot(clientPage, 'project-list-client-1440');
    const clientState = await clientContext.storageState();
    const client = await apiAs(clientContext);
    const listed = await client.request.get(`${PROJECT_PATHS.projects}?page_size=50`, { headers: client.headers });
    const names = ((await listed.json()).data as { results: { name: string }[] }).results.map((project) => project.name);
    assert.deepEqual(names, [PROJECT_NAME]);
    const foreign = await client.request.get(PROJECT_PATHS.projectDetails(otherProjectId), { headers: client.headers });
    assert.equal(foreign.status(), 404);
    await clientPage.goto(`/project/project-details/${otherProjectId}`);
    await clientPage.getByRole('main').getByText('This address does not exist.').waitFor();
    assert.equal(await clientPage.getByText(OTHER_PROJECT).count(), 0);
    await screenshot(clientPage, 'project-details-foreign-client-1440');
    await clientContext.close();

    // On a phone the client reads the project and its approved answers without sideways scrolling.
    const phone = await browser.newContext({ baseURL: product.url, viewport: { width: 390, height: 844 }, storageState: clientState });
    const phonePage = await phone.newPage();
    await phonePage.goto('/project/project-list');
    await phonePage.getByText(PROJECT_NAME).first().waitFor();
    await assertFitsWidth(phonePage, 'project list');
    await screenshot(phonePage, 'project-list-client-390');
    await phonePage.goto(projectUrl);
    await phonePage.getByRole('heading', { level: 1, name: PROJECT_NAME }).waitFor();
    await assertFitsWidth(phonePage, 'project details');
    await screenshot(phonePage, 'project-details-client-390');
    await phonePage.goto(reviewUrl);
    await phonePage.getByText(HAND_WRITTEN_ANSWER).waitFor();
    await assertFitsWidth(phonePage, 'document review');
    await screenshot(phonePage, 'document-review-client-390');
    await phone.close();
  });
});
