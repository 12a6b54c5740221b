// Policies as organisations export them from Word, read into passages: running headers and footers,
// page numbers, a table of contents (with leaders, or typed "1 Purpose 3") and a document-history
// table are in none; numbered headings (styled, or only bold) make the heading paths; soft hyphens,
// two or three columns, tables (a control matrix whose first column wraps, running on over a page
// break) and page breaks leave every sentence whole. The files are made here: Word documents with `docx`, turned into PDFs by LibreOffice
// (the product's own converter), as Word users' exports are, and one PDF into text by pdftotext.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_PATHS } from '@app/shared/contract';
import { type Passage, segmentPassages } from '../src/documents/passages/segment-passages.ts';
import { contentsEntries, markdownBlocks, titleKey } from '../src/files/document-structure/document-blocks.ts';
import { pdfBlocks } from '../src/files/document-structure/pdf-blocks.ts';
import { DiskFileStorage } from '../src/files/disk-file-storage.ts';
import { extractPdfLines } from '../src/files/pdf-text.ts';
import { extractBlocks } from '../src/files/text-extraction.ts';
import { startJobWorker, type JobWorker } from '../src/jobs/job-worker.ts';
import { OfficeToPdf } from '../src/questionnaires/preview/office-to-pdf.ts';
import { describeOnDatabase } from './support/databases.ts';
import { buildTestApp, login, waitFor } from './support/test-app.ts';
import { type PolicyDocument, wordExportedPolicy } from '@app/test-fixtures/policy-documents';
import { multipartBody } from '@app/test-fixtures/test-files';

interface Exported extends PolicyDocument {
  pdf: Buffer;
}

async function exported(options: Parameters<typeof wordExportedPolicy>[0]): Promise<Exported> {
  const policy = await wordExportedPolicy(options);
  const pdf = await new OfficeToPdf().convert(policy.docx, 'docx', (path) => readFile(path));
  return { ...policy, pdf };
}

/** The PDF's text as poppler's pdftotext writes it: page breaks as form feeds, the furniture as lines. */
async function pdfToText(pdf: Buffer): Promise<Buffer> {
  const directory = await mkdtemp(join(tmpdir(), 'pdftotext-'));
  try {
    await writeFile(join(directory, 'policy.pdf'), pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', join(directory, 'policy.pdf'), '-'], { encoding: 'buffer' });
    return stdout;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

const passagesOf = async (type: 'docx' | 'pdf' | 'txt', content: Buffer) => segmentPassages(await extractBlocks(type, Readable.from([content])));
const show = (passages: readonly Passage[]) => passages.map((passage) => `[${passage.headings.join(' › ')}] ${passage.text}`).join('\n');

/**
 * Styled numbered headings; bold numbered headings with a last section in two columns; an untidy
 * one: contents typed without leaders, a control matrix whose first column wraps, three columns.
 */
let styled: Exported;
let bold: Exported;
let untidy: Exported & { txt: Buffer };
/** Each file with what it must read as and the passages read from it. */
let files: { name: string; policy: PolicyDocument; passages: Passage[] }[];

before(async () => {
  let untidyPdf: Exported;
  [styled, bold, untidyPdf] = await Promise.all([
    exported({}),
    exported({ headingsInBold: true, columns: 2 }),
    exported({ typedContents: true, controlMatrix: true, columns: 3 }),
  ]);
  untidy = { ...untidyPdf, txt: await pdfToText(untidyPdf.pdf) };
  files = await Promise.all(
    (
      [
        ['styled docx', styled, 'docx'],
        ['styled pdf', styled, 'pdf'],
        ['bold docx', bold, 'docx'],
        ['bold pdf', bold, 'pdf'],
        ['untidy docx', untidy, 'docx'],
        ['untidy pdf', untidy, 'pdf'],
      ] as const
    ).map(async ([name, policy, type]) => ({ name, policy, passages: await passagesOf(type, policy[type]) })),
  );
});

describe('policies exported from Word', () => {
  test('the premises: page furniture on every page, a paragraph running over a page break, two columns side by side', async () => {
    const [styledPages, boldPages] = await Promise.all([extractPdfLines(styled.pdf), extractPdfLines(bold.pdf)]);
    assert.ok(styledPages.length >= 4, `${styledPages.length} pages`);
    for (const page of [...styledPages, ...boldPages]) {
      assert.ok(page.some((line) => line.text === 'Acme Corp — Confidential'));
      assert.ok(page.some((line) => /^Page \d of \d$/.test(line.text)));
    }
    const lastLines = boldPages.slice(2, -1).map((page) => page.filter((line) => !/Page|v2\.3/.test(line.text)).at(-1)!.text);
    assert.ok(
      lastLines.some((text) => !/[.!?]$/.test(text)),
      `a sentence runs over a page break: ${lastLines.join(' | ')}`,
    );
    assert.ok(
      boldPages.at(-1)!.some((line) => line.pieces?.length === 2),
      'lines of the two columns share baselines',
    );
    const untidyPages = await extractPdfLines(untidy.pdf);
    assert.ok(
      untidyPages.at(-1)!.some((line) => line.pieces?.length === 3),
      'lines of the three columns share baselines',
    );
    assert.ok(
      untidyPages.flat().some((line) => line.text === 'production systems'),
      "a control's name wraps in the first column, alone on its line",
    );
    const carried = untidyPages.find((page) => page[1]?.text === 'Control Owner Frequency');
    assert.ok(
      carried && !carried[2]!.pieces && carried[2]!.x > carried[1]!.pieces!.at(-1)!.x - 1,
      'the control matrix runs on to the next page under its header repeated, a row cut by the break: its last cell goes on there',
    );
    assert.ok(
      untidyPages.flat().some((line) => line.text === '4.1 Account management 3' && !line.pieces),
      'a contents entry with no gap before its page',
    );
    assert.equal(
      untidy.txt
        .toString()
        .split('\f')
        .filter((page) => page.includes('Acme Corp — Confidential')).length,
      untidyPages.length,
      'a header on every page of the text',
    );
  });

  test('running headers, footers, page numbers, the contents and the document history are in no passage', async () => {
    for (const { name, policy, passages } of files) {
      for (const junk of policy.neverInPassages) {
        const found = passages.filter((passage) => passage.text.includes(junk) || passage.headings.some((heading) => heading.includes(junk)));
        assert.deepEqual(found, [], `${name}: "${junk}" in\n${show(found)}`);
      }
      // Contents entries lose their leaders when read from Word: "Purpose 3".
      assert.ok(!passages.some((passage) => /^[\p{L} ]+ \d$/u.test(passage.text)), `${name}:\n${show(passages)}`);
    }
  });

  test('the running header and footer of a text file with page breaks (pdftotext), and its typed contents, are in no passage', async () => {
    const passages = await passagesOf('txt', untidy.txt);
    for (const junk of [...untidy.runningLines, 'In this policy', 'Purpose 3', 'Enforcement 5']) {
      const found = passages.filter((passage) => passage.text.includes(junk));
      assert.deepEqual(found, [], `"${junk}" in\n${show(found)}`);
    }
    // The text around the furniture is still read.
    assert.ok(passages.some((passage) => passage.text.includes('Breaches of this policy may lead to disciplinary action')));
  });

  test('every paragraph, list item and definition is one passage, whole, also over page breaks, soft hyphens and columns', async () => {
    for (const { name, policy, passages } of files) {
      const texts = new Set(passages.map((passage) => passage.text));
      const missing = policy.passageTexts.filter((text) => !texts.has(text));
      assert.deepEqual(missing, [], `${name}:\n${show(passages)}`);
    }
  });

  test('numbered headings, styled or only bold, make the heading paths by their numbers', async () => {
    for (const { name, policy, passages } of files) {
      for (const { text, headings } of policy.headingPaths) {
        assert.deepEqual(passages.find((passage) => passage.text === text)?.headings, headings, `${name}: ${text}\n${show(passages)}`);
      }
    }
  });
});

describe('page furniture and contents, from placed lines', () => {
  const placed = (y: number, text: string, height = 10) => ({ x: 72, y, width: text.length * height * 0.5, height, text });

  test('a header repeated at the same place on both pages of a two-page document is furniture', () => {
    const blocks = pdfBlocks([
      [placed(800, 'Acme Corp – Internal use only'), placed(700, 'Laptops are encrypted.')],
      [placed(800, 'Acme Corp – Internal use only'), placed(700, 'Phones are enrolled.')],
    ]);
    // The paragraph may run on over the page break; the header is no part of it.
    assert.deepEqual(blocks, [{ kind: 'paragraph', depth: 0, text: 'Laptops are encrypted. Phones are enrolled.' }]);
  });

  /** A line of pieces set apart on the page, each [x, text]. */
  const apart = (y: number, ...pieces: [number, string][]) => {
    const placedPieces = pieces.map(([x, text]) => ({ ...placed(y, text), x }));
    const last = placedPieces.at(-1)!;
    return { ...placed(y, pieces.map(([, text]) => text).join(' ')), width: last.x + last.width - 72, pieces: placedPieces };
  };

  test("a page template's header table, repeated whole at the same place on every page, is furniture", () => {
    // A table's header repeated at the top of each page it runs on is the table's (api/test/passages.test.ts); this one's row is repeated too.
    const page = (number: number, text: string) => [
      apart(800, [72, 'Information Security Policy'], [300, 'ISP-01']),
      apart(788, [72, 'Owner: Information Security Officer'], [300, `Page ${number} of 3`]),
      placed(700, text),
    ];
    assert.deepEqual(pdfBlocks([page(1, 'Laptops are encrypted.'), page(2, 'Phones are enrolled.'), page(3, 'Badges are worn.')]), [
      { kind: 'paragraph', depth: 0, text: 'Laptops are encrypted. Phones are enrolled. Badges are worn.' },
    ]);
  });

  test('a table in a PDF: rows with their header, wrapped cells joined; side headings and wide list indents are no table', () => {
    const rows = (page: ReturnType<typeof placed>[]) => pdfBlocks([page]).filter((block) => block.kind === 'row');
    assert.deepEqual(
      rows([
        apart(700, [72, 'Term'], [300, 'Definition']),
        apart(688, [72, 'MFA'], [300, 'A sign-in that needs two']),
        { ...placed(676, 'or more factors.'), x: 300 },
        apart(664, [72, 'SSO'], [300, 'One sign-in for many services.']),
      ]),
      [
        { kind: 'row', table: 1, cells: ['Term', 'Definition'] },
        { kind: 'row', table: 1, cells: ['MFA', 'A sign-in that needs two or more factors.'] },
        { kind: 'row', table: 1, cells: ['SSO', 'One sign-in for many services.'] },
      ],
    );
    // Rows set apart by their padding: a first cell's wrapped line, closer to the line above, goes on its row.
    assert.deepEqual(
      rows([
        apart(700, [72, 'Control'], [200, 'Owner']),
        apart(680, [72, 'Access review of'], [200, 'Head of engineering']),
        { ...placed(668.5, 'production systems'), x: 72 },
        apart(648.5, [72, 'Firewall review'], [200, 'Network team']),
        apart(628.5, [72, 'Restore test'], [200, 'Platform team']),
      ]).map((row) => (row.kind === 'row' ? row.cells : [])),
      [
        ['Control', 'Owner'],
        ['Access review of production systems', 'Head of engineering'],
        ['Firewall review', 'Network team'],
        ['Restore test', 'Platform team'],
      ],
    );
    // "Purpose" beside its paragraph, whose lines wrap under it; "1." before its item's text.
    assert.deepEqual(
      rows([
        apart(700, [72, 'Purpose'], [200, 'This policy sets out how customer']),
        { ...placed(688, 'data is protected.'), x: 200 },
        apart(676, [72, 'Scope'], [200, 'It applies to every employee.']),
        apart(650, [72, '1.'], [110, 'Laptops are encrypted.']),
        apart(638, [72, '2.'], [110, 'Phones are enrolled.']),
      ]),
      [],
    );
  });

  test('contents entries: dot leaders always; a tab before a number only in a run of three with rising pages', () => {
    assert.deepEqual(contentsEntries(['1. Purpose ........ 3', 'Annex A …… iv', 'Passwords are rotated.... 3 times?']), [true, true, false]);
    assert.deepEqual(contentsEntries(['Purpose\t3', 'Scope\t3', 'Access control\t5', 'Body text']), [true, true, true, false]);
    assert.deepEqual(contentsEntries(['Minimum password length\t14', 'Lockout after\t5', 'Session timeout\t15']), [false, false, false]);
    // Typed with a space only: entries when each names a line of the document (its heading), and the short line above is their title.
    const headings = new Set(['1. Purpose', '2. Scope', 'Access control'].map(titleKey));
    assert.deepEqual(contentsEntries(['In this policy', '1 Purpose 3', '2 Scope 3', 'Access control 5', 'Body text.'], headings), [
      true,
      true,
      true,
      true,
      false,
    ]);
    assert.deepEqual(contentsEntries(['Supported systems', 'Windows 10', 'Windows 11', 'macOS 14'], headings), [false, false, false, false]);
    // A long line (a text file without line breaks) is no entry, and is read at once.
    assert.deepEqual(contentsEntries(['ab'.repeat(60_000), `${'a'.repeat(60_000)}\t3`]), [false, false]);
    assert.deepEqual(markdownBlocks('Contents\n\n1. Purpose ......... 2\n2. Scope ........... 2\n\n# Purpose\n\nThis policy protects customer data.'), [
      { kind: 'paragraph', depth: 0, text: 'Contents' },
      { kind: 'heading', level: 1, text: 'Purpose' },
      { kind: 'paragraph', depth: 0, text: 'This policy protects customer data.' },
    ]);
  });

  test('a document-history table is skipped under any heading; a table of other versions is kept', () => {
    const passages = segmentPassages([
      { kind: 'heading', level: 1, text: 'Encryption Standard' },
      { kind: 'row', table: 1, cells: ['Rev.', 'Date', 'Description of change'] },
      { kind: 'row', table: 1, cells: ['3', '2026-01-04', 'TLS 1.0 removed'] },
      { kind: 'row', table: 2, cells: ['Protocol', 'Version'] },
      { kind: 'row', table: 2, cells: ['TLS', '1.2 or higher'] },
    ]);
    assert.deepEqual(
      passages.map((passage) => passage.text),
      ['Protocol: TLS; Version: 1.2 or higher'],
    );
  });
});

describeOnDatabase('PGlite', 'a Word-exported PDF uploaded to the repository', (db) => {
  let app: FastifyInstance;
  let worker: JobWorker;
  let storageDir: string;

  before(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'real-world-documents-'));
    app = await buildTestApp(db(), { fileStorage: new DiskFileStorage(storageDir) });
    await app.ready();
    worker = startJobWorker({ db: db(), registry: app.jobRegistry, log: app.log, pollIntervalMs: 10, retryDelayMs: () => 10 });
  });
  after(async () => {
    await worker?.stop();
    await app?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  test('its stored passages are the ones read in-process: no furniture, whole sentences, numbered heading paths', async () => {
    const { access } = await login(app, 'admin@demo.test');
    const body = multipartBody({}, { name: 'information-security-policy.pdf', content: bold.pdf, contentType: 'application/pdf' });
    const response = await app.inject({
      method: 'POST',
      url: DOCUMENT_PATHS.fileUpload,
      headers: { host: 'localhost', authorization: `Bearer ${access}`, ...body.headers },
      payload: body.payload,
    });
    assert.equal(response.statusCode, 201, response.body);
    const versionId: string = response.json().data.current_version_id;
    const state = () => db().selectFrom('document_versions').select('index_state').where('id', '=', versionId).executeTakeFirstOrThrow();
    await waitFor(async () => !['queued', 'indexing'].includes((await state()).index_state), 20_000);
    assert.equal((await state()).index_state, 'indexed');
    const stored = await db().selectFrom('document_chunks').select(['heading_path', 'text']).where('version_id', '=', versionId).orderBy('ordinal').execute();
    assert.deepEqual(
      stored.map((row) => row.text),
      files.find((file) => file.name === 'bold pdf')!.passages.map((passage) => passage.text),
    );
    assert.ok(
      stored.some((row) => row.heading_path.endsWith('4.3 Passwords › 4.3.1 Password length')),
      stored.map((row) => row.heading_path).join('\n'),
    );
    assert.ok(!stored.some((row) => /Confidential|Page \d|\.{4}|Initial release/.test(row.text)));
  });
});
