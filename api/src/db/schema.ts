// Row types of every table, as Kysely sees them. Migrations are the source of truth for the DDL.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { SignupUserType, UserKind } from '@app/shared/contract';

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
  /** Failures since the last lockout or successful sign-in. */
  failures: Generated<number>;
  locked_until: Date | null;
}

export interface Database {
  app_settings: AppSettingsTable;
  tenants: TenantsTable;
  configuration_items: ConfigurationItemsTable;
  role_groups: RoleGroupsTable;
  entities: EntitiesTable;
  users: UsersTable;
  refresh_sessions: RefreshSessionsTable;
  audit_entries: AuditEntriesTable;
  jobs: JobsTable;
  invitations: InvitationsTable;
  password_resets: PasswordResetsTable;
  outbox: OutboxTable;
  login_failures: LoginFailuresTable;
}

export type Tenant = Selectable<TenantsTable>;
