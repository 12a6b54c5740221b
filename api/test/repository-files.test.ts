// What the repository does with a file's content: its type, its text as blocks, its preview; and
// the repository's settings.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../src/config.ts';
import { uploadedFileName } from '../src/files/receive-upload.ts';
import { highlightSegments } from '../src/documents/repository-search.ts';
import { detectFileType, UnsupportedFileTypeError } from '../src/files/file-types.ts';
import { previewCsv, previewDocxHtml } from '../src/files/file-previews.ts';
import { extractPdfPages } from '../src/files/pdf-text.ts';
import { extractBlocks, MAX_EXTRACTED_CHARS } from '../src/files/text-extraction.ts';
import { UnreadableFileError } from '../src/files/unreadable-file-error.ts';
import { corruptPdfFile, docxFile, pdfFile, pngFile, xlsxFile } from '@app/test-fixtures/test-files';

describe('file types, from the content', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'file-types-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  async function detect(name: string, content: Buffer | string) {
    const path = join(dir, `${Math.random()}`);
    await writeFile(path, content);
    return detectFileType(path, name);
  }

  test('binary types by signature, with the name agreeing; JPEG under either extension', async () => {
    assert.deepEqual(await detect('a.PDF', await pdfFile([['x']])), { fileType: 'pdf', mimeType: 'application/pdf' });
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64)]);
    assert.deepEqual(await detect('photo.jpeg', jpeg), { fileType: 'jpg', mimeType: 'image/jpeg' });
    assert.deepEqual(await detect('photo.jpg', jpeg), { fileType: 'jpg', mimeType: 'image/jpeg' });
    await assert.rejects(detect('photo', pngFile()), /but its name does not end in \.png/);
    await assert.rejects(detect('sheet.docx', await xlsxFile({ S: [['x']] })), UnsupportedFileTypeError);
  });

  test('text types: UTF-8 without NUL bytes and the matching extension', async () => {
    assert.deepEqual(await detect('notes.TXT', 'héllo'), { fileType: 'txt', mimeType: 'text/plain' });
    assert.deepEqual(await detect('readme.markdown', '# Title'), { fileType: 'md', mimeType: 'text/markdown' });
    assert.deepEqual(await detect('data.csv', '\ufeffa;b\n1;2'), { fileType: 'csv', mimeType: 'text/csv' });
    await assert.rejects(detect('notes', 'plain text, no extension'), /does not accept "notes"/);
    await assert.rejects(detect('bad.txt', Buffer.from([0xc3, 0x28])), /not a plain text file/);
  });
});

describe('text extraction', () => {
  test('pdf pages in reading order, one string per page', async () => {
    const pages = await extractPdfPages(await pdfFile([['First line', 'Second line'], ['Page two']]));
    assert.deepEqual(pages, ['First line\nSecond line', 'Page two']);
  });

  test('unreadable pdfs say why', async () => {
    await assert.rejects(extractPdfPages(corruptPdfFile()), (error: Error) => error instanceof UnreadableFileError && /damaged/.test(error.message));
    await assert.rejects(extractPdfPages(await pdfFile([['x']], { userPassword: 'secret' })), /password-protected/);
  });

  test('docx paragraphs, every xlsx sheet, markdown and csv as blocks', async () => {
    assert.deepEqual(await extractBlocks('docx', Readable.from(await docxFile(['Alpha paragraph', 'Beta paragraph']))), [
      { kind: 'paragraph', depth: 0, text: 'Alpha paragraph' },
      { kind: 'paragraph', depth: 0, text: 'Beta paragraph' },
    ]);

    // Each sheet's name is a heading, its rows the rows of one table (empty rows left out).
    const workbook = await extractBlocks('xlsx', Readable.from(await xlsxFile({ One: [['a', 1], [], ['b', 2]], Two: [['zeta']] })));
    assert.deepEqual(
      workbook.map((block) => (block.kind === 'row' ? { kind: 'row', cells: block.cells } : block)),
      [
        { kind: 'heading', level: 1, text: 'One' },
        { kind: 'row', cells: ['a', '1'] },
        { kind: 'row', cells: ['b', '2'] },
        { kind: 'heading', level: 1, text: 'Two' },
        { kind: 'row', cells: ['zeta'] },
      ],
    );
    const tables = workbook.flatMap((block) => (block.kind === 'row' ? [block.table] : []));
    assert.equal(tables[0], tables[1], "a sheet's rows are one table");
    assert.notEqual(tables[1], tables[2], 'each sheet is a table of its own');

    assert.deepEqual(await extractBlocks('md', Readable.from(Buffer.from('# Ünïcode\n\nSome *text*,\nwrapped.'))), [
      { kind: 'heading', level: 1, text: 'Ünïcode' },
      { kind: 'paragraph', depth: 0, text: 'Some text, wrapped.' },
    ]);
    assert.deepEqual(await extractBlocks('csv', Readable.from(Buffer.from('\ufeffcontrol;owner\nMFA;IT\n'))), [
      { kind: 'row', table: 1, cells: ['control', 'owner'] },
      { kind: 'row', table: 1, cells: ['MFA', 'IT'] },
    ]);
  });

  test('unreadable files say why', async () => {
    await assert.rejects(extractBlocks('xlsx', Readable.from(Buffer.from('PK\u0003\u0004 not really a zip'))), /Excel workbook could not be read/);
    await assert.rejects(extractBlocks('docx', Readable.from(Buffer.from('nope'))), /Word document could not be read/);
    await assert.rejects(
      extractBlocks('pdf', Readable.from(corruptPdfFile())),
      (error: Error) => error instanceof UnreadableFileError && /PDF could not be read: the file is damaged/.test(error.message),
    );
    await assert.rejects(
      extractBlocks('png', Readable.from(pngFile())),
      (error: Error) => error instanceof UnreadableFileError && /no text/.test(error.message),
    );
  });

  test('very long text is cut at the limit, between blocks', async () => {
    const paragraph = `${'x'.repeat(999)}\n\n`;
    const count = Math.ceil(MAX_EXTRACTED_CHARS / 999) + 50;
    const blocks = await extractBlocks('txt', Readable.from(Array.from({ length: count }, () => Buffer.from(paragraph))));
    const length = blocks.reduce((sum, block) => sum + (block.kind === 'row' ? 0 : block.text.length), 0);
    // Up to the limit (the file's line breaks count towards it too), not far short of it.
    assert.ok(length <= MAX_EXTRACTED_CHARS && length > MAX_EXTRACTED_CHARS * 0.99, `${length} characters`);
    assert.ok(blocks.every((block) => block.kind === 'paragraph' && block.text === 'x'.repeat(999)));
  });

  // BUG (text-extraction.ts): the cap drops every block from the first one that crosses it, and
  // decodeUtf8 does not cut the text either, so a text that is one block longer than the cap (a .txt
  // file without blank lines is one paragraph) yields no blocks at all.
  test('one paragraph longer than the limit is cut, not dropped', async () => {
    const blocks = await extractBlocks('txt', Readable.from([Buffer.from('x'.repeat(MAX_EXTRACTED_CHARS)), Buffer.from('y'.repeat(1000))]));
    assert.equal(blocks.length, 1);
    assert.equal(blocks[0]!.kind === 'paragraph' && blocks[0]!.text.length, MAX_EXTRACTED_CHARS);
  });
});

test('highlighted passages become plain and matched segments', () => {
  assert.deepEqual(highlightSegments('We \u0002encrypt\u0003 all \u0002data\u0003'), [
    { text: 'We ', match: false },
    { text: 'encrypt', match: true },
    { text: ' all ', match: false },
    { text: 'data', match: true },
  ]);
  assert.deepEqual(highlightSegments('no match here'), [{ text: 'no match here', match: false }]);
});

test('uploaded file names keep only their last part, and never climb', () => {
  assert.equal(uploadedFileName('C:\\Users\\me\\report.pdf'), 'report.pdf');
  assert.equal(uploadedFileName('folder/sub/notes.txt'), 'notes.txt');
  assert.equal(uploadedFileName('..notes.txt'), '..notes.txt');
  for (const climbing of ['../../etc/passwd.txt', 'a/../b.txt', '..\\x.txt', 'dir/..']) {
    assert.throws(() => uploadedFileName(climbing), /cannot contain "\.\.\/"/, climbing);
  }
  assert.equal(uploadedFileName(' tab\tname.md '), 'tabname.md');
  assert.throws(() => uploadedFileName('..'), /no usable name/);
  assert.throws(() => uploadedFileName(`${'n'.repeat(201)}.txt`), /longer than 200 characters/);
});

test('previews: csv rows, and docx HTML with only http(s) links', async () => {
  const csv = await previewCsv(Readable.from(Buffer.from(Array.from({ length: 150 }, (_, index) => `row,${index}`).join('\n'))), 'big.csv');
  assert.equal(csv[0]!.rows.length, 100);
  assert.equal(csv[0]!.truncated, true);
  const html = await previewDocxHtml(
    await docxFile(
      ['Text'],
      [
        { text: 'ok', url: 'http://example.com' },
        { text: 'bad', url: 'vbscript:msgbox' },
        { text: 'data', url: 'data:text/html,<script>alert(1)</script>' },
      ],
    ),
  );
  assert.match(html, /<a href="http:\/\/example\.com">ok<\/a>/);
  assert.doesNotMatch(html, /vbscript|data:text|<script/);
});

test('configuration: upload limit and storage', () => {
  const defaults = loadConfig({}, '/srv/app');
  assert.equal(defaults.maxUploadMb, 50);
  assert.deepEqual(defaults.storage, { kind: 'disk', dir: '/srv/app/.data/files' });

  const s3 = loadConfig(
    {
      MAX_UPLOAD_MB: '200',
      STORAGE_S3_BUCKET: 'workspace-files',
      STORAGE_S3_ENDPOINT: 'https://minio.internal:9000',
      STORAGE_S3_ACCESS_KEY_ID: 'key',
      STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
      STORAGE_S3_PREFIX: 'prod/',
    },
    '/srv/app',
  );
  assert.equal(s3.maxUploadMb, 200);
  assert.deepEqual(s3.storage, {
    kind: 's3',
    bucket: 'workspace-files',
    endpoint: 'https://minio.internal:9000',
    region: 'us-east-1',
    accessKeyId: 'key',
    secretAccessKey: 'secret',
    forcePathStyle: true,
    keyPrefix: 'prod/',
    stagingDir: '/srv/app/.data/files/tmp',
  });
  assert.throws(
    () => loadConfig({ MAX_UPLOAD_MB: 'lots', STORAGE_S3_ENDPOINT: 'ftp://x' }),
    /MAX_UPLOAD_MB: .*\n.*STORAGE_S3_ENDPOINT: Use an http\(s\):\/\/ address/s,
  );
});
