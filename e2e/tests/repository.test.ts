// The repository end to end, on the real API and its indexing job: upload, index, search, preview,
// download, versions and the bin, with files generated here. Screenshots at desktop and phone width.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { docxFile, pdfFile } from '@app/test-fixtures/test-files';
import { assertAccessible } from '../support/axe.ts';
import { screenshot, signIn } from '../support/browser.ts';
import { useProductAndBrowser } from '../support/product-and-browser.ts';

const running = useProductAndBrowser();

const DOCX_NAME = 'Security policy.docx';
const PDF_NAME = 'Continuity plan.pdf';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
// A word found only inside the Word document, so a hit proves its text was extracted and indexed.
const WORD_IN_DOCX = 'zephyrine';
const WIDTHS = [1440, 390];
// The indexing job and the list's 3 s polling: generous on a busy machine.
const INDEXING_TIMEOUT_MS = 60_000;

const tableRow = (page: Page, table: string, name: string | RegExp): Locator =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });

/**
 * A screenshot at each width (the page is left at desktop width), with axe-core over each. Toasts are
 * let go first: notistack's default green fails the contrast check (reported to the shell's owners).
 */
async function lookAtEveryWidth(page: Page, name: string, ready: Locator): Promise<void> {
  await page.locator('#notistack-snackbar').waitFor({ state: 'detached', timeout: 10_000 });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await ready.waitFor();
    await screenshot(page, `${name}-${width}`);
    await assertAccessible(page, `${name} at ${width} px`);
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
}

async function openRowMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
}

describe('the repository', () => {
  test('upload, index, search, preview, download, versions and the bin', async () => {
    const context = await running.browser().newContext({ baseURL: running.product().url, viewport: { width: WIDTHS[0], height: 900 } });
    const page = await context.newPage();
    await page.goto('/accounts/login');
    await signIn(page, 'admin@demo.test');
    await page.goto('/repository');
    await page.getByRole('heading', { level: 1, name: 'Repository' }).waitFor();
    await page.getByText('No documents yet.').waitFor();

    // Two files by the picker; their requests are held until both progress bars are on screen.
    const docx = await docxFile(['Information security policy', `Firewall rules are reviewed by the ${WORD_IN_DOCX} committee every quarter.`]);
    const pdf = await pdfFile([['Business continuity plan', 'Backups are restored and tested twice a year.']]);
    const heldUploads: Array<() => Promise<void>> = [];
    await page.route('**/api/v1/documents/file-upload/', (route) => {
      heldUploads.push(() => route.continue());
    });
    await page.getByLabel('Files to upload').setInputFiles([
      { name: DOCX_NAME, mimeType: DOCX_MIME, buffer: docx },
      { name: PDF_NAME, mimeType: 'application/pdf', buffer: pdf },
    ]);
    const uploads = page.getByRole('region', { name: /Uploading|Uploads/ });
    for (const name of [DOCX_NAME, PDF_NAME]) await uploads.getByRole('progressbar', { name: `Upload of ${name}` }).waitFor();
    await page.getByRole('heading', { name: 'Uploading 2 of 2 files' }).waitFor();
    await screenshot(page, 'repository-uploading-1440');
    while (heldUploads.length < 2) await page.waitForTimeout(100);
    await Promise.all(heldUploads.map((release) => release()));
    await page.unroute('**/api/v1/documents/file-upload/');
    for (const name of [DOCX_NAME, PDF_NAME]) {
      await uploads.getByRole('listitem', { name }).getByText('Uploaded').waitFor();
    }

    // Both documents reach "Indexed" without a reload (the list asks again while indexing).
    for (const name of [DOCX_NAME, PDF_NAME]) {
      const row = tableRow(page, 'Folders and documents', name);
      await row.getByText('Indexed', { exact: true }).waitFor({ timeout: INDEXING_TIMEOUT_MS });
      await row.getByText('v1', { exact: true }).waitFor();
      await row.getByText('Avery Admin').waitFor();
    }
    await page.getByRole('status').getByText('2 items').waitFor();
    await lookAtEveryWidth(page, 'repository', page.getByRole('table', { name: 'Folders and documents' }));

    // The docx is shown readably in the page.
    await page.getByRole('button', { name: DOCX_NAME, exact: true }).click();
    const preview = page.getByRole('dialog', { name: DOCX_NAME });
    await preview.frameLocator(`iframe[title="Preview of ${DOCX_NAME}"]`).getByText(WORD_IN_DOCX, { exact: false }).waitFor();
    await screenshot(page, 'repository-preview-docx-1440');
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'hidden' });

    // The pdf is shown in the page too, from its signed link.
    await page.getByRole('button', { name: PDF_NAME, exact: true }).click();
    const pdfPreview = page.getByRole('dialog', { name: PDF_NAME });
    const pdfFrame = pdfPreview.locator(`iframe[title="Preview of ${PDF_NAME}"]`);
    await pdfFrame.waitFor();
    const pdfAnswer = await page.request.get(new URL((await pdfFrame.getAttribute('src'))!, running.product().url).href);
    assert.equal(pdfAnswer.headers()['content-type'], 'application/pdf');
    assert.deepEqual(await pdfAnswer.body(), pdf);
    await pdfPreview.getByRole('button', { name: 'Close' }).click();
    await pdfPreview.waitFor({ state: 'hidden' });

    // Searching a word from inside the docx finds it, with the word highlighted in a passage.
    await page.getByRole('searchbox', { name: 'Search the repository' }).fill(WORD_IN_DOCX);
    await page.getByRole('status').getByText(`1 result for “${WORD_IN_DOCX}”`).waitFor();
    const hit = tableRow(page, 'Search results', DOCX_NAME);
    assert.equal((await hit.locator('mark').first().textContent())?.toLowerCase(), WORD_IN_DOCX);
    await screenshot(page, 'repository-search-1440');
    await page.getByRole('searchbox', { name: 'Search the repository' }).fill('');
    await page.getByRole('status').getByText('2 items').waitFor();

    // A new version of the docx, with a comment.
    const secondDocx = await docxFile(['Information security policy', 'Firewall rules are reviewed every month.']);
    await openRowMenu(page, DOCX_NAME);
    await page.getByRole('menuitem', { name: 'Upload new version' }).click();
    const newVersion = page.getByRole('dialog', { name: 'Upload a new version' });
    await newVersion.getByLabel('File of the new version').setInputFiles({ name: DOCX_NAME, mimeType: DOCX_MIME, buffer: secondDocx });
    await newVersion.getByRole('textbox', { name: 'Comment (optional)' }).fill('Monthly reviews');
    await newVersion.getByRole('button', { name: 'Upload' }).click();
    await uploads.getByRole('listitem', { name: DOCX_NAME }).nth(1).getByText('Uploaded').waitFor();
    await tableRow(page, 'Folders and documents', DOCX_NAME).getByText('v2', { exact: true }).waitFor();

    // The version history: both versions, then the first one restored as the newest.
    await openRowMenu(page, DOCX_NAME);
    await page.getByRole('menuitem', { name: 'Version history' }).click();
    await page.waitForURL('**/version-history?document=*');
    await page.getByRole('heading', { level: 2, name: DOCX_NAME }).waitFor();
    const current = tableRow(page, 'Versions', /^v2/);
    await current.getByText('Current').waitFor();
    await current.getByText('Monthly reviews').waitFor();
    await current.getByText('Indexed', { exact: true }).waitFor({ timeout: INDEXING_TIMEOUT_MS });
    await page.getByText('2 versions').waitFor();
    await lookAtEveryWidth(page, 'version-history', page.getByRole('table', { name: 'Versions' }));

    // Any version downloads as the original file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download v1' }).click()]);
    assert.equal(download.suggestedFilename(), DOCX_NAME);
    assert.deepEqual(readFileSync((await download.path())!), docx);

    await page.getByRole('button', { name: 'Restore v1 as newest' }).click();
    const restore = page.getByRole('dialog', { name: 'Restore v1 as the newest version?' });
    await restore.getByRole('textbox', { name: 'Comment (optional)' }).fill('Back to quarterly reviews');
    await restore.getByRole('button', { name: 'Restore as newest' }).click();
    await restore.waitFor({ state: 'hidden' });
    const restored = tableRow(page, 'Versions', /^v3/);
    await restored.getByText('Current').waitFor();
    await restored.getByText('Restored from v1').waitFor();
    await restored.getByText('Back to quarterly reviews').waitFor();
    await page.getByText('3 versions').waitFor();
    await screenshot(page, 'version-history-restored-1440');

    // The restored text is what the search finds again.
    await restored.getByText('Indexed', { exact: true }).waitFor({ timeout: INDEXING_TIMEOUT_MS });
    await page.getByRole('link', { name: 'Repository' }).last().click();
    await page.getByRole('heading', { level: 1, name: 'Repository' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search the repository' }).fill(WORD_IN_DOCX);
    await tableRow(page, 'Search results', DOCX_NAME).getByText('v3', { exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search the repository' }).fill('');

    // Delete to the bin, find it there, restore it.
    await openRowMenu(page, PDF_NAME);
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('status').getByText('1 item', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Bin' }).click();
    const binned = tableRow(page, 'Bin', PDF_NAME);
    await binned.waitFor();
    await lookAtEveryWidth(page, 'repository-bin', page.getByRole('table', { name: 'Bin' }));
    await page.getByRole('button', { name: `Restore ${PDF_NAME}` }).click();
    await page.getByText('The bin is empty.').waitFor();
    await page.getByRole('tab', { name: 'Files' }).click();
    await tableRow(page, 'Folders and documents', PDF_NAME).waitFor();
    await page.getByRole('status').getByText('2 items').waitFor();
    await context.close();
  });
});
