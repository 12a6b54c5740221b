import { apiErrorMessage, apiFieldErrors, apiPatch } from '@app/shared';
import { PROJECT_PATHS, updateProjectRequestSchema, type EntityMember, type Project, type UpdateProjectRequest } from '@app/shared/contract';
import { LazyDateInput } from '@app/shared/date-input';
import { formatFilterDate } from '@app/shared/format';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { isPastDate, toApiDate } from '../../../components/apiDate';
import { useLookup, withQuery } from '@app/shared/page-parts';

type EditableField = 'name' | 'description' | 'assigned_to' | 'deadline';
type FieldErrors = Partial<Record<EditableField, string>>;

interface EditProjectDialogProps {
  project: Project;
  onClose(): void;
  onSaved(): void;
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Changes the project's name, description, assignees and deadline; only what changed is sent. */
export default function EditProjectDialog({ project, onClose, onSaved }: EditProjectDialogProps) {
  const [name, setName] = useState(project.name);
  const [description, setDescription] = useState(project.description);
  const [assignedTo, setAssignedTo] = useState(project.assignees.map((person) => person.id));
  const [deadline, setDeadline] = useState(project.deadline ? formatFilterDate(project.deadline) : '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const members = useLookup<EntityMember>(withQuery(PROJECT_PATHS.entityMembers, { entity_id: project.entity.id }));
  // The current assignees show by name before the lookup has come.
  const options: EntityMember[] = members.items.length ? members.items : project.assignees.map((person) => ({ ...person, email: '', kind: 'staff' as const }));

  const changes = (): UpdateProjectRequest => {
    const request: UpdateProjectRequest = {};
    if (name !== project.name) request.name = name;
    if (description !== project.description) request.description = description;
    if (
      !sameIds(
        assignedTo,
        project.assignees.map((person) => person.id),
      )
    )
      request.assigned_to = assignedTo;
    if (toApiDate(deadline) !== project.deadline) request.deadline = toApiDate(deadline);
    return request;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const request = changes();
    const found: FieldErrors = {};
    for (const issue of updateProjectRequestSchema.safeParse(request).error?.issues ?? []) found[issue.path[0] as EditableField] ??= issue.message;
    if (request.deadline !== undefined && isPastDate(deadline)) found.deadline ??= 'Choose a deadline from today on.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(request).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      const { message } = await apiPatch(PROJECT_PATHS.projectDetails(project.id), request);
      enqueueSnackbar(message, { variant: 'success' });
      onSaved();
      onClose();
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      setErrors(Object.fromEntries(Object.entries(apiFieldErrors(error)).map(([field, messages]) => [field, messages[0]])));
      setSaving(false);
    }
  };

  return (
    <Dialog open fullWidth maxWidth="sm" onClose={saving ? undefined : onClose} aria-labelledby="edit-project-title">
      <Box component="form" noValidate onSubmit={save}>
        <DialogTitle id="edit-project-title">Edit the project</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          <TextField
            label="Project name"
            required
            value={name}
            error={Boolean(errors.name)}
            helperText={errors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            label="Description"
            multiline
            minRows={3}
            value={description}
            error={Boolean(errors.description)}
            helperText={errors.description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <Autocomplete
            multiple
            options={options}
            value={options.filter((member) => assignedTo.includes(member.id))}
            loading={members.loading}
            filterSelectedOptions
            getOptionLabel={(member) => member.full_name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_event, people) => setAssignedTo(people.map((person) => person.id))}
            renderInput={(params) => <TextField {...params} label="Assignees" error={Boolean(errors.assigned_to)} helperText={errors.assigned_to} />}
          />
          <Box>
            <LazyDateInput label="Deadline" size="medium" value={deadline} onChange={setDeadline} />
            {errors.deadline ? <FormHelperText error>{errors.deadline}</FormHelperText> : null}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving…' : 'Save changes'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
