import { WORKFLOW_STATE_LABELS } from '@app/shared/contract';
import { formatDateTime } from '@app/shared/format';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { PlainTable } from '../../../components/PlainTable';
import { workflowStateDetail } from '../../../components/WorkflowStateChip';
import { projectPaths } from '../../../routes';
import { DocumentActions } from './DocumentActions';
import { ProjectDetailsLayout } from './ProjectDetailsLayout';

const COLUMNS = ['Document', 'Type', 'Category', 'Status', 'Progress', 'Reviewer', 'Uploaded by', 'Uploaded', 'Actions'];

/** /project/project-details-old/{projectId}: the same project, its documents in the plain table layout. */
export default function ProjectDetailsOldScreen() {
  return (
    <ProjectDetailsLayout
      listPath={projectPaths.listOld}
      reviewPath={projectPaths.reviewOld}
      renderDocuments={(documents, handlers) => (
        <PlainTable label="Documents" columns={COLUMNS} emptyText="No documents in this project yet.">
          {documents.map((document) => (
            <TableRow key={document.id}>
              <TableCell>{document.name}</TableCell>
              <TableCell>{document.document_type?.name ?? '—'}</TableCell>
              <TableCell>{document.category?.name ?? '—'}</TableCell>
              <TableCell>{[WORKFLOW_STATE_LABELS[document.state], workflowStateDetail(document)].filter(Boolean).join(': ')}</TableCell>
              <TableCell>{document.is_questionnaire ? `${Math.round(document.progress.percent)}%` : 'Supporting document'}</TableCell>
              <TableCell>{document.reviewer?.full_name ?? '—'}</TableCell>
              <TableCell>{document.uploaded_by?.full_name ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(document.created_at)}</TableCell>
              <TableCell>
                <DocumentActions document={document} handlers={handlers} />
              </TableCell>
            </TableRow>
          ))}
        </PlainTable>
      )}
    />
  );
}
