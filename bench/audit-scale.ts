// The audit log at scale (issue 14) on a real server process and PostgreSQL: 1,000,000 entries loaded
// by COPY into the demo organisation, chained with the product's own hash function and signed with
// the server's key (checkpoints every 1,000), then read through the HTTP API as the admin screen reads
// it: first page, a deep page, category / action / client filters, a one-month range (alone and with a
// category), the first page sorted by each sortable heading but the date, searches (a common word, a
// rare name, two letters), the CSV export of a month, and the chain check. p50/p95 over
// BENCH_AUDIT_REPEATS (15) calls each, the first call counted (and printed apart). Prints figures;
// never fails.
//
// The load is a bulk load, as a restore is: the COPY stream carries each entry's search text, and the
// trigger that computes it for the product's own writes (a look-up per row, most of the load's time)
// is off for the loading session only (session_replication_role). The text is the one the trigger
// would store: the actor's part comes from the database's own function (audit_search_text), and the
// targets are ids of nothing, so their label is the name the entry recorded. The table's indexes
// (other than its keys) are dropped for the load and built again from their own definitions after
// it, as pg_restore does: building a trigram index once is many times faster than a million inserts.
//
// `cd bench && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx audit-scale.ts`
// Size: BENCH_AUDIT_ROWS (1000000). PGlite is not measured: loading a million rows into it alone
// takes longer than the whole run (see README, "When to move to PostgreSQL").
import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { auditEntryHash, GENESIS_HASH } from '../api/src/auditlog/audit-hash.ts';
import { CHECKPOINT_INTERVAL, signAuditStatement, useAuditSigningKey } from '../api/src/auditlog/audit-signing.ts';
import { signIn, type ApiClient } from './support/api-client.ts';
import { BENCH_PASSWORD, requireFromApi, startBenchServer, type BenchServer } from './support/bench-server.ts';
import { pick, seededRandom } from './support/corpus.ts';
import { machineLoad } from './support/machine.ts';
import { percentile, printFigures, saveResults, seconds, type Figure } from './support/report.ts';

const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const REPEATS = Number(process.env.BENCH_AUDIT_REPEATS ?? 15);
const COPY_BATCH = 5_000;
const DAY_MS = 86_400_000;

interface PgClient {
  connect(): Promise<void>;
  query<R = Record<string, unknown>>(statement: string, values?: unknown[]): Promise<{ rows: R[] }>;
  query(stream: NodeJS.WritableStream): NodeJS.WritableStream;
  end(): Promise<void>;
}

/** What people do, weighted roughly as a busy organisation's log reads. */
const KINDS: { category: string; action: string; targetType: string; weight: number }[] = [
  { category: 'auth', action: 'login', targetType: 'user', weight: 40 },
  { category: 'auth', action: 'login_failed', targetType: 'user', weight: 4 },
  { category: 'projects', action: 'update', targetType: 'project', weight: 20 },
  { category: 'projects', action: 'create', targetType: 'project', weight: 4 },
  { category: 'questionnaires', action: 'approve', targetType: 'question', weight: 20 },
  { category: 'repository', action: 'upload', targetType: 'document', weight: 10 },
  { category: 'user', action: 'invite', targetType: 'user', weight: 2 },
];
const NAMES = ['Vendor review', 'Supplier security assessment', 'Annual SOC 2 questionnaire', 'Cloud hosting due diligence', 'Data processing addendum'];

/** COPY's text format: tab-separated, \N for null, backslashes and control characters escaped. */
const copyText = (value: unknown) =>
  value === null ? '\\N' : String(value).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');

async function loadEntries(databaseUrl: string): Promise<{ tenantId: string; loadSeconds: number; indexSeconds: number }> {
  const { Client } = requireFromApi('pg') as { Client: new (options: { connectionString: string }) => PgClient };
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [tenant] = (await client.query<{ id: string }>("SELECT id FROM tenants WHERE slug = 'demo'")).rows;
    const users = (await client.query<{ id: string }>('SELECT id FROM users WHERE tenant_id = $1', [tenant!.id])).rows.map((row) => row.id);
    const entities = (await client.query<{ id: string }>('SELECT id FROM entities WHERE tenant_id = $1', [tenant!.id])).rows.map((row) => row.id);
    // What the trigger stores for an entry of each actor without a target: the actor's name and email.
    const actorText = new Map(
      (
        await client.query<{ id: string; text: string }>(
          `SELECT id, audit_search_text(jsonb_populate_record(NULL::audit_entries, jsonb_build_object('tenant_id', tenant_id, 'actor_user_id', id))) AS text
           FROM users WHERE tenant_id = $1`,
          [tenant!.id],
        )
      ).rows.map((row) => [row.id, row.text]),
    );
    const [last] = (
      await client.query<{ seq: number; hash: string }>('SELECT seq::int AS seq, hash FROM audit_entries WHERE tenant_id = $1 ORDER BY seq DESC LIMIT 1', [
        tenant!.id,
      ])
    ).rows;
    const started = performance.now();
    const random = seededRandom(14);
    const weighted = KINDS.flatMap((kind) => Array<typeof kind>(kind.weight).fill(kind));
    // A year of entries, oldest first, ending an hour ago (the server's own entries come after).
    const firstAt = Date.now() - 365 * DAY_MS;
    const step = (365 * DAY_MS - 3_600_000) / ROWS;
    let seq = last?.seq ?? 0;
    let prevHash = last?.hash ?? GENESIS_HASH;
    const checkpoints: { seq: number; hash: string }[] = [];
    function* batches() {
      for (let done = 0; done < ROWS; done += COPY_BATCH) {
        let text = '';
        for (let index = done; index < Math.min(ROWS, done + COPY_BATCH); index += 1) {
          const kind = pick(random, weighted);
          seq += 1;
          const fields = {
            tenant_id: tenant!.id,
            seq,
            actor_user_id: kind.action === 'login_failed' ? null : pick(random, users),
            entity_id: random() < 0.5 ? pick(random, entities) : null,
            category: kind.category,
            action: kind.action,
            target_type: kind.targetType,
            target_id: randomUUID(),
            before: null,
            after: kind.action === 'login_failed' ? { email: `someone${index % 5000}@example.test` } : { name: `${pick(random, NAMES)} ${index % 9973}` },
            ip: `203.0.113.${index % 250}`,
            user_agent: 'Mozilla/5.0 (benchmark)',
            created_at: new Date(firstAt + index * step),
          };
          const hash = auditEntryHash(prevHash, fields);
          const label = 'name' in fields.after ? fields.after.name : fields.after.email;
          const searchText = [fields.actor_user_id && actorText.get(fields.actor_user_id), label].filter(Boolean).join(' ');
          text += `${[
            fields.tenant_id,
            fields.seq,
            fields.actor_user_id,
            fields.entity_id,
            fields.category,
            fields.action,
            fields.target_type,
            fields.target_id,
            null,
            JSON.stringify(fields.after),
            fields.ip,
            fields.user_agent,
            fields.created_at.toISOString(),
            prevHash,
            hash,
            searchText,
          ]
            .map(copyText)
            .join('\t')}\n`;
          if (seq % CHECKPOINT_INTERVAL === 0) checkpoints.push({ seq, hash });
          prevHash = hash;
        }
        yield text;
      }
    }
    const columns =
      'tenant_id, seq, actor_user_id, entity_id, category, action, target_type, target_id, before, after, ip, user_agent, created_at, prev_hash, hash, search_text';
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
       WHERE schemaname = 'public' AND tablename = 'audit_entries'
         AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'audit_entries'::regclass)`,
    );
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
    await client.query('SET session_replication_role = replica');
    await pipeline(Readable.from(batches()), client.query(copyFrom(`COPY audit_entries (${columns}) FROM STDIN`)));
    await client.query('SET session_replication_role = DEFAULT');
    const indexStarted = performance.now();
    await client.query(`SET maintenance_work_mem = '256MB'`);
    for (const index of indexes) await client.query(index.definition);
    const indexSeconds = seconds(indexStarted);
    // Signed as the server signs them (its AUDIT_SIGNING_KEY is ours): checkpoints and the seal.
    for (const checkpoint of checkpoints) {
      await client.query('INSERT INTO audit_checkpoints (tenant_id, seq, hash, signature) VALUES ($1, $2, $3, $4)', [
        tenant!.id,
        checkpoint.seq,
        checkpoint.hash,
        signAuditStatement('checkpoint', tenant!.id, checkpoint.seq, checkpoint.hash),
      ]);
    }
    await client.query('UPDATE audit_seals SET seq = $2, hash = $3, signature = $4 WHERE tenant_id = $1', [
      tenant!.id,
      seq,
      prevHash,
      signAuditStatement('seal', tenant!.id, seq, prevHash),
    ]);
    await client.query('VACUUM ANALYZE audit_entries');
    return { tenantId: tenant!.id, loadSeconds: seconds(started), indexSeconds };
  } finally {
    await client.end();
  }
}

interface Timing {
  status: number;
  ms: number;
  bytes: number;
}

async function timedGet(server: BenchServer, token: string, path: string): Promise<Timing> {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started, bytes: body.byteLength };
}

/** `path`, or one path after another: a read whose every call asks for something new. */
async function measure(server: BenchServer, token: string, path: string | string[], repeats = REPEATS) {
  const paths = [path].flat();
  const timings: Timing[] = [];
  for (let run = 0; run < repeats; run += 1) timings.push(await timedGet(server, token, paths[run % paths.length]!));
  const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  return {
    path,
    statuses: [...new Set(timings.map((timing) => timing.status))],
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    // The first call of each read, the only one whose pages may not be in PostgreSQL's cache yet.
    firstMs: timings[0]!.ms,
    bytes: timings[0]!.bytes,
  };
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('audit-scale: set DATABASE_URL (a PostgreSQL server that may create a temporary database) to run it; skipped.');
    return;
  }
  const load = machineLoad();
  console.log(`Audit log at ${ROWS.toLocaleString('en-GB')} entries, PostgreSQL; ${load.summary}`);
  const key = randomBytes(32).toString('base64url');
  useAuditSigningKey(key);
  const server = await startBenchServer({ kind: 'postgres', label: 'PostgreSQL', serverUrl }, { AUDIT_SIGNING_KEY: key });
  try {
    const { loadSeconds, indexSeconds } = await loadEntries(server.databaseUrl!);
    console.log(
      `  loaded by COPY (hashing, search text in the stream, signing) in ${loadSeconds.toFixed(0)} s, ${indexSeconds.toFixed(0)} s of it building the indexes`,
    );
    const admin: ApiClient = await signIn(server.url, BENCH_PASSWORD);
    const { token } = admin;
    const month = new Date(Date.now() - 180 * DAY_MS);
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const monthStart = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1));
    const monthRange = (start: Date) => `start_date=${day(start)}&end_date=${day(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)))}`;
    const range = monthRange(monthStart);
    // The eleven whole months before this one: as someone looks through the year, month by month.
    const now = new Date();
    const months = Array.from({ length: 11 }, (_, back) => monthRange(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - back, 1))));
    const entity = (await admin.get<{ id: string }[]>('/api/v1/accounts/lookups/entity/'))[0]?.id;

    const reads = {
      'first page': '/api/v1/auditlog/',
      'page 40': '/api/v1/auditlog/?page=40',
      'category filter': '/api/v1/auditlog/?category=projects',
      'category and action': '/api/v1/auditlog/?category=auth&action=login_failed',
      'client filter': `/api/v1/auditlog/?entity=${entity}`,
      'one month': `/api/v1/auditlog/?${range}`,
      'one month, one category': `/api/v1/auditlog/?${range}&category=projects`,
      'a different month each call': months.map((other) => `/api/v1/auditlog/?${other}`),
      'sorted by category': '/api/v1/auditlog/?ordering=category',
      'sorted by category, descending': '/api/v1/auditlog/?ordering=-category',
      'sorted by action': '/api/v1/auditlog/?ordering=action',
      'sorted by action, descending': '/api/v1/auditlog/?ordering=-action',
      'category lookup': '/api/v1/auditlog/lookups/category/',
      'search, common word "vendor"': '/api/v1/auditlog/?search=vendor',
      'search, rare "someone4321@"': '/api/v1/auditlog/?search=someone4321%40',
      'search, two letters "ew"': '/api/v1/auditlog/?search=ew',
      'chain check (after the newest checkpoint)': '/api/v1/auditlog/verify/',
    };
    const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
    for (const [name, path] of Object.entries(reads)) {
      results[name] = await measure(server, token, path);
      console.log(
        `  ${name}: ${results[name].statuses.join('/')} p50 ${results[name].p50Ms.toFixed(0)} ms, p95 ${results[name].p95Ms.toFixed(0)} ms (first ${results[name].firstMs.toFixed(0)} ms)`,
      );
    }
    const exportMonth = await measure(server, token, `/api/v1/auditlog/export/?${range}`, 1);
    const fullCheck = await measure(server, token, '/api/v1/auditlog/verify/?full=true', 1);

    const figures: Figure[] = [
      { label: 'load by COPY', value: loadSeconds, unit: 's', digits: 0 },
      ...Object.entries(results).map(([name, result]): Figure => ({
        label: `${name} p95 (HTTP ${result.statuses.join('/')})`,
        value: result.p95Ms,
        unit: 'ms',
        digits: 0,
        target: name.startsWith('search')
          ? { kind: 'max', value: 3000 }
          : name.startsWith('chain')
            ? { kind: 'max', value: 3000 }
            : { kind: 'max', value: 150 },
      })),
      { label: `CSV export of a month (${(exportMonth.bytes / 1e6).toFixed(1)} MB)`, value: exportMonth.p50Ms / 1000, unit: 's' },
      { label: 'chain check, full re-hash', value: fullCheck.p50Ms / 1000, unit: 's' },
    ];
    printFigures(`Audit log, ${ROWS.toLocaleString('en-GB')} entries (PostgreSQL)`, figures);
    console.log(`  results: ${saveResults('audit-scale', { rows: ROWS, machine: load, loadSeconds, results, exportMonth, fullCheck })}`);
  } finally {
    await server.stop();
  }
}

await main();
