// Names for people of the codes the writers store (found by reading every writeAudit call). A code
// written later without a name here still shows, spelled out from its code.

const CATEGORIES: Record<string, string> = {
  auth: 'Sign-in and security',
  user: 'Users',
  entity: 'Clients',
  organisation: 'Organisation',
  projects: 'Projects',
  questionnaires: 'Questionnaires',
  repository: 'Repository',
  subscription: 'Subscriptions',
  auditlog: 'Audit log',
  answer_library: 'Answer library',
};

/** Actions by category: one code may mean something else elsewhere ("create" a client, a project). */
const ACTIONS: Record<string, Record<string, string>> = {
  auth: {
    login: 'Signed in',
    login_failed: 'Sign-in failed',
    logout: 'Signed out',
    signup: 'Signed up',
    password_change: 'Changed password',
    password_reset_requested: 'Asked to reset password',
    password_reset: 'Reset password',
    refresh_token_reused: 'Stolen session stopped',
  },
  user: {
    create: 'Created',
    update_profile: 'Updated profile',
    delete_account: 'Deleted account',
    invite: 'Invited',
    invite_resend: 'Invitation sent again',
    invite_revoke: 'Invitation withdrawn',
    change_role: 'Role changed',
    deactivate: 'Deactivated',
    reactivate: 'Reactivated',
  },
  entity: {
    create: 'Created',
    update: 'Updated',
    activate: 'Activated',
    deactivate: 'Deactivated',
  },
  organisation: {
    create: 'Created',
    update_settings: 'Settings changed',
  },
  projects: {
    create: 'Created',
    update: 'Updated',
    delete: 'Deleted',
    status_change: 'Status changed',
    upload_document: 'Uploaded a document',
    delete_document: 'Deleted a document',
    export: 'Exported',
    export_document_list: 'Exported the document list',
    export_failed: 'Export failed',
  },
  questionnaires: {
    extract: 'Questions extracted',
    extract_failed: 'Extraction failed',
    suggest: 'Answers suggested',
    suggest_failed: 'Suggestion failed',
    update_answer: 'Answer changed',
    review_answers: 'Answers reviewed',
    comment: 'Commented',
    reprocess: 'Processed again',
    confirm_layout: 'Columns confirmed',
  },
  repository: {
    created_folder: 'Created a folder',
    uploaded: 'Uploaded',
    new_version: 'Uploaded a new version',
    renamed: 'Renamed',
    moved: 'Moved',
    changed_type: 'Changed the type',
    deleted: 'Moved to the bin',
    restored: 'Restored from the bin',
    restored_version: 'Restored a version',
    purged: 'Purged from the bin',
  },
  subscription: {
    create: 'Created',
    update: 'Updated',
    cancel: 'Cancelled',
    create_plan: 'Plan created',
    update_plan: 'Plan updated',
    archive_plan: 'Plan archived',
    restore_plan: 'Plan restored',
  },
  auditlog: {
    export: 'Exported',
  },
  answer_library: {
    update: 'Edited',
    reapprove: 'Approved again',
    retire: 'Retired',
    restore: 'Restored',
  },
};

const TARGET_TYPES: Record<string, string> = {
  user: 'User',
  entity: 'Client',
  tenant: 'Organisation',
  session: 'Session',
  project: 'Project',
  project_document: 'Project document',
  project_export: 'Export',
  question: 'Question',
  folder: 'Folder',
  document: 'Document',
  invitation: 'Invitation',
  subscription: 'Subscription',
  subscription_plan: 'Subscription plan',
  audit_log: 'Audit log',
  answer_library_entry: 'Library entry',
};

/** `status_change` → "Status change": for codes without a name of their own. */
const spelledOut = (code: string) => {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : code;
};

export const categoryName = (code: string) => CATEGORIES[code] ?? spelledOut(code);
export const actionName = (category: string, code: string) => ACTIONS[category]?.[code] ?? spelledOut(code);
export const targetTypeName = (code: string) => TARGET_TYPES[code] ?? spelledOut(code);

export interface Code {
  code: string;
  name: string;
}

const byName = (a: Code, b: Code) => a.name.localeCompare(b.name) || a.code.localeCompare(b.code);

/** Every category: the known ones and any other found in the log (`written`). */
export function categoryCodes(written: string[]): Code[] {
  const codes = new Set([...Object.keys(CATEGORIES), ...written]);
  return [...codes].map((code) => ({ code, name: categoryName(code) })).sort(byName);
}

/**
 * Every action of a category, or of all of them (an action code once, under the name it has in the
 * first category that knows it), with any other found in the log (`written`).
 */
export function actionCodes(category: string | undefined, written: { category: string; action: string }[]): Code[] {
  const pairs = [
    ...Object.entries(ACTIONS).flatMap(([inCategory, actions]) => Object.keys(actions).map((action) => ({ category: inCategory, action }))),
    ...written,
  ].filter((pair) => category === undefined || pair.category === category);
  const named = new Map<string, string>();
  for (const { category: inCategory, action } of pairs) if (!named.has(action)) named.set(action, actionName(inCategory, action));
  return [...named].map(([code, name]) => ({ code, name })).sort(byName);
}
