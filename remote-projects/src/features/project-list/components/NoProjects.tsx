import { EmptyState } from '@app/shared';
import { useCanStartProject } from '../hooks/useCanStartProject';
import { StartProjectButton } from './StartProjectButton';

/** What the project list says when it has nothing to show, with or without filters. */
export function NoProjects({ isFiltered }: { isFiltered: boolean }) {
  const canStartProject = useCanStartProject();
  if (isFiltered) {
    return <EmptyState title="No projects match these filters." description="Change the filters, or clear them to see every project." />;
  }
  return (
    <EmptyState
      title="No projects yet."
      description={
        canStartProject
          ? "Start a project to upload a client's questionnaire and get its answers drafted from your repository."
          : 'The projects your organisation runs with you appear here with their progress and deadline.'
      }
      action={<StartProjectButton />}
    />
  );
}
