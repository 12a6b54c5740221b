import { EmptyState, PageFrame, usePermissions } from '@app/shared';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { projectPaths } from '../../../routes';
import { ProjectWizard } from './ProjectWizard';

/** /project/project-onboard-process: the wizard, for the people who may start projects (the API checks too). */
export default function ProjectOnboardScreen() {
  if (!usePermissions().can('manage_projects')) {
    return (
      <PageFrame title="Start a project">
        <EmptyState
          title="Only people who manage projects can start one."
          description="The projects your organisation runs with you are in the project list."
          action={
            <Button component={RouterLink} to={projectPaths.list} variant="contained">
              See the projects
            </Button>
          }
        />
      </PageFrame>
    );
  }
  return <ProjectWizard />;
}
