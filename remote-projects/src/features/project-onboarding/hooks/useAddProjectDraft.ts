import { useAppDispatch, useAppSelector, useInjectReducer, useInjectSaga } from '@app/shared';
import { useCallback } from 'react';
import { addProjectGroup, type AddProjectDraft } from '../stores/addProjectDraft';
import { addProjectDraftSaga } from '../stores/addProjectDraftSaga';

/** The add-project draft from redux (restored from, and saved to, this browser by its saga). */
export function useAddProjectDraft() {
  useInjectReducer(addProjectGroup.name, addProjectGroup.reducer);
  useInjectSaga(addProjectGroup.name, addProjectDraftSaga);
  const draft = useAppSelector(addProjectGroup.select);
  const dispatch = useAppDispatch();

  const updateDraft = useCallback((fields: Partial<AddProjectDraft>) => dispatch(addProjectGroup.actions.update(fields)), [dispatch]);
  const discardDraft = useCallback(() => dispatch(addProjectGroup.actions.reset()), [dispatch]);
  const isBlank = JSON.stringify(draft) === JSON.stringify(addProjectGroup.initialState);

  return { draft, isBlank, updateDraft, discardDraft };
}
