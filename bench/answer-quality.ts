// Quality of the suggested answers on the labelled development set vsaq-halden (SOURCES.md there):
// its 28 policy documents go into the repository through the HTTP API, its two questionnaires (xlsx,
// 108 questions; docx, 20 of them) into a project; each suggestion is then scored against truth.json:
// questions extracted, whether the top citation is an expected document, key facts in the answer,
// abstention where the KB has no answer, precision of each confidence tier, verdicts (once the API has
// them), headings and cut-off sentences in answers, and seconds from upload to suggestions ready. Then
// every suggested answer of the xlsx is approved and the file uploaded again: the answer library must
// offer its answers for those questions and for no other. Runs on PGlite, and also on PostgreSQL
// when DATABASE_URL is set; with LLM_BASE_URL (LLM_API_KEY, LLM_MODEL) set, the server's language model
// reads the passages (suggestions/drafted-suggestions.ts). Prints figures; never fails.
//
// One benchmark alone: `cd bench && node --import tsx answer-quality.ts`. The set: EVAL_SET_DIR
// (default ../shared/eval/vsaq-halden beside the project).
import { join } from 'node:path';
import {
  PROJECT_PATHS,
  type NamedRef,
  type Project,
  type ProjectDocument,
  type QuestionAnswer,
  type QuestionAnswerList,
  type WorkflowState,
} from '../shared/src/contract/index.ts';
import { ApiCallError, inParallel, signIn, sleep, type ApiClient } from './support/api-client.ts';
import {
  matchQuestions,
  qualityFigures,
  scoreSuggestion,
  type QualityFigures,
  type QuestionScore,
  type ScoredQuestion,
  type ScoringContext,
  type Share,
  type TruthQuestion,
} from './support/answer-scoring.ts';
import { BENCH_PASSWORD, databasesToMeasure, startBenchServer, type BenchServer, type DatabaseChoice } from './support/bench-server.ts';
import { loadEvalSet, type EvalSet } from './support/eval-set.ts';
import { machineLoad } from './support/machine.ts';
import { printFigures, saveResults, seconds, type Figure } from './support/report.ts';
import { uploadToRepository, waitUntilSearchable } from './support/repository-documents.ts';

const EVAL_SET_DIR = process.env.EVAL_SET_DIR ?? join(import.meta.dirname, '..', '..', 'shared', 'eval', 'vsaq-halden');
/** A questionnaire is past the pipeline: suggestions stored (or it failed). */
const PIPELINE_DONE: readonly WorkflowState[] = ['ready_for_review', 'in_review', 'completed', 'failed'];
const READY_TIMEOUT_SECONDS = 600;
const READING_LIST_LINES = 15;
/** Questions approved per review request in the library round trip. */
const APPROVAL_BATCH = 50;

// --- the product: knowledge base, project, questionnaires ---------------------------------------

interface KnowledgeBaseFigures {
  documents: number;
  failed: number;
  /** From the first upload to every document searchable. */
  seconds: number;
  /** The names the repository stored (what citations will call the documents). */
  storedNames: string[];
}

async function uploadKnowledgeBase(client: ApiClient, set: EvalSet): Promise<KnowledgeBaseFigures> {
  const started = performance.now();
  const uploaded = await inParallel(set.kb, 4, (file) => uploadToRepository(client, file));
  const settled = await waitUntilSearchable(
    client,
    uploaded.map((item) => item.id),
  );
  return {
    documents: settled.length,
    failed: settled.filter((item) => item.index_state !== 'indexed').length,
    seconds: seconds(started),
    storedNames: settled.map((item) => item.name),
  };
}

async function createProject(client: ApiClient, name: string): Promise<Project> {
  const [entity] = await client.get<NamedRef[]>(PROJECT_PATHS.entities);
  if (!entity) throw new Error('The demo organisation has no client to make a project for.');
  return client.post<Project>(PROJECT_PATHS.projects, { entity_id: entity.id, name });
}

const answersPage = (documentId: string, page: number, pageSize: number) =>
  `${PROJECT_PATHS.questionAnswers}?document_id=${documentId}&page_size=${pageSize}&page=${page}`;

/** Every question of the document with its suggestion, in order, page by page. */
async function allQuestionAnswers(client: ApiClient, documentId: string): Promise<QuestionAnswer[]> {
  const answers: QuestionAnswer[] = [];
  for (let page = 1; ; page += 1) {
    const list = await client.get<QuestionAnswerList>(answersPage(documentId, page, 200));
    answers.push(...list.results);
    if (!list.next) return answers;
  }
}

interface QuestionnaireRun {
  file: string;
  /** Upload request answered (the questions are read at once). */
  uploadSeconds: number;
  /** From the start of the upload until the suggestions are stored; null when the file was refused. */
  readySeconds: number | null;
  state: WorkflowState;
  error: string | null;
  answers: QuestionAnswer[];
}

async function runQuestionnaire(client: ApiClient, projectId: string, file: { name: string; content: Uint8Array }): Promise<QuestionnaireRun> {
  const started = performance.now();
  const document = await client.upload<ProjectDocument>(PROJECT_PATHS.projectFiles, { project_id: projectId }, file).catch((error: Error) => error);
  const uploadSeconds = seconds(started);
  // 422: the file was read and no questions were found in it: a figure (nothing extracted), not a crash.
  if (document instanceof ApiCallError && document.status === 422) {
    return { file: file.name, uploadSeconds, readySeconds: null, state: 'failed', error: document.message, answers: [] };
  }
  if (document instanceof Error) throw document;
  let list: QuestionAnswerList;
  for (;;) {
    list = await client.get<QuestionAnswerList>(answersPage(document.id, 1, 1));
    if (PIPELINE_DONE.includes(list.document.state)) break;
    if (seconds(started) > READY_TIMEOUT_SECONDS)
      throw new Error(`${file.name}: suggestions not ready within ${READY_TIMEOUT_SECONDS} s (state ${list.document.state}).`);
    await sleep(100);
  }
  const readySeconds = seconds(started);
  return {
    file: file.name,
    uploadSeconds,
    readySeconds,
    state: list.document.state,
    error: list.document.error,
    answers: await allQuestionAnswers(client, document.id),
  };
}

/** Approved answers offered again: for the questions they were approved for, and (wrongly) for others. */
interface LibraryRoundTrip {
  approved: number;
  offeredForSame: number;
  offeredForOthers: string[];
}

/**
 * Approves every suggested answer of a questionnaire (into the answer library), uploads the same file
 * into a new project, and counts where the library answers come back.
 */
async function libraryRoundTrip(client: ApiClient, run: QuestionnaireRun, file: { name: string; content: Uint8Array }): Promise<LibraryRoundTrip> {
  const suggested = run.answers.filter((answer) => answer.status === 'suggested' && answer.answer !== '');
  const documentId = run.answers[0]?.document_id;
  if (!documentId) return { approved: 0, offeredForSame: 0, offeredForOthers: [] };
  for (let start = 0; start < suggested.length; start += APPROVAL_BATCH) {
    const ids = suggested.slice(start, start + APPROVAL_BATCH).map((answer) => answer.id);
    await client.post(PROJECT_PATHS.review, { document_id: documentId, action: 'approve', question_ids: ids });
  }
  const approvedTexts = new Set(suggested.map((answer) => answer.question));
  const project = await createProject(client, 'Benchmark: answer library round trip (vsaq-halden)');
  const again = await runQuestionnaire(client, project.id, file);
  const library = again.answers.filter((answer) => answer.confidence === 'library');
  return {
    approved: suggested.length,
    offeredForSame: library.filter((answer) => approvedTexts.has(answer.question)).length,
    offeredForOthers: library.filter((answer) => !approvedTexts.has(answer.question)).map((answer) => answer.question),
  };
}

// --- scoring a run against the labels ----------------------------------------------------------

/** One extracted question as saved in the results file. */
interface QuestionResult {
  file: string;
  ordinal: number;
  question: string;
  /** The labelled question it matched, or null (spurious). */
  id: string | null;
  matchedBy: 'exact' | 'overlap' | null;
  coverage: TruthQuestion['coverage'] | null;
  expected_docs: string[];
  answer: string;
  status: QuestionAnswer['status'];
  citations: { document_name: string; source: string; score: number; passage: string; section?: string }[];
  score: QuestionScore | null;
}

/** A matched question: its label and its score. */
type LabelledScore = ScoredQuestion & { truth: TruthQuestion };

interface FileScore {
  file: string;
  run: QuestionnaireRun;
  results: QuestionResult[];
  scored: LabelledScore[];
  missed: string[];
  spurious: number;
  figures: QualityFigures;
}

function scoreRun(run: QuestionnaireRun, truth: readonly TruthQuestion[], context: ScoringContext): FileScore {
  const { matches, missed } = matchQuestions(
    run.answers.map((answer) => answer.question),
    truth,
  );
  const results = run.answers.map((answer, index): QuestionResult => {
    const match = matches[index];
    return {
      file: run.file,
      ordinal: answer.ordinal,
      question: answer.question,
      id: match?.truth.id ?? null,
      matchedBy: match?.by ?? null,
      coverage: match?.truth.coverage ?? null,
      expected_docs: match?.truth.expected_docs ?? [],
      answer: answer.answer,
      status: answer.status,
      citations: answer.citations.map(({ document_name, source, score, passage, section }) => ({ document_name, source, score, passage, section })),
      score: match ? scoreSuggestion(answer, match.truth, context) : null,
    };
  });
  const scored = matches.flatMap((match, index): LabelledScore[] => (match ? [{ truth: match.truth, score: results[index]!.score! }] : []));
  return {
    file: run.file,
    run,
    results,
    scored,
    missed: missed.map((entry) => entry.id),
    spurious: matches.filter((match) => match === null).length,
    figures: qualityFigures(scored),
  };
}

// --- printing ------------------------------------------------------------------------------------

const percent = (label: string, value: Share, target?: Figure['target']): Figure => ({
  label: `${label} (${value.count}/${value.of})`,
  value: value.percent,
  unit: '%',
  ...(target ? { target } : {}),
});
const count = (label: string, value: number, target?: Figure['target']): Figure => ({ label, value, unit: 'q', digits: 0, ...(target ? { target } : {}) });

function qualityRows(figures: QualityFigures): Figure[] {
  const rows: Figure[] = [
    percent('top citation is an expected document', figures.topCitationExpected, { kind: 'min', value: 85 }),
    percent('an expected document among the citations', figures.expectedAmongCitations),
    percent('a key fact in the answer', figures.keyFact, { kind: 'min', value: 80 }),
    percent('abstained on not_covered', figures.abstainedOnNotCovered, { kind: 'min', value: 80 }),
    count('not_covered answered strong or library', figures.confidentOnNotCovered, { kind: 'max', value: 0 }),
  ];
  for (const tier of ['library', 'strong', 'weak'] as const) {
    const { count: correct, of, percent: value } = figures.tiers[tier];
    rows.push(count(`suggestions of tier ${tier}`, of));
    if (of > 0)
      rows.push({
        label: `  precision of ${tier} (${correct}/${of})`,
        value,
        unit: '%',
        ...(tier === 'strong' ? { target: { kind: 'min', value: 90 } as const } : {}),
      });
  }
  rows.push(count('suggestions of tier none', figures.tiers.none.of));
  if (figures.verdictAccuracy) rows.push(percent('yes/no verdict accuracy', figures.verdictAccuracy));
  rows.push(
    count('answers with a heading in them', figures.withHeading, { kind: 'max', value: 0 }),
    count('answers that end mid-sentence', figures.midSentence, { kind: 'max', value: 0 }),
  );
  return rows;
}

function fileRows(file: FileScore): Figure[] {
  const { run } = file;
  const extraction = [
    count('questions extracted', run.answers.length),
    count('  truth questions missed', file.missed.length),
    count('  spurious (matching no truth question)', file.spurious),
  ];
  if (run.readySeconds === null) return [...extraction, { label: 'upload refused', value: run.uploadSeconds, unit: 's' }];
  return [
    ...extraction,
    ...(file.scored.length > 0 ? qualityRows(file.figures) : []),
    // With a language model (LLM_BASE_URL in this environment, passed on to the server) it read them.
    ...(process.env.LLM_BASE_URL ? [count('answers written by the language model', run.answers.filter((answer) => answer.drafted).length)] : []),
    { label: 'upload answered (questions extracted)', value: run.uploadSeconds, unit: 's' },
    { label: 'upload to all suggestions ready', value: run.readySeconds, unit: 's' },
  ];
}

const mix = (figures: QualityFigures) => `${figures.covered} covered, ${figures.partial} partial, ${figures.notCovered} not covered`;

/** Wrong top citations on covered/partial questions, and confident answers where the KB has none: to read, not to tune on. */
function readingList(scored: readonly LabelledScore[]): string[] {
  const wrong = scored
    .filter(({ truth, score }) => truth.coverage !== 'not_covered' && !score.topCitationExpected)
    .map(
      ({ truth, score }) => `  ${truth.id} ${score.tier.padEnd(7)} top: ${score.topDocument ?? '(no citation)'}  expected: ${truth.expected_docs.join(', ')}`,
    );
  const confident = scored
    .filter(({ truth, score }) => truth.coverage === 'not_covered' && (score.tier === 'strong' || score.tier === 'library'))
    .map(({ truth, score }) => `  ${truth.id} ${score.tier.padEnd(7)} top: ${score.topDocument ?? '(no citation)'}  (not_covered)`);
  const lines = [
    `Covered/partial questions with a wrong top citation: ${wrong.length}; not_covered answered strong/library: ${confident.length}`,
    ...confident,
    ...wrong,
  ];
  if (lines.length <= READING_LIST_LINES) return lines;
  return [...lines.slice(0, READING_LIST_LINES - 1), `  … ${lines.length - READING_LIST_LINES + 1} more in the results file`];
}

/** An error with its cause (fetch says only "fetch failed") and the server's last warnings. */
function reason(error: Error, server?: BenchServer): string {
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  const warnings = (server?.output() ?? '')
    .split('\n')
    .filter((line) => /"level":(40|50|60)/.test(line) && !/No build of remote/.test(line))
    .slice(-3)
    .map((line) => `\n    server: ${line.slice(0, 600)}`);
  return `${error.message}${cause}${warnings.join('')}`;
}

// --- the run -------------------------------------------------------------------------------------

async function benchmark(database: DatabaseChoice, set: EvalSet): Promise<void> {
  const load = machineLoad();
  const server = await startBenchServer(database);
  try {
    const client = await signIn(server.url, BENCH_PASSWORD);
    const kb = await uploadKnowledgeBase(client, set);
    console.log(`\n${kb.documents} KB documents searchable in ${kb.seconds.toFixed(1)} s (${kb.failed} not indexed); stored as e.g. "${kb.storedNames[0]}"`);

    const project = await createProject(client, 'Benchmark: answer quality (vsaq-halden)');
    const context: ScoringContext = { titleOfFile: set.titleOfFile, headings: set.headings };
    const files: FileScore[] = [];
    for (const questionnaire of set.questionnaires) {
      const run = await runQuestionnaire(client, project.id, questionnaire).catch((error: Error) => error);
      if (run instanceof Error) {
        console.log(`  ${questionnaire.name} could not be measured: ${reason(run, server)}`);
        continue;
      }
      const file = scoreRun(run, questionnaire.truth, context);
      files.push(file);
      printFigures(`Answer quality, ${file.file} on ${database.label} (${file.scored.length} matched questions: ${mix(file.figures)})`, fileRows(file));
      if (run.state === 'failed') console.log(`  ${questionnaire.name} failed: ${run.error ?? 'no reason given'}`);
    }
    if (files.length === 0) return;

    const allScored = files.flatMap((file) => file.scored);
    const overall = qualityFigures(allScored);
    const repeated = files.slice(1).reduce((sum, file) => sum + file.scored.length, 0);
    const again = repeated > 0 ? `, the docx's ${repeated} counted again` : '';
    printFigures(`Answer quality, both files together (${allScored.length} questions${again}: ${mix(overall)}); ${load.summary}`, [
      count(
        'questions extracted',
        files.reduce((sum, file) => sum + file.run.answers.length, 0),
      ),
      count(
        '  truth questions missed',
        files.reduce((sum, file) => sum + file.missed.length, 0),
      ),
      count(
        '  spurious (matching no truth question)',
        files.reduce((sum, file) => sum + file.spurious, 0),
      ),
      ...(allScored.length > 0 ? qualityRows(overall) : []),
      { label: `${kb.documents} KB documents: first upload to all indexed`, value: kb.seconds, unit: 's' },
    ]);
    if (!overall.verdictAccuracy) console.log('  yes/no verdict accuracy: the verdict column is not produced yet (no `verdict` on the question answers).');

    const first = files[0]!;
    const roundTrip = await libraryRoundTrip(client, first.run, set.questionnaires[0]!).catch((error: Error) => error);
    if (roundTrip instanceof Error) console.log(`  The answer-library round trip could not be measured: ${reason(roundTrip, server)}`);
    else {
      printFigures(`Answer library: every suggested answer of ${first.file} approved, the file uploaded again`, [
        count('answers approved into the library', roundTrip.approved),
        count('  offered again for the same questions', roundTrip.offeredForSame, { kind: 'min', value: roundTrip.approved }),
        count('  offered for other questions', roundTrip.offeredForOthers.length, { kind: 'max', value: 0 }),
      ]);
      for (const question of roundTrip.offeredForOthers.slice(0, 5)) console.log(`  offered for another question: ${question.slice(0, 100)}`);
    }

    // Each labelled question once (the xlsx holds all of them), for reading.
    const seen = new Set<string>();
    const distinct = allScored.filter(({ truth }) => !seen.has(truth.id) && seen.add(truth.id));
    console.log(`\n${readingList(distinct).join('\n')}`);
    for (const file of files) {
      if (file.missed.length > 0) console.log(`  ${file.file}: truth questions missed: ${file.missed.join(', ')}`);
      for (const spurious of file.results.filter((result) => result.id === null).slice(0, 5)) {
        console.log(`  ${file.file}: spurious question #${spurious.ordinal}: ${spurious.question.slice(0, 100)}`);
      }
    }

    const results = {
      database: database.label,
      machine: load,
      evalSet: set.dir,
      knowledgeBase: kb,
      files: files.map(({ file, run, results: questions, missed, spurious, figures }) => ({
        file,
        uploadSeconds: run.uploadSeconds,
        readySeconds: run.readySeconds,
        state: run.state,
        error: run.error,
        missed,
        spurious,
        figures,
        questions,
      })),
      overall,
      libraryRoundTrip: roundTrip instanceof Error ? { error: roundTrip.message } : roundTrip,
    };
    console.log(`  results: ${saveResults(`answer-quality-${database.kind}`, results)}`);
  } catch (error) {
    console.log(`Answer-quality benchmark on ${database.label} stopped: ${reason(error as Error, server)}`);
  } finally {
    await server.stop();
  }
}

try {
  const set = loadEvalSet(EVAL_SET_DIR);
  for (const database of databasesToMeasure()) {
    try {
      await benchmark(database, set);
    } catch (error) {
      console.log(`Answer-quality benchmark on ${database.label} could not run: ${reason(error as Error)}`);
    }
  }
} catch (error) {
  console.log(`Answer-quality benchmark could not read the evaluation set at ${EVAL_SET_DIR}: ${(error as Error).message}`);
}
