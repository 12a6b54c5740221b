import { z } from 'zod';
import { namedRefSchema, personRefSchema } from './documents';
import { paginationQuerySchema } from './envelope';
import { orderingParam } from './ordering';
import { PROJECT_DUE_FILTERS, PROJECT_ORDERING_FIELDS, PROJECT_STATUS_FILTERS, PROJECT_STATUSES } from './projectConstants';

// Projects and the questionnaire review pipeline (issue 5): a client's questionnaire goes in,
// questions are extracted, answers are suggested with citations, people review them, and the
// questionnaire goes back out in its own format.

/** A project document's way through the pipeline. */
export const WORKFLOW_STATES = ['queued', 'extracting', 'suggesting', 'ready_for_review', 'in_review', 'completed', 'failed', 'cancelled'] as const;
export type WorkflowState = (typeof WORKFLOW_STATES)[number];
/** How a workflow state is named to people: on screen and in the exported document list. */
export const WORKFLOW_STATE_LABELS: Record<WorkflowState, string> = {
  queued: 'Queued',
  extracting: 'Extracting questions',
  suggesting: 'Suggesting answers',
  ready_for_review: 'Ready for review',
  in_review: 'In review',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** A question's answer status (ARCHITECTURE.md, "Review"), plus not applicable. */
export const ANSWER_STATUSES = ['unanswered', 'suggested', 'edited', 'approved', 'rejected', 'not_applicable'] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

/**
 * How much to trust a suggestion: `library` an approved answer to a near-identical question;
 * `strong` / `weak` repository passages that match well / partly; `none` nothing found (no answer is
 * invented).
 */
export const CONFIDENCE_TIERS = ['library', 'strong', 'weak', 'none'] as const;
export type ConfidenceTier = (typeof CONFIDENCE_TIERS)[number];

/**
 * What a question answered yes or no says, beside its explanation: `yes`, `no` or `n/a`; null when it
 * has none (a question that is not asked yes-or-no, or no evidence: a `no` is never guessed). Exported
 * into the questionnaire's verdict column in the file's own spelling ("Yes", "Y", "Compliant"…).
 */
export const VERDICTS = ['yes', 'no', 'n/a'] as const;
export type Verdict = (typeof VERDICTS)[number];
/** How a verdict is named to people. */
export const VERDICT_LABELS: Record<Verdict, string> = { yes: 'Yes', no: 'No', 'n/a': 'N/A' };

export const QUESTIONNAIRE_FORMATS = ['xlsx', 'csv', 'docx', 'pdf'] as const;
export type QuestionnaireFormat = (typeof QUESTIONNAIRE_FORMATS)[number];

/** Answer progress of a document or a project. `percent` counts approved and not applicable. */
export const answerProgressSchema = z.object({
  total: z.number(),
  unanswered: z.number(),
  suggested: z.number(),
  edited: z.number(),
  approved: z.number(),
  rejected: z.number(),
  not_applicable: z.number(),
  percent: z.number(),
});
export type AnswerProgress = z.infer<typeof answerProgressSchema>;

export const projectStatusRefSchema = z.object({ code: z.enum(PROJECT_STATUSES), name: z.string() });

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  entity: namedRefSchema,
  status: projectStatusRefSchema,
  /** YYYY-MM-DD or null. */
  deadline: z.string().nullable(),
  created_by: personRefSchema.nullable(),
  assignees: z.array(personRefSchema),
  documents_count: z.number(),
  progress: answerProgressSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** GET /api/v1/projects/: the spec's project filters (dates YYYY-M-DD or YYYY-MM-DD), paged; `due` beside them. */
export const projectListQuerySchema = paginationQuerySchema.extend({
  project_name: z.string().trim().max(200).optional(),
  created_by: z.string().uuid().optional(),
  assigned_to: z.string().uuid().optional(),
  deadline: z.string().optional(),
  created_before: z.string().optional(),
  created_after: z.string().optional(),
  status: z.enum(PROJECT_STATUS_FILTERS).optional(),
  due: z.enum(PROJECT_DUE_FILTERS).optional(),
  entity: z.string().uuid().optional(),
  ordering: orderingParam(PROJECT_ORDERING_FIELDS),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

/** POST /api/v1/projects/ (the onboarding wizard's draft plus the client). */
export const createProjectRequestSchema = z.object({
  entity_id: z.string().uuid('Choose a client.'),
  name: z.string().trim().min(1, 'Enter a project name.').max(200, 'Use at most 200 characters.'),
  description: z.string().trim().max(5000).default(''),
  assigned_to: z.array(z.string().uuid()).default([]),
  deadline: z.string().nullable().optional(),
});
export type CreateProjectRequest = z.input<typeof createProjectRequestSchema>;

/** PATCH /api/v1/projects/details/{id}/; `status` may only be set by hand to on_hold or back (null resumes the automatic status). */
export const updateProjectRequestSchema = z.object({
  name: z.string().trim().min(1, 'Enter a project name.').max(200).optional(),
  description: z.string().trim().max(5000).optional(),
  assigned_to: z.array(z.string().uuid()).optional(),
  deadline: z.string().nullable().optional(),
  on_hold: z.boolean().optional(),
});
export type UpdateProjectRequest = z.input<typeof updateProjectRequestSchema>;

/** One document of a project: a questionnaire on its way through the pipeline, or a supporting file. */
export const projectDocumentSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  name: z.string(),
  format: z.enum(QUESTIONNAIRE_FORMATS).nullable(),
  size: z.number(),
  document_type: namedRefSchema.nullable(),
  category: namedRefSchema.nullable(),
  /** Whether questions are extracted from it (questionnaire) or it only travels with the project. */
  is_questionnaire: z.boolean(),
  state: z.enum(WORKFLOW_STATES),
  /** Why extraction failed ("No questions were found…"), or null. */
  error: z.string().nullable(),
  /** What reading the questionnaire noted for its reviewers: a hidden sheet left out, questions read from hidden rows… */
  reading_notes: z.array(z.string()),
  progress: answerProgressSchema,
  reviewer: personRefSchema.nullable(),
  uploaded_by: personRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProjectDocument = z.infer<typeof projectDocumentSchema>;

/** `data` of GET /api/v1/projects/details/{id}/. */
export const projectDetailSchema = z.object({ project: projectSchema, documents: z.array(projectDocumentSchema) });
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/**
 * POST /api/v1/projects/details/files/: multipart, one file per request; text fields before the
 * file: `project_id` (required), `document_type_id`, `category_id` (optional). A questionnaire type
 * starts extraction at once. GET ?project_id= lists; DELETE /api/v1/projects/details/files/{id}/.
 */
export const PROJECT_FILE_FIELDS = ['project_id', 'document_type_id', 'category_id'] as const;

/** A stretch of a cited passage, `passage.slice(start, end)`. */
export const citationHighlightSchema = z.object({ start: z.number().int().nonnegative(), end: z.number().int().nonnegative() });
export type CitationHighlight = z.infer<typeof citationHighlightSchema>;

/** Where an answer came from: a repository passage or an approved answer in the library. */
export const citationSchema = z.object({
  source: z.enum(['repository', 'library']),
  /** Repository: the document and version; library: the project document the answer was approved in. */
  document_id: z.string().nullable(),
  version_id: z.string().nullable(),
  document_name: z.string(),
  version: z.number().nullable(),
  /** Repository: the passage; library: the question the answer was approved for. */
  passage: z.string(),
  score: z.number(),
  /** Repository: the headings the passage sits under ("Password Policy › Rotation requirements"). */
  section: z.string().optional(),
  /** Repository: where the passage holds what the question asks about (its topic words in any form or a synonym), in order. */
  highlights: z.array(citationHighlightSchema).optional(),
  /** Library: the approved answer and the project it was approved in. */
  answer: z.string().optional(),
  project_name: z.string().optional(),
  /** Library: the entry cited, so the library can say where it was used. */
  library_entry_id: z.string().optional(),
  /** Library: a document the entry relied on has a newer version since it was approved (the tier is `weak`). */
  source_changed: z.boolean().optional(),
});
export type Citation = z.infer<typeof citationSchema>;

export const questionAnswerSchema = z.object({
  id: z.string(),
  document_id: z.string(),
  ordinal: z.number(),
  /** The questionnaire's own ID of the question ("AC-01", "A&A-01.1", "3.2"): its ID column or numbering; null when it has none. */
  reference: z.string().nullable(),
  /** The sheet, heading or category the question sits under. */
  section: z.string().nullable(),
  question: z.string(),
  answer: z.string(),
  status: z.enum(ANSWER_STATUSES),
  confidence: z.enum(CONFIDENCE_TIERS),
  /** The answer's yes / no / n/a beside its text (the explanation); null when none. */
  verdict: z.enum(VERDICTS).nullable(),
  citations: z.array(citationSchema),
  /** True when the answer text was drafted by the configured language model from the citations. */
  drafted: z.boolean(),
  /**
   * What the question asks about that the suggestion's sources do not mention, as the question words it
   * ("six months", "ARP spoofing"): for the reviewer to check or add. Empty for a library answer or
   * a question not yet suggested, and for a client user.
   */
  unmatched_words: z.array(z.string()),
  /** Who answers or reviews it: staff, or a user of the project's client (who may then answer it and submit it for review). */
  assignee: personRefSchema.nullable(),
  /** 0 for a client user who may not read them. */
  comments_count: z.number(),
  /** The signed-in person may read the comments: staff always; a client user on a question assigned to them or where they were mentioned. */
  comments_visible: z.boolean(),
  updated_by: personRefSchema.nullable(),
  updated_at: z.string(),
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

/** GET /api/v1/documents/question-answers/?document_id=…: a document's questions in order, paged. */
export const questionAnswerListQuerySchema = paginationQuerySchema.extend({
  document_id: z.string().uuid(),
  status: z.enum(ANSWER_STATUSES).optional(),
  confidence: z.enum(CONFIDENCE_TIERS).optional(),
  assignee: z.string().uuid().optional(),
  /** Matches the question's text, its reference (ID) or its answer. */
  search: z.string().trim().max(200).optional(),
  /** The questions whose own ID starts with this ("AC-" → AC-01, AC-02…; "A.1" → A.1, A.1.2), in any case. */
  reference: z.string().trim().max(100).optional(),
});
export type QuestionAnswerListQuery = z.input<typeof questionAnswerListQuerySchema>;

/** `data` of the question list: the page, the document, and its progress over ALL questions. */
export const questionAnswerListSchema = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(questionAnswerSchema),
  document: projectDocumentSchema,
  progress: answerProgressSchema,
});
export type QuestionAnswerList = z.infer<typeof questionAnswerListSchema>;

/**
 * PATCH /api/v1/documents/answer/{id}/: edit the text or the verdict (null clears it), set the status, assign a reviewer.
 * A client user may change only a question assigned to them: its text and verdict, and `edited` (submitted for review).
 */
export const updateAnswerRequestSchema = z.object({
  answer: z.string().max(20000).optional(),
  verdict: z.enum(VERDICTS).nullable().optional(),
  status: z.enum(['approved', 'rejected', 'not_applicable', 'edited']).optional(),
  assignee_id: z.string().uuid().nullable().optional(),
});
export type UpdateAnswerRequest = z.infer<typeof updateAnswerRequestSchema>;

export const answerCommentSchema = z.object({
  id: z.string(),
  author: personRefSchema.nullable(),
  /** Its text; a mention reads "@Full Name" in it. */
  body: z.string(),
  /** The people mentioned, each notified. */
  mentions: z.array(personRefSchema),
  created_at: z.string(),
});
export type AnswerComment = z.infer<typeof answerCommentSchema>;
/** Most people one comment may mention. */
export const MAX_COMMENT_MENTIONS = 20;
/**
 * GET / POST /api/v1/documents/answer/{id}/comments/. `mention_ids`: people who can see the project
 * (the organisation's staff on projects, users of the project's client); anyone else is refused.
 */
export const createCommentRequestSchema = z.object({
  body: z.string().trim().min(1, 'Write a comment.').max(5000),
  mention_ids: z.array(z.string().uuid()).max(MAX_COMMENT_MENTIONS, `Mention at most ${MAX_COMMENT_MENTIONS} people in one comment.`).optional(),
});
export type CreateCommentRequest = z.infer<typeof createCommentRequestSchema>;

/** POST /api/v1/documents/review/: one action on many questions of one document. */
export const reviewRequestSchema = z.object({
  document_id: z.string().uuid(),
  action: z.enum(['approve', 'reject', 'not_applicable', 'approve_high_confidence', 'assign']),
  /**
   * Required except for approve_high_confidence, which approves the strong suggestions not yet reviewed
   * (of these, when given: the ones a person was shown); library suggestions are left for review.
   */
  question_ids: z.array(z.string().uuid()).optional(),
  assignee_id: z.string().uuid().nullable().optional(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;
export const reviewResultSchema = z.object({ updated: z.number(), progress: answerProgressSchema });

/** POST /api/v1/documents/reprocess-questionnaire/: re-extract and re-suggest, keeping edited and approved answers. */
export const reprocessRequestSchema = z.object({ document_id: z.string().uuid() });

/** POST /api/v1/documents/cancel-processing/: stop extracting or suggesting; the suggestions made so far stay. */
export const cancelProcessingRequestSchema = z.object({ document_id: z.string().uuid() });

/** POST /api/v1/documents/convert-to-pdf/ → `data: { url }`, a signed link to the document as pdf. */
export const convertToPdfRequestSchema = z.object({ document_id: z.string().uuid() });

/**
 * POST /api/v1/documents/export-project-documents/ starts an export (one document → its own format;
 * several or the whole project → a zip, streamed); GET /api/v1/documents/export-project-documents/{id}/
 * reports progress and, when ready, a signed download link.
 */
export const startExportRequestSchema = z.object({
  project_id: z.string().uuid(),
  document_ids: z.array(z.string().uuid()).optional(),
  /** Write each answer's cited documents after its explanation ("Sources: Encryption Policy.docx."). */
  include_sources: z.boolean().optional(),
});
export const EXPORT_STATES = ['queued', 'running', 'ready', 'failed'] as const;
export const exportStatusSchema = z.object({
  id: z.string(),
  state: z.enum(EXPORT_STATES),
  done: z.number(),
  total: z.number(),
  file_name: z.string(),
  url: z.string().nullable(),
  error: z.string().nullable(),
});
export type ExportStatus = z.infer<typeof exportStatusSchema>;

/** POST /api/v1/documents/export-project-documents-list/ → `data: { url }` (xlsx or csv of the documents and their status). */
export const exportDocumentListRequestSchema = z.object({ project_id: z.string().uuid(), format: z.enum(['xlsx', 'csv']).default('xlsx') });

/** One row of GET /api/v1/accounts/lookups/entity-members/?entity_id=: people a project can be assigned to. */
export const entityMemberSchema = z.object({ id: z.string(), full_name: z.string(), email: z.string(), kind: z.enum(['staff', 'entity']) });
export type EntityMember = z.infer<typeof entityMemberSchema>;

/** GET /api/v1/projects/dashboard/'s query: staff may narrow it to one client. */
export const clientDashboardQuerySchema = z.object({ entity: z.string().uuid('Choose a client from the list.').optional() });

/** `data` of GET /api/v1/projects/dashboard/: a client's projects and what waits for them. */
export const clientDashboardSchema = z.object({
  kpis: z.object({
    open_projects: z.number(),
    due_this_week: z.number(),
    overdue: z.number(),
    answers_awaiting_review: z.number(),
    completed_projects: z.number(),
  }),
  projects: z.array(projectSchema),
  /** Things for the signed-in person to do: documents ready to download, questions assigned to them. */
  waiting: z.array(
    z.object({
      kind: z.enum(['export_ready', 'assigned_questions', 'deadline_soon']),
      project_id: z.string(),
      project_name: z.string(),
      document_id: z.string().nullable(),
      label: z.string(),
    }),
  ),
});
export type ClientDashboard = z.infer<typeof clientDashboardSchema>;

/** `data` of GET /api/v1/entity/dashboard/: the organisation's figures for its staff. */
export const adminDashboardSchema = z.object({
  /**
   * The client dashboard's project figures, over the whole organisation, the repository's documents
   * (not in the bin) and the subscriptions active today (the subscription list's `status=active`).
   */
  kpis: clientDashboardSchema.shape.kpis.extend({ repository_documents: z.number(), active_subscriptions: z.number() }),
  /** One entry per project status, in workflow order, with its name; on hold counts apart from the others. */
  projects_by_status: z.array(projectStatusRefSchema.extend({ count: z.number() })),
  /** The last ADMIN_DASHBOARD_WEEKS ISO weeks, oldest first: the Monday (YYYY-MM-DD) and the answers approved that week. */
  answers_approved_per_week: z.array(z.object({ week_start: z.string(), count: z.number() })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
