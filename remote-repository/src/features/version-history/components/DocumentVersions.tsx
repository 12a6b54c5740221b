import { PageFrame } from '@app/shared';
import type { DocumentVersion } from '@app/shared/contract';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { FileTypeIcon } from '../../../shared/components/FileTypeIcon';
import { IndexStateChip } from '../../../shared/components/IndexStateChip';
import { LoadFailed } from '@app/shared/page-parts';
import { PathBreadcrumbs } from '../../../shared/components/PathBreadcrumbs';
import { TableSkeleton } from '../../../shared/components/TableSkeleton';
import { useDownload } from '../../../shared/hooks/useDownload';
import { LazyUploadPanel } from '../../../shared/uploads/LazyUploadPanel';
import { useUploadQueue } from '../../../shared/uploads/useUploadQueue';
import { useDocumentDetail } from '../hooks/useDocumentDetail';
import { VersionTable, type VersionAction } from './VersionTable';

// Each dialog is its own chunk, fetched the first time it opens.
const PreviewDialog = lazy(() => import('../../../shared/preview/PreviewDialog'));
const NewVersionDialog = lazy(() => import('../../../shared/uploads/NewVersionDialog'));
const RestoreVersionDialog = lazy(() => import('./RestoreVersionDialog'));

type VersionDialog = { kind: 'preview' | 'restore'; version: DocumentVersion } | { kind: 'newVersion' };

interface DocumentVersionsProps {
  documentId: string;
  /** Offers uploading and restoring versions (manage_repository). */
  canManage: boolean;
}

/** One document's history: where it is, every version, and the ways to add or bring back a version. */
export function DocumentVersions({ documentId, canManage }: DocumentVersionsProps) {
  const detail = useDocumentDetail(documentId);
  const uploads = useUploadQueue(detail.refresh);
  const download = useDownload();
  const [dialog, setDialog] = useState<VersionDialog | null>(null);
  const item = detail.data?.item;
  const versions = detail.data?.versions ?? [];

  const onAction = (action: VersionAction, version: DocumentVersion) => {
    if (action === 'download') void download(documentId, version.id);
    else setDialog({ kind: action, version });
  };

  const renderDialog = () => {
    if (!dialog || !item) return null;
    const close = () => setDialog(null);
    switch (dialog.kind) {
      case 'preview': {
        const { version } = dialog;
        return (
          <PreviewDialog
            documentId={documentId}
            versionId={version.is_current ? undefined : version.id}
            title={`${item.name} (v${version.version})`}
            onClose={close}
          />
        );
      }
      case 'restore':
        return (
          <RestoreVersionDialog
            documentId={documentId}
            version={dialog.version}
            nextVersion={Math.max(...versions.map((version) => version.version)) + 1}
            onClose={close}
            onDone={() => {
              close();
              void detail.refresh();
            }}
          />
        );
      case 'newVersion':
        return <NewVersionDialog documentName={item.name} onClose={close} onUpload={(file, comment) => uploads.add([file], { documentId, comment })} />;
    }
  };

  const actions = canManage && item && (
    <Button variant="contained" startIcon={<CloudUpload />} onClick={() => setDialog({ kind: 'newVersion' })}>
      Upload new version
    </Button>
  );

  return (
    <PageFrame title="Version history" actions={actions || undefined}>
      {item && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <PathBreadcrumbs folders={item.path} current={item.name} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <FileTypeIcon item={item} />
            <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
              {item.name}
            </Typography>
            <IndexStateChip state={item.index_state} error={item.index_error} />
          </Box>
          <Typography variant="body2" color="text.secondary" role="status">
            {versions.length} {versions.length === 1 ? 'version' : 'versions'}
          </Typography>
        </Box>
      )}
      <LazyUploadPanel queue={uploads} />
      {detail.error ? (
        <LoadFailed message={detail.error} onRetry={detail.retry} />
      ) : detail.data ? (
        <VersionTable versions={versions} canManage={canManage} onAction={onAction} />
      ) : (
        <TableSkeleton label="Loading the versions" rows={3} />
      )}
      <Suspense fallback={null}>{renderDialog()}</Suspense>
    </PageFrame>
  );
}
