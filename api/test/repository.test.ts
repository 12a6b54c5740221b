import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import {
  BIN_RETENTION_DAYS,
  DOCUMENT_PATHS,
  previewSchema,
  repositoryItemDetailSchema,
  repositoryItemSchema,
  repositoryListSchema,
  type RepositoryItem,
  type RepositoryItemDetail,
  type RepositoryList,
} from '@app/shared/contract';
import { hashPassword } from '../src/auth/passwords.ts';
import { withTenant } from '../src/db/tenant-scope.ts';
import { BIN_PURGE_JOB } from '../src/documents/bin-purge-job.ts';
import { SEARCH_PASSAGE_CAP } from '../src/documents/repository-search.ts';
import { RepositoryPassages } from '../src/documents/passages/repository-passages.ts';
import { questionTerms } from '../src/questionnaires/suggestions/question-terms.ts';
import { DiskFileStorage } from '../src/files/disk-file-storage.ts';
import { contentPath } from '../src/files/file-storage.ts';
import { startJobWorker, type JobWorker } from '../src/jobs/job-worker.ts';
import { createTenant } from '../src/tenancy/create-tenant.ts';
import { MAX_INFLATED_OFFICE_BYTES } from '../src/files/office-package.ts';
import { describeEachDatabase } from './support/databases.ts';
import { zipBombXlsx } from '@app/test-fixtures/questionnaire-files';
import { buildTestApp, DEMO_PASSWORD, JWT_SECRET, login, waitFor } from './support/test-app.ts';
import { corruptPdfFile, docxFile, exeFile, multipartBody, pdfFile, pngFile, xlsxFile, type MultipartFilePart } from '@app/test-fixtures/test-files';

const MAX_UPLOAD_MB = 1;
const OTHER_HOST = 'globex.localhost';

describeEachDatabase('repository', (db) => {
  // Inside a suite of its own, so the worker stops before the database is dropped.
  describe('documents API', () => {
    let app: FastifyInstance;
    let worker: JobWorker;
    let storageDir: string;
    let storage: DiskFileStorage;
    let admin: string;
    let reader: string;
    let outsider: string;
    let client: string;
    let otherAdmin: string;

    /** A staff user of `slug` whose role group holds exactly `permissions`; answers an access token. */
    async function staffWith(slug: string, email: string, permissions: string[]): Promise<string> {
      const tenant = await db().selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
      const role = await db()
        .insertInto('role_groups')
        .values({ tenant_id: tenant.id, name: `Role of ${email}`, permissions })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('users')
        .values({
          tenant_id: tenant.id,
          email,
          password_hash: await hashPassword(DEMO_PASSWORD),
          password_changed_at: new Date(),
          first_name: 'Test',
          last_name: email.split('@')[0]!,
          kind: 'staff',
          entity_id: null,
          role_group_id: role.id,
        })
        .execute();
      return (await login(app, email, slug === 'demo' ? 'localhost' : `${slug}.localhost`)).access;
    }

    before(async () => {
      storageDir = await mkdtemp(join(tmpdir(), 'repository-test-'));
      storage = new DiskFileStorage(storageDir);
      app = await buildTestApp(db(), { fileStorage: storage, maxUploadMb: MAX_UPLOAD_MB });
      await app.ready();
      await createTenant(db(), { slug: 'globex', name: 'Globex' });
      admin = (await login(app, 'admin@demo.test')).access;
      client = (await login(app, 'client@demo.test')).access;
      reader = await staffWith('demo', 'reader@demo.test', ['view_repository']);
      outsider = await staffWith('demo', 'outsider@demo.test', ['view_project']);
      otherAdmin = await staffWith('globex', 'admin@globex.test', ['view_repository', 'manage_repository']);
      worker = startJobWorker({ db: db(), registry: app.jobRegistry, log: app.log, pollIntervalMs: 10, retryDelayMs: () => 10 });
    });
    after(async () => {
      await worker?.stop();
      await app?.close();
      await rm(storageDir, { recursive: true, force: true });
    });

    const headers = (token: string | null, host = 'localhost') => ({ host, ...(token ? { authorization: `Bearer ${token}` } : {}) });
    const get = (url: string, token: string | null = admin, host?: string) => app.inject({ method: 'GET', url, headers: headers(token, host) });
    const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token: string | null = admin, host?: string) =>
      app.inject({ method, url, headers: headers(token, host), ...(payload ? { payload } : {}) });
    const upload = (file: MultipartFilePart | undefined, fields: Record<string, string> = {}, token = admin, host?: string) => {
      const body = multipartBody(fields, file);
      return app.inject({ method: 'POST', url: DOCUMENT_PATHS.fileUpload, headers: { ...headers(token, host), ...body.headers }, payload: body.payload });
    };
    async function uploaded(file: MultipartFilePart, fields: Record<string, string> = {}, token = admin, host?: string): Promise<RepositoryItem> {
      const response = await upload(file, fields, token, host);
      assert.equal(response.statusCode, 201, response.body);
      return repositoryItemSchema.parse(response.json().data);
    }
    async function createFolder(name: string, parentId: string | null = null, token = admin, host?: string): Promise<RepositoryItem> {
      const response = await send('POST', DOCUMENT_PATHS.repository, { name, parent_id: parentId }, token, host);
      assert.equal(response.statusCode, 201, response.body);
      return repositoryItemSchema.parse(response.json().data);
    }
    async function list(query: string, token = admin, host?: string): Promise<RepositoryList> {
      const response = await get(`${DOCUMENT_PATHS.repository}?${query}`, token, host);
      assert.equal(response.statusCode, 200, response.body);
      return repositoryListSchema.parse(response.json().data);
    }
    async function detail(id: string): Promise<RepositoryItemDetail> {
      const response = await get(DOCUMENT_PATHS.repositoryDetails(id));
      assert.equal(response.statusCode, 200, response.body);
      return repositoryItemDetailSchema.parse(response.json().data);
    }
    const versionState = (versionId: string) =>
      db().selectFrom('document_versions').select(['index_state', 'index_error']).where('id', '=', versionId).executeTakeFirstOrThrow();
    async function indexed(item: RepositoryItem): Promise<{ index_state: string; index_error: string | null }> {
      await waitFor(async () => !['queued', 'indexing'].includes((await versionState(item.current_version_id!)).index_state), 20_000);
      return versionState(item.current_version_id!);
    }
    const searchNames = async (text: string) => (await list(`search=${encodeURIComponent(text)}`)).results.map((item) => item.name);
    async function storedFiles(): Promise<string[]> {
      const files = await readdir(storageDir, { recursive: true, withFileTypes: true }).catch(() => []);
      return files.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
    }
    const rowCounts = async () => ({
      items: Number(
        (
          await db()
            .selectFrom('repository_items')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      versions: Number(
        (
          await db()
            .selectFrom('document_versions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      blobs: Number(
        (
          await db()
            .selectFrom('file_blobs')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    });
    const auditActions = async (targetId: string) =>
      (
        await db().selectFrom('audit_entries').select('action').where('category', '=', 'repository').where('target_id', '=', targetId).orderBy('seq').execute()
      ).map((entry) => entry.action);

    describe('lookups', () => {
      test('every organisation starts with document types and project types and categories', async () => {
        const types = (await get(DOCUMENT_PATHS.repositoryDocumentTypes)).json();
        assert.equal(types.message, 'Document types loaded.');
        assert.deepEqual(
          types.data.map((type: { name: string }) => type.name),
          ['Policy', 'Procedure', 'Standard', 'Report', 'Certificate', 'Contract', 'Past questionnaire', 'Other'],
        );
        const projectTypes = (await get(DOCUMENT_PATHS.projectDocumentTypes, client)).json().data;
        assert.deepEqual(
          projectTypes.map((type: { code: string }) => type.code),
          ['questionnaire', 'supporting_document'],
        );
        const categories = (await get(DOCUMENT_PATHS.projectDocumentCategories, otherAdmin, OTHER_HOST)).json().data;
        assert.deepEqual(
          categories.map((category: { name: string }) => category.name),
          ['Security', 'Privacy', 'Compliance', 'Legal', 'General'],
        );
        const otherTypes = (await get(DOCUMENT_PATHS.repositoryDocumentTypes, otherAdmin, OTHER_HOST)).json().data;
        assert.ok(otherTypes.every((type: { id: string }) => !types.data.some((own: { id: string }) => own.id === type.id)));
      });

      test('client users and signed-out visitors get none of the repository types', async () => {
        assert.equal((await get(DOCUMENT_PATHS.repositoryDocumentTypes, client)).statusCode, 403);
        assert.equal((await get(DOCUMENT_PATHS.projectDocumentTypes, null)).statusCode, 401);
      });
    });

    describe('folders and listing', () => {
      test('folders nest, list folders first, carry breadcrumbs and page', async () => {
        const policies = await createFolder('Policies');
        const security = await createFolder('Security', policies.id);
        assert.deepEqual(security.path, [{ id: policies.id, name: 'Policies' }]);
        const readme = await uploaded({ name: 'readme.txt', content: 'Read me first.' }, { parent_id: policies.id });
        await createFolder('Archive', policies.id);

        const inPolicies = await list(`parent_id=${policies.id}`);
        assert.deepEqual(inPolicies.breadcrumbs, [{ id: policies.id, name: 'Policies' }]);
        assert.deepEqual(
          inPolicies.results.map((item) => [item.kind, item.name]),
          [
            ['folder', 'Archive'],
            ['folder', 'Security'],
            ['document', 'readme.txt'],
          ],
        );
        assert.equal(inPolicies.count, 3);
        const document = inPolicies.results[2]!;
        assert.equal(document.id, readme.id);
        assert.equal(document.owner?.full_name, 'Avery Admin');
        assert.equal(document.size, 14);
        assert.equal(document.version, 1);
        assert.equal(document.file_type, 'txt');
        assert.equal(document.mime_type, 'text/plain');

        const firstPage = await list(`parent_id=${policies.id}&page_size=2&ordering=-name`);
        assert.deepEqual(
          firstPage.results.map((item) => item.name),
          ['Security', 'Archive'],
        );
        assert.equal(firstPage.count, 3);
        assert.match(firstPage.next ?? '', /page=2/);
        assert.equal(firstPage.previous, null);
        const secondPage = await list(`parent_id=${policies.id}&page_size=2&page=2&ordering=-name`);
        assert.deepEqual(
          secondPage.results.map((item) => item.name),
          ['readme.txt'],
        );
        assert.equal(secondPage.next, null);
        assert.deepEqual(await auditActions(security.id), ['created_folder']);
      });

      test('folder names are checked: blank, slashes, dots, duplicates (any case), unknown parents', async () => {
        await createFolder('Contracts');
        const duplicate = await send('POST', DOCUMENT_PATHS.repository, { name: 'contracts' });
        assert.equal(duplicate.statusCode, 409);
        assert.equal(duplicate.json().message, 'Something named "contracts" already exists in this folder. Choose another name.');
        for (const name of ['', '   ', 'a/b', '..', 'back\\slash']) {
          const response = await send('POST', DOCUMENT_PATHS.repository, { name });
          assert.equal(response.statusCode, 400, name);
          assert.ok(response.json().errors.name, name);
        }
        const otherFolder = await createFolder('Globex folder', null, otherAdmin, OTHER_HOST);
        const foreignParent = await send('POST', DOCUMENT_PATHS.repository, { name: 'Smuggled', parent_id: otherFolder.id });
        assert.equal(foreignParent.statusCode, 400);
        assert.equal(foreignParent.json().message, 'This folder does not exist (it may have been deleted).');
        assert.equal((await get(`${DOCUMENT_PATHS.repository}?parent_id=${otherFolder.id}`)).statusCode, 404);
        assert.equal((await get(`${DOCUMENT_PATHS.repository}?parent_id=not-a-uuid`)).statusCode, 400);
      });
    });

    describe('upload', () => {
      test('every accepted type is stored under its hash and described from its content', async () => {
        const folder = await createFolder('Uploads');
        const files: [MultipartFilePart, string, string][] = [
          [{ name: 'policy.pdf', content: await pdfFile([['Information security policy']]) }, 'pdf', 'application/pdf'],
          [
            { name: 'notes.docx', content: await docxFile(['Meeting notes']) },
            'docx',
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          ],
          [
            { name: 'controls.xlsx', content: await xlsxFile({ Controls: [['ID', 'Control']] }) },
            'xlsx',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          ],
          [{ name: 'list.csv', content: 'a,b\n1,2\n' }, 'csv', 'text/csv'],
          [{ name: 'guide.md', content: '# Guide\n\nÜmlauts are fine.' }, 'md', 'text/markdown'],
          [{ name: 'logo.png', content: pngFile() }, 'png', 'image/png'],
        ];
        for (const [file, fileType, mimeType] of files) {
          const item = await uploaded(file, { parent_id: folder.id, comment: 'first' });
          assert.equal(item.file_type, fileType);
          assert.equal(item.mime_type, mimeType);
          assert.equal(item.parent_id, folder.id);
          const { versions } = await detail(item.id);
          assert.equal(versions[0]!.comment, 'first');
          assert.equal(versions[0]!.original_name, file.name);
          const blob = await db().selectFrom('document_versions').select('sha256').where('id', '=', item.current_version_id!).executeTakeFirstOrThrow();
          assert.ok(await storage.exists(blob.sha256));
          assert.ok((await storedFiles()).includes(join(storageDir, 'objects', contentPath(blob.sha256))));
          assert.deepEqual(await auditActions(item.id), ['uploaded']);
        }
        const logo = (await list(`parent_id=${folder.id}&search=logo`)).results[0]!;
        assert.equal(logo.index_state, 'not_indexable');
      });

      test('a document type can be given, and must be one of the list', async () => {
        const types = (await get(DOCUMENT_PATHS.repositoryDocumentTypes)).json().data as { id: string; name: string }[];
        const policy = types.find((type) => type.name === 'Policy')!;
        const item = await uploaded({ name: 'typed.txt', content: 'typed' }, { document_type_id: policy.id });
        assert.deepEqual(item.document_type, { id: policy.id, name: 'Policy' });
        const projectType = (await get(DOCUMENT_PATHS.projectDocumentTypes)).json().data[0].id;
        const wrongKind = await upload({ name: 'typed-2.txt', content: 'typed' }, { document_type_id: projectType });
        assert.equal(wrongKind.statusCode, 400);
        assert.deepEqual(wrongKind.json().errors, { document_type_id: ['Choose a document type from the list.'] });
        const filtered = await list(`document_type=${policy.id}`);
        assert.deepEqual(
          filtered.results.map((result) => result.name),
          ['typed.txt'],
        );
      });

      test('bad uploads get a clear 4xx and leave no row and no file', async () => {
        const before = await rowCounts();
        const filesBefore = await storedFiles();
        await uploaded({ name: 'taken.txt', content: 'original' });
        const afterFirst = await rowCounts();
        const filesAfterFirst = await storedFiles();

        const cases: [MultipartFilePart | undefined, Record<string, string>, number, RegExp][] = [
          [{ name: 'setup.exe', content: exeFile() }, {}, 415, /"setup\.exe" is an EXE file, which the repository does not accept/],
          [{ name: 'tool.pdf', content: exeFile() }, {}, 415, /"tool\.pdf" is an EXE file/],
          [{ name: 'photo.pdf', content: pngFile() }, {}, 415, /"photo\.pdf" is a PNG image, but its name does not end in \.png/],
          [{ name: 'fake.docx', content: 'just text' }, {}, 415, /"fake\.docx" is not a Word document/],
          [{ name: 'binary.txt', content: Buffer.from([0x48, 0x00, 0x49]) }, {}, 415, /not a plain text file/],
          [{ name: 'latin1.csv', content: Buffer.from('caf\xe9', 'latin1') }, {}, 415, /not a plain text file/],
          [{ name: 'archive.zip.txt', content: await xlsxFile({ S: [['x']] }) }, {}, 415, /Excel workbook/],
          [{ name: 'script.sh', content: 'echo hi' }, {}, 415, /does not accept "script\.sh"/],
          [{ name: 'empty.txt', content: '' }, {}, 400, /"empty\.txt" is empty/],
          [{ name: 'big.txt', content: 'x'.repeat(MAX_UPLOAD_MB * 1024 * 1024 + 1) }, {}, 413, /larger than the limit of 1 MB/],
          [{ name: 'TAKEN.txt', content: 'another' }, {}, 409, /A document named "TAKEN\.txt" already exists in this folder/],
          [{ name: 'x.txt', content: 'x' }, { parent_id: 'nope' }, 400, /not a valid identifier/],
          [{ name: 'x.txt', content: 'x' }, { comment: 'c'.repeat(501) }, 400, /at most 500/],
          [{ name: '..', content: 'x' }, {}, 400, /no usable name/],
          [undefined, { parent_id: '' }, 400, /Choose a file to upload/],
        ];
        for (const [file, fields, status, message] of cases) {
          const response = await upload(file, fields);
          assert.equal(response.statusCode, status, `${file?.name}: ${response.body}`);
          assert.match(response.json().message, message, file?.name);
        }
        const notMultipart = await send('POST', DOCUMENT_PATHS.fileUpload, { name: 'x' });
        assert.equal(notMultipart.statusCode, 400);
        assert.equal(notMultipart.json().message, 'Send the file as multipart/form-data.');

        assert.deepEqual(await rowCounts(), afterFirst);
        assert.deepEqual((await storedFiles()).sort(), filesAfterFirst.sort());
        assert.equal(afterFirst.items, before.items + 1);
        assert.equal(filesAfterFirst.length, filesBefore.length + 1);
      });

      test('a name with a path keeps only its last part; a path with ../ is refused', async () => {
        const before = await rowCounts();
        const climbing = await upload({ name: '../../etc/evil.txt', content: 'not a password file' });
        assert.equal(climbing.statusCode, 400);
        assert.equal(climbing.json().message, 'A file name cannot contain "../". Rename the file and upload it again.');
        assert.deepEqual(await rowCounts(), before);
        const windows = await uploaded({ name: 'C:\\fakepath\\report.txt', content: 'report' });
        assert.equal(windows.name, 'report.txt');
      });

      test('an upload aborted mid-stream leaves no row and no file', async () => {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = app.server.address() as { port: number };
        const before = await rowCounts();
        const filesBefore = await storedFiles();
        const body = multipartBody({}, { name: 'interrupted.txt', content: 'y'.repeat(512 * 1024) });
        await new Promise<void>((resolve) => {
          const request = httpRequest({
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: DOCUMENT_PATHS.fileUpload,
            headers: { ...body.headers, authorization: `Bearer ${admin}`, 'content-length': String(body.payload.length) },
          });
          request.on('error', () => resolve());
          request.on('close', () => resolve());
          // Half the body, then the connection drops.
          request.write(body.payload.subarray(0, body.payload.length / 2), () => setTimeout(() => request.destroy(), 100));
        });
        // The server notices the closed connection and cleans up in its own time.
        await waitFor(async () => (await storedFiles()).length === filesBefore.length);
        await new Promise((resolve) => setTimeout(resolve, 200));
        assert.deepEqual(await rowCounts(), before);
        assert.deepEqual((await storedFiles()).sort(), filesBefore.sort());
        assert.deepEqual(await readdir(join(storageDir, 'tmp')), []);
      });
    });

    describe('search', () => {
      test('finds words from inside docx, pdf and xlsx files, with marked passages, and names', async () => {
        const docx = await uploaded({
          name: 'encryption-standard.docx',
          content: await docxFile(['All laptops use full disk encryption with XTS-AES.', 'Keys rotate yearly.']),
        });
        const pdf = await uploaded({
          name: 'continuity.pdf',
          content: await pdfFile([['Business continuity plan'], ['Backups are replicated to a second region every night.']]),
        });
        const xlsx = await uploaded({
          name: 'vendors.xlsx',
          content: await xlsxFile({
            Vendors: [
              ['Vendor', 'Risk'],
              ['Zephyrcloud', 'Low'],
            ],
          }),
        });
        for (const item of [docx, pdf, xlsx]) assert.deepEqual(await indexed(item), { index_state: 'indexed', index_error: null });

        const encryption = await list('search=encryption');
        assert.deepEqual(
          encryption.results.map((item) => item.name),
          ['encryption-standard.docx'],
        );
        const passage = encryption.results[0]!.passages![0]!;
        assert.equal(passage.version_id, docx.current_version_id);
        assert.ok(passage.segments.some((segment) => segment.match && /^encryption$/i.test(segment.text)));
        assert.ok(passage.segments.some((segment) => !segment.match && /full disk/.test(segment.text)));
        assert.equal(
          passage.segments
            .map((segment) => segment.text)
            .join('')
            .includes('\u0002'),
          false,
        );

        assert.deepEqual(await searchNames('replicated backups'), ['continuity.pdf']);
        assert.deepEqual(await searchNames('zephyrcloud'), ['vendors.xlsx']);
        assert.deepEqual(await searchNames('"second region"'), ['continuity.pdf']);
        assert.deepEqual(await searchNames('backups -tape'), ['continuity.pdf']);
        assert.deepEqual(await searchNames('backups -nightly'), [], 'nightly and night are one word to search');
        assert.deepEqual(await searchNames('encryption-stand'), ['encryption-standard.docx'], 'a part of a name matches');
        assert.deepEqual(await searchNames('nothing-matches-this'), []);
        assert.deepEqual(await searchNames('100%_'), []);
      });

      test('a deleted document disappears from search at once and comes back on restore', async () => {
        const item = await uploaded({ name: 'quokka.txt', content: 'The quokka lives on Rottnest Island.' });
        await indexed(item);
        assert.deepEqual(await searchNames('rottnest'), ['quokka.txt']);
        assert.equal((await send('DELETE', DOCUMENT_PATHS.repositoryDetails(item.id))).statusCode, 200);
        assert.deepEqual(await searchNames('rottnest'), []);
        assert.deepEqual(await searchNames('quokka'), []);
        assert.equal((await send('POST', DOCUMENT_PATHS.restoreFromBin(item.id))).statusCode, 200);
        assert.deepEqual(await searchNames('rottnest'), ['quokka.txt']);
      });

      test('search can be limited to a folder and its subfolders, and ordered', async () => {
        const outer = await createFolder('Scoped');
        const inner = await createFolder('Inner', outer.id);
        const one = await uploaded({ name: 'b-wombat.txt', content: 'wombat burrow' }, { parent_id: inner.id });
        const two = await uploaded({ name: 'a-wombat.txt', content: 'wombat wombat wombat' });
        await indexed(one);
        await indexed(two);
        assert.deepEqual(
          (await list(`search=burrow&parent_id=${outer.id}`)).results.map((item) => item.name),
          ['b-wombat.txt'],
        );
        const ordered = await list('search=wombat&ordering=name');
        assert.deepEqual(
          ordered.results.map((item) => item.name),
          ['a-wombat.txt', 'b-wombat.txt'],
        );
        assert.deepEqual(ordered.results[1]!.path, [
          { id: outer.id, name: 'Scoped' },
          { id: inner.id, name: 'Inner' },
        ]);
        const paged = await list('search=wombat&ordering=-name&page_size=1&page=2');
        assert.equal(paged.count, 2);
        assert.deepEqual(
          paged.results.map((item) => item.name),
          ['a-wombat.txt'],
        );
      });

      test('a search that meets more passages than it ranks stops there and says "at least"; name matches still come first', async () => {
        // One document with more matching passages than a search reads (SEARCH_PASSAGE_CAP), then one
        // whose name matches: read after the cap is reached, it is found by its name all the same.
        const paragraphs = Array.from({ length: SEARCH_PASSAGE_CAP + 1 }, (_, index) => `Okapi sighting number ${index + 1} was logged.`);
        const many = await uploaded({ name: 'sightings.txt', content: paragraphs.join('\n\n') });
        await indexed(many);
        const named = await uploaded({ name: 'okapi-notes.txt', content: 'An okapi was seen near the river.' });
        await indexed(named);

        const response = await get(`${DOCUMENT_PATHS.repository}?search=okapi`);
        assert.equal(response.statusCode, 200, response.body);
        const found = repositoryListSchema.parse(response.json().data);
        assert.equal(found.count_capped, true);
        assert.match(response.json().message, /^At least 2 documents found; add words to narrow the search\.$/);
        assert.deepEqual(
          found.results.map((item) => item.name),
          ['okapi-notes.txt', 'sightings.txt'],
        );
        assert.ok(found.results[1]!.passages!.length > 0, 'the capped document still shows its passages');

        const narrow = await list('search=river okapi');
        assert.equal(narrow.count_capped, false);
        assert.deepEqual(
          narrow.results.map((item) => item.name),
          ['okapi-notes.txt'],
        );
      });

      test('the passage index ranks the passages that answer a question first, per tenant, and follows the repository', async () => {
        const policy = await uploaded({
          name: 'access-control.md',
          content:
            '# Access Control Policy\n\n## Administrators\n\nAccess reviews happen quarterly.\nMulti-factor authentication is required\nfor every administrator account.\n',
        });
        const other = await uploaded({ name: 'canteen.txt', content: 'The canteen serves lunch at noon; authentication of visitors happens at the desk.' });
        await indexed(policy);
        await indexed(other);
        const tenantId = (await db().selectFrom('tenants').select('id').where('slug', '=', 'demo').executeTakeFirstOrThrow()).id;
        const passages = new RepositoryPassages();
        const [query] = questionTerms(['Do you require MFA for administrators?']);
        const ranked = (await passages.indexFor(db(), tenantId)).rank(query!, 5);
        assert.equal(ranked[0]!.passage.documentId, policy.id);
        assert.equal(ranked[0]!.passage.versionId, policy.current_version_id);
        // Hard-wrapped lines are one passage; the headings are beside it, not in it.
        assert.equal(ranked[0]!.passage.text, 'Access reviews happen quarterly. Multi-factor authentication is required for every administrator account.');
        assert.equal(ranked[0]!.passage.headingPath, 'Access Control Policy › Administrators');
        assert.ok(ranked.every((hit) => hit.passage.documentId !== other.id || hit.score < ranked[0]!.score));

        const otherTenant = (await db().selectFrom('tenants').select('id').where('slug', '=', 'globex').executeTakeFirstOrThrow()).id;
        const elsewhere = await passages.indexFor(db(), otherTenant);
        assert.deepEqual(elsewhere.rank(query!, 5), [], 'another organisation sees none of these passages');

        // A document moved to the bin leaves the index at the next use.
        assert.equal((await send('DELETE', DOCUMENT_PATHS.repositoryDetails(policy.id))).statusCode, 200);
        const after = (await passages.indexFor(db(), tenantId)).rank(query!, 5);
        assert.ok(after.every((hit) => hit.passage.documentId !== policy.id));
      });

      test('an indexing job whose worker died is run again and finishes', async () => {
        const item = await uploaded({ name: 'resumed.txt', content: 'The platypus lays eggs.' });
        await indexed(item);
        // As if a worker had claimed the job, written half its chunks, and died.
        await db().updateTable('document_versions').set({ index_state: 'indexing' }).where('id', '=', item.current_version_id!).execute();
        await db().deleteFrom('document_chunks').where('version_id', '=', item.current_version_id!).execute();
        const { tenant_id } = await db().selectFrom('repository_items').select('tenant_id').where('id', '=', item.id).executeTakeFirstOrThrow();
        await db().insertInto('document_chunks').values({ tenant_id, version_id: item.current_version_id!, ordinal: 5, text: 'stale half' }).execute();
        const job = await db()
          .updateTable('jobs')
          .set({ status: 'running', attempts: 1, locked_until: new Date(Date.now() - 1000) })
          .where('kind', '=', 'documents.index-version')
          .where(sql<boolean>`payload->>'version_id' = ${item.current_version_id!}`)
          .returning('id')
          .executeTakeFirstOrThrow();
        await waitFor(
          async () => (await db().selectFrom('jobs').select('status').where('id', '=', job.id).executeTakeFirstOrThrow()).status === 'done',
          10_000,
        );
        assert.deepEqual(await versionState(item.current_version_id!), { index_state: 'indexed', index_error: null });
        const chunks = await db().selectFrom('document_chunks').select(['ordinal', 'text']).where('version_id', '=', item.current_version_id!).execute();
        assert.deepEqual(chunks, [{ ordinal: 0, text: 'The platypus lays eggs.' }]);
      });

      test('a corrupt or password-protected file is recorded as failed, with the reason', async () => {
        const corrupt = await uploaded({ name: 'broken.pdf', content: corruptPdfFile() });
        assert.deepEqual(await indexed(corrupt), {
          index_state: 'failed',
          index_error: 'This PDF could not be read: the file is damaged or is not a valid PDF.',
        });
        const locked = await uploaded({ name: 'locked.pdf', content: await pdfFile([['secret']], { userPassword: 'pw' }) });
        assert.deepEqual(await indexed(locked), {
          index_state: 'failed',
          index_error: 'This PDF is password-protected. Remove the password and upload it again.',
        });
        const listed = (await list('search=broken')).results[0]!;
        assert.equal(listed.index_state, 'failed');
        assert.match(listed.index_error ?? '', /damaged/);
      });

      test('a zip bomb (1 MB that inflates past 100 MB, lying about its size) is refused, not inflated', async () => {
        const bomb = await zipBombXlsx(MAX_INFLATED_OFFICE_BYTES + 1024 * 1024, 1000);
        const item = await uploaded({ name: 'bomb.xlsx', content: Buffer.from(bomb.data) });
        const state = await indexed(item);
        assert.equal(state.index_state, 'failed');
        assert.match(state.index_error ?? '', /too large to read: its content exceeds 100 MB once uncompressed/);
        const preview = await get(DOCUMENT_PATHS.filePreview(item.id));
        assert.equal(preview.statusCode, 422);
        assert.match(preview.json().message, /too large to read/);
      });
    });

    describe('versions', () => {
      test('a new version, then restoring the old one as the newest', async () => {
        const first = await uploaded({ name: 'retention.docx', content: await docxFile(['Records are kept for seven years.']) });
        await indexed(first);
        const second = await uploaded(
          { name: 'retention-v2.docx', content: await docxFile(['Records are kept for ten years.']) },
          {
            document_id: first.id,
            comment: 'New legal advice',
          },
        );
        assert.equal(second.id, first.id);
        assert.equal(second.name, 'retention.docx');
        assert.equal(second.version, 2);
        await indexed(second);
        assert.deepEqual(await searchNames('seven'), []);
        assert.deepEqual(await searchNames('ten years'), ['retention.docx']);

        const { versions } = await detail(first.id);
        assert.deepEqual(
          versions.map((version) => [version.version, version.is_current, version.original_name, version.comment]),
          [
            [2, true, 'retention-v2.docx', 'New legal advice'],
            [1, false, 'retention.docx', ''],
          ],
        );
        const restored = await send('POST', DOCUMENT_PATHS.restoreVersion(first.id, versions[1]!.id), {});
        assert.equal(restored.statusCode, 200, restored.body);
        assert.equal(restored.json().message, 'Version 1 of "retention.docx" restored as version 3.');
        const after = repositoryItemDetailSchema.parse(restored.json().data);
        assert.equal(after.item.version, 3);
        assert.deepEqual(
          after.versions.map((version) => [version.version, version.restored_from, version.comment, version.created_by?.full_name]),
          [
            [3, 1, 'Restored version 1', 'Avery Admin'],
            [2, null, 'New legal advice', 'Avery Admin'],
            [1, null, '', 'Avery Admin'],
          ],
        );
        await indexed(after.item);
        assert.deepEqual(await searchNames('seven'), ['retention.docx']);
        assert.deepEqual(await searchNames('"ten years"'), []);

        const again = await send('POST', DOCUMENT_PATHS.restoreVersion(first.id, after.versions[0]!.id), {});
        assert.equal(again.statusCode, 409);
        assert.equal(again.json().message, 'Version 3 is already the current version.');
        assert.deepEqual(await auditActions(first.id), ['uploaded', 'new_version', 'restored_version']);

        const other = await uploaded({ name: 'unrelated.txt', content: 'x' });
        const wrongDocument = await send('POST', DOCUMENT_PATHS.restoreVersion(other.id, versions[1]!.id), {});
        assert.equal(wrongDocument.statusCode, 404);
        const folder = await createFolder('Not a document');
        assert.equal((await upload({ name: 'v.txt', content: 'v' }, { document_id: folder.id })).statusCode, 404);
      });
    });

    describe('rename, move, delete and the bin', () => {
      test('rename and move, never into itself, never onto a taken name', async () => {
        const team = await createFolder('Team');
        const sub = await createFolder('Sub', team.id);
        const deeper = await createFolder('Deeper', sub.id);
        const file = await uploaded({ name: 'plan.txt', content: 'plan' });

        const renamed = await send('PATCH', DOCUMENT_PATHS.repositoryDetails(file.id), { name: 'Plan 2025.txt' });
        assert.equal(renamed.statusCode, 200);
        assert.equal(renamed.json().message, '"Plan 2025.txt" saved.');
        const moved = await send('PATCH', DOCUMENT_PATHS.repositoryDetails(file.id), { parent_id: deeper.id });
        assert.deepEqual(
          moved.json().data.item.path.map((folder: { name: string }) => folder.name),
          ['Team', 'Sub', 'Deeper'],
        );
        assert.deepEqual(await auditActions(file.id), ['uploaded', 'renamed', 'moved']);

        for (const target of [team.id, sub.id, deeper.id]) {
          const cycle = await send('PATCH', DOCUMENT_PATHS.repositoryDetails(team.id), { parent_id: target });
          assert.equal(cycle.statusCode, 400);
          assert.equal(cycle.json().message, 'A folder cannot be moved into itself or one of its subfolders.');
        }
        await createFolder('Sub');
        const clash = await send('PATCH', DOCUMENT_PATHS.repositoryDetails(sub.id), { parent_id: null });
        assert.equal(clash.statusCode, 409);
        const folderType = await send('PATCH', DOCUMENT_PATHS.repositoryDetails(team.id), {
          document_type_id: (await get(DOCUMENT_PATHS.repositoryDocumentTypes)).json().data[0].id,
        });
        assert.equal(folderType.statusCode, 400);
        assert.equal((await send('PATCH', DOCUMENT_PATHS.repositoryDetails(file.id), { name: '../x' })).statusCode, 400);
        const toRoot = await send('PATCH', DOCUMENT_PATHS.repositoryDetails(sub.id), { parent_id: null, name: 'Sub (moved)' });
        assert.equal(toRoot.statusCode, 200);
        assert.deepEqual(toRoot.json().data.item.path, []);
      });

      test('deleting a folder takes its contents to the bin; restoring brings them all back', async () => {
        const folder = await createFolder('Old projects');
        const child = await createFolder('2019', folder.id);
        const file = await uploaded({ name: 'report.txt', content: 'old report' }, { parent_id: child.id });
        const deleted = await send('DELETE', DOCUMENT_PATHS.repositoryDetails(folder.id));
        assert.equal(deleted.statusCode, 200);
        assert.equal(deleted.json().message, 'Folder "Old projects" moved to the bin.');
        const { item } = repositoryItemDetailSchema.parse(deleted.json().data);
        assert.ok(item.deleted_at && item.purge_at);
        assert.equal(new Date(item.purge_at).getTime() - new Date(item.deleted_at).getTime(), BIN_RETENTION_DAYS * 24 * 3600 * 1000);

        assert.ok(!(await list('')).results.some((result) => result.id === folder.id));
        const bin = await list('bin=true');
        assert.ok(bin.results.some((result) => result.id === folder.id));
        assert.ok(!bin.results.some((result) => result.id === file.id), 'contents go with their folder');
        assert.equal((await send('PATCH', DOCUMENT_PATHS.repositoryDetails(file.id), { name: 'x.txt' })).statusCode, 409);
        const alone = await send('POST', DOCUMENT_PATHS.restoreFromBin(file.id));
        assert.equal(alone.statusCode, 409);
        assert.equal(alone.json().message, '"report.txt" was deleted with its folder. Restore the folder instead.');
        assert.equal((await send('DELETE', DOCUMENT_PATHS.repositoryDetails(folder.id))).statusCode, 409);

        const restored = await send('POST', DOCUMENT_PATHS.restoreFromBin(folder.id));
        assert.equal(restored.statusCode, 200);
        assert.equal((await detail(file.id)).item.deleted_at, null);
        assert.equal((await send('POST', DOCUMENT_PATHS.restoreFromBin(folder.id))).statusCode, 409);
        assert.deepEqual(await auditActions(folder.id), ['created_folder', 'deleted', 'restored']);
      });

      test('restoring into a name taken meanwhile is refused; a folder still in the bin sends it to the root', async () => {
        const first = await uploaded({ name: 'dup.txt', content: 'one' });
        await send('DELETE', DOCUMENT_PATHS.repositoryDetails(first.id));
        await uploaded({ name: 'dup.txt', content: 'two' });
        const clash = await send('POST', DOCUMENT_PATHS.restoreFromBin(first.id));
        assert.equal(clash.statusCode, 409);

        const folder = await createFolder('Gone');
        const inside = await uploaded({ name: 'orphan.txt', content: 'orphan' }, { parent_id: folder.id });
        await send('DELETE', DOCUMENT_PATHS.repositoryDetails(inside.id));
        await send('DELETE', DOCUMENT_PATHS.repositoryDetails(folder.id));
        const back = await send('POST', DOCUMENT_PATHS.restoreFromBin(inside.id));
        assert.equal(back.statusCode, 200);
        assert.equal(back.json().data.item.parent_id, null);
      });

      test('the purge job removes what stayed in the bin too long, with files nobody else holds', async () => {
        const shared = 'shared content kept by another document';
        const folder = await createFolder('To purge');
        const doomed = await uploaded({ name: 'doomed.txt', content: 'only in the bin' }, { parent_id: folder.id });
        const twin = await uploaded({ name: 'twin.txt', content: shared }, { parent_id: folder.id });
        const keeper = await uploaded({ name: 'keeper.txt', content: shared });
        const recent = await uploaded({ name: 'recent.txt', content: 'deleted yesterday' });
        await Promise.all([doomed, twin, keeper, recent].map(indexed));
        const hashOf = async (item: RepositoryItem) =>
          (await db().selectFrom('document_versions').select('sha256').where('id', '=', item.current_version_id!).executeTakeFirstOrThrow()).sha256;
        const [doomedHash, sharedHash, recentHash] = [await hashOf(doomed), await hashOf(twin), await hashOf(recent)];

        await send('DELETE', DOCUMENT_PATHS.repositoryDetails(folder.id));
        await send('DELETE', DOCUMENT_PATHS.repositoryDetails(recent.id));
        const longAgo = new Date(Date.now() - (BIN_RETENTION_DAYS + 1) * 24 * 3600 * 1000);
        await db().updateTable('repository_items').set({ deleted_at: longAgo }).where('deleted_root_id', '=', folder.id).execute();

        const job = await db().insertInto('jobs').values({ tenant_id: null, kind: BIN_PURGE_JOB }).returning('id').executeTakeFirstOrThrow();
        await waitFor(
          async () => (await db().selectFrom('jobs').select('status').where('id', '=', job.id).executeTakeFirstOrThrow()).status === 'done',
          10_000,
        );

        const gone = await db().selectFrom('repository_items').select('id').where('id', 'in', [folder.id, doomed.id, twin.id]).execute();
        assert.deepEqual(gone, []);
        const chunks = await db()
          .selectFrom('document_chunks')
          .select('version_id')
          .where('version_id', 'in', [doomed.current_version_id!, twin.current_version_id!])
          .execute();
        assert.deepEqual(chunks, []);
        assert.equal(await storage.exists(doomedHash), false);
        assert.equal(await storage.exists(sharedHash), true, 'a file another document uses stays');
        assert.equal(await storage.exists(recentHash), true, 'what is not due yet stays');
        assert.equal((await detail(recent.id)).item.deleted_at !== null, true);
        assert.equal((await get(DOCUMENT_PATHS.repositoryDetails(doomed.id))).statusCode, 404);
        assert.deepEqual(await auditActions(folder.id), ['created_folder', 'deleted', 'purged']);
        const next = await db().selectFrom('jobs').select('run_after').where('kind', '=', BIN_PURGE_JOB).where('status', '=', 'queued').execute();
        assert.equal(next.length, 1, 'exactly one next run is booked');
        assert.ok(next[0]!.run_after.getTime() > Date.now() + 50 * 60 * 1000);
      });
    });

    describe('preview and download', () => {
      test('text, tables and HTML come inline; pdf and images through a signed link', async () => {
        const text = await uploaded({ name: 'long.txt', content: 'ab'.repeat(60_000) });
        const textPreview = previewSchema.parse((await get(DOCUMENT_PATHS.filePreview(text.id))).json().data);
        assert.deepEqual(textPreview.kind === 'text' && [textPreview.text.length, textPreview.truncated], [100_000, true]);

        const csv = await uploaded({ name: 'people.csv', content: 'name,role\nAda,Engineer\n"Grace, Dr",Admiral\n' });
        assert.deepEqual((await get(DOCUMENT_PATHS.filePreview(csv.id))).json().data, {
          kind: 'table',
          sheets: [
            {
              name: 'people.csv',
              rows: [
                ['name', 'role'],
                ['Ada', 'Engineer'],
                ['Grace, Dr', 'Admiral'],
              ],
              truncated: false,
            },
          ],
        });

        const rows = Array.from({ length: 150 }, (_, index) => [`row ${index + 1}`, index]);
        const workbook = await uploaded({ name: 'book.xlsx', content: await xlsxFile({ First: rows, Second: [['only']] }) });
        const table = previewSchema.parse((await get(DOCUMENT_PATHS.filePreview(workbook.id))).json().data);
        assert.ok(table.kind === 'table');
        assert.deepEqual(
          table.sheets.map((sheet) => [sheet.name, sheet.rows.length, sheet.truncated]),
          [
            ['First', 100, true],
            ['Second', 1, false],
          ],
        );
        assert.deepEqual(table.sheets[0]!.rows[1], ['row 2', '1']);

        const docx = await uploaded({
          name: 'links.docx',
          content: await docxFile(
            ['Hello <script>alert(1)</script> world'],
            [
              { text: 'safe link', url: 'https://example.com/policy' },
              { text: 'evil link', url: 'javascript:alert(1)' },
              { text: 'file link', url: 'file:///etc/passwd' },
            ],
          ),
        });
        const html = previewSchema.parse((await get(DOCUMENT_PATHS.filePreview(docx.id))).json().data);
        assert.ok(html.kind === 'html');
        assert.match(html.html, /<a href="https:\/\/example\.com\/policy">safe link<\/a>/);
        assert.match(html.html, /evil link/);
        assert.doesNotMatch(html.html, /javascript:|file:|<script/);
        assert.match(html.html, /&lt;script&gt;/);

        const pdfBytes = await pdfFile([['Preview me']]);
        const pdf = await uploaded({ name: 'Überblick.pdf', content: pdfBytes });
        const pdfPreview = previewSchema.parse((await get(DOCUMENT_PATHS.filePreview(pdf.id))).json().data);
        assert.ok(pdfPreview.kind === 'pdf');
        const inline = await app.inject({ method: 'GET', url: pdfPreview.content_url, headers: { host: 'localhost' } });
        assert.equal(inline.statusCode, 200);
        assert.equal(inline.headers['content-type'], 'application/pdf');
        assert.equal(inline.headers['x-content-type-options'], 'nosniff');
        assert.equal(inline.headers['content-disposition'], `inline; filename="_berblick.pdf"; filename*=UTF-8''%C3%9Cberblick.pdf`);
        assert.deepEqual(inline.rawPayload, pdfBytes);

        const image = await uploaded({ name: 'pixel.png', content: pngFile() });
        const imagePreview = previewSchema.parse((await get(DOCUMENT_PATHS.filePreview(image.id))).json().data);
        assert.equal(imagePreview.kind, 'image');
      });

      test('a download link streams any version as an attachment, for five minutes, in its organisation only', async () => {
        const item = await uploaded({ name: 'terms.txt', content: 'version one' });
        await uploaded({ name: 'terms.txt', content: 'version two' }, { document_id: item.id });
        const link = await send('POST', DOCUMENT_PATHS.fileLink(item.id), { version_id: item.current_version_id! });
        assert.equal(link.statusCode, 200);
        const { url, expires_at } = link.json().data;
        const lifetime = new Date(expires_at).getTime() - Date.now();
        assert.ok(lifetime > 290_000 && lifetime <= 300_000);
        const download = await app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
        assert.equal(download.statusCode, 200);
        assert.equal(download.body, 'version one');
        assert.equal(download.headers['content-type'], 'text/plain; charset=utf-8');
        assert.equal(download.headers['content-disposition'], `attachment; filename="terms.txt"; filename*=UTF-8''terms.txt`);

        const current = await send('POST', DOCUMENT_PATHS.fileLink(item.id), {});
        assert.equal((await app.inject({ method: 'GET', url: current.json().data.url, headers: { host: 'localhost' } })).body, 'version two');

        assert.equal((await app.inject({ method: 'GET', url, headers: { host: OTHER_HOST } })).statusCode, 404);
        assert.equal((await app.inject({ method: 'GET', url: `${url}x`, headers: { host: 'localhost' } })).statusCode, 404);
        const versionId = item.current_version_id!;
        const tenantId = (await db().selectFrom('tenants').select('id').where('slug', '=', 'demo').executeTakeFirstOrThrow()).id;
        const expired = await new SignJWT({ tenant: tenantId, disposition: 'attachment' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(versionId)
          .setAudience('file-link')
          .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
          .sign(new TextEncoder().encode(JWT_SECRET));
        const late = await app.inject({ method: 'GET', url: `/api/v1/documents/file-content/?token=${expired}`, headers: { host: 'localhost' } });
        assert.equal(late.statusCode, 403);
        assert.equal(late.json().message, 'This link has expired. Open the document again to get a new one.');
        // An access token is no file link.
        assert.equal(
          (await app.inject({ method: 'GET', url: `/api/v1/documents/file-content/?token=${admin}`, headers: { host: 'localhost' } })).statusCode,
          404,
        );
      });

      test('an unreadable file answers a clear 422, not a server error', async () => {
        const broken = await uploaded({ name: 'broken.docx', content: await brokenDocx() });
        const response = await get(DOCUMENT_PATHS.filePreview(broken.id));
        assert.equal(response.statusCode, 422);
        assert.match(response.json().message, /could not be read/);
      });
    });

    describe('who may', () => {
      test('nobody signed out, no client user, and no staff without the permission', async () => {
        const item = await uploaded({ name: 'guarded.txt', content: 'guarded' });
        const calls: [string, () => Promise<{ statusCode: number }>][] = [
          ['list', async () => get(DOCUMENT_PATHS.repository, client)],
          ['detail', async () => get(DOCUMENT_PATHS.repositoryDetails(item.id), client)],
          ['preview', async () => get(DOCUMENT_PATHS.filePreview(item.id), client)],
          ['link', async () => send('POST', DOCUMENT_PATHS.fileLink(item.id), {}, client)],
          ['create', async () => send('POST', DOCUMENT_PATHS.repository, { name: 'x' }, client)],
          ['upload', async () => upload({ name: 'c.txt', content: 'c' }, {}, client)],
          ['rename', async () => send('PATCH', DOCUMENT_PATHS.repositoryDetails(item.id), { name: 'y.txt' }, client)],
          ['delete', async () => send('DELETE', DOCUMENT_PATHS.repositoryDetails(item.id), undefined, client)],
          ['restore', async () => send('POST', DOCUMENT_PATHS.restoreFromBin(item.id), undefined, client)],
        ];
        for (const [name, call] of calls) assert.equal((await call()).statusCode, 403, `client: ${name}`);
        const clientAnswer = (await get(DOCUMENT_PATHS.repository, client)).json();
        assert.equal(clientAnswer.message, 'You do not have permission to view repository.');

        assert.equal((await get(DOCUMENT_PATHS.repository, null)).statusCode, 401);
        assert.equal((await get(DOCUMENT_PATHS.repository, outsider)).statusCode, 403);

        // view_repository reads, manage_repository changes.
        assert.equal((await get(DOCUMENT_PATHS.repository, reader)).statusCode, 200);
        assert.equal((await get(DOCUMENT_PATHS.filePreview(item.id), reader)).statusCode, 200);
        assert.equal((await send('POST', DOCUMENT_PATHS.fileLink(item.id), {}, reader)).statusCode, 200);
        assert.equal((await send('POST', DOCUMENT_PATHS.repository, { name: 'reader folder' }, reader)).statusCode, 403);
        assert.equal((await upload({ name: 'r.txt', content: 'r' }, {}, reader)).statusCode, 403);
        assert.equal((await send('DELETE', DOCUMENT_PATHS.repositoryDetails(item.id), undefined, reader)).statusCode, 403);
      });

      test('a client user whose role was given view_repository still cannot see it', async () => {
        const tenant = await db().selectFrom('tenants').select('id').where('slug', '=', 'demo').executeTakeFirstOrThrow();
        await db()
          .updateTable('role_groups')
          .set({ permissions: ['view_client_dashboard', 'view_project', 'view_repository', 'manage_repository'] })
          .where('tenant_id', '=', tenant.id)
          .where('name', '=', 'Client')
          .execute();
        const token = (await login(app, 'client@demo.test')).access;
        const answer = await get(DOCUMENT_PATHS.repository, token);
        assert.equal(answer.statusCode, 403);
        assert.equal(answer.json().message, "The document repository is open to your organisation's staff only.");
      });

      test("another organisation's items are not found, by any route", async () => {
        const foreign = await uploaded({ name: 'globex-secret.txt', content: 'globex plans' }, {}, otherAdmin, OTHER_HOST);
        await indexed(foreign);
        const { versionId } = { versionId: foreign.current_version_id! };
        const calls: [string, () => Promise<{ statusCode: number }>][] = [
          ['detail', async () => get(DOCUMENT_PATHS.repositoryDetails(foreign.id))],
          ['rename', async () => send('PATCH', DOCUMENT_PATHS.repositoryDetails(foreign.id), { name: 'mine.txt' })],
          ['delete', async () => send('DELETE', DOCUMENT_PATHS.repositoryDetails(foreign.id))],
          ['restore', async () => send('POST', DOCUMENT_PATHS.restoreFromBin(foreign.id))],
          ['restore version', async () => send('POST', DOCUMENT_PATHS.restoreVersion(foreign.id, versionId), {})],
          ['preview', async () => get(DOCUMENT_PATHS.filePreview(foreign.id))],
          ['preview version', async () => get(`${DOCUMENT_PATHS.filePreview(foreign.id)}?version_id=${versionId}`)],
          ['link', async () => send('POST', DOCUMENT_PATHS.fileLink(foreign.id), {})],
          ['new version', async () => upload({ name: 'v.txt', content: 'v' }, { document_id: foreign.id })],
        ];
        for (const [name, call] of calls) assert.equal((await call()).statusCode, 404, name);
        assert.deepEqual(await searchNames('globex'), []);
        assert.equal(await detail(foreign.id).catch(() => null), null);
        const own = (await list('search=globex', otherAdmin, OTHER_HOST)).results.map((item) => item.name);
        assert.deepEqual(own, ['globex-secret.txt']);
      });
    });
  });
});

/** A .docx that is a zip (so its type is right) whose document part is not XML. */
async function brokenDocx(): Promise<Buffer> {
  const { default: JSZip } = await import('jszip');
  const zip = await JSZip.loadAsync(await docxFile(['soon broken']));
  zip.file('word/document.xml', 'this is not xml <<<');
  return zip.generateAsync({ type: 'nodebuffer' });
}
