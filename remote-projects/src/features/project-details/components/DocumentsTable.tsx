import { visuallyHidden } from '@app/shared/page-parts';
import { formatDateTime } from '@app/shared/format';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProjectDocument } from '@app/shared/contract';
import type { Theme } from '@mui/material/styles';
import { AnswerProgressBar } from '../../../components/AnswerProgressBar';
import { formatFileSize } from '@app/shared/format';
import { workflowStateDetail, WorkflowStateChip } from '../../../components/WorkflowStateChip';
import { DocumentActions, type DocumentActionHandlers } from './DocumentActions';

/** Cells a narrow screen has no room for: their facts move under the document's name there. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
/** Marks those cells for the phone layout, whose cell rule would otherwise show them again. */
const WIDE_ONLY_CELL = 'wide-only';

/**
 * On a phone each row becomes a small card: the document across the top, its state and actions
 * under it. The table's roles are set explicitly, as browsers may drop them once the display changes.
 */
const PHONE_ROWS = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    display: 'block',
    '& thead': visuallyHidden,
    '& tbody': { display: 'block' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'center',
      columnGap: 1,
      px: 2,
      py: 1.5,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& tbody td': { display: 'block', border: 0, p: 0, maxWidth: 'none' },
    [`& tbody td.${WIDE_ONLY_CELL}`]: { display: 'none' },
    '& tbody td:first-of-type': { gridColumn: '1 / -1', pb: 1 },
  },
});

const typeAndCategory = (document: ProjectDocument) => [document.document_type?.name, document.category?.name].filter(Boolean).join(' · ') || 'No type';

/** A questionnaire's answer progress; a supporting document has no questions to answer. */
function DocumentProgress({ document }: { document: ProjectDocument }) {
  if (!document.is_questionnaire) {
    return (
      <Typography variant="caption" color="text.secondary">
        Supporting document
      </Typography>
    );
  }
  return <AnswerProgressBar progress={document.progress} label={`Progress of ${document.name}`} />;
}

/** The document's state, with why it failed or how far a cancelled one got. */
function DocumentState({ document }: { document: ProjectDocument }) {
  const detail = workflowStateDetail(document);
  return (
    <>
      <WorkflowStateChip state={document.state} error={document.error} />
      {detail ? (
        <Typography variant="caption" color={document.state === 'failed' ? 'error' : 'text.secondary'} component="p" sx={{ mt: 0.5, maxWidth: 240 }}>
          {detail}
        </Typography>
      ) : null}
    </>
  );
}

/** The project's documents in the current layout: state, progress and actions of each. */
export function DocumentsTable({ documents, handlers }: { documents: ProjectDocument[]; handlers: DocumentActionHandlers }) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label="Documents" role="table" sx={PHONE_ROWS}>
          <TableHead>
            <TableRow role="row">
              <TableCell>Document</TableCell>
              <TableCell sx={WIDE_ONLY}>Type</TableCell>
              <TableCell sx={WIDE_ONLY}>Category</TableCell>
              <TableCell>State</TableCell>
              <TableCell sx={{ ...WIDE_ONLY, minWidth: 160 }}>Progress</TableCell>
              <TableCell sx={WIDE_ONLY}>Reviewer</TableCell>
              <TableCell sx={WIDE_ONLY}>Uploaded</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {documents.map((document) => (
              <TableRow key={document.id} role="row" hover>
                <TableCell sx={{ maxWidth: 320 }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{document.name}</Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {[document.format?.toUpperCase(), formatFileSize(document.size)].filter(Boolean).join(' · ')}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ display: { md: 'none' } }}>
                    {typeAndCategory(document)}
                  </Typography>
                  <Box sx={{ display: { md: 'none' }, mt: 1 }}>
                    <DocumentProgress document={document} />
                  </Box>
                </TableCell>
                <TableCell className={WIDE_ONLY_CELL} sx={WIDE_ONLY}>
                  {document.document_type?.name ?? '—'}
                </TableCell>
                <TableCell className={WIDE_ONLY_CELL} sx={WIDE_ONLY}>
                  {document.category?.name ?? '—'}
                </TableCell>
                <TableCell>
                  <DocumentState document={document} />
                </TableCell>
                <TableCell className={WIDE_ONLY_CELL} sx={WIDE_ONLY}>
                  <DocumentProgress document={document} />
                </TableCell>
                <TableCell className={WIDE_ONLY_CELL} sx={WIDE_ONLY}>
                  {document.reviewer?.full_name ?? 'Nobody yet'}
                </TableCell>
                <TableCell className={WIDE_ONLY_CELL} sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
                  <Typography variant="body2">{document.uploaded_by?.full_name ?? '—'}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatDateTime(document.created_at)}
                  </Typography>
                </TableCell>
                <TableCell align="right">
                  <DocumentActions document={document} handlers={handlers} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
