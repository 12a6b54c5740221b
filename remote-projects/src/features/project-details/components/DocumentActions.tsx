import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ProjectDocument, WorkflowState } from '@app/shared/contract';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PROCESSING_STATES } from '../../../components/WorkflowStateChip';
import { projectPaths } from '../../../routes';

/** States in which a questionnaire has questions to review and answers to export. */
const REVIEWABLE_STATES: readonly WorkflowState[] = ['ready_for_review', 'in_review', 'completed'];

/** Questionnaires read from columns (a pdf is read from its lines). */
const hasColumns = (document: ProjectDocument) => document.is_questionnaire && document.format !== null && document.format !== 'pdf';

export interface DocumentActionHandlers {
  /** manage_projects: reprocess and delete. */
  canManage: boolean;
  /** review_answers: the review screen is for working on answers; others (a client's users) read them there. */
  canReview: boolean;
  /** The key of the change on its way (see useProjectChanges). */
  pending: string | undefined;
  /** An export runs already: one at a time. */
  exporting: boolean;
  reviewPath(documentId: string): string;
  onReprocess(document: ProjectDocument): void;
  /** manage_projects: asks, then cancels the extraction or the suggestions of a questionnaire being processed. */
  onCancelProcessing(document: ProjectDocument): void;
  onExport(document: ProjectDocument): void;
  onDelete(document: ProjectDocument): void;
  /** manage_projects, a questionnaire with columns: check and change how its sheets or tables are read. */
  onCheckColumns(document: ProjectDocument): void;
}

/** What can be done with one document: review and preview at hand, the rest in its menu. */
export function DocumentActions({ document, handlers }: { document: ProjectDocument; handlers: DocumentActionHandlers }) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { canManage, canReview, pending, exporting, reviewPath, onReprocess, onCancelProcessing, onExport, onDelete } = handlers;
  const reviewable = document.is_questionnaire && REVIEWABLE_STATES.includes(document.state);
  const processing = PROCESSING_STATES.includes(document.state);
  const busy = ['reprocess', 'cancel', 'delete'].some((change) => pending === `${change}:${document.id}`);
  const choose = (action: (target: ProjectDocument) => void) => () => {
    setMenuAnchor(null);
    action(document);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5 }}>
      {reviewable ? (
        <Button
          size="small"
          variant="contained"
          component={RouterLink}
          to={reviewPath(document.id)}
          aria-label={canReview ? `Review ${document.name}` : `Answers of ${document.name}`}
        >
          {canReview ? 'Review' : 'Answers'}
        </Button>
      ) : null}
      {canManage && processing ? (
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={busy}
          onClick={() => onCancelProcessing(document)}
          aria-label={`Stop processing ${document.name}`}
        >
          Stop
        </Button>
      ) : null}
      <Button size="small" component={RouterLink} to={projectPaths.preview(document.id)} aria-label={`Preview ${document.name}`}>
        Preview
      </Button>
      {canManage && hasColumns(document) ? (
        <Button size="small" onClick={() => handlers.onCheckColumns(document)} aria-label={`Check columns of ${document.name}`}>
          Check columns
        </Button>
      ) : null}
      <IconButton
        size="small"
        aria-label={`More actions for ${document.name}`}
        aria-haspopup="menu"
        aria-controls={menuAnchor ? menuId : undefined}
        aria-expanded={menuAnchor ? true : undefined}
        disabled={busy}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        <MenuItem onClick={choose(onExport)} disabled={!reviewable || exporting}>
          Export this document
        </MenuItem>
        {canManage && document.is_questionnaire ? (
          <MenuItem onClick={choose(onReprocess)} disabled={processing}>
            Reprocess
          </MenuItem>
        ) : null}
        {canManage ? (
          <MenuItem onClick={choose(onDelete)} sx={{ color: 'error.main' }}>
            Delete
          </MenuItem>
        ) : null}
      </Menu>
    </Box>
  );
}
