import { useAppDispatch, useAppSelector } from '@app/shared';
import { PROJECT_PATHS, type ProjectDetail } from '@app/shared/contract';
import { useEffect } from 'react';
import { PROCESSING_STATES } from '../../../components/WorkflowStateChip';
import { useApiData } from '@app/shared/page-parts';
import { workFlowItemsGroup } from '../../../store/workFlowItems';

/** How often the page asks again while a document is being extracted or answered. */
export const PROCESSING_POLL_MS = 3000;

/**
 * One project and its documents. The documents live in the workFlowItems group (shared with
 * document review); while any is still in the pipeline the page asks again every few seconds.
 */
export function useProjectDetail(projectId: string) {
  const detail = useApiData<ProjectDetail>(PROJECT_PATHS.projectDetails(projectId));
  const dispatch = useAppDispatch();
  const workFlowItems = useAppSelector(workFlowItemsGroup.select);
  const { data, refresh } = detail;

  useEffect(() => {
    if (data) dispatch(workFlowItemsGroup.actions.update({ projectId, items: data.documents }));
  }, [data, projectId, dispatch]);

  const documents = workFlowItems.projectId === projectId ? workFlowItems.items : [];
  const processing = documents.some((document) => PROCESSING_STATES.includes(document.state));

  useEffect(() => {
    if (!processing) return undefined;
    const timer = setInterval(() => void refresh({ quiet: true }), PROCESSING_POLL_MS);
    return () => clearInterval(timer);
  }, [processing, refresh]);

  return {
    project: data?.project,
    documents,
    processing,
    loading: detail.loading,
    error: detail.error,
    retry: detail.retry,
    refresh,
  };
}

export type ProjectDetailControl = ReturnType<typeof useProjectDetail>;
