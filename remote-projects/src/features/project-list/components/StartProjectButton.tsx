import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { projectPaths } from '../../../routes';
import { useCanStartProject } from '../hooks/useCanStartProject';

/** Shown only to the people who may start projects. */
export function StartProjectButton() {
  if (!useCanStartProject()) return null;
  return (
    <Button component={RouterLink} to={projectPaths.onboard} variant="contained">
      Start a project
    </Button>
  );
}
