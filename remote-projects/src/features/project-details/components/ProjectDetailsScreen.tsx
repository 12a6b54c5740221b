import { projectPaths } from '../../../routes';
import { DocumentsTable } from './DocumentsTable';
import { ProjectDetailsLayout } from './ProjectDetailsLayout';

/** /project/project-details/{projectId}: one project and its documents, with progress and actions. */
export default function ProjectDetailsScreen() {
  return (
    <ProjectDetailsLayout
      listPath={projectPaths.list}
      reviewPath={projectPaths.review}
      renderDocuments={(documents, handlers) => <DocumentsTable documents={documents} handlers={handlers} />}
    />
  );
}
