import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import type { AnswerDrafter } from '../suggestions/answer-drafter.ts';

/** What the pipeline's jobs work with. */
export interface PipelineDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  /** Set when a language model is configured. */
  drafter: AnswerDrafter | null;
}
