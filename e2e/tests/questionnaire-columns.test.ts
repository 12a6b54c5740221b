// A real client questionnaire in its own shape (the development set's xlsx: a title block, four domain
// sheets, ID | Question | Response (a Yes/No/N/A drop-down) | Comments/Evidence): the reviewer
// confirms the columns the product detected, reviews with the keyboard, exports, and the Response
// column of the exported file holds only the drop-down's own values.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { DOCUMENT_PATHS, PROJECT_PATHS } from '../../shared/src/contract/workspacePaths.ts';
import { xlsxDropDownChoices, xlsxSheetRows } from '@app/test-fixtures/test-files';
import { screenshot, signIn } from '../support/browser.ts';
import { apiAs, waitUntil } from '../support/signed-in-api.ts';
import { useProductAndBrowser } from '../support/product-and-browser.ts';
import { repoRoot } from '../support/server.ts';

const EVAL_SET = join(repoRoot, '..', 'shared', 'eval', 'vsaq-halden');
const QUESTIONNAIRE = 'questionnaire.xlsx';
const SHEETS = ['Security Program', 'Infrastructure', 'Web Application', 'Physical & Data Center'];
const HEADER = ['ID', 'Question', 'Response', 'Comments/Evidence'];
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PIPELINE_TIMEOUT_MS = 90_000;

describe('a questionnaire in its own columns', { skip: !existsSync(EVAL_SET) && `the development set is not at ${EVAL_SET}` }, () => {
  const { product, browser } = useProductAndBrowser();

  test('detected columns confirmed, keyboard review, export with drop-down values only in Response', async () => {
    const context = await browser().newContext({ baseURL: product().url, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/accounts/login');
    await signIn(page, 'admin@demo.test');
    const admin = await apiAs(context);

    // The development set's knowledge base in the repository, and a project for Demo Client.
    const kb = readdirSync(join(EVAL_SET, 'kb'));
    for (const name of kb) {
      const response = await admin.request.post(DOCUMENT_PATHS.fileUpload, {
        headers: admin.headers,
        multipart: { file: { name, mimeType: 'application/octet-stream', buffer: readFileSync(join(EVAL_SET, 'kb', name)) } },
      });
      assert.equal(response.status(), 201, await response.text());
    }
    await waitUntil(
      'the repository to be indexed',
      async () => {
        const response = await admin.request.get(`${DOCUMENT_PATHS.repository}?page_size=100`, { headers: admin.headers });
        const { results } = (await response.json()).data as { results: { index_state: string | null }[] };
        return results.length === kb.length && results.every((item) => item.index_state === 'indexed');
      },
      PIPELINE_TIMEOUT_MS,
    );
    const clients = (await (await admin.request.get(PROJECT_PATHS.entities, { headers: admin.headers })).json()).data as { id: string; name: string }[];
    const created = await admin.request.post(PROJECT_PATHS.projects, {
      headers: admin.headers,
      data: { entity_id: clients.find((client) => client.name === 'Demo Client')!.id, name: 'Halden vendor assessment' },
    });
    assert.equal(created.status(), 201, await created.text());
    const projectId = ((await created.json()).data as { id: string }).id;
    const original = readFileSync(join(EVAL_SET, QUESTIONNAIRE));
    const uploaded = await admin.request.post(PROJECT_PATHS.projectFiles, {
      headers: admin.headers,
      multipart: { project_id: projectId, file: { name: QUESTIONNAIRE, mimeType: XLSX_MIME, buffer: original } },
    });
    assert.equal(uploaded.status(), 201, await uploaded.text());

    // The project page: what was detected in each sheet, confirmed by the reviewer.
    await page.goto(`/project/project-details/${projectId}`);
    const row = page.getByRole('table', { name: 'Documents' }).getByRole('row').filter({ hasText: QUESTIONNAIRE });
    await row.getByText('Ready for review').waitFor({ timeout: PIPELINE_TIMEOUT_MS });
    await row.getByRole('button', { name: `Check columns of ${QUESTIONNAIRE}` }).click();
    const dialog = page.getByRole('dialog', { name: `Check the columns of ${QUESTIONNAIRE}` });
    for (const sheetName of SHEETS) {
      const sheet = dialog.getByRole('region', { name: `Sheet "${sheetName}"` });
      const role = (name: string) => sheet.getByRole('combobox', { name: `${name} column of sheet "${sheetName}"` });
      assert.match(await role('Question').locator('option:checked').innerText(), /Question/);
      assert.match(await role('Verdict (Yes/No)').locator('option:checked').innerText(), /Response/);
      assert.match(await role('Answer / explanation').locator('option:checked').innerText(), /Comments\/Evidence/);
      assert.ok(await sheet.getByRole('switch', { name: `Read sheet "${sheetName}" for questions` }).isChecked());
    }
    assert.equal(await dialog.getByRole('switch', { name: 'Read sheet "Instructions" for questions' }).isChecked(), false);
    await screenshot(page, 'questionnaire-columns-1440');
    await dialog.getByRole('button', { name: 'Re-extract' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Ready for review').waitFor({ timeout: PIPELINE_TIMEOUT_MS });

    // The review from the keyboard: j to the first question, v for a verdict, a to approve and move on.
    await row.getByRole('link', { name: `Review ${QUESTIONNAIRE}`, exact: true }).click();
    const first = page.getByRole('article').first();
    await first.waitFor();
    await page.keyboard.press('j');
    const verdictBefore = await first.getByRole('button', { name: /^Verdict of question SP-01: / }).getAttribute('aria-label');
    // The verdict is saved before the next key (a question waiting for the API takes no decision).
    const verdictSaved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/answer/'));
    await page.keyboard.press('v');
    assert.equal((await verdictSaved).status(), 200);
    await first.getByRole('button', { name: /^Verdict of question SP-01: (Yes|No|N\/A)\. Change it$/ }).waitFor();
    assert.notEqual(await first.getByRole('button', { name: /^Verdict of question SP-01: / }).getAttribute('aria-label'), verdictBefore);
    await page.keyboard.press('a');
    await first.getByText('Approved', { exact: true }).waitFor();
    await page
      .getByText(/\b1 (of \d+ answers )?approved\b/)
      .first()
      .waitFor();
    await screenshot(page, 'questionnaire-columns-review-1440');

    // Export: the warning says how much is missing; exported anyway, into the file's own columns.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Halden vendor assessment' }).click();
    await page.getByRole('button', { name: 'Export project' }).click();
    const warning = page.getByRole('dialog', { name: /with answers missing\?/ });
    await warning.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: PIPELINE_TIMEOUT_MS }),
      warning.getByRole('button', { name: 'Export anyway' }).click(),
    ]);
    const exported = readFileSync((await download.path())!);
    let verdicts = 0;
    for (const sheetName of SHEETS) {
      const rows = await xlsxSheetRows(exported, sheetName);
      const header = rows.findIndex((cells) => cells.slice(0, 4).join('|') === HEADER.join('|'));
      assert.ok(header >= 0, `the header row of "${sheetName}" is where it was`);
      // The Response column (C) keeps the drop-down the client made.
      const choices = await xlsxDropDownChoices(exported, sheetName, 'C');
      assert.deepEqual(choices, await xlsxDropDownChoices(original, sheetName, 'C'), `the drop-down of "${sheetName}" is kept`);
      assert.ok(choices, `"${sheetName}" has its drop-down`);
      for (const cells of rows.slice(header + 1)) {
        // Question rows only: a section heading is merged across the row.
        if (!/^[A-Z][A-Z&]*-\d/.test(String(cells[0] ?? ''))) continue;
        const response = cells[2];
        if (response === undefined || response === null || response === '') continue;
        assert.ok(choices.includes(String(response)), `"${sheetName}" ${String(cells[0])}: "${String(response)}" is one of the drop-down's values`);
        verdicts += 1;
      }
    }
    assert.ok(verdicts >= 1, 'the verdict given with v is in the Response column');
    const before = await xlsxSheetRows(original, 'Instructions');
    assert.deepEqual(await xlsxSheetRows(exported, 'Instructions'), before, 'the other sheets are untouched');
    await context.close();
  });
});
