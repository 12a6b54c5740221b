// Documents read by an earlier reader are read again by today's (documents/passage-rereading.ts): their
// passages become today's reader's in the repository's passages and in the answers that cite them,
// each organisation's in its own scope; a file today's reader cannot read keeps what it has; a version
// that failed is tried again; an identical upload is read, not copied from a twin an older reader read.
// An "older reader" is simulated as the issue saw it: each hard-wrapped line a passage, the heading
// glued in front.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DOCUMENT_PATHS } from '@app/shared/contract';
import { xlsxFile, multipartBody } from '@app/test-fixtures/test-files';
import { PassageExtractor } from '../src/documents/extraction/passage-extractor.ts';
import { READER_VERSION } from '../src/documents/extraction/reader-version.ts';
import { REREAD_PASSAGES_JOB, rereadPassagesJob, rereadStalePassages } from '../src/documents/passage-rereading.ts';
import { RepositoryPassages } from '../src/documents/passages/repository-passages.ts';
import { describeEachDatabase } from './support/databases.ts';
import { addPerson, projectCalls, startProjectsHarness, type Person, type ProjectsHarness } from './support/project-fixtures.ts';
import { waitFor } from './support/test-app.ts';

const BACKUP_POLICY = [
  '# Backup Policy',
  '',
  '## Retention',
  '',
  'Backups of the production database are kept for',
  'thirty-five days in a second region, and restores',
  'are tested every quarter.',
  '',
].join('\n');
const BACKUP_SENTENCE = 'Backups of the production database are kept for thirty-five days in a second region, and restores are tested every quarter.';
/** What an older reader made of BACKUP_POLICY: a passage a line, the headings glued in front. */
const OLD_READING = [
  'Backup Policy Retention Backups of the production database are kept for',
  'thirty-five days in a second region, and restores',
  'are tested every quarter.',
];

describeEachDatabase('documents read again by a newer reader', (db) => {
  let harness: ProjectsHarness;
  const calls = projectCalls(() => harness);
  let extractor: PassageExtractor;
  let globexEditor: Person;
  let demoTenant: string;

  const reread = (limit?: number) => rereadStalePassages(harness.db, harness.storage, extractor, limit);
  const versionOf = async (documentId: string) =>
    (await harness.db.selectFrom('repository_items').select('current_version_id').where('id', '=', documentId).executeTakeFirstOrThrow()).current_version_id!;
  const versionRow = (versionId: string) =>
    harness.db.selectFrom('document_versions').select(['index_state', 'index_error', 'reader_version']).where('id', '=', versionId).executeTakeFirstOrThrow();
  const passageTexts = async (versionId: string) =>
    (await harness.db.selectFrom('document_chunks').select('text').where('version_id', '=', versionId).orderBy('ordinal').execute()).map((row) => row.text);

  /** Replaces a version's passages with what an older reader made of BACKUP_POLICY. */
  async function readByOlderReader(versionId: string): Promise<void> {
    const { tenant_id: tenantId } = await harness.db.selectFrom('document_versions').select('tenant_id').where('id', '=', versionId).executeTakeFirstOrThrow();
    await harness.db.deleteFrom('document_chunks').where('version_id', '=', versionId).execute();
    await harness.db
      .insertInto('document_chunks')
      .values(OLD_READING.map((text, ordinal) => ({ tenant_id: tenantId, version_id: versionId, ordinal, text })))
      .execute();
    await harness.db.updateTable('document_versions').set({ reader_version: 0 }).where('id', '=', versionId).execute();
  }

  async function globexDocument(name: string, content: string): Promise<string> {
    const body = multipartBody({}, { name, content, contentType: 'text/markdown' });
    const response = await harness.app.inject({
      method: 'POST',
      url: DOCUMENT_PATHS.fileUpload,
      headers: { host: globexEditor.host, authorization: `Bearer ${globexEditor.token}`, ...body.headers },
      payload: body.payload,
    });
    assert.equal(response.statusCode, 201, response.body);
    const versionId = (response.json().data as { current_version_id: string }).current_version_id;
    await waitFor(async () => (await versionRow(versionId)).index_state === 'indexed', 30_000);
    return versionId;
  }

  before(async () => {
    harness = await startProjectsHarness(db());
    extractor = new PassageExtractor();
    globexEditor = await addPerson(harness.app, harness.db, {
      slug: 'globex',
      email: 'editor@globex.test',
      firstName: 'Gia',
      permissions: ['view_repository', 'manage_repository'],
    });
    demoTenant = (await harness.db.selectFrom('tenants').select('id').where('slug', '=', 'demo').executeTakeFirstOrThrow()).id;
    // The run booked at start-up would race the runs these tests make themselves; the last test books its own.
    await harness.db.deleteFrom('jobs').where('kind', '=', REREAD_PASSAGES_JOB).execute();
  });
  after(async () => {
    await extractor.close();
    await harness.stop();
  });

  test('a version an older reader read gets today’s passages, in the repository’s index and in the answers', async () => {
    const versionId = await versionOf(await calls.repositoryDocument('backup-policy.md', BACKUP_POLICY, 'text/markdown'));
    assert.equal((await versionRow(versionId)).reader_version, READER_VERSION);
    assert.deepEqual(await passageTexts(versionId), [BACKUP_SENTENCE]);
    await readByOlderReader(versionId);

    const passages = new RepositoryPassages();
    const rankedText = async () => (await passages.indexFor(harness.db, demoTenant)).rank([{ term: 'backup', weight: 1 }], 5)[0]?.passage.text;
    assert.equal(await rankedText(), OLD_READING[0]);
    // The questionnaire's answers come from the app's own index: made now, it holds the older reading.
    const project = await calls.createProject({ name: 'Backups before' });
    const ask = async (name: string) => {
      const rows = [
        ['ID', 'Question'],
        ['Q-1', 'How long are backups of the production database kept?'],
      ];
      const document = await calls.uploaded(project.id, { name, content: await xlsxFile({ Questions: rows }) });
      assert.equal((await calls.processed(document.id)).state, 'ready_for_review');
      return (await calls.questions(document.id)).results[0]!;
    };
    assert.notEqual((await ask('before.xlsx')).citations[0]?.passage, BACKUP_SENTENCE);

    assert.deepEqual(await reread(), { reread: 1, kept: 0, more: false });
    assert.deepEqual(await passageTexts(versionId), [BACKUP_SENTENCE]);
    const row = await harness.db.selectFrom('document_chunks').select('heading_path').where('version_id', '=', versionId).executeTakeFirstOrThrow();
    assert.equal(row.heading_path, 'Backup Policy › Retention');
    assert.deepEqual(await versionRow(versionId), { index_state: 'indexed', index_error: null, reader_version: READER_VERSION });
    // A cached index sees the new reading, and so do the answers.
    assert.equal(await rankedText(), BACKUP_SENTENCE);
    const answered = await ask('after.xlsx');
    assert.equal(answered.citations[0]?.passage, BACKUP_SENTENCE);
    assert.match(answered.answer, /thirty-five days/);
    // Nothing is left to read.
    assert.deepEqual(await reread(), { reread: 0, kept: 0, more: false });
  });

  test('each organisation’s versions are read again in its own scope', async () => {
    const demoVersion = await versionOf(await calls.repositoryDocument('demo-backups.md', BACKUP_POLICY, 'text/markdown'));
    const globexVersion = await globexDocument('globex-backups.md', BACKUP_POLICY.replace('thirty-five', 'forty'));
    await readByOlderReader(demoVersion);
    await readByOlderReader(globexVersion);
    assert.deepEqual(await reread(), { reread: 2, kept: 0, more: false });
    assert.deepEqual(await passageTexts(globexVersion), [BACKUP_SENTENCE.replace('thirty-five', 'forty')]);
    const tenants = await harness.db.selectFrom('document_chunks').select('tenant_id').distinct().where('version_id', '=', globexVersion).execute();
    const globexTenant = (await harness.db.selectFrom('tenants').select('id').where('slug', '=', 'globex').executeTakeFirstOrThrow()).id;
    assert.deepEqual(tenants, [{ tenant_id: globexTenant }]);
    const demoIndex = await new RepositoryPassages().indexFor(harness.db, demoTenant);
    assert.ok(demoIndex.rank([{ term: 'forti', weight: 1 }], 5).length === 0, 'the other organisation’s passages are not in this one’s index');
  });

  test('a file today’s reader cannot read keeps its passages; a version that failed is read again', async () => {
    const unreadable = await versionOf(await calls.repositoryDocument('unreadable.md', BACKUP_POLICY, 'text/markdown'));
    await readByOlderReader(unreadable);
    // Today's reader takes it for a PDF, which it is not.
    await harness.db.updateTable('document_versions').set({ file_type: 'pdf' }).where('id', '=', unreadable).execute();
    const failed = await versionOf(await calls.repositoryDocument('failed.md', BACKUP_POLICY, 'text/markdown'));
    await harness.db.deleteFrom('document_chunks').where('version_id', '=', failed).execute();
    await harness.db
      .updateTable('document_versions')
      .set({ index_state: 'failed', index_error: 'The text of this file could not be extracted.', reader_version: 0 })
      .where('id', '=', failed)
      .execute();

    assert.deepEqual(await reread(), { reread: 1, kept: 1, more: false });
    assert.deepEqual(await passageTexts(unreadable), OLD_READING);
    assert.deepEqual(await versionRow(unreadable), { index_state: 'indexed', index_error: null, reader_version: READER_VERSION });
    assert.deepEqual(await passageTexts(failed), [BACKUP_SENTENCE]);
    assert.deepEqual(await versionRow(failed), { index_state: 'indexed', index_error: null, reader_version: READER_VERSION });
    assert.deepEqual(await reread(), { reread: 0, kept: 0, more: false });
  });

  test('an identical upload is read, not copied from a twin an older reader read', async () => {
    const content = BACKUP_POLICY.replace('quarter', 'month');
    const first = await versionOf(await calls.repositoryDocument('twin-one.md', content, 'text/markdown'));
    await readByOlderReader(first);
    const second = await versionOf(await calls.repositoryDocument('twin-two.md', content, 'text/markdown'));
    assert.deepEqual(await passageTexts(second), [BACKUP_SENTENCE.replace('quarter', 'month')]);
    assert.equal((await versionRow(second)).reader_version, READER_VERSION);
    assert.deepEqual(await reread(), { reread: 1, kept: 0, more: false });
  });

  test('the job reads a few versions a run and books the next while versions wait', async () => {
    const versions = [
      await versionOf(await calls.repositoryDocument('job-one.md', BACKUP_POLICY.replace('quarter', 'week'), 'text/markdown')),
      await versionOf(await calls.repositoryDocument('job-two.md', BACKUP_POLICY.replace('quarter', 'day'), 'text/markdown')),
      await versionOf(await calls.repositoryDocument('job-three.md', BACKUP_POLICY.replace('quarter', 'year'), 'text/markdown')),
    ];
    for (const versionId of versions) await readByOlderReader(versionId);
    const current = async () => (await Promise.all(versions.map(versionRow))).filter((row) => row.reader_version === READER_VERSION).length;
    const oneARun = rereadPassagesJob(harness.db, harness.storage, extractor, 1);
    const run = { id: 'test', tenantId: null, kind: REREAD_PASSAGES_JOB, payload: {}, attempt: 1 };
    await oneARun(run, { signal: new AbortController().signal, log: harness.app.log });
    assert.equal(await current(), 1);
    const booked = await harness.db.selectFrom('jobs').select('run_after').where('kind', '=', REREAD_PASSAGES_JOB).where('status', '=', 'queued').execute();
    assert.equal(booked.length, 1, 'the next run is booked');
    assert.ok(booked[0]!.run_after.getTime() > Date.now() - 1000, 'a moment later, behind what is queued now');
    // The worker takes the booked run and reads the rest.
    await waitFor(async () => (await current()) === versions.length, 30_000);
    for (const versionId of versions) assert.equal((await passageTexts(versionId)).length, 1);
  });
});
