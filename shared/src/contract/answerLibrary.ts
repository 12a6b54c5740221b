import { z } from 'zod';
import { namedRefSchema, personRefSchema } from './documents';
import { paginationQuerySchema } from './envelope';
import { orderingParam } from './ordering';
import { ANSWER_STATUSES, VERDICTS } from './projects';

// The answer library as people curate it (issue 12): every approved answer, one per distinct question,
// with where it came from, where it was used, and whether the documents it relied on changed since.

/**
 * `active`: offered as a `library` suggestion for the same question; `source_changed`: a repository
 * document it relied on has a newer version (or was deleted) since it was approved, so it is offered
 * as `weak` until someone re-approves it; `retired`: never offered.
 */
export const ANSWER_LIBRARY_STATUSES = ['active', 'source_changed', 'retired'] as const;
export type AnswerLibraryStatus = (typeof ANSWER_LIBRARY_STATUSES)[number];
export const ANSWER_LIBRARY_STATUS_LABELS: Record<AnswerLibraryStatus, string> = {
  active: 'Active',
  source_changed: 'Source changed',
  retired: 'Retired',
};

export const ANSWER_LIBRARY_ORDERING_FIELDS = ['approved_at', 'question', 'topic', 'owner'] as const;
export const ANSWER_LIBRARY_DEFAULT_ORDERING = '-approved_at';
/** The single-field orderings the library's headings set. */
export const ANSWER_LIBRARY_ORDERINGS = ['-approved_at', 'approved_at', 'question', '-question', 'topic', '-topic', 'owner', '-owner'] as const;
export type AnswerLibraryOrdering = (typeof ANSWER_LIBRARY_ORDERINGS)[number];

/**
 * GET /api/v1/answer_library/: `search` finds the words in the question or the answer; `topic` is the
 * questionnaire section the answer was approved under; `owner` who approved it; `approved_after` /
 * `approved_before` (YYYY-M-DD) include the day given.
 */
export const answerLibraryListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  topic: z.string().trim().max(500).optional(),
  owner: z.string().uuid().optional(),
  approved_after: z.string().optional(),
  approved_before: z.string().optional(),
  status: z.enum(ANSWER_LIBRARY_STATUSES).optional(),
  ordering: orderingParam(ANSWER_LIBRARY_ORDERING_FIELDS),
});
export type AnswerLibraryListQuery = z.input<typeof answerLibraryListQuerySchema>;

/** Where an entry was approved: the questionnaire, its project and the question; ids are null once deleted. */
export const answerLibraryOriginSchema = z.object({
  project: namedRefSchema.nullable(),
  document_id: z.string().nullable(),
  document_name: z.string(),
  question_id: z.string().nullable(),
  /** The questionnaire's own ID of the question ("AC-04"), while the question still exists. */
  question_reference: z.string().nullable(),
});

export const answerLibraryEntrySchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  verdict: z.enum(VERDICTS).nullable(),
  /** The questionnaire section the answer was approved under ("Access Control"); null when none. */
  topic: z.string().nullable(),
  status: z.enum(ANSWER_LIBRARY_STATUSES),
  approved_by: personRefSchema.nullable(),
  approved_at: z.string(),
  retired_by: personRefSchema.nullable(),
  retired_at: z.string().nullable(),
  origin: answerLibraryOriginSchema,
  /** Questions whose suggestion used or cited this entry. */
  uses: z.number(),
  updated_at: z.string(),
});
export type AnswerLibraryEntry = z.infer<typeof answerLibraryEntrySchema>;

/** A repository document version the approved answer relied on (its citations at approval time). */
export const answerLibrarySourceSchema = z.object({
  document_id: z.string(),
  document_name: z.string(),
  version_id: z.string(),
  version: z.number(),
  /** The document's current version; null when the document was deleted. */
  current_version: z.number().nullable(),
  changed: z.boolean(),
});
export type AnswerLibrarySource = z.infer<typeof answerLibrarySourceSchema>;

/** A question whose suggestion used the entry as its answer, or cited it beside another answer. */
export const answerLibraryUseSchema = z.object({
  question_id: z.string(),
  question_reference: z.string().nullable(),
  question: z.string(),
  status: z.enum(ANSWER_STATUSES),
  used_as: z.enum(['answer', 'related']),
  document: namedRefSchema,
  project: namedRefSchema,
  updated_at: z.string(),
});
export type AnswerLibraryUse = z.infer<typeof answerLibraryUseSchema>;

/** Most uses one entry's detail lists, latest first (`uses` counts them all). */
export const ANSWER_LIBRARY_USES_SHOWN = 50;

export const answerLibraryEntryDetailSchema = answerLibraryEntrySchema.extend({
  sources: z.array(answerLibrarySourceSchema),
  used_in: z.array(answerLibraryUseSchema),
});
export type AnswerLibraryEntryDetail = z.infer<typeof answerLibraryEntryDetailSchema>;

/** PATCH /api/v1/answer_library/{id}/: saving an entry is approving it again (the source-changed mark goes). */
export const updateAnswerLibraryEntryRequestSchema = z.object({
  question: z.string().trim().min(1, 'Write the question.').max(5000, 'Use at most 5,000 characters.').optional(),
  answer: z.string().trim().min(1, 'Write the answer: a library entry without one is never offered.').max(20000, 'Use at most 20,000 characters.').optional(),
  verdict: z.enum(VERDICTS).nullable().optional(),
  topic: z.string().trim().max(500, 'Use at most 500 characters.').nullable().optional(),
});
export type UpdateAnswerLibraryEntryRequest = z.infer<typeof updateAnswerLibraryEntryRequestSchema>;

/** GET /api/v1/answer_library/lookups/topic/: the topics in the library, with how many entries each. */
export const answerLibraryTopicSchema = z.object({ topic: z.string(), count: z.number() });
export type AnswerLibraryTopic = z.infer<typeof answerLibraryTopicSchema>;
