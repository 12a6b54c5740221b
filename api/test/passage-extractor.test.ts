// Documents are read in a worker thread with a memory ceiling: a file whose parsing needs more heap
// than a document may use ends that thread, not the API, and is unreadable with a reason; the next
// document gets a fresh thread; what cannot be read as its type says so.
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, test } from 'node:test';
import { docxFile } from '@app/test-fixtures/test-files';
import { PassageExtractor } from '../src/documents/extraction/passage-extractor.ts';
import { UnreadableFileError } from '../src/files/unreadable-file-error.ts';

const extractor = new PassageExtractor({ heapMb: 16 });
after(() => extractor.close());

const content = (bytes: string | Uint8Array) => Readable.from([Buffer.from(bytes)]);

test('a document is read into passages in the worker', async () => {
  const passages = await extractor.extract('md', content('# Backup Policy\n\nBackups are tested every quarter.\n'));
  assert.equal(passages.length, 1);
  assert.equal(passages[0]!.text, 'Backups are tested every quarter.');
  assert.deepEqual(passages[0]!.headings, ['Backup Policy']);
});

test('a document that needs more memory than the ceiling is unreadable with a reason, and the next one is read', async () => {
  const huge = Array.from({ length: 400_000 }, (_, index) => `- item ${index} of a very long list of requirements`).join('\n');
  await assert.rejects(extractor.extract('md', content(huge)), (error: unknown) => {
    assert.ok(error instanceof UnreadableFileError, String(error));
    assert.match(error.message, /more than the 16 MB a document may use/);
    return true;
  });
  const passages = await extractor.extract('md', content('Access is reviewed every quarter.'));
  assert.equal(passages.length, 1);
});

test('a file that is not what its type says is unreadable, and a real Word file is read', async () => {
  await assert.rejects(extractor.extract('docx', content('not a zip at all')), UnreadableFileError);
  const word = await docxFile(['Passwords are at least 12 characters long.']);
  const passages = await extractor.extract('docx', content(word));
  assert.ok(
    passages.some((passage) => passage.text.includes('12 characters')),
    JSON.stringify(passages),
  );
});
