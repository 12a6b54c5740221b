import { EmptyState, PageFrame } from '@app/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { projectPaths } from '../../../routes';

/** /dashboard/client: a client's projects and what waits for the client. */
export default function ClientDashboardScreen() {
  return (
    <PageFrame
      title="Client dashboard"
      actions={
        <Button component={RouterLink} to={projectPaths.list} variant="outlined">
          All projects
        </Button>
      }
    >
      <Box component="section" aria-labelledby="waiting-heading" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="waiting-heading" variant="h6" component="h2">
          Waiting for you
        </Typography>
        <EmptyState
          title="Nothing is waiting for you."
          description="Questionnaires to upload and answers to check appear here."
        />
      </Box>
      <Box component="section" aria-labelledby="projects-heading" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="projects-heading" variant="h6" component="h2">
          Your projects
        </Typography>
        <EmptyState
          title="No projects yet."
          description="Projects started for your organisation appear here with their progress and deadline."
        />
      </Box>
    </PageFrame>
  );
}
