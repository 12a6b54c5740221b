// Each organisation's passage index, kept in the process between questionnaires. Before each use
// the current versions of the live documents are listed (one small query); versions new since the
// last use are loaded, versions gone (replaced, binned, purged) or read again by a newer reader
// (passage-rereading.ts) are dropped, and the index is rebuilt only when something changed. Passages already read keep their terms (see passage-index.ts).
// New passages are read a batch of documents per transaction and their terms worked out a slice at a
// time, with the requests served in between: a first questionnaire against thousands of documents
// neither holds the (embedded, single-connection) database nor the process for seconds.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTenant, type TenantTransaction } from '../../db/tenant-scope.ts';
import { type IndexablePassage, PassageIndex, readTermsYielding } from './passage-index.ts';

interface LoadedVersion {
  name: string;
  readerVersion: number;
  passages: IndexablePassage[];
}

interface CurrentVersion {
  document_id: string;
  version_id: string;
  version: number;
  name: string;
  reader_version: number;
}

/** Whether passages loaded before are still those of the version as it is now. */
const stillCurrent = (known: LoadedVersion | undefined, row: CurrentVersion) => known?.name === row.name && known.readerVersion === row.reader_version;

interface TenantPassages {
  /** Passages by version id, with the name the document had and the reader that made them when they were loaded. */
  versions: Map<string, LoadedVersion>;
  index: PassageIndex;
}

/** Organisations whose index is kept; the least recently used is dropped beyond this. */
const KEPT_TENANTS = 20;
/** Document versions whose passages one transaction reads. */
const VERSIONS_PER_READ = 50;

export class RepositoryPassages {
  readonly #tenants = new Map<string, TenantPassages>();

  /** The organisation's index, up to date with its repository as it is now. */
  async indexFor(db: Kysely<Database>, tenantId: string): Promise<PassageIndex> {
    const { rows: current } = await withTenant(db, tenantId, (trx) =>
      sql<CurrentVersion>`
      SELECT i.id AS document_id, v.id AS version_id, v.version, i.name, v.reader_version
      FROM repository_items i
      JOIN document_versions v ON v.id = i.current_version_id AND v.tenant_id = i.tenant_id
      WHERE i.tenant_id = ${tenantId} AND i.kind = 'document' AND i.deleted_at IS NULL AND v.index_state = 'indexed'`.execute(trx),
    );
    const cached = this.#tenants.get(tenantId);
    this.#tenants.delete(tenantId);
    const unchanged =
      cached !== undefined && cached.versions.size === current.length && current.every((row) => stillCurrent(cached.versions.get(row.version_id), row));
    if (unchanged) {
      this.#tenants.set(tenantId, cached);
      return cached.index;
    }
    const versions = new Map<string, LoadedVersion>();
    const missing = current.filter((row) => {
      const known = cached?.versions.get(row.version_id);
      if (stillCurrent(known, row)) versions.set(row.version_id, known!);
      return !stillCurrent(known, row);
    });
    for (let start = 0; start < missing.length; start += VERSIONS_PER_READ) {
      const batch = missing.slice(start, start + VERSIONS_PER_READ);
      const loaded = await withTenant(db, tenantId, (trx) => loadPassages(trx, tenantId, batch));
      for (const [versionId, passages] of loaded) {
        const row = batch.find((candidate) => candidate.version_id === versionId)!;
        versions.set(versionId, { name: row.name, readerVersion: row.reader_version, passages });
        await readTermsYielding(passages);
      }
    }
    const index = await PassageIndex.build([...versions.values()].flatMap((version) => version.passages));
    this.#tenants.set(tenantId, { versions, index });
    while (this.#tenants.size > KEPT_TENANTS) this.#tenants.delete(this.#tenants.keys().next().value!);
    return index;
  }
}

async function loadPassages(
  trx: TenantTransaction,
  tenantId: string,
  versions: readonly { document_id: string; version_id: string; version: number; name: string }[],
): Promise<Map<string, IndexablePassage[]>> {
  const passages = new Map<string, IndexablePassage[]>(versions.map((version) => [version.version_id, []]));
  if (versions.length === 0) return passages;
  const byId = new Map(versions.map((version) => [version.version_id, version]));
  const { rows } = await sql<{ version_id: string; ordinal: number; heading_path: string; lead_in: string; text: string }>`
    SELECT version_id, ordinal, heading_path, lead_in, text FROM document_chunks
    WHERE tenant_id = ${tenantId} AND version_id = ANY(${versions.map((version) => version.version_id)}::uuid[])
    ORDER BY version_id, ordinal`.execute(trx);
  for (const row of rows) {
    const version = byId.get(row.version_id)!;
    passages.get(row.version_id)!.push({
      documentId: version.document_id,
      versionId: row.version_id,
      version: version.version,
      documentName: version.name,
      ordinal: row.ordinal,
      headingPath: row.heading_path,
      leadIn: row.lead_in,
      text: row.text,
    });
  }
  return passages;
}
