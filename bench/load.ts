// The product under load (issue 14): the real server on PGlite (and PostgreSQL when DATABASE_URL is
// set), seeded with 50 projects and a generated repository, against a bare Fastify hello-world in the
// same process and run. autocannon sends BENCH_LOAD_CONNECTIONS (64) connections for
// BENCH_LOAD_SECONDS (10) to the projects list, the repository list, the notification list and a
// search, each right after the hello-world, and prints throughput as a share of the hello-world's, p99
// and the CPU the server spent per request; then a second pass where each route is measured while a
// questionnaire of BENCH_LOAD_QUESTIONS (500), uploaded for it, is being suggested (from when its
// questions are found; how far it got is printed).
// Prints figures; never fails.
//
// `cd bench && node --import tsx load.ts`. Size: BENCH_DOCUMENTS (2000). BENCH_LOAD_ROUTES keeps some
// routes (`projects list,notification list`), BENCH_LOAD_JOB=0 skips the pass with a job, and
// BENCH_CPU_PROF=<folder> has the server write a V8 CPU profile there when it stops (`--cpu-prof`).
// Each run also prints the server's longest event-loop turn during it (support/turn-monitor.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { NOTIFICATION_PATHS, PROJECT_PATHS, type NamedRef, type ProjectDocument } from '../shared/src/contract/index.ts';
import { largeXlsxQuestionnaire } from '@app/test-fixtures/questionnaire-files';
import { signIn, type ApiClient } from './support/api-client.ts';
import { BENCH_PASSWORD, databasesToMeasure, requireFromApi, startBenchServer, type DatabaseChoice } from './support/bench-server.ts';
import { generateDocuments, uploadRepository } from './support/generated-repository.ts';
import { machineLoad } from './support/machine.ts';
import { cpuMilliseconds } from './support/process-cpu.ts';
import { printFigures, saveResults, type Figure } from './support/report.ts';
import { watchServerTurns, type ServerTurns } from './support/server-turns.ts';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 64);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 2000);
const QUESTIONS = Number(process.env.BENCH_LOAD_QUESTIONS ?? 500);
const PROJECTS = 50;
const WITH_JOB = process.env.BENCH_LOAD_JOB !== '0';
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF;

interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  maxMs: number;
  /** Answers other than 2xx, errors and timeouts. */
  failed: number;
  /** The same, told apart: "3 timed out, 1 answered 5xx". */
  failures: string;
  /** The server's longest event-loop turn during the run, and its turns of 100 ms or more. */
  longestTurnMs?: number;
  turnsOver100Ms?: number;
}

async function cannon(url: string, token?: string): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    requestsPerSecond: result.requests.average,
    // Nothing answered within the run: no latency to show, and no target met.
    p99Ms: result.requests.total === 0 ? Number.NaN : result.latency.p99,
    maxMs: result.requests.total === 0 ? Number.NaN : result.latency.max,
    // autocannon counts a timeout among its errors too.
    failed: result.non2xx + result.errors,
    failures: [
      [result.timeouts, 'timed out'],
      [result.non2xx, 'answered other than 2xx'],
      [result.errors - result.timeouts, 'other errors'],
    ]
      .filter(([count]) => Number(count) > 0)
      .map(([count, what]) => `${count} ${what}`)
      .join(', '),
  };
}

/** The little of Fastify a hello-world uses (the API's own copy: the benchmarks declare none). */
interface BareFastify {
  get(path: string, handler: () => Promise<unknown>): void;
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
}

/** The reference: what Fastify alone serves on this machine, now. */
async function startHelloWorld(): Promise<{ url: string; close(): Promise<void> }> {
  const { default: Fastify } = (await import(requireFromApi.resolve('fastify'))) as { default: () => BareFastify };
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, close: () => app.close() };
}

async function seed(client: ApiClient): Promise<string> {
  const [entity] = await client.get<NamedRef[]>(PROJECT_PATHS.entities);
  let projectId = '';
  for (let index = 0; index < PROJECTS; index += 1) {
    projectId = (await client.post<{ id: string }>(PROJECT_PATHS.projects, { entity_id: entity!.id, name: `Load project ${index + 1}` })).id;
  }
  const { documents } = await generateDocuments(DOCUMENTS);
  await uploadRepository(client, documents);
  return projectId;
}

const ALL_ROUTES = {
  'projects list': PROJECT_PATHS.projects,
  'repository list': '/api/v1/documents/repository/',
  'notification list': `${NOTIFICATION_PATHS.notifications}?page_size=1`,
  'repository search': '/api/v1/documents/repository/?search=access%20control',
};
const chosenRoutes = process.env.BENCH_LOAD_ROUTES?.split(',').map((name) => name.trim());
const ROUTES = Object.fromEntries(Object.entries(ALL_ROUTES).filter(([name]) => !chosenRoutes || chosenRoutes.includes(name)));

/** A job started for one route's run; `after` tells how far it got when the run ended. */
interface RunningJob {
  after(): Promise<string>;
}

/** `startJob`: a fresh job for each route, queued after the hello-world's run and right before the product's, so that it runs during it. */
async function pass(client: ApiClient, hello: { url: string }, server: { pid: number; turns: ServerTurns }, startJob?: () => Promise<RunningJob>) {
  const results: Record<string, { product: LoadFigures; hello: LoadFigures; ratio: number; serverCpuMsPerRequest?: number; job?: string }> = {};
  for (const [name, path] of Object.entries(ROUTES)) {
    const reference = await cannon(hello.url);
    const job = await startJob?.();
    const cpuBefore = cpuMilliseconds(server.pid);
    const startedAt = Date.now();
    const run = await cannon(`${client.url}${path}`, client.token);
    const turns = server.turns.between(startedAt, Date.now());
    const product: LoadFigures = { ...run, longestTurnMs: turns[0] ?? 0, turnsOver100Ms: turns.filter((ms) => ms >= 100).length };
    const cpuAfter = cpuMilliseconds(server.pid);
    const jobAfter = await job?.after();
    const served = product.requestsPerSecond * SECONDS;
    const serverCpuMsPerRequest = cpuBefore === undefined || cpuAfter === undefined || served === 0 ? undefined : (cpuAfter - cpuBefore) / served;
    results[name] = { product, hello: reference, ratio: product.requestsPerSecond / reference.requestsPerSecond, serverCpuMsPerRequest, job: jobAfter };
    console.log(
      `  ${name}: ${product.requestsPerSecond.toFixed(0)} req/s (${(results[name].ratio * 100).toFixed(1)} % of hello-world's ` +
        `${reference.requestsPerSecond.toFixed(0)}), p99 ${product.p99Ms} ms, max ${product.maxMs} ms, ${product.failed} failed${product.failures ? ` (${product.failures})` : ''}` +
        (serverCpuMsPerRequest === undefined ? '' : `, server CPU ${serverCpuMsPerRequest.toFixed(2)} ms a request`) +
        `, longest turn ${product.longestTurnMs} ms (${product.turnsOver100Ms} of 100 ms or more)` +
        (jobAfter ? `; the job at the end: ${jobAfter}` : ''),
    );
  }
  return results;
}

async function benchmark(database: DatabaseChoice, hello: { url: string }): Promise<void> {
  console.log(`\n${database.label}: seeding ${PROJECTS} projects and ${DOCUMENTS} documents`);
  const turns = watchServerTurns();
  const server = await startBenchServer(database, turns.env, [
    ...turns.nodeArgs,
    ...(CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : []),
  ]);
  try {
    const client = await signIn(server.url, BENCH_PASSWORD);
    const projectId = await seed(client);
    console.log(`Pass 1, ${CONNECTIONS} connections × ${SECONDS} s per route`);
    const quiet = await pass(client, hello, { pid: server.pid, turns });

    let busy: typeof quiet = {};
    if (WITH_JOB) {
      const file = await largeXlsxQuestionnaire(QUESTIONS);
      // A questionnaire per route: one uploaded before the pass was done before its second route began.
      const documentNow = async (id: string) => {
        const { results } = await client.get<{ results: ProjectDocument[] }>(`${PROJECT_PATHS.projectFiles}?project_id=${projectId}&page_size=100`);
        return results.find((candidate) => candidate.id === id);
      };
      const startJob = async (): Promise<RunningJob> => {
        const { id } = await client.upload<ProjectDocument>(PROJECT_PATHS.projectFiles, { project_id: projectId }, { name: file.fileName, content: file.data });
        // Measured once its questions are found: under load the extraction waits for its turns, and the run would end before suggesting began.
        for (let waited = 0; waited < 60_000 && ['queued', 'extracting'].includes((await documentNow(id))?.state ?? ''); waited += 200) await sleep(200);
        return {
          async after() {
            const document = await documentNow(id);
            return document
              ? `${document.state}, ${document.progress.total - document.progress.unanswered} of ${document.progress.total} questions suggested`
              : 'gone';
          },
        };
      };
      console.log(`Pass 2, each route while a questionnaire of ${QUESTIONS} questions is suggested`);
      busy = await pass(client, hello, { pid: server.pid, turns }, startJob);
    }

    const figures = (label: string, results: typeof quiet, job: boolean): Figure[] =>
      Object.entries(results).flatMap(([name, { product, ratio }]): Figure[] => [
        {
          label: `${label}${name}: share of hello-world`,
          value: ratio * 100,
          unit: '%',
          target: { kind: 'min', value: database.kind === 'postgres' ? 30 : 10 },
        },
        { label: `${label}${name}: p99`, value: product.p99Ms, unit: 'ms', digits: 0, target: { kind: 'max', value: database.kind === 'postgres' ? 50 : 250 } },
        ...(job && database.kind === 'pglite'
          ? [{ label: `${label}${name}: slowest`, value: product.maxMs, unit: 'ms', digits: 0, target: { kind: 'max' as const, value: 1000 } }]
          : []),
      ]);
    printFigures(`Under load, ${database.label}`, [...figures('', quiet, false), ...figures('job running, ', busy, true)]);
    console.log(`  results: ${saveResults(`load-${database.kind}`, { connections: CONNECTIONS, seconds: SECONDS, documents: DOCUMENTS, quiet, busy })}`);
  } catch (error) {
    // Why a run stopped is in the server's last words more often than in the client's error.
    console.log(`  the server's last output:\n${server.output().trim().split('\n').slice(-15).join('\n')}`);
    throw error;
  } finally {
    await server.stop();
    turns.remove();
  }
}

const load = machineLoad();
console.log(`Load benchmark; ${load.summary}`);
const hello = await startHelloWorld();
try {
  for (const database of databasesToMeasure()) {
    await benchmark(database, hello).catch((error: Error) => console.log(`  ${database.label}: not measured (${error.message})`));
  }
} finally {
  await hello.close();
}
