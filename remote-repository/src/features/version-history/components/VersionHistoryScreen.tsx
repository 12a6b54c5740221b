import { PageFrame, usePermissions } from '@app/shared';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { REPOSITORY_PATH } from '../../../shared/paths';
import { DocumentPicker } from './DocumentPicker';
import { DocumentVersions } from './DocumentVersions';

/** /version-history?document=<id>: every version of a document; without a document, a way to choose one. */
export default function VersionHistoryScreen() {
  const [searchParams] = useSearchParams();
  const documentId = searchParams.get('document');
  const canManage = usePermissions().can('manage_repository');

  if (documentId) return <DocumentVersions key={documentId} documentId={documentId} canManage={canManage} />;
  return (
    <PageFrame
      title="Version history"
      actions={
        <Button component={RouterLink} to={REPOSITORY_PATH} variant="outlined">
          Open the repository
        </Button>
      }
    >
      <Typography color="text.secondary">
        Choose a document to see who changed it and when, preview or download any version, and restore an older one.
      </Typography>
      <DocumentPicker />
    </PageFrame>
  );
}
