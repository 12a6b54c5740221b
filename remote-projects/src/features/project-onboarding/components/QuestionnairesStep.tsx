import { formatDate } from '@app/shared/format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Entity, EntityMember } from '@app/shared/contract';
import { toApiDate } from '../../../components/apiDate';
import { QuestionnaireFilesField, type QuestionnaireUploads } from '../../questionnaire';
import type { AddProjectDraft } from '../stores/addProjectDraft';

interface QuestionnairesStepProps {
  draft: AddProjectDraft;
  client: Entity | undefined;
  members: EntityMember[];
  uploads: QuestionnaireUploads;
  /** The project exists already (some files failed): it is no longer the draft that is summed up. */
  createdName?: string;
}

/** Step 3: the questionnaire files, under a summary of what is about to be created. */
export function QuestionnairesStep({ draft, client, members, uploads, createdName }: QuestionnairesStepProps) {
  const assignees = members.filter((member) => draft.assigned_to.includes(member.id)).map((member) => member.full_name);
  const summary = [
    ['Client', client?.name ?? '—'],
    ['Project', draft.project_name],
    ['Assignees', assignees.join(', ') || 'Nobody yet'],
    ['Deadline', draft.deadline ? formatDate(toApiDate(draft.deadline)) : 'None'],
  ];
  return (
    <>
      {createdName ? (
        <Alert severity="warning">
          The project “{createdName}” is created, but not every file reached it. Try the failed files again, remove them, or open the project and upload them
          later.
        </Alert>
      ) : (
        <Box component="dl" aria-label="Summary" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          {summary.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Typography color="text.secondary">
        Questions are extracted from each questionnaire and answers are suggested from your repository. You can also add files later.
      </Typography>
      <QuestionnaireFilesField uploads={uploads} />
    </>
  );
}
