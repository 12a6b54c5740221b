import { EmptyState, PageFrame } from '@app/shared';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

const REPOSITORY_PATH = '/repository';

/** /version-history: every version of a document chosen in the repository. */
export default function VersionHistoryScreen() {
  return (
    <PageFrame title="Version history">
      <EmptyState
        title="No document chosen."
        description="Open a document's versions from the repository to see who changed it, when, and restore an older one."
        action={
          <Button component={RouterLink} to={REPOSITORY_PATH} variant="contained">
            Open the repository
          </Button>
        }
      />
    </PageFrame>
  );
}
