import { authGroup, useAppSelector, usePermissions } from '@app/shared';

/** The code of the project document types questions are extracted from (migration 0003's defaults). */
export const QUESTIONNAIRE_TYPE_CODE = 'questionnaire';

/**
 * Who may put files into a project, as the API decides it: staff who manage projects, and the users
 * of the project's client, who upload questionnaires only.
 */
export function useProjectUploadRights(): { canUpload: boolean; questionnairesOnly: boolean } {
  const isClientUser = useAppSelector((state) => authGroup.select(state).user?.kind === 'entity');
  const canManage = usePermissions().can('manage_projects');
  return { canUpload: isClientUser || canManage, questionnairesOnly: isClientUser };
}
