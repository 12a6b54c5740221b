import { PageFrame } from '@app/shared';
import { LoadFailed } from '@app/shared/page-parts';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ProjectDocument } from '@app/shared/contract';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DocumentBreadcrumbs } from '../../../components/document-questions/DocumentBreadcrumbs';
import { useDocumentProject } from '../../../components/document-questions/useDocumentProject';
import { useQuestionPages, type QuestionFilters, type QuestionPages } from '../../../components/document-questions/useQuestionPages';
import { projectPaths } from '../../../routes';
import { useDocumentDownload } from '../hooks/useDocumentDownload';
import { usePdfConversion, type PdfConversion } from '../hooks/usePdfConversion';
import { ReadableQuestionnaire } from './ReadableQuestionnaire';

const ALL_QUESTIONS: QuestionFilters = {};

function PageSkeleton({ label, caption }: { label: string; caption?: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {caption ? <Typography color="text.secondary">{caption}</Typography> : null}
      <Box role="progressbar" aria-label={label}>
        <Skeleton variant="rounded" sx={{ height: { xs: '60vh', md: '75vh' } }} />
      </Box>
    </Box>
  );
}

interface PreviewBodyProps {
  document: ProjectDocument;
  pdf: PdfConversion & { retry(): void };
  pages: QuestionPages;
}

/** The document as pdf in a frame or, where the server cannot convert it, rendered in the page. */
function PreviewBody({ document, pdf, pages }: PreviewBodyProps) {
  switch (pdf.state) {
    case 'converting':
      return <PageSkeleton label="Converting the document to PDF" caption="Converting the document to PDF; a large file takes a few seconds the first time." />;
    case 'failed':
      return <LoadFailed message={pdf.message} onRetry={pdf.retry} />;
    case 'ready':
      return (
        <Box
          component="iframe"
          title={`${document.name} as PDF`}
          src={pdf.url}
          sx={{ width: '100%', height: { xs: '70vh', md: '78vh' }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
        />
      );
    case 'unavailable':
      return (
        <>
          <Alert severity="info">
            {pdf.message}{' '}
            {document.is_questionnaire
              ? 'Below are its questions and their approved answers; Download gives the file itself, with its approved answers written in.'
              : 'This supporting file has no questions to show here; Download gives the file itself.'}
          </Alert>
          {document.is_questionnaire ? <ReadableQuestionnaire document={document} pages={pages} /> : null}
        </>
      );
  }
}

/**
 * /project/document-preview/{documentId}: the document in the page, as pdf (converted by the API);
 * where it cannot be converted, a questionnaire's questions and approved answers rendered as a
 * readable document.
 */
export default function DocumentPreviewScreen() {
  const { documentId = '' } = useParams();
  // The first page brings the document (name, project, kind) too; the fallback shows its questions.
  const pages = useQuestionPages(documentId, ALL_QUESTIONS);
  const { document } = pages;
  const project = useDocumentProject(document?.project_id);
  // Asked once the document is known: an unreachable one says so once, from its load.
  const pdf = usePdfConversion(document?.id);
  const { download, progress, busy } = useDocumentDownload(document);

  const downloadLabel =
    progress === undefined
      ? 'Download'
      : progress === 'starting' || progress.total === 0
        ? 'Preparing download…'
        : `Preparing download… ${progress.done} of ${progress.total}`;
  // A supporting file has no review: the way back is its project.
  const back =
    document && !document.is_questionnaire
      ? { label: 'Back to the project', to: projectPaths.details(document.project_id) }
      : { label: 'Back to review', to: projectPaths.review(documentId) };

  return (
    <PageFrame
      title="Document preview"
      actions={
        <>
          <Button variant="contained" startIcon={<DownloadIcon aria-hidden />} disabled={!document || busy} onClick={() => void download()}>
            {downloadLabel}
          </Button>
          {pdf.state === 'ready' ? (
            <Button variant="outlined" href={pdf.openUrl} target="_blank" rel="noopener">
              Open the PDF in a new tab
            </Button>
          ) : null}
          <Button component={RouterLink} to={back.to} variant="outlined">
            {back.label}
          </Button>
        </>
      }
    >
      <DocumentBreadcrumbs documentId={documentId} document={document} project={project} subpage="Preview" />
      {document ? (
        <PreviewBody document={document} pdf={pdf} pages={pages} />
      ) : pages.error ? (
        <LoadFailed message={pages.error} onRetry={pages.retry} />
      ) : (
        <PageSkeleton label="Loading the document" />
      )}
    </PageFrame>
  );
}
