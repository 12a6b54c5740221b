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

const LIST_PATH = '/project/project-list';

export const projectPaths = {
  onboard: '/project/project-onboard-process',
  list: LIST_PATH,
  listOld: '/project/project-list-old',
  /**
   * The list with some filters (and an ordering) set, for links from elsewhere such as the client
   * dashboard's cards; the list moves them into its filter group on arrival.
   */
  listFilteredBy: (query: Record<string, string>) => `${LIST_PATH}?${new URLSearchParams(query)}`,
  details: (projectId: string) => withId('project-details', projectId),
  detailsOld: (projectId: string) => withId('project-details-old', projectId),
  review: (documentId: string) => withId('document-review', documentId),
  reviewOld: (documentId: string) => withId('document-review-old', documentId),
  preview: (documentId: string) => withId('document-preview', documentId),
};
