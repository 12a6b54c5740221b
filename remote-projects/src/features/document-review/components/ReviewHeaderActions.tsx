import KeyboardIcon from '@mui/icons-material/Keyboard';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { projectPaths } from '../../../routes';
import type { DocumentReview } from '../hooks/useDocumentReview';

/** The page's actions: the whole-document ones for reviewers, the preview, the other layout, the shortcuts. */
export function ReviewHeaderActions({ review, layout }: { review: DocumentReview; layout: 'rich' | 'old' }) {
  const { search } = useLocation();
  const { documentId, canReview, canReprocess, processing, pages, openDialog } = review;
  const working = processing || !pages.document || review.bulk.busy;
  const otherLayout =
    layout === 'rich'
      ? { label: 'Table layout', pathname: projectPaths.reviewOld(documentId) }
      : { label: 'Card layout', pathname: projectPaths.review(documentId) };
  return (
    <>
      {canReview ? (
        <>
          <Button variant="contained" disabled={working} onClick={() => openDialog('approveHighConfidence')}>
            Approve all high-confidence
          </Button>
          {canReprocess ? (
            <Button variant="outlined" disabled={working} onClick={() => openDialog('reprocess')}>
              Reprocess
            </Button>
          ) : null}
        </>
      ) : null}
      <Button component={RouterLink} to={projectPaths.preview(documentId)} variant="outlined">
        Preview document
      </Button>
      {/* The filters travel along: the same questions in the other layout. */}
      <Button component={RouterLink} to={{ pathname: otherLayout.pathname, search }}>
        {otherLayout.label}
      </Button>
      <Tooltip title="Keyboard shortcuts (?)">
        <IconButton aria-label="Keyboard shortcuts" onClick={() => openDialog('shortcuts')}>
          <KeyboardIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}
