import type { Project, ProjectDocument } from '@app/shared/contract';
import { projectPaths } from '../../routes';
import { PageBreadcrumbs, type Crumb } from '../PageBreadcrumbs';

interface DocumentBreadcrumbsProps {
  documentId: string;
  /** Undefined while it loads: the crumb names the document by its id until then. */
  document: ProjectDocument | undefined;
  project: Project | undefined;
  /** The "-old" screens link to the "-old" list and details. */
  layout?: 'rich' | 'old';
  /** A page below the document's review, such as "Preview". */
  subpage?: string;
}

/** Projects › the project › the document (› a page of it): back to the project in one click. */
export function DocumentBreadcrumbs({ documentId, document, project, layout = 'rich', subpage }: DocumentBreadcrumbsProps) {
  const paths =
    layout === 'old'
      ? { list: projectPaths.listOld, details: projectPaths.detailsOld, review: projectPaths.reviewOld }
      : { list: projectPaths.list, details: projectPaths.details, review: projectPaths.review };
  const documentLabel = document?.name ?? `Document ${documentId}`;
  const crumbs: Crumb[] = [{ label: 'Projects', to: paths.list }];
  if (document) crumbs.push({ label: project?.name ?? 'Project', to: paths.details(document.project_id) });
  // A supporting file has no review page above its subpage: its own crumb is the page.
  if (subpage && document?.is_questionnaire !== false) crumbs.push({ label: documentLabel, to: paths.review(documentId) }, { label: subpage });
  else crumbs.push({ label: documentLabel });
  return <PageBreadcrumbs crumbs={crumbs} />;
}
