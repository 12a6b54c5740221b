// Reads questionnaire files in a worker thread (files/reader-thread.ts): parsing a 500-question
// workbook or a long Word document takes hundreds of milliseconds of JavaScript, which in the API's
// thread would hold every request (and, embedded, the database) for as long. The upload, the
// extraction job and the layout routes share one thread, one file at a time. What it answers and
// refuses is what formats/index.ts answers and refuses: a QuestionnaireFileError keeps its code and
// message across the thread, so each refusal is the same 4xx with the same words; a file that needs
// more heap than a questionnaire may use is refused as too large instead of ending the API process.
import { ReaderThread, workerModule } from '../../files/reader-thread.ts';
import {
  QuestionnaireFileError,
  type ExtractionResult,
  type ExtractOptions,
  type QuestionnaireFileErrorCode,
  type QuestionnaireFormat,
  type TableOutcome,
} from '../formats/index.ts';

/** The heap reading one questionnaire may use. */
export const QUESTIONNAIRE_HEAP_MB = 512;
/** Longer than any questionnaire within the limits takes on a busy machine; past it the read is given up on. */
const QUESTIONNAIRE_TIMEOUT_MS = 2 * 60_000;

type Extraction = ExtractionResult & { tables: TableOutcome[] };

export type QuestionnaireRead = { what: 'questions' | 'tables'; format: QuestionnaireFormat; data: Uint8Array; options: ExtractOptions };
export type QuestionnaireReadResult = Extraction | TableOutcome[];

export class QuestionnaireReader {
  readonly #thread: ReaderThread<QuestionnaireRead, QuestionnaireReadResult>;

  constructor(options: { heapMb?: number; timeoutMs?: number } = {}) {
    const heapMb = options.heapMb ?? QUESTIONNAIRE_HEAP_MB;
    const timeoutMs = options.timeoutMs ?? QUESTIONNAIRE_TIMEOUT_MS;
    const tooLarge = (why: string) => new QuestionnaireFileError('too_large', `Reading this file ${why}. Split it into smaller files and upload those.`);
    this.#thread = new ReaderThread({
      entry: workerModule(import.meta.url, 'read-questionnaire-worker'),
      heapMb,
      timeoutMs,
      errors: {
        reported: ({ name, message, code }) =>
          name === 'QuestionnaireFileError' ? new QuestionnaireFileError(code as QuestionnaireFileErrorCode, message) : new Error(message),
        outOfMemory: () => tooLarge(`needs more than the ${heapMb} MB a questionnaire may use`),
        timedOut: () => tooLarge(`took more than ${timeoutMs / 1000} s`),
        stopped: () => new Error('The questionnaire reader stopped.'),
      },
    });
  }

  /** `extractQuestions` of formats/index.ts, in the reader's thread. */
  async extractQuestions(format: QuestionnaireFormat, data: Uint8Array, options: ExtractOptions = {}): Promise<Extraction> {
    return (await this.#thread.read({ what: 'questions', format, data, options })) as Extraction;
  }

  /** `readQuestionnaireTables` of formats/index.ts, in the reader's thread. */
  async readTables(format: QuestionnaireFormat, data: Uint8Array, options: ExtractOptions = {}): Promise<TableOutcome[]> {
    return (await this.#thread.read({ what: 'tables', format, data, options })) as TableOutcome[];
  }

  /** Starts the thread ahead of the first file. */
  start(): void {
    this.#thread.start();
  }

  close(): Promise<void> {
    return this.#thread.close();
  }
}
