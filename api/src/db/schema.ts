// Row types of every table, as Kysely sees them. Migrations are the source of truth for the DDL.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AnswerStatus, ConfidenceTier, QuestionnaireFormat, SignupUserType, UserKind, Verdict, WorkflowState } from '@app/shared/contract';

/** Set by the database on insert, never written by the application. */
type CreatedAt = ColumnType<Date, never, never>;
/** Kept current by a trigger on every update. */
type UpdatedAt = ColumnType<Date, never, never>;
/** jsonb is written as JSON text so that node-postgres and PGlite store exactly the same value. */
type Jsonb = ColumnType<unknown, string | null, string | null>;

export interface AppSettingsTable {
  key: string;
  value: string;
  created_at: CreatedAt;
}

export interface TenantsTable {
  id: Generated<string>;
  slug: string;
  name: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ConfigurationItemsTable {
  id: Generated<string>;
  tenant_id: string;
  name: string;
  value: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** An uploaded logo or favicon (migration 0016_organisation_settings), served at its configuration item's address. */
export interface BrandingImagesTable {
  id: Generated<string>;
  tenant_id: string;
  media_type: string;
  content: Buffer;
  created_at: CreatedAt;
}

export interface RoleGroupsTable {
  id: Generated<string>;
  tenant_id: string;
  name: string;
  permissions: string[];
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface EntitiesTable {
  id: Generated<string>;
  tenant_id: string;
  name: string;
  status: Generated<'active' | 'inactive'>;
  country: string | null;
  state: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface UsersTable {
  id: Generated<string>;
  tenant_id: string;
  email: string;
  /** Null until the user sets a password (an invited user who has not signed up yet). */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  kind: UserKind;
  entity_id: string | null;
  role_group_id: string;
  is_active: Generated<boolean>;
  /** Null when someone else set the password: the user must choose a new one. */
  password_changed_at: Date | null;
  tour_completed: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RefreshSessionsTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  /** Every token rotated from one sign-in shares the family; reuse of an old one revokes it all. */
  family_id: string;
  token_hash: string;
  expires_at: Date;
  revoked_at: Date | null;
  replaced_by: string | null;
  created_at: CreatedAt;
  ip: string | null;
  user_agent: string | null;
}

export interface AuditEntriesTable {
  id: Generated<string>;
  tenant_id: string;
  seq: number;
  actor_user_id: string | null;
  entity_id: string | null;
  category: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: Jsonb;
  after: Jsonb;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
  prev_hash: string;
  hash: string;
  /** Who acted and the target's name when the entry was written, for search; filled by a trigger. */
  search_text: Generated<string>;
}

/** The signed statement that entry `seq` (hash `hash`) is the tenant's newest (auditlog/audit-signing.ts). */
export interface AuditSealsTable {
  tenant_id: string;
  seq: number;
  hash: string;
  signature: string;
  sealed_at: Generated<Date>;
}

/** A signed statement that entry `seq` had hash `hash`; one every CHECKPOINT_INTERVAL entries. */
export interface AuditCheckpointsTable {
  tenant_id: string;
  seq: number;
  hash: string;
  signature: string;
  created_at: Generated<Date>;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: Generated<string>;
  tenant_id: string | null;
  kind: string;
  payload: Jsonb;
  status: Generated<JobStatus>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_after: Generated<Date>;
  /** While running: when the worker's lease ends and another worker may take the job over. */
  locked_until: Date | null;
  last_error: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface InvitationsTable {
  id: Generated<string>;
  tenant_id: string;
  token_hash: string;
  email: string;
  user_type: SignupUserType;
  role_group_id: string;
  entity_id: string | null;
  invited_by: string | null;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  /** When the link was last mailed: a resend replaces the token (migration 0008_invite_users). */
  sent_at: Generated<Date>;
  created_at: CreatedAt;
}

export interface PasswordResetsTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface OutboxTable {
  id: Generated<string>;
  tenant_id: string;
  to: string;
  subject: string;
  text: string;
  created_at: CreatedAt;
  /** Set by the mail job once SMTP accepted the mail; stays null without SMTP. */
  sent_at: Date | null;
}

export interface LoginFailuresTable {
  tenant_id: string;
  /** Lower-cased. */
  email: string;
  /** The requester's address; '' counts the account's failures from every address. */
  address: Generated<string>;
  /** Failures since the last successful sign-in (or since a day's rest). */
  failures: Generated<number>;
  locked_until: Date | null;
  last_failed_at: Generated<Date>;
}

export interface Database {
  app_settings: AppSettingsTable;
  tenants: TenantsTable;
  configuration_items: ConfigurationItemsTable;
  branding_images: BrandingImagesTable;
  role_groups: RoleGroupsTable;
  entities: EntitiesTable;
  users: UsersTable;
  refresh_sessions: RefreshSessionsTable;
  audit_entries: AuditEntriesTable;
  audit_seals: AuditSealsTable;
  audit_checkpoints: AuditCheckpointsTable;
  jobs: JobsTable;
  invitations: InvitationsTable;
  password_resets: PasswordResetsTable;
  outbox: OutboxTable;
  login_failures: LoginFailuresTable;
}

export type Tenant = Selectable<TenantsTable>;

// The document repository (migration 0003_repository).

type DocumentLookupKind = 'repository_document_type' | 'project_document_type' | 'project_document_category';

export interface DocumentLookupsTable {
  id: Generated<string>;
  tenant_id: string;
  kind: DocumentLookupKind;
  /** Stable machine name (`policy`, `questionnaire`); `name` is what people read. */
  code: string;
  name: string;
  position: Generated<number>;
  created_at: CreatedAt;
}

export interface FileBlobsTable {
  tenant_id: string;
  /** The part of the product holding the file (`repository`, ...): each releases only its own hold. */
  holder: string;
  sha256: string;
  size: number;
  created_at: CreatedAt;
}

export interface RepositoryItemsTable {
  id: Generated<string>;
  tenant_id: string;
  kind: import('@app/shared/contract').RepositoryItemKind;
  name: string;
  parent_id: string | null;
  document_type_id: string | null;
  owner_id: string | null;
  /** Documents: the newest version, which search and preview use. */
  current_version_id: string | null;
  deleted_at: Date | null;
  /** In the bin: the item whose deletion took this one there (itself or a folder above it). */
  deleted_root_id: string | null;
  deleted_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DocumentVersionsTable {
  id: Generated<string>;
  tenant_id: string;
  document_id: string;
  version: number;
  sha256: string;
  size: number;
  mime_type: string;
  file_type: import('@app/shared/contract').RepositoryFileType;
  original_name: string;
  comment: Generated<string>;
  created_by: string | null;
  /** The version number this one restores, when it does. */
  restored_from: number | null;
  index_state: Generated<import('@app/shared/contract').IndexState>;
  index_error: string | null;
  /** The reader that made its passages (documents/extraction/reader-version.ts); 0 before migration 0027. */
  reader_version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DocumentChunksTable {
  tenant_id: string;
  version_id: string;
  ordinal: number;
  /** A whole paragraph, list item or table row (see documents/passages/segment-passages.ts). */
  text: string;
  /** The headings above the passage, title first, joined with " › " (migration 0009). */
  heading_path: Generated<string>;
  /** The lead-in sentences of the passage's list, outermost first. */
  lead_in: Generated<string>;
  /** to_tsvector('english', text), generated by the database. */
  search: ColumnType<string, never, never>;
}

export interface Database {
  document_lookups: DocumentLookupsTable;
  file_blobs: FileBlobsTable;
  repository_items: RepositoryItemsTable;
  document_versions: DocumentVersionsTable;
  document_chunks: DocumentChunksTable;
}

// Projects and the questionnaire pipeline (migration 0004_projects).

export interface ProjectsTable {
  id: Generated<string>;
  tenant_id: string;
  entity_id: string;
  name: string;
  description: Generated<string>;
  /** Read as text (to_char) so that no time zone shifts the day. */
  deadline: ColumnType<Date | null, string | null | undefined, string | null>;
  /** Derived from the documents (project-status.ts); `on_hold` wins over it when set. */
  status: Generated<'not_started' | 'in_progress' | 'in_review' | 'completed'>;
  on_hold: Generated<boolean>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ProjectAssigneesTable {
  tenant_id: string;
  project_id: string;
  user_id: string;
  created_at: CreatedAt;
}

export interface ProjectDocumentsTable {
  id: Generated<string>;
  tenant_id: string;
  project_id: string;
  name: string;
  sha256: string;
  size: number;
  mime_type: string;
  /** The type sniffed from the content. */
  file_type: import('@app/shared/contract').RepositoryFileType;
  is_questionnaire: boolean;
  format: QuestionnaireFormat | null;
  document_type_id: string | null;
  category_id: string | null;
  state: Generated<WorkflowState>;
  error: string | null;
  /** What extraction said a person should know (sheets skipped, ...): a JSON list of strings. */
  warnings: ColumnType<unknown, string | undefined, string>;
  /** The layout a person confirmed (formats' QuestionnaireLayout as JSON); null: detected (migration 0012_questionnaire_layout). */
  layout: ColumnType<unknown, string | null | undefined, string | null>;
  reviewer_id: string | null;
  uploaded_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface QuestionsTable {
  id: Generated<string>;
  tenant_id: string;
  document_id: string;
  ordinal: number;
  reference: string | null;
  section: string | null;
  text: string;
  location: Jsonb;
  answer: Generated<string>;
  status: Generated<AnswerStatus>;
  confidence: Generated<ConfidenceTier>;
  citations: ColumnType<unknown, string | undefined, string>;
  drafted: Generated<boolean>;
  /** yes / no / n/a beside the answer text; null when none (migration 0011_question_verdict). */
  verdict: ColumnType<Verdict | null, Verdict | null | undefined, Verdict | null>;
  /** What the suggestion's sources do not mention of the question (migration 0025). */
  unmatched_words: Generated<string[]>;
  /** A person edited, approved, rejected or set the answer aside: reprocessing keeps it. */
  touched: Generated<boolean>;
  /** When the answer was approved; null while it is not. */
  approved_at: Date | null;
  assignee_id: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AnswerCommentsTable {
  id: Generated<string>;
  tenant_id: string;
  question_id: string;
  author_id: string | null;
  body: string;
  created_at: CreatedAt;
}

export interface AnswerLibraryTable {
  id: Generated<string>;
  tenant_id: string;
  question: string;
  /** The question in lower case with spaces collapsed: one library entry per distinct question. */
  question_key: string;
  answer: string;
  search: ColumnType<string, never, never>;
  source_document_id: string | null;
  source_document_name: string;
  source_question_id: string | null;
  approved_by: string | null;
  /** yes / no / n/a of the approved answer; null when none (migration 0011_answer_library_curation). */
  verdict: ColumnType<Verdict | null, Verdict | null | undefined, Verdict | null>;
  /** The questionnaire section the answer was approved under. */
  topic: string | null;
  /** Approved, or approved again (edited or re-approved in the library). */
  approved_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Retired entries are never offered. */
  retired_at: Date | null;
  retired_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A repository document version a library entry's answer relied on (migration 0011_answer_library_curation). */
export interface AnswerLibrarySourcesTable {
  tenant_id: string;
  entry_id: string;
  document_id: string;
  version_id: string;
  document_name: string;
  version: number;
}

export interface ProjectExportsTable {
  id: Generated<string>;
  tenant_id: string;
  project_id: string;
  document_ids: string[];
  requested_by: string | null;
  state: Generated<'queued' | 'running' | 'ready' | 'failed'>;
  done: Generated<number>;
  total: number;
  file_name: string;
  /** Each answer's cited documents are written after its explanation. */
  include_sources: Generated<boolean>;
  sha256: string | null;
  size: number | null;
  mime_type: string | null;
  error: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PdfConversionsTable {
  tenant_id: string;
  source_sha256: string;
  pdf_sha256: string;
  size: number;
  created_at: CreatedAt;
}

export interface NotificationsTable {
  id: Generated<string>;
  tenant_id: string;
  recipient_id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read_at: Date | null;
  created_at: CreatedAt;
}

export interface Database {
  projects: ProjectsTable;
  project_assignees: ProjectAssigneesTable;
  project_documents: ProjectDocumentsTable;
  questions: QuestionsTable;
  answer_comments: AnswerCommentsTable;
  answer_library: AnswerLibraryTable;
  answer_library_sources: AnswerLibrarySourcesTable;
  project_exports: ProjectExportsTable;
  pdf_conversions: PdfConversionsTable;
  notifications: NotificationsTable;
}

// People mentioned in question comments (migration 0014_client_reviewers).

export interface AnswerCommentMentionsTable {
  tenant_id: string;
  comment_id: string;
  user_id: string;
}

export interface Database {
  answer_comment_mentions: AnswerCommentMentionsTable;
}

// Subscriptions the organisation sells to its clients (migration 0007_subscriptions).

type Day = ColumnType<Date, string, string>;
/** numeric(12, 2): read as text by both drivers, written as a number. */
type Money = ColumnType<string, number, number>;

export interface SubscriptionPlansTable {
  id: Generated<string>;
  tenant_id: string;
  name: string;
  description: Generated<string>;
  price: Money;
  currency: import('@app/shared/contract').SubscriptionCurrency;
  billing_period: import('@app/shared/contract').BillingPeriod;
  /** Null: no fixed term. */
  duration_months: number | null;
  archived: Generated<boolean>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SubscriptionsTable {
  id: Generated<string>;
  tenant_id: string;
  entity_id: string;
  plan_id: string;
  start_date: Day;
  /** The day it ends, the first day it no longer covers (migration 0022); null: until cancelled. */
  end_date: ColumnType<Date | null, string | null, string | null>;
  /** The plan's price, currency and billing period when it was assigned. */
  price: Money;
  currency: import('@app/shared/contract').SubscriptionCurrency;
  billing_period: import('@app/shared/contract').BillingPeriod;
  cancelled_at: Date | null;
  cancelled_by: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface Database {
  subscription_plans: SubscriptionPlansTable;
  subscriptions: SubscriptionsTable;
}
