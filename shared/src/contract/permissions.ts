/** The spec's screen permissions (section 6). Route gates check these, case-insensitively. */
export const SCREEN_PERMISSIONS = [
  'view_admin_dashboard',
  'view_client_dashboard',
  'view_project',
  'view_repository',
  'view_staff_menu',
  'view_audit_log',
  'view_subscriptions',
] as const;
export type ScreenPermission = (typeof SCREEN_PERMISSIONS)[number];

/** Finer permissions the API enforces on its own routes (ARCHITECTURE.md, "Roles"). */
export const API_PERMISSIONS = [
  'manage_projects',
  'review_answers',
  'manage_repository',
  'invite_users',
  'manage_users',
  'manage_entities',
  'manage_subscriptions',
  'manage_configuration',
  'manage_answer_library',
] as const;
export type ApiPermission = (typeof API_PERMISSIONS)[number];

export const ALL_PERMISSIONS = [...SCREEN_PERMISSIONS, ...API_PERMISSIONS] as const;
export type Permission = ScreenPermission | ApiPermission;
