import { apiErrorMessage, apiGet } from '@app/shared';
import { PROJECT_PATHS, type AnswerStatus, type ProjectDetail, type ProjectDocument } from '@app/shared/contract';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import type { ProjectExportControl } from './useProjectExport';

/** Answered but not approved: the export leaves these out, as it does blank ones. */
const NOT_APPROVED: readonly AnswerStatus[] = ['suggested', 'edited', 'rejected'];

/** What an export would leave out: answers nobody wrote (blank) and answers nobody approved. */
export interface ExportGaps {
  subject: string;
  documentIds: string[] | undefined;
  blank: number;
  notApproved: number;
  /** Where to go instead: the first document with a blank answer (else one not approved), and which of its questions to show. */
  first: { documentId: string; status: AnswerStatus } | null;
}

function gapsOf(subject: string, documentIds: string[] | undefined, documents: readonly ProjectDocument[]): ExportGaps {
  const exported = documents.filter((document) => document.is_questionnaire && (!documentIds || documentIds.includes(document.id)));
  const notApprovedIn = (document: ProjectDocument) => NOT_APPROVED.reduce((sum, status) => sum + document.progress[status], 0);
  const withBlank = exported.find((document) => document.progress.unanswered > 0);
  const withNotApproved = exported.find((document) => notApprovedIn(document) > 0);
  return {
    subject,
    documentIds,
    blank: exported.reduce((sum, document) => sum + document.progress.unanswered, 0),
    notApproved: exported.reduce((sum, document) => sum + notApprovedIn(document), 0),
    first: withBlank
      ? { documentId: withBlank.id, status: 'unanswered' }
      : withNotApproved
        ? { documentId: withNotApproved.id, status: NOT_APPROVED.find((status) => withNotApproved.progress[status] > 0)! }
        : null,
  };
}

/**
 * Exports only after a look at the answers as they are now: with blank or unapproved answers (the
 * export writes approved ones only) it asks first, through `gaps`; otherwise it exports at once.
 */
export function useExportWarning(projectId: string, exporter: ProjectExportControl) {
  const [gaps, setGaps] = useState<ExportGaps>();
  const [checking, setChecking] = useState(false);

  const request = async (subject: string, documentIds?: string[]) => {
    setChecking(true);
    try {
      const { data } = await apiGet<ProjectDetail>(PROJECT_PATHS.projectDetails(projectId));
      const found = gapsOf(subject, documentIds, data.documents);
      if (found.blank + found.notApproved === 0) await exporter.start(subject, documentIds);
      else setGaps(found);
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
    } finally {
      setChecking(false);
    }
  };

  return {
    gaps,
    checking,
    request,
    exportAnyway: () => {
      if (gaps) void exporter.start(gaps.subject, gaps.documentIds);
      setGaps(undefined);
    },
    dismiss: () => setGaps(undefined),
  };
}

export type ExportWarningControl = ReturnType<typeof useExportWarning>;
