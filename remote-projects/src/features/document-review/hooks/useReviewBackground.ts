import { useAppDispatch, useAppSelector } from '@app/shared';
import type { ProjectDocument } from '@app/shared/contract';
import { useCallback, useEffect } from 'react';
import { PROCESSING_STATES } from '../../../components/WorkflowStateChip';
import { projectFlagsGroup } from '../../../store/projectFlags';

/** How often the page asks again while the pipeline works on the document. */
export const PROCESSING_POLL_MS = 2000;

/**
 * Whether the document's review is still being prepared (queued, extracting, suggesting): kept in
 * the projectFlags group's documentReviewBackground flag, set from every load of the document, and
 * while it is up the questions are reloaded until the pipeline is done.
 */
export function useReviewBackground(document: ProjectDocument | undefined, reload: (options: { quiet: boolean }) => Promise<void>) {
  const dispatch = useAppDispatch();
  const background = useAppSelector((state) => projectFlagsGroup.select(state).documentReviewBackground);

  useEffect(() => {
    if (document) dispatch(projectFlagsGroup.actions.update({ documentReviewBackground: PROCESSING_STATES.includes(document.state) }));
  }, [dispatch, document]);

  useEffect(() => {
    if (!background) return;
    const timer = setInterval(() => void reload({ quiet: true }), PROCESSING_POLL_MS);
    return () => clearInterval(timer);
  }, [background, reload]);

  // The flag speaks of the document on screen only.
  useEffect(() => () => void dispatch(projectFlagsGroup.actions.update({ documentReviewBackground: false })), [dispatch]);

  const markProcessing = useCallback(() => dispatch(projectFlagsGroup.actions.update({ documentReviewBackground: true })), [dispatch]);
  /** Something changed the document: screens listing it (project details) load it again. */
  const markDocumentUpdated = useCallback(() => dispatch(projectFlagsGroup.actions.update({ documentUpdate: true })), [dispatch]);

  return { background, markProcessing, markDocumentUpdated };
}
