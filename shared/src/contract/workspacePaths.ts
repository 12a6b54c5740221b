/**
 * Paths of the signed-in workspace's API calls (spec section 7); relative to the API base, trailing
 * slash kept. Apart from the shell's (paths.ts), so the login page does not carry them.
 */
export const DOCUMENT_PATHS = {
  repository: '/api/v1/documents/repository/',
  repositoryDetails: (id: string) => `/api/v1/documents/repository-details/${encodeURIComponent(id)}/`,
  restoreFromBin: (id: string) => `/api/v1/documents/repository-details/${encodeURIComponent(id)}/restore/`,
  restoreVersion: (id: string, versionId: string) =>
    `/api/v1/documents/repository-details/${encodeURIComponent(id)}/versions/${encodeURIComponent(versionId)}/restore/`,
  fileUpload: '/api/v1/documents/file-upload/',
  filePreview: (id: string) => `/api/v1/documents/file-preview/${encodeURIComponent(id)}/`,
  fileLink: (id: string) => `/api/v1/documents/file-preview/${encodeURIComponent(id)}/link/`,
  repositoryDocumentTypes: '/api/v1/documents/lookups/repository-document-type/',
  projectDocumentTypes: '/api/v1/documents/lookups/project-document-type/',
  projectDocumentCategories: '/api/v1/documents/lookups/project-document-category/',
} as const;

/** The organisation (entity in the spec's paths) as a whole. */
export const ENTITY_PATHS = {
  dashboard: '/api/v1/entity/dashboard/',
} as const;

export const PROJECT_PATHS = {
  projects: '/api/v1/projects/',
  projectStatuses: '/api/v1/projects/lookups/project-status/',
  projectDetails: (id: string) => `/api/v1/projects/details/${encodeURIComponent(id)}/`,
  projectFiles: '/api/v1/projects/details/files/',
  projectFile: (id: string) => `/api/v1/projects/details/files/${encodeURIComponent(id)}/`,
  dashboard: '/api/v1/projects/dashboard/',
  entityMembers: '/api/v1/accounts/lookups/entity-members/',
  entities: '/api/v1/accounts/lookups/entity/',
  reprocess: '/api/v1/documents/reprocess-questionnaire/',
  questionnaireLayout: (documentId: string) => `/api/v1/documents/questionnaire-layout/${encodeURIComponent(documentId)}/`,
  cancelProcessing: '/api/v1/documents/cancel-processing/',
  questionAnswers: '/api/v1/documents/question-answers/',
  answer: (id: string) => `/api/v1/documents/answer/${encodeURIComponent(id)}/`,
  answerComments: (id: string) => `/api/v1/documents/answer/${encodeURIComponent(id)}/comments/`,
  review: '/api/v1/documents/review/',
  convertToPdf: '/api/v1/documents/convert-to-pdf/',
  exports: '/api/v1/documents/export-project-documents/',
  exportStatus: (id: string) => `/api/v1/documents/export-project-documents/${encodeURIComponent(id)}/`,
  exportDocumentList: '/api/v1/documents/export-project-documents-list/',
} as const;

export const AUDITLOG_PATHS = {
  entries: '/api/v1/auditlog/',
  categories: '/api/v1/auditlog/lookups/category/',
  actions: '/api/v1/auditlog/lookups/action/',
  verify: '/api/v1/auditlog/verify/',
  export: '/api/v1/auditlog/export/',
} as const;

/** Subscriptions the organisation sells to its clients, and their plans. */
export const SUBSCRIPTION_PATHS = {
  subscriptions: '/api/v1/subscription/',
  subscription: (id: string) => `/api/v1/subscription/${encodeURIComponent(id)}/`,
  planLookup: '/api/v1/subscription/lookups/subscription-plan/',
  plans: '/api/v1/subscription/plans/',
  plan: (id: string) => `/api/v1/subscription/plans/${encodeURIComponent(id)}/`,
  entitySubscriptions: '/api/v1/accounts/lookups/entity-subscription/',
} as const;

/** Inviting people, the organisation's users and its clients (the /invite-users screen). */
export const INVITE_USERS_PATHS = {
  roleGroups: '/api/v1/access_mgmt/lookups/role-group/',
  inviteUser: '/api/v1/accounts/invite-user/',
  invitation: (id: string) => `/api/v1/accounts/invite-user/${encodeURIComponent(id)}/`,
  resendInvitation: (id: string) => `/api/v1/accounts/invite-user/${encodeURIComponent(id)}/resend/`,
  inviteList: '/api/v1/accounts/invite-list/',
  users: '/api/v1/accounts/users/',
  user: (id: string) => `/api/v1/accounts/user-detail/${encodeURIComponent(id)}/`,
  entities: '/api/v1/entity/',
  entity: (id: string) => `/api/v1/entity/${encodeURIComponent(id)}/`,
  entityUsers: '/api/v1/entity/entity-view-accounts/',
  bulkUpload: '/api/v1/accounts/user-bulk-upload/',
  bulkTemplate: '/api/v1/accounts/download-file/',
} as const;

/** The answer library: approved answers, curated (the /answer-library screen). */
export const ANSWER_LIBRARY_PATHS = {
  entries: '/api/v1/answer_library/',
  entry: (id: string) => `/api/v1/answer_library/${encodeURIComponent(id)}/`,
  approve: (id: string) => `/api/v1/answer_library/${encodeURIComponent(id)}/approve/`,
  retire: (id: string) => `/api/v1/answer_library/${encodeURIComponent(id)}/retire/`,
  restore: (id: string) => `/api/v1/answer_library/${encodeURIComponent(id)}/restore/`,
  topics: '/api/v1/answer_library/lookups/topic/',
  owners: '/api/v1/answer_library/lookups/owner/',
} as const;

/** The notification centre's calls. */
export const NOTIFICATION_PATHS = {
  notifications: '/api/v1/notification_center/notifications/',
  notification: (id: string) => `/api/v1/notification_center/notification/${encodeURIComponent(id)}/`,
  readAll: '/api/v1/notification_center/notifications/read-all/',
  stream: '/api/v1/notification_center/stream/',
} as const;
