import { EmptyState, PageFrame, usePermissions } from '@app/shared';
import { LoadFailed, useConfirm } from '@app/shared/page-parts';
import type { ProjectDocument } from '@app/shared/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';
import { useProjectUploadRights } from '../../../components/useProjectUploadRights';
import { useProjectChanges } from '../hooks/useProjectChanges';
import { useProjectDetail } from '../hooks/useProjectDetail';
import { useExportWarning } from '../hooks/useExportWarning';
import { useProjectExport } from '../hooks/useProjectExport';
import type { DocumentActionHandlers } from './DocumentActions';
import { ExportPanel } from './ExportPanel';
import { ProjectSummary } from './ProjectSummary';
import { ProjectToolbar } from './ProjectToolbar';

// Dialogs load when first opened, not with the page.
const UploadFilesDialog = lazy(() => import('./UploadFilesDialog'));
const EditProjectDialog = lazy(() => import('./EditProjectDialog'));
const ConfirmDeleteDialog = lazy(() => import('./ConfirmDeleteDialog'));
const QuestionnaireLayoutDialog = lazy(() => import('./layout/QuestionnaireLayoutDialog'));
const ExportWarningDialog = lazy(() => import('./ExportWarningDialog'));

type OpenDialog =
  | { kind: 'upload' }
  | { kind: 'edit' }
  | { kind: 'delete'; document: ProjectDocument }
  | { kind: 'delete-project' }
  | { kind: 'layout'; document: ProjectDocument };

interface ProjectDetailsLayoutProps {
  /** The list the breadcrumb goes back to (the current or the -old one). */
  listPath: string;
  reviewPath(documentId: string): string;
  renderDocuments(documents: ProjectDocument[], handlers: DocumentActionHandlers): ReactNode;
}

function DetailsSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading the project" sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={48} />
      <Skeleton variant="rounded" height={220} />
    </Box>
  );
}

/**
 * A project's page in either layout: its head, its actions, its exports and its documents; the
 * layouts differ only in how they show the documents. Client users (no manage_projects) read it,
 * upload questionnaires and download exports.
 */
export function ProjectDetailsLayout({ listPath, reviewPath, renderDocuments }: ProjectDetailsLayoutProps) {
  const { projectId = '' } = useParams();
  const detail = useProjectDetail(projectId);
  const changes = useProjectChanges(projectId, detail.refresh);
  const exporter = useProjectExport(projectId);
  const exportWarning = useExportWarning(projectId, exporter);
  const { can } = usePermissions();
  const canManage = can('manage_projects');
  const canReview = can('review_answers');
  const exporting = exporter.busy || exportWarning.checking;
  const { canUpload } = useProjectUploadRights();
  const [dialog, setDialog] = useState<OpenDialog>();
  const [confirmation, confirm] = useConfirm();
  const navigate = useNavigate();
  const { project, documents } = detail;
  const closeDialog = () => setDialog(undefined);

  if (!project) {
    return (
      <PageFrame title="Project details">
        <PageBreadcrumbs crumbs={[{ label: 'Projects', to: listPath }, { label: 'Project' }]} />
        {detail.error ? <LoadFailed message={detail.error} onRetry={detail.retry} /> : <DetailsSkeleton />}
      </PageFrame>
    );
  }

  const handlers: DocumentActionHandlers = {
    canManage,
    canReview,
    pending: changes.pending,
    exporting,
    reviewPath,
    onReprocess: (document) => void changes.reprocess(document),
    onCancelProcessing: (document) =>
      confirm({
        title: `Stop processing ${document.name}?`,
        text: 'Reading its questions and suggesting answers stops now. The answers suggested so far stay; reprocess it to start again.',
        confirmLabel: 'Stop processing',
        destructive: true,
        onConfirm: async () => {
          await changes.cancelProcessing(document);
        },
      }),
    onExport: (document) => void exportWarning.request(document.name, [document.id]),
    onCheckColumns: (document) => setDialog({ kind: 'layout', document }),
    onDelete: (document) => setDialog({ kind: 'delete', document }),
  };
  const openUpload = canUpload ? () => setDialog({ kind: 'upload' }) : undefined;

  return (
    <PageFrame
      title={project.name}
      actions={
        <ProjectToolbar
          exporting={exporting}
          listExportPending={changes.pending?.startsWith('document-list') ?? false}
          onUpload={openUpload}
          onExportProject={() => void exportWarning.request('the project')}
          onExportList={(format) => void changes.exportDocumentList(format)}
        />
      }
    >
      <PageBreadcrumbs crumbs={[{ label: 'Projects', to: listPath }, { label: project.name }]} />
      <ProjectSummary
        project={project}
        canManage={canManage}
        saving={changes.pending === 'project'}
        onHoldChange={(onHold) => void changes.updateProject({ on_hold: onHold })}
        onEdit={() => setDialog({ kind: 'edit' })}
        onDelete={() => setDialog({ kind: 'delete-project' })}
      />
      <ExportPanel exporter={exporter} />
      <Box component="section" aria-labelledby="documents-heading" sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id="documents-heading" variant="h6" component="h2">
            Documents
          </Typography>
          <FormControlLabel
            control={<Checkbox size="small" checked={exporter.includeSources} onChange={(event) => exporter.setIncludeSources(event.target.checked)} />}
            label="Exports cite the source documents after each answer"
            slotProps={{ typography: { variant: 'body2' } }}
            sx={{ mr: 'auto', ml: 1 }}
          />
          {detail.processing ? (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={16} aria-hidden />
              <Typography variant="body2" color="text.secondary">
                Reading questionnaires and suggesting answers. This page updates by itself.
              </Typography>
            </Box>
          ) : null}
        </Box>
        {documents.length === 0 ? (
          <EmptyState
            title="No documents in this project yet."
            description={
              openUpload
                ? "Upload the client's questionnaires: their questions are extracted and answers suggested from your repository."
                : "The client's questionnaires appear here once they are uploaded."
            }
            action={
              openUpload ? (
                <Button variant="contained" onClick={openUpload}>
                  Upload files
                </Button>
              ) : undefined
            }
          />
        ) : (
          renderDocuments(documents, handlers)
        )}
      </Box>
      {confirmation}
      <Suspense fallback={null}>
        {dialog?.kind === 'upload' ? (
          <UploadFilesDialog projectId={project.id} projectName={project.name} onClose={closeDialog} onUploaded={() => void detail.refresh()} />
        ) : null}
        {dialog?.kind === 'edit' ? <EditProjectDialog project={project} onClose={closeDialog} onSaved={() => void detail.refresh()} /> : null}
        {dialog?.kind === 'layout' ? (
          <QuestionnaireLayoutDialog document={dialog.document} onClose={closeDialog} onReextracted={() => void detail.refresh()} />
        ) : null}
        {dialog?.kind === 'delete' ? (
          <ConfirmDeleteDialog
            title={`Delete ${dialog.document.name}?`}
            text="Its questions and answers leave the project. Answers already approved stay in your answer library."
            onClose={closeDialog}
            onConfirm={() => {
              closeDialog();
              void changes.deleteDocument(dialog.document);
            }}
          />
        ) : null}
        {exportWarning.gaps ? (
          <ExportWarningDialog
            gaps={exportWarning.gaps}
            reviewPath={canReview ? reviewPath : undefined}
            onExportAnyway={exportWarning.exportAnyway}
            onClose={exportWarning.dismiss}
          />
        ) : null}
        {dialog?.kind === 'delete-project' ? (
          <ConfirmDeleteDialog
            title={`Delete ${project.name}?`}
            text="Its documents, questions, answers and exports are deleted with it. Answers already approved stay in your answer library."
            onClose={closeDialog}
            onConfirm={() => {
              closeDialog();
              void changes.deleteProject(() => navigate(listPath));
            }}
          />
        ) : null}
      </Suspense>
    </PageFrame>
  );
}
