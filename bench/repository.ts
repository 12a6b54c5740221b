// The document repository (issue 4) on a real server process: a generated repository of 2,000
// documents uploaded through the HTTP API, its index throughput (documents and MB per second), search
// latency (p50/p95 over 200 searches of 1–3 words), and the server's memory while a 200 MB file
// uploads. On PostgreSQL also the re-reading of the whole repository by a newer reader
// (documents/passage-rereading.ts): documents per second, and search meanwhile. Runs on PGlite, and
// also on PostgreSQL when DATABASE_URL is set. Prints figures; never fails.
//
// One benchmark alone: `cd bench && node --import tsx repository.ts`. Sizes: BENCH_DOCUMENTS (2000;
// issue 14 measures 20000 too), BENCH_QUERIES (200), BENCH_BIG_UPLOAD_MB (200); BENCH_DATABASES=pglite
// or postgres runs one of them.
import { createWriteStream, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import type { RepositoryItem, RepositoryItemDetail, RepositoryList } from '../shared/src/contract/index.ts';
import { signIn, sleep, type ApiClient } from './support/api-client.ts';
import { BENCH_PASSWORD, databasesToMeasure, requireFromApi, startBenchServer, type BenchServer, type DatabaseChoice } from './support/bench-server.ts';
import { COMMON_WORDS, pick, seededRandom, TOPICS } from './support/corpus.ts';
import { machineLoad } from './support/machine.ts';
import { generateDocuments, searchQueries, uploadRepository, type QueryKind, type RepositoryVocabulary } from './support/generated-repository.ts';
import { megabytes, recordMemory, residentBytes, type MemoryFigures } from './support/process-memory.ts';
import { percentile, printFigures, saveResults, seconds, type Figure } from './support/report.ts';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 2000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const BIG_UPLOAD_MB = Number(process.env.BENCH_BIG_UPLOAD_MB ?? 200);
const WARM_UP_QUERIES = 10;
/** Indexing runs at 15–25 documents a second: 20,000 documents need most of an hour on a busy machine. */
const INDEXING_TIMEOUT_MS = Math.max(15 * 60_000, DOCUMENTS * 200);
const MB = 1024 * 1024;

interface SearchFigures {
  queries: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Searches that met more passages than a search ranks (the answer says "more than"). */
  capped: number;
  byKind: Record<QueryKind, { queries: number; p50Ms: number; p95Ms: number; medianHits: number }>;
}

async function measureSearch(client: ApiClient, vocabulary: RepositoryVocabulary): Promise<SearchFigures> {
  const search = (text: string) => client.get<RepositoryList>(`/api/v1/documents/repository/?search=${encodeURIComponent(text)}`);
  for (const query of searchQueries(WARM_UP_QUERIES, vocabulary, 99)) await search(query.text);
  const measured: { kind: QueryKind; ms: number; hits: number; capped: boolean }[] = [];
  for (const query of searchQueries(QUERIES, vocabulary)) {
    const started = performance.now();
    const list = await search(query.text);
    measured.push({ kind: query.kind, ms: performance.now() - started, hits: list.count, capped: list.count_capped === true });
  }
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const all = sorted(measured.map((query) => query.ms));
  const byKind = Object.fromEntries(
    (['selective', 'topic', 'broad'] as const).map((kind) => {
      const ofKind = measured.filter((query) => query.kind === kind);
      const times = sorted(ofKind.map((query) => query.ms));
      return [
        kind,
        {
          queries: ofKind.length,
          p50Ms: percentile(times, 0.5),
          p95Ms: percentile(times, 0.95),
          medianHits: percentile(sorted(ofKind.map((query) => query.hits)), 0.5),
        },
      ];
    }),
  ) as SearchFigures['byKind'];
  return {
    queries: measured.length,
    p50Ms: percentile(all, 0.5),
    p95Ms: percentile(all, 0.95),
    maxMs: all.at(-1) ?? Number.NaN,
    capped: measured.filter((query) => query.capped).length,
    byKind,
  };
}

/** A supplier-controls export as people keep them: `megabytes` MB of CSV rows, written to disk. */
async function writeBigCsv(folder: string, megabytesWanted: number): Promise<string> {
  const random = seededRandom(11);
  const statuses = ['implemented', 'partially implemented', 'planned', 'not applicable'];
  const rows = Array.from({ length: 2_000 }, () => {
    const topic = pick(random, TOPICS);
    const note = Array.from({ length: 12 }, () => pick(random, [...COMMON_WORDS.slice(0, 120), ...topic.words])).join(' ');
    return `${topic.title},${pick(random, topic.words)},${pick(random, statuses)},"${note}"`;
  });
  const path = join(folder, 'supplier-controls-export.csv');
  const file = createWriteStream(path);
  file.write('id,date,area,control,status,notes\n');
  let written = 0;
  for (let id = 1; written < megabytesWanted * MB; id += 1) {
    const line = `${id},2024-${String((id % 12) + 1).padStart(2, '0')}-${String((id % 28) + 1).padStart(2, '0')},${rows[id % rows.length]}\n`;
    written += Buffer.byteLength(line);
    if (!file.write(line)) await once(file, 'drain');
  }
  file.end();
  await once(file, 'finish');
  return path;
}

interface BigUploadFigures {
  megabytes: number;
  seconds: number;
  memory: MemoryFigures;
  /** Informational: the server's peak while the job indexes the file, over the same baseline. */
  indexingRiseBytes: number | null;
  indexState: string | null;
}

async function measureBigUpload(client: ApiClient, server: BenchServer): Promise<BigUploadFigures> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-big-upload-'));
  try {
    const path = await writeBigCsv(folder, BIG_UPLOAD_MB);
    const file = await openAsBlob(path);
    const recording = await recordMemory(server.pid);
    const started = performance.now();
    const uploaded = await client
      .upload<RepositoryItem>('/api/v1/documents/file-upload/', {}, { name: 'supplier-controls-export.csv', content: file })
      .catch((error: Error) => error);
    const uploadSeconds = seconds(started);
    const memory = recording.stop();
    if (uploaded instanceof Error) throw uploaded;

    // The indexing job reads the file next (up to its limit of extracted text): watched for up to 2 minutes.
    let indexingPeak = 0;
    let indexState: string | null = null;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      indexingPeak = Math.max(indexingPeak, residentBytes(server.pid));
      indexState = (await client.get<RepositoryItemDetail>(`/api/v1/documents/repository-details/${uploaded.id}/`)).item.index_state;
      if (indexState !== 'queued' && indexState !== 'indexing') break;
      await sleep(50);
    }
    return {
      megabytes: file.size / MB,
      seconds: uploadSeconds,
      memory,
      indexingRiseBytes: indexingPeak > 0 ? indexingPeak - memory.baselineBytes : null,
      indexState,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

interface RereadFigures {
  documents: number;
  seconds: number;
  search: SearchFigures;
}

/** The little of node-postgres used here. */
interface PgClient {
  connect(): Promise<void>;
  query<Row>(statement: string): Promise<{ rows: Row[] }>;
  end(): Promise<void>;
}

/**
 * Every indexed version marked as read by an older reader, as after a release that reads documents
 * better, and the re-reading job booked: seconds until today's reader has read them all, and search
 * latency while it runs (the same searches as before it). PostgreSQL only: the benchmark reaches its
 * database, not PGlite's, which lives inside the server.
 */
async function measureRereading(client: ApiClient, databaseUrl: string, vocabulary: RepositoryVocabulary): Promise<RereadFigures> {
  const { Client } = requireFromApi('pg') as { Client: new (options: { connectionString: string }) => PgClient };
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const stale = async () =>
      Number((await db.query<{ count: string }>(`SELECT count(*) FROM document_versions WHERE index_state = 'indexed' AND reader_version = 0`)).rows[0]!.count);
    await db.query(`UPDATE document_versions SET reader_version = 0 WHERE index_state = 'indexed'`);
    const documents = await stale();
    const started = performance.now();
    await db.query(`INSERT INTO jobs (tenant_id, kind, run_after) VALUES (NULL, 'documents.reread-passages', now())`);
    const search = await measureSearch(client, vocabulary);
    while ((await stale()) > 0) {
      if (performance.now() - started > INDEXING_TIMEOUT_MS) throw new Error(`${await stale()} documents were still waiting to be read again.`);
      await sleep(500);
    }
    return { documents, seconds: seconds(started), search };
  } finally {
    await db.end();
  }
}

async function benchmark(database: DatabaseChoice): Promise<void> {
  const generationStarted = performance.now();
  const { documents, vocabulary } = await generateDocuments(DOCUMENTS);
  const generationSeconds = seconds(generationStarted);
  const load = machineLoad();
  const server = await startBenchServer(database, { MAX_UPLOAD_MB: String(BIG_UPLOAD_MB + 50) });
  try {
    const client = await signIn(server.url, BENCH_PASSWORD);
    const { figures: indexing } = await uploadRepository(client, documents, { timeoutMs: INDEXING_TIMEOUT_MS });
    const search = await measureSearch(client, vocabulary);
    const big = await measureBigUpload(client, server);
    const reread = server.databaseUrl ? await measureRereading(client, server.databaseUrl, vocabulary) : null;

    const typeCounts = new Map<string, number>();
    for (const document of documents) typeCounts.set(document.fileType, (typeCounts.get(document.fileType) ?? 0) + 1);
    const types = [...typeCounts].map(([type, count]) => `${count} ${type}`).join(', ');
    const figures: Figure[] = [
      { label: 'uploads (4 at a time), documents per second', value: indexing.documents / indexing.uploadSeconds, unit: 'doc/s' },
      { label: 'indexed while the uploads ran', value: indexing.indexedAtUploadEnd, unit: 'docs', digits: 0 },
      { label: 'index throughput after the uploads ended', value: indexing.documentsPerSecondAfterUpload, unit: 'doc/s', target: { kind: 'min', value: 20 } },
      { label: 'index throughput after the uploads ended, MB', value: indexing.megabytesPerSecondAfterUpload, unit: 'MB/s', digits: 2 },
      { label: 'first upload to all indexed', value: indexing.totalSeconds, unit: 's' },
      { label: 'documents whose indexing failed', value: indexing.failed, unit: 'docs', digits: 0 },
      { label: `search p50 (${search.queries} searches of 1-3 words)`, value: search.p50Ms, unit: 'ms' },
      { label: 'search p95', value: search.p95Ms, unit: 'ms', target: { kind: 'max', value: 50 } },
      { label: 'search slowest', value: search.maxMs, unit: 'ms' },
      { label: 'searches that met more passages than are ranked ("more than")', value: search.capped, unit: 'searches', digits: 0 },
      ...(['selective', 'topic', 'broad'] as const).map((kind) => ({
        label: `  p95 of ${search.byKind[kind].queries} ${kind} searches (median ${search.byKind[kind].medianHits} hits)`,
        value: search.byKind[kind].p95Ms,
        unit: 'ms',
      })),
      { label: `upload of a ${big.megabytes.toFixed(0)} MB csv`, value: big.seconds, unit: 's' },
      { label: '  server RSS before it', value: megabytes(big.memory.baselineBytes), unit: 'MB' },
      { label: '  server RSS rise while it uploads', value: megabytes(big.memory.riseBytes), unit: 'MB', target: { kind: 'max', value: 50 } },
      ...(big.indexingRiseBytes === null
        ? []
        : [{ label: `  RSS rise while it is indexed (${big.indexState})`, value: megabytes(big.indexingRiseBytes), unit: 'MB' }]),
      ...(reread
        ? [
            { label: `every document read again by a newer reader (${reread.documents})`, value: reread.seconds, unit: 's' },
            { label: '  documents read again per second', value: reread.documents / reread.seconds, unit: 'doc/s' },
            { label: '  search p50 meanwhile', value: reread.search.p50Ms, unit: 'ms' },
            { label: '  search p95 meanwhile', value: reread.search.p95Ms, unit: 'ms', target: { kind: 'max' as const, value: 50 } },
          ]
        : []),
    ];
    printFigures(
      `Repository on ${database.label}: ${indexing.documents} documents, ${megabytes(indexing.bytes).toFixed(1)} MB (${types}), ` +
        `generated in ${generationSeconds.toFixed(0)} s; ${load.summary}`,
      figures,
    );
    console.log(
      `  (memory: ${big.memory.samples} samples of /proc/${server.pid}/status, longest gap ${big.memory.longestGapMs} ms` +
        `${big.memory.highWaterMark ? ', peak checked against VmHWM' : ''})`,
    );
    console.log(
      `  results: ${saveResults(`repository-${database.kind}`, { database: database.label, machine: load, indexing, search, bigUpload: big, reread })}`,
    );
  } finally {
    await server.stop();
  }
}

for (const database of databasesToMeasure()) {
  try {
    await benchmark(database);
  } catch (error) {
    console.log(`Repository benchmark on ${database.label} could not run: ${(error as Error).message}`);
  }
}
