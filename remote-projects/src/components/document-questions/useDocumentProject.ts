import { PROJECT_PATHS, type Project, type ProjectDetail } from '@app/shared/contract';
import { useApiData } from '@app/shared/page-parts';

/** The project a document belongs to (its name for the breadcrumb, its client for the reviewer list). */
export function useDocumentProject(projectId: string | undefined): Project | undefined {
  const { data } = useApiData<ProjectDetail>(projectId ? PROJECT_PATHS.projectDetails(projectId) : null);
  return data?.project;
}
