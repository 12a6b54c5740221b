/** Paths of the API calls (spec section 7); relative to the API base, trailing slash kept. */
export const ACCOUNT_PATHS = {
  login: '/api/v1/accounts/login/',
  logout: '/api/v1/accounts/logout/',
  tokenRefresh: '/api/v1/accounts/token/refresh/',
  userDetail: '/api/v1/accounts/user-detail/',
  userDetailTour: '/api/v1/accounts/user-detail/tour/',
  entityDetail: '/api/v1/accounts/entity-detail/',
  verifyInvitation: (token: string) => `/api/v1/accounts/invite-user/token/verify/${encodeURIComponent(token)}/`,
  signup: (userType: 'user' | 'entity') => `/api/v1/accounts/signup/${userType}/`,
  forgotPassword: '/api/v1/accounts/forgot-password/',
  validateResetToken: (token: string) => `/api/v1/accounts/validate/${encodeURIComponent(token)}/`,
  resetPassword: (token: string) => `/api/v1/accounts/reset-password/${encodeURIComponent(token)}/`,
  changePassword: '/api/v1/accounts/change-password/',
  deleteAccount: '/api/v1/accounts/delete-user-account/',
} as const;

export const BASE_PATHS = {
  configuration: '/api/v1/base/configuration/',
  countries: '/api/v1/base/lookups/country/',
  states: (countryId: string) => `/api/v1/base/lookups/state/${encodeURIComponent(countryId)}/`,
} as const;

export const AUTH_PATHS = {
  recaptcha: '/auth/api/v1/recaptcha/',
} as const;

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
  questionAnswers: '/api/v1/documents/question-answers/',
  answer: (id: string) => `/api/v1/documents/answer/${encodeURIComponent(id)}/`,
  answerComments: (id: string) => `/api/v1/documents/answer/${encodeURIComponent(id)}/comments/`,
  review: '/api/v1/documents/review/',
  convertToPdf: '/api/v1/documents/convert-to-pdf/',
  exports: '/api/v1/documents/export-project-documents/',
  exportStatus: (id: string) => `/api/v1/documents/export-project-documents/${encodeURIComponent(id)}/`,
  exportDocumentList: '/api/v1/documents/export-project-documents-list/',
} as const;
