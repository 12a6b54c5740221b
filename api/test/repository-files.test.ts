// What the repository does with a file's content: its type, its text, its chunks, its preview; and
// the repository's settings.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../src/config.ts';
import { chunkText } from '../src/documents/chunk-text.ts';
import { uploadedFileName } from '../src/documents/file-upload.ts';
import { discriminatingWords, highlightSegments } from '../src/documents/repository-search.ts';
import { detectFileType, UnsupportedFileTypeError } from '../src/files/file-types.ts';
import { previewCsv, previewDocxHtml } from '../src/files/file-previews.ts';
import { extractPdfPages } from '../src/files/pdf-text.ts';
import { extractText, MAX_EXTRACTED_CHARS } from '../src/files/text-extraction.ts';
import { UnreadableFileError } from '../src/files/unreadable-file-error.ts';
import { corruptPdfFile, docxFile, pdfFile, pngFile, xlsxFile } from './support/test-files.ts';

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

  test('docx paragraphs, every xlsx sheet, and text as it is', async () => {
    assert.match(await extractText('docx', Readable.from(await docxFile(['Alpha paragraph', 'Beta paragraph']))), /Alpha paragraph\n+Beta paragraph/);
    const workbook = await extractText('xlsx', Readable.from(await xlsxFile({ One: [['a', 1], ['b', 2]], Two: [['zeta']] })));
    assert.equal(workbook, 'One\na\t1\nb\t2\n\nTwo\nzeta\n');
    assert.equal(await extractText('md', Readable.from(Buffer.from('# Ünïcode'))), '# Ünïcode');
    await assert.rejects(extractText('xlsx', Readable.from(Buffer.from('PK\u0003\u0004 not really a zip'))), /Excel workbook could not be read/);
    await assert.rejects(extractText('docx', Readable.from(Buffer.from('nope'))), /Word document could not be read/);
  });

  test('very long text is cut at the limit', async () => {
    const text = await extractText('txt', Readable.from([Buffer.from('x'.repeat(MAX_EXTRACTED_CHARS)), Buffer.from('y'.repeat(1000))]));
    assert.equal(text.length, MAX_EXTRACTED_CHARS);
  });
});

describe('chunks', () => {
  test('about a thousand characters, overlapping, cut between words', () => {
    const sentence = 'Every laptop is encrypted and every backup is tested monthly. ';
    const text = sentence.repeat(60);
    const chunks = chunkText(text);
    assert.ok(chunks.length >= 4 && chunks.length <= 6, `${chunks.length} chunks`);
    for (const chunk of chunks) {
      assert.ok(chunk.length <= 1000 && chunk.length > 400, `${chunk.length}`);
      assert.match(chunk, /^[A-Za-z]/);
      assert.match(chunk, /[a-z.]$/);
    }
    // Overlap: each chunk starts inside the previous one.
    for (let index = 1; index < chunks.length; index += 1) {
      assert.ok(chunks[index - 1]!.includes(chunks[index]!.slice(0, 40)));
    }
  });

  test('short text is one chunk; control characters and blank runs go', () => {
    assert.deepEqual(chunkText('  hello \u0002world\u0000  \n\n\n\nagain  '), ['hello world \n\nagain']);
    assert.deepEqual(chunkText(''), []);
    assert.equal(chunkText('x'.repeat(2500)).length, 3, 'a text without spaces is cut where it must be');
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
    await docxFile(['Text'], [
      { text: 'ok', url: 'http://example.com' },
      { text: 'bad', url: 'vbscript:msgbox' },
      { text: 'data', url: 'data:text/html,<script>alert(1)</script>' },
    ]),
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
  assert.throws(() => loadConfig({ MAX_UPLOAD_MB: 'lots', STORAGE_S3_ENDPOINT: 'ftp://x' }), /MAX_UPLOAD_MB: .*\n.*STORAGE_S3_ENDPOINT: Use an http\(s\):\/\/ address/s);
});

test("a question's candidate passages come from its rarest words, never fewer than two", () => {
  const frequencies = new Map([
    ['penetr', 12],
    ['extern', 150],
    ['fix', 200],
    ['test', 300],
    ['process', 18_000],
  ]);
  // Rarest first until the chunks they select pass the budget; words the repository lacks are left out.
  assert.deepEqual(discriminatingWords(['process', 'test', 'penetr', 'extern', 'fix', 'scope'], frequencies), ['penetr', 'extern', 'fix']);
  // Two words at least, however common: a question of common words still finds passages.
  assert.deepEqual(discriminatingWords(['process', 'test'], frequencies), ['test', 'process']);
  assert.deepEqual(discriminatingWords(['scope'], frequencies), []);
  // In a small repository every word stays.
  assert.deepEqual(discriminatingWords(['a', 'b', 'c'], new Map([['a', 3], ['b', 1], ['c', 2]])), ['b', 'c', 'a']);
});
