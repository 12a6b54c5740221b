import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageFrame } from './PageFrame';

/** The page-not-found screen, for the host's unknown paths and a remote's unknown sub-paths. */
export function NotFoundPage() {
  return (
    <PageFrame title="Page not found">
      <Typography color="text.secondary">The address may be mistyped, or the page may have moved or been removed.</Typography>
      <div>
        <Button component={RouterLink} to="/" variant="contained">
          Go to the home page
        </Button>
      </div>
    </PageFrame>
  );
}
