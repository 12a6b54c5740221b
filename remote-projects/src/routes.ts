/**
 * Where this remote's screens live. The host mounts ProjectRoutes at /project/* (spec section 2):
 * `projectRoutePatterns` are relative to that mount, `projectPaths` are absolute links.
 */
export const projectRoutePatterns = {
  onboard: 'project-onboard-process',
  list: 'project-list',
  listOld: 'project-list-old',
  details: 'project-details/:projectId',
  detailsOld: 'project-details-old/:projectId',
  review: 'document-review/:documentId',
  reviewOld: 'document-review-old/:documentId',
  preview: 'document-preview/:documentId',
} as const;

const withId = (route: string, id: string) => `/project/${route}/${encodeURIComponent(id)}`;

export const projectPaths = {
  onboard: '/project/project-onboard-process',
  list: '/project/project-list',
  listOld: '/project/project-list-old',
  review: (documentId: string) => withId('document-review', documentId),
  preview: (documentId: string) => withId('document-preview', documentId),
};
