// The passage index of a large repository is built in turns (documents/passages/repository-passages.ts):
// a request that arrives meanwhile is answered before the index is done, also on PGlite, whose one
// connection a single long transaction would hold. Order, not timing, is checked. About 15 s for both databases.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { sql } from 'kysely';
import { RepositoryPassages } from '../src/documents/passages/repository-passages.ts';
import type { Tenant } from '../src/db/schema.ts';
import { withTenant } from '../src/db/tenant-scope.ts';
import { createTenant } from '../src/tenancy/create-tenant.ts';
import { describeEachDatabase } from './support/databases.ts';

const DOCUMENTS = 120;
const PASSAGES_EACH = 3;

describeEachDatabase('passage index built in turns', (db) => {
  let tenant: Tenant;
  before(async () => {
    tenant = await createTenant(db(), { slug: 'turns', name: 'Turns' });
    await withTenant(db(), tenant.id, async (trx) => {
      await sql`
        INSERT INTO repository_items (tenant_id, kind, name)
        SELECT ${tenant.id}, 'document', 'policy-' || n || '.txt' FROM generate_series(1, ${DOCUMENTS}) n`.execute(trx);
      await sql`
        INSERT INTO document_versions (tenant_id, document_id, version, sha256, size, mime_type, file_type, original_name, index_state)
        SELECT tenant_id, id, 1, md5(name), 100, 'text/plain', 'txt', name, 'indexed' FROM repository_items WHERE tenant_id = ${tenant.id}`.execute(trx);
      await sql`
        UPDATE repository_items i SET current_version_id = v.id FROM document_versions v
        WHERE v.document_id = i.id AND v.tenant_id = i.tenant_id AND i.tenant_id = ${tenant.id}`.execute(trx);
      await sql`
        INSERT INTO document_chunks (tenant_id, version_id, ordinal, text)
        SELECT tenant_id, id, o, 'Access to production systems is reviewed every quarter, passage ' || o
        FROM document_versions, generate_series(1, ${PASSAGES_EACH}) o WHERE tenant_id = ${tenant.id}`.execute(trx);
    });
  });

  test('a request that arrives while the index is built is answered before the index is done', async () => {
    const finished: string[] = [];
    const building = new RepositoryPassages().indexFor(db(), tenant.id).then((index) => {
      finished.push('index');
      return index;
    });
    const request = withTenant(db(), tenant.id, (trx) => trx.selectFrom('repository_items').select('id').limit(1).execute()).then(() =>
      finished.push('request'),
    );
    const [index] = await Promise.all([building, request]);
    assert.deepEqual(finished, ['request', 'index']);
    assert.equal(index.size, DOCUMENTS * PASSAGES_EACH);
  });
});
