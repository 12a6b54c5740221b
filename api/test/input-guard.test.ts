// Bad bytes in requests: NUL and other control characters in queries, paths and JSON bodies are a
// 400 with a message on every route (they were a 500 on twelve), an upload without a multipart
// boundary is a 400, and bidirectional controls never reach a stored file name.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { AUDITLOG_PATHS, DOCUMENT_PATHS, INVITE_USERS_PATHS, PROJECT_PATHS } from '@app/shared/contract';
import { uploadedFileName } from '../src/files/receive-upload.ts';
import { DEMO_ADMIN_EMAIL } from '../src/seed/demo-seed.ts';
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from '../src/http/input-guard.ts';
import { describeEachDatabase } from './support/databases.ts';
import { buildTestApp, login } from './support/test-app.ts';

test('the guard finds a control character in nested strings and keys, and allows line breaks in text', () => {
  const text = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
  assert.equal(findControlCharacter({ a: [{ b: 'ok' }, { c: 'x\u0000y' }] }, text), 'a.1.c');
  assert.equal(findControlCharacter({ 'bad\u0001key': 'fine' }, text), 'bad\u0001key');
  assert.equal(findControlCharacter({ answer: 'line one\nline two\r\n\tindented' }, text), null);
  assert.equal(findControlCharacter(undefined, text), null);
});

test('file names lose bidirectional controls and control characters', () => {
  assert.equal(uploadedFileName('invoice\u202efdp.exe'), 'invoicefdp.exe');
  assert.equal(uploadedFileName('\u2066report\u2069.pdf'), 'report.pdf');
  assert.equal(uploadedFileName('tab\tname.docx'), 'tabname.docx');
});

describeEachDatabase('the input guard', (db) => {
  let app: FastifyInstance;
  let authorization: string;
  before(async () => {
    app = await buildTestApp(db());
    const session = await login(app, DEMO_ADMIN_EMAIL);
    authorization = `Bearer ${session.access}`;
  });
  after(() => app.close());

  const searches = [
    PROJECT_PATHS.projects,
    DOCUMENT_PATHS.repository,
    INVITE_USERS_PATHS.users,
    INVITE_USERS_PATHS.inviteList,
    INVITE_USERS_PATHS.entities,
    AUDITLOG_PATHS.entries,
    AUDITLOG_PATHS.actions,
    PROJECT_PATHS.entities,
  ];

  test('a NUL in a search or filter is a 400 with a message on every list', async () => {
    for (const path of searches) {
      for (const query of ['search=%00', 'search=vendor%00x', 'ordering=name%01']) {
        const response = await app.inject({ url: `${path}?${query}`, headers: { authorization } });
        assert.equal(response.statusCode, 400, `${path}?${query}: ${response.body}`);
        assert.equal(response.json().message, CONTROL_CHARACTER_MESSAGE);
      }
    }
  });

  test('a NUL in a path or a JSON body is a 400, and nothing is stored', async () => {
    const inPath = await app.inject({ url: `${PROJECT_PATHS.projects}abc%00/`, headers: { authorization } });
    assert.equal(inPath.statusCode, 400, inPath.body);
    const before = await db().selectFrom('projects').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow();
    const inBody = await app.inject({ method: 'POST', url: PROJECT_PATHS.projects, headers: { authorization }, payload: { name: 'Vendor\u0000review' } });
    assert.equal(inBody.statusCode, 400, inBody.body);
    assert.equal(inBody.json().message, CONTROL_CHARACTER_MESSAGE);
    const after = await db().selectFrom('projects').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow();
    assert.equal(Number(after.n), Number(before.n));
  });

  test('half of a surrogate pair in a JSON body is a 400, and nothing is stored (found by the fuzz suite: a 500)', async () => {
    const folders = () => db().selectFrom('repository_items').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow();
    const before = await folders();
    for (const name of ['Policies\ud800', '\udfffPolicies']) {
      const response = await app.inject({
        method: 'POST',
        url: DOCUMENT_PATHS.repository,
        headers: { authorization, 'content-type': 'application/json' },
        payload: JSON.stringify({ name }),
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json().message, CONTROL_CHARACTER_MESSAGE);
    }
    assert.deepEqual(await folders(), before);
    const paired = await app.inject({ method: 'POST', url: DOCUMENT_PATHS.repository, headers: { authorization }, payload: { name: 'Policies 😀' } });
    assert.equal(paired.statusCode, 201, paired.body);
  });

  test('multipart/form-data without a boundary is a 400 on every upload route', async () => {
    for (const url of [DOCUMENT_PATHS.fileUpload, PROJECT_PATHS.projectFiles, INVITE_USERS_PATHS.bulkUpload]) {
      const response = await app.inject({ method: 'POST', url, headers: { authorization, 'content-type': 'multipart/form-data' }, payload: 'no parts here' });
      assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
      assert.match(response.json().message, /multipart\/form-data/);
    }
  });
});
