// Projects and questionnaires (issue 5) on a real server process, against a generated repository of
// 2,000 indexed documents: a 500-question xlsx from upload to every suggestion ready (seconds and
// questions per second), then the export of a project of 100 questionnaires as a zip (seconds and
// the server's memory). Runs on PGlite, and also on PostgreSQL when DATABASE_URL is set. Prints
// figures; never fails. With the suggestions, the server's longest event-loop turns (support/turn-monitor.ts)
// in each phase: the upload (the file is read to refuse a bad one), the extraction, the suggestions.
//
// One benchmark alone: `cd bench && node --import tsx questionnaires.ts`. Sizes: BENCH_DOCUMENTS
// (2000), BENCH_QUESTIONS (500), BENCH_EXPORT_DOCUMENTS (100; 0 leaves the export out), BENCH_EXPORT_LOGO_KB (1024).
import {
  PROJECT_PATHS,
  type ExportStatus,
  type NamedRef,
  type Project,
  type ProjectDetail,
  type ProjectDocument,
  type QuestionAnswerList,
  type WorkflowState,
} from '../shared/src/contract/index.ts';
import { largeXlsxQuestionnaire } from '@app/test-fixtures/questionnaire-files';
import { inParallel, signIn, sleep, type ApiClient } from './support/api-client.ts';
import { BENCH_PASSWORD, databasesToMeasure, startBenchServer, type BenchServer, type DatabaseChoice } from './support/bench-server.ts';
import { generateDocuments, uploadRepository } from './support/generated-repository.ts';
import { logoQuestionnaire, type LogoQuestionnaire } from './support/logo-questionnaires.ts';
import { machineLoad } from './support/machine.ts';
import { megabytes, recordMemory, type MemoryFigures } from './support/process-memory.ts';
import { printFigures, saveResults, seconds, type Figure } from './support/report.ts';
import { watchServerTurns, type ServerTurns } from './support/server-turns.ts';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 2000);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 500);
const EXPORT_DOCUMENTS = Number(process.env.BENCH_EXPORT_DOCUMENTS ?? 100);
const EXPORT_LOGO_KB = Number(process.env.BENCH_EXPORT_LOGO_KB ?? 1024);
const MB = 1024 * 1024;

/** A document is past the pipeline: suggestions stored (or it failed). */
const PIPELINE_DONE: readonly WorkflowState[] = ['ready_for_review', 'in_review', 'completed', 'failed'];
const CONFIDENCE = ['library', 'strong', 'weak', 'none'] as const;

async function createProject(client: ApiClient, name: string): Promise<Project> {
  const [entity] = await client.get<NamedRef[]>(PROJECT_PATHS.entities);
  if (!entity) throw new Error('The demo organisation has no client to make a project for.');
  return client.post<Project>(PROJECT_PATHS.projects, { entity_id: entity.id, name });
}

const questionList = (documentId: string, filter = '') => `${PROJECT_PATHS.questionAnswers}?document_id=${documentId}&page_size=1${filter}`;

interface SuggestionFigures {
  questions: number;
  uploadSeconds: number;
  readySeconds: number;
  questionsPerSecond: number;
  state: WorkflowState;
  byConfidence: Record<(typeof CONFIDENCE)[number], number>;
  /** The server's turns of 20 ms or more in each phase, longest first. */
  turns: Record<SuggestionPhase, number[]>;
}

type SuggestionPhase = 'upload' | 'extraction' | 'suggestions';
/** How many of a phase's longest turns are printed. */
const TURNS_SHOWN = 5;

/** From the start of the upload until the document's suggestions are stored. */
async function measureSuggestions(client: ApiClient, turns: ServerTurns): Promise<SuggestionFigures> {
  const project = await createProject(client, `Benchmark: ${QUESTIONS} questions`);
  const file = await largeXlsxQuestionnaire(QUESTIONS);
  const started = performance.now();
  const uploadStartedAt = Date.now();
  const document = await client.upload<ProjectDocument>(PROJECT_PATHS.projectFiles, { project_id: project.id }, { name: file.fileName, content: file.data });
  const uploadSeconds = seconds(started);
  const uploadedAt = Date.now();
  let extractedAt: number | undefined;
  let list: QuestionAnswerList;
  for (;;) {
    list = await client.get<QuestionAnswerList>(questionList(document.id));
    if (extractedAt === undefined && !['queued', 'extracting'].includes(list.document.state)) extractedAt = Date.now();
    if (PIPELINE_DONE.includes(list.document.state)) break;
    if (seconds(started) > 600) throw new Error(`The suggestions were not ready within 10 minutes (state ${list.document.state}).`);
    await sleep(100);
  }
  const readySeconds = seconds(started);
  const readyAt = Date.now();
  const phaseTurns = {
    upload: turns.between(uploadStartedAt, uploadedAt),
    extraction: turns.between(uploadedAt, extractedAt!),
    suggestions: turns.between(extractedAt!, readyAt),
  };
  const byConfidence = Object.fromEntries(
    await Promise.all(CONFIDENCE.map(async (tier) => [tier, (await client.get<QuestionAnswerList>(questionList(document.id, `&confidence=${tier}`))).count])),
  ) as SuggestionFigures['byConfidence'];
  return {
    questions: list.count,
    uploadSeconds,
    readySeconds,
    questionsPerSecond: list.count / readySeconds,
    state: list.document.state,
    byConfidence,
    turns: phaseTurns,
  };
}

interface ExportFigures {
  documents: number;
  questions: number;
  uploadedMegabytes: number;
  pipelineSeconds: number;
  approved: number;
  exportSeconds: number;
  downloadSeconds: number;
  zipMegabytes: number;
  memory: MemoryFigures;
}

async function waitForPipeline(client: ApiClient, projectId: string, expected: number): Promise<ProjectDocument[]> {
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const { documents } = await client.get<ProjectDetail>(PROJECT_PATHS.projectDetails(projectId));
    if (documents.length >= expected && documents.every((document) => PIPELINE_DONE.includes(document.state))) return documents;
    if (Date.now() > deadline) throw new Error('The questionnaires were not through the pipeline within 15 minutes.');
    await sleep(1000);
  }
}

/** Starts the export of the whole project, follows it until ready, and downloads the zip. */
async function exportAndDownload(client: ApiClient, projectId: string): Promise<{ exportSeconds: number; downloadSeconds: number; zipBytes: number }> {
  const started = performance.now();
  let status = await client.post<ExportStatus>(PROJECT_PATHS.exports, { project_id: projectId });
  while (status.state === 'queued' || status.state === 'running') {
    await sleep(200);
    status = await client.get<ExportStatus>(PROJECT_PATHS.exportStatus(status.id));
  }
  if (status.state !== 'ready' || !status.url) throw new Error(`The export ${status.state}: ${status.error ?? 'no link'}`);
  const exportSeconds = seconds(started);
  const downloadStarted = performance.now();
  const zipBytes = await client.download(status.url);
  return { exportSeconds, downloadSeconds: seconds(downloadStarted), zipBytes };
}

/** A project of questionnaires, reviewed (high-confidence answers approved), exported as one zip. */
async function measureExport(client: ApiClient, server: BenchServer, questionnaires: readonly LogoQuestionnaire[]): Promise<ExportFigures> {
  const project = await createProject(client, `Benchmark: export of ${questionnaires.length} questionnaires`);
  const started = performance.now();
  await inParallel(questionnaires, 4, (file) =>
    client.upload<ProjectDocument>(PROJECT_PATHS.projectFiles, { project_id: project.id }, { name: file.name, content: file.data }),
  );
  const documents = await waitForPipeline(client, project.id, questionnaires.length);
  const pipelineSeconds = seconds(started);
  let approved = 0;
  for (const document of documents) {
    const result = await client.post<{ updated: number }>(PROJECT_PATHS.review, { document_id: document.id, action: 'approve_high_confidence' });
    approved += result.updated;
  }

  const recording = await recordMemory(server.pid);
  const outcome = await exportAndDownload(client, project.id).catch((error: Error) => error);
  const memory = recording.stop();
  if (outcome instanceof Error) throw outcome;
  const { exportSeconds, downloadSeconds, zipBytes } = outcome;
  return {
    documents: documents.length,
    questions: questionnaires.reduce((sum, file) => sum + file.questions, 0),
    uploadedMegabytes: questionnaires.reduce((sum, file) => sum + file.data.byteLength, 0) / MB,
    pipelineSeconds,
    approved,
    exportSeconds,
    downloadSeconds,
    zipMegabytes: zipBytes / MB,
    memory,
  };
}

/** An error with its cause (fetch says only "fetch failed") and the server's last complaints. */
function reason(error: Error, server: BenchServer): string {
  const complaints = server
    .output()
    .split('\n')
    .filter((line) => /"level":(40|50|60)/.test(line))
    .slice(-3)
    .map((line) => `\n    server: ${line.slice(0, 600)}`);
  return `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}${complaints.join('')}`;
}

async function benchmark(database: DatabaseChoice): Promise<void> {
  const { documents } = await generateDocuments(DOCUMENTS);
  const questionnaires = await Promise.all(Array.from({ length: EXPORT_DOCUMENTS }, (_, index) => logoQuestionnaire(index, EXPORT_LOGO_KB * 1024)));
  const load = machineLoad();
  const turns = watchServerTurns();
  const server = await startBenchServer(database, turns.env, turns.nodeArgs);
  try {
    const client = await signIn(server.url, BENCH_PASSWORD);
    const { figures: repository } = await uploadRepository(client, documents);
    const figures: Figure[] = [];
    const results: Record<string, unknown> = { database: database.label, machine: load, repository };
    const suggestions = await measureSuggestions(client, turns).catch((error: Error) => error);
    if (suggestions instanceof Error) {
      console.log(`  ${QUESTIONS}-question suggestions could not be measured: ${reason(suggestions, server)}`);
    } else {
      results.suggestions = suggestions;
      figures.push(
        { label: `${suggestions.questions}-question xlsx: upload answered (questions extracted)`, value: suggestions.uploadSeconds, unit: 's' },
        { label: '  upload to all suggestions ready', value: suggestions.readySeconds, unit: 's', target: { kind: 'max', value: 10 } },
        { label: '  questions per second', value: suggestions.questionsPerSecond, unit: 'q/s', target: { kind: 'min', value: suggestions.questions / 10 } },
        ...CONFIDENCE.map((tier) => ({ label: `  suggestions of confidence ${tier}`, value: suggestions.byConfidence[tier], unit: 'q', digits: 0 })),
        ...Object.entries(suggestions.turns).map(([phase, ms]): Figure => ({ label: `  longest turn: ${phase}`, value: ms[0] ?? 0, unit: 'ms', digits: 0 })),
      );
      for (const [phase, ms] of Object.entries(suggestions.turns)) {
        const longest = ms.slice(0, TURNS_SHOWN).join(', ') || 'none';
        console.log(`  ${phase}: longest turns ${longest} ms (${ms.filter((turn) => turn >= 100).length} of 100 ms or more, ${ms.length} of 20 ms or more)`);
      }
    }
    // BENCH_EXPORT_DOCUMENTS=0 leaves the export out.
    const exported = EXPORT_DOCUMENTS > 0 && (await measureExport(client, server, questionnaires).catch((error: Error) => error));
    if (exported instanceof Error) {
      console.log(`  The export could not be measured: ${reason(exported, server)}`);
    } else if (exported) {
      results.export = exported;
      figures.push(
        {
          label: `${exported.documents} questionnaires (${exported.uploadedMegabytes.toFixed(0)} MB, ${exported.questions} questions): upload to all suggested`,
          value: exported.pipelineSeconds,
          unit: 's',
        },
        { label: '  answers approved (high confidence)', value: exported.approved, unit: 'q', digits: 0 },
        { label: '  export as a zip, start to ready', value: exported.exportSeconds, unit: 's' },
        { label: `  download of the zip (${exported.zipMegabytes.toFixed(1)} MB)`, value: exported.downloadSeconds, unit: 's' },
        { label: '  server RSS before the export', value: megabytes(exported.memory.baselineBytes), unit: 'MB' },
        { label: '  server RSS rise, export and download', value: megabytes(exported.memory.riseBytes), unit: 'MB', target: { kind: 'max', value: 100 } },
      );
    }
    printFigures(
      `Questionnaires on ${database.label}, against ${repository.documents} indexed documents (indexed in ${repository.totalSeconds.toFixed(0)} s); ${load.summary}`,
      figures,
    );
    console.log(`  results: ${saveResults(`questionnaires-${database.kind}`, results)}`);
  } finally {
    await server.stop();
    turns.remove();
  }
}

for (const database of databasesToMeasure()) {
  try {
    await benchmark(database);
  } catch (error) {
    console.log(`Questionnaire benchmark on ${database.label} could not run: ${(error as Error).message}`);
  }
}
