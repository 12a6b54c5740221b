import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { usePermissions } from '@app/shared';
import type { Citation } from '@app/shared/contract';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { projectPaths } from '../../../../routes';
import { citationLabel } from '../../reviewText';
import { MarkedPassage } from './MarkedPassage';

/** The repository's version history of a document (remote-repository's screen, in the host). */
const versionHistoryPath = (documentId: string) => `/version-history?document=${encodeURIComponent(documentId)}`;
/** An entry of the answer library (remote-repository's screen, in the host), its panel open. */
const libraryEntryPath = (entryId: string) => `/answer-library?entry=${encodeURIComponent(entryId)}`;

interface CitationPopoverProps {
  citation: Citation;
  anchor: HTMLElement;
  onClose(): void;
}

/** The passage an answer cites (what it holds of the question marked), where it is from, and the way to that source. */
export default function CitationPopover({ citation, anchor, onClose }: CitationPopoverProps) {
  const titleId = useId();
  const fromRepository = citation.source === 'repository';
  const canCurateLibrary = usePermissions().can('manage_answer_library');
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, width: 420, maxWidth: 'calc(100vw - 32px)', display: 'grid', gap: 1.5 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" component="p">
            {fromRepository ? 'Repository document' : 'Answer library'}
          </Typography>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {citationLabel(citation)}
          </Typography>
          {citation.section ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {citation.section}
            </Typography>
          ) : null}
          {citation.project_name ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              Approved in the project {citation.project_name}
            </Typography>
          ) : null}
        </Box>
        <IconButton aria-label="Close the cited passage" onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      {citation.source_changed ? (
        <Alert severity="warning" sx={{ py: 0 }}>
          A document this answer relied on has a newer version since it was approved. Check the answer against it; until someone approves it again it is offered
          as weak.
          {canCurateLibrary && citation.library_entry_id ? (
            <>
              {' '}
              <Link component={RouterLink} to={libraryEntryPath(citation.library_entry_id)}>
                Open it in the answer library
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <Typography
        component="blockquote"
        variant="body2"
        sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap', maxHeight: 280, overflowY: 'auto' }}
      >
        {fromRepository ? <MarkedPassage passage={citation.passage} highlights={citation.highlights ?? []} /> : `Answered for: ${citation.passage}`}
      </Typography>
      {!fromRepository && citation.answer ? (
        <Box>
          <Typography variant="overline" color="text.secondary" component="p">
            Approved answer
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {citation.answer}
          </Typography>
        </Box>
      ) : null}
      {citation.document_id ? (
        fromRepository ? (
          <Link component={RouterLink} to={versionHistoryPath(citation.document_id)}>
            Version history of {citation.document_name}
          </Link>
        ) : (
          <Link component={RouterLink} to={projectPaths.review(citation.document_id)}>
            Open the questionnaire this answer was approved in
          </Link>
        )
      ) : null}
    </Popover>
  );
}
