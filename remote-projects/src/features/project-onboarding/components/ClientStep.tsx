import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Entity } from '@app/shared/contract';
import type { ProjectFieldErrors } from '../draftValidation';
import type { AddProjectDraft } from '../stores/addProjectDraft';
import type { DraftEdit } from './ProjectWizard';

interface ClientStepProps {
  draft: AddProjectDraft;
  errors: ProjectFieldErrors;
  clients: { items: Entity[]; loading: boolean };
  onEdit: DraftEdit;
}

/** Step 1: whose questionnaire it is, and what the project is called. */
export function ClientStep({ draft, errors, clients, onEdit }: ClientStepProps) {
  const client = clients.items.find((candidate) => candidate.id === draft.entity_id) ?? null;
  return (
    <>
      <Autocomplete
        id="project-entity_id"
        options={clients.items}
        value={client}
        loading={clients.loading}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
        // Assignees are people of the client: another client means choosing them again.
        onChange={(_event, chosen) => onEdit({ entity_id: chosen?.id ?? '', ...(chosen?.id !== draft.entity_id ? { assigned_to: [] } : {}) }, 'entity_id')}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Client"
            required
            error={Boolean(errors.entity_id)}
            helperText={errors.entity_id ?? 'The organisation whose questionnaire this is.'}
          />
        )}
      />
      <TextField
        id="project-name"
        label="Project name"
        required
        value={draft.project_name}
        error={Boolean(errors.name)}
        helperText={errors.name}
        onChange={(event) => onEdit({ project_name: event.target.value }, 'name')}
      />
      <TextField
        id="project-description"
        label="Description"
        multiline
        minRows={3}
        value={draft.description}
        error={Boolean(errors.description)}
        helperText={errors.description}
        onChange={(event) => onEdit({ description: event.target.value }, 'description')}
      />
    </>
  );
}
