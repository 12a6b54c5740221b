import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EntityMember } from '@app/shared/contract';
import { LazyDateInput } from '@app/shared/date-input';
import type { ProjectFieldErrors } from '../draftValidation';
import type { AddProjectDraft } from '../stores/addProjectDraft';
import type { DraftEdit } from './ProjectWizard';

interface TeamStepProps {
  draft: AddProjectDraft;
  errors: ProjectFieldErrors;
  members: { items: EntityMember[]; loading: boolean };
  onEdit: DraftEdit;
}

const groupName = (member: EntityMember) => (member.kind === 'staff' ? 'Your organisation' : 'The client');

/** Step 2: who works on the project (the organisation's people and the client's), and by when. */
export function TeamStep({ draft, errors, members, onEdit }: TeamStepProps) {
  // Grouped lists need their options in group order.
  const options = [...members.items].sort((a, b) => groupName(b).localeCompare(groupName(a)) || a.full_name.localeCompare(b.full_name));
  const chosen = options.filter((member) => draft.assigned_to.includes(member.id));
  return (
    <>
      <Autocomplete
        multiple
        id="project-assigned_to"
        options={options}
        value={chosen}
        loading={members.loading}
        groupBy={groupName}
        filterSelectedOptions
        getOptionLabel={(member) => member.full_name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, people) => onEdit({ assigned_to: people.map((person) => person.id) }, 'assigned_to')}
        renderOption={({ key, ...props }, member) => (
          <Box component="li" key={key} {...props} sx={{ display: 'grid !important', justifyItems: 'start' }}>
            <Typography>{member.full_name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {member.email}
            </Typography>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Assignees"
            error={Boolean(errors.assigned_to)}
            helperText={errors.assigned_to ?? 'They are told about the project and see it in their lists.'}
          />
        )}
      />
      <Box sx={{ maxWidth: { sm: 280 } }}>
        <LazyDateInput label="Deadline" size="medium" disablePast value={draft.deadline} onChange={(deadline) => onEdit({ deadline }, 'deadline')} />
        {errors.deadline ? (
          <FormHelperText error id="project-deadline-error">
            {errors.deadline}
          </FormHelperText>
        ) : null}
      </Box>
    </>
  );
}
