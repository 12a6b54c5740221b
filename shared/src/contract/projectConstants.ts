// The projects' plain values, apart from their schemas in projects.ts: a screen that needs only these
// (the project list's filters, the deadline chips) then does not bundle zod.

/** Project statuses (GET /api/v1/projects/lookups/project-status/ lists them with names). */
export const PROJECT_STATUSES = ['not_started', 'in_progress', 'in_review', 'completed', 'on_hold'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * The status filter: a status; `open`, every project not completed (on hold included); or
 * `awaiting_review`, the projects holding answers a reviewer has still to approve.
 */
export const PROJECT_STATUS_FILTERS = [...PROJECT_STATUSES, 'open', 'awaiting_review'] as const;
export type ProjectStatusFilter = (typeof PROJECT_STATUS_FILTERS)[number];

/**
 * Open projects by their deadline, as the dashboards count them: past it, or due within
 * PROJECT_DUE_SOON_DAYS days from today (UTC).
 */
export const PROJECT_DUE_FILTERS = ['overdue', 'soon'] as const;
export type ProjectDueFilter = (typeof PROJECT_DUE_FILTERS)[number];
export const PROJECT_DUE_SOON_DAYS = 7;

/** How many weeks the admin dashboard's "answers approved per week" chart covers. */
export const ADMIN_DASHBOARD_WEEKS = 8;

export const PROJECT_ORDERING_FIELDS = ['name', 'deadline', 'created_at', 'status', 'progress'] as const;
export const PROJECT_DEFAULT_ORDERING = '-created_at';
/** The single-field orderings the project list's menu offers. */
export const PROJECT_ORDERINGS = ['name', '-name', 'deadline', '-deadline', 'created_at', '-created_at', 'status', '-status', 'progress', '-progress'] as const;
export type ProjectOrdering = (typeof PROJECT_ORDERINGS)[number];
