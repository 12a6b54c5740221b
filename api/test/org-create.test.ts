import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import { fastify } from 'fastify';
import type { Kysely } from 'kysely';
import { useConfiguredAuditSigningKey } from '../src/auditlog/audit-signing.ts';
import { createDatabase } from '../src/db/database.ts';
import type { Database } from '../src/db/schema.ts';
import { OPERATOR_FILE, startOperatorServer } from '../src/operator/operator-server.ts';

const CLI = new URL('../src/cli/org-create.ts', import.meta.url).pathname;
const run = promisify(execFile);

let dataDir: string;
before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'org-create-'));
});
after(() => rm(dataDir, { recursive: true, force: true }));

function orgCreate(slug: string, email: string) {
  return run(process.execPath, ['--import', 'tsx', CLI, '--slug', slug, '--name', `Org ${slug}`, '--admin-email', email], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '8080' },
  });
}

function adminInvitation(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom('invitations')
    .innerJoin('tenants', 'tenants.id', 'invitations.tenant_id')
    .innerJoin('role_groups', 'role_groups.id', 'invitations.role_group_id')
    .select(['invitations.email', 'role_groups.name'])
    .where('tenants.slug', '=', slug)
    .executeTakeFirst();
}

test('org:create opens the embedded database itself when no server runs, else goes through the server', async () => {
  const first = await orgCreate('acme', 'a@acme.test');
  assert.match(first.stdout, /http:\/\/acme\.localhost:8080\/accounts\/signup\/user\/\S{40,}/);

  // The server's process now holds the database; the command must not open it a second time.
  const db = await createDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  // As the server does at start: the key file the command made beside the database signs its log.
  useConfiguredAuditSigningKey(undefined, dataDir);
  const operator = await startOperatorServer({ db, dataDir, log: fastify({ logger: false }).log });
  try {
    assert.equal((await stat(join(dataDir, OPERATOR_FILE))).mode & 0o777, 0o600);
    const second = await orgCreate('globex', 'g@globex.test');
    assert.match(second.stdout, /http:\/\/globex\.localhost:8080\/accounts\/signup\/user\//);
    assert.deepEqual(await adminInvitation(db, 'acme'), { email: 'a@acme.test', name: 'Administrator' });
    assert.deepEqual(await adminInvitation(db, 'globex'), { email: 'g@globex.test', name: 'Administrator' });

    const { port, secret } = JSON.parse(await readFile(join(dataDir, OPERATOR_FILE), 'utf8'));
    const create = (authorization: string) =>
      fetch(`http://127.0.0.1:${port}/organisations/`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ slug: 'acme', name: 'Acme', admin_email: 'a@acme.test' }),
      });
    assert.equal((await create('Bearer guessed')).status, 401);
    const again = await create(`Bearer ${secret}`);
    assert.equal(again.status, 400);
    assert.match(((await again.json()) as { message: string }).message, /already uses the sub-domain "acme"/);
  } finally {
    await operator.stop();
    await db.destroy();
  }
});
