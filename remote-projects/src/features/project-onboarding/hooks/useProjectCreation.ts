import { apiErrorMessage, apiFieldErrors, apiPost } from '@app/shared';
import { PROJECT_PATHS, type Project } from '@app/shared/contract';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QuestionnaireUploads } from '../../questionnaire';
import { projectPaths } from '../../../routes';
import { createProjectRequest, fromApiFieldErrors, type ProjectFieldErrors } from '../draftValidation';
import type { AddProjectDraft } from '../stores/addProjectDraft';

/** editing → creating → uploading → (the project's page) or created (some files still to upload). */
export type CreationPhase = 'editing' | 'creating' | 'uploading' | 'created';

interface ProjectCreationOptions {
  draft: AddProjectDraft;
  uploads: QuestionnaireUploads;
  /** The draft has become a project: it is cleared. */
  onCreated(): void;
  /** The API refused the draft: its field errors. */
  onRefused(errors: ProjectFieldErrors): void;
}

const failedFilesText = (failed: number) =>
  failed === 1 ? '1 file could not be uploaded. See why beside it.' : `${failed} files could not be uploaded. See why beside each.`;

/**
 * Finishing the wizard: create the project, then upload each chosen file into it, then open the
 * project. When files fail, the project exists already: the wizard stays to retry them or move on.
 */
export function useProjectCreation({ draft, uploads, onCreated, onRefused }: ProjectCreationOptions) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<CreationPhase>('editing');
  const [project, setProject] = useState<Project>();

  const uploadThenOpen = async (created: Project, doneMessage: string) => {
    setPhase('uploading');
    const { failed } = await uploads.uploadAll(created.id);
    if (failed === 0) {
      enqueueSnackbar(doneMessage, { variant: 'success' });
      navigate(projectPaths.details(created.id));
      return;
    }
    setPhase('created');
    enqueueSnackbar(failedFilesText(failed), { variant: 'error' });
  };

  const create = async () => {
    setPhase('creating');
    let created: Project;
    let message: string;
    try {
      ({ data: created, message } = await apiPost<Project>(PROJECT_PATHS.projects, createProjectRequest(draft)));
    } catch (error) {
      setPhase('editing');
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      onRefused(fromApiFieldErrors(apiFieldErrors(error)));
      return;
    }
    onCreated();
    setProject(created);
    await uploadThenOpen(created, message);
  };

  const retryUploads = async () => {
    if (project) await uploadThenOpen(project, 'Every file is uploaded.');
  };

  return { phase, project, create, retryUploads };
}
