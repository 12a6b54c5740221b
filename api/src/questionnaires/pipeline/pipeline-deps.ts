import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RepositoryPassages } from '../../documents/passages/repository-passages.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import type { QuestionnaireReader } from '../reading/questionnaire-reader.ts';
import type { AnswerDrafter } from '../suggestions/answer-drafter.ts';

/** What the pipeline's jobs work with. */
export interface PipelineDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  /** Set when a language model is configured. */
  drafter: AnswerDrafter | null;
  /** Each organisation's passage index, kept between jobs. */
  repositoryPassages: RepositoryPassages;
  /** Questions one questionnaire may hold. */
  maxQuestions: number;
  /** Reads questionnaire files off the API's thread. */
  reader: QuestionnaireReader;
}
