import { PageFrame } from '@app/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LazyDateInput } from '@app/shared/date-input';
import { useAddProjectDraft } from '../hooks/useAddProjectDraft';

const STEPS = ['Project details', 'Questionnaires'];
const FORM_WIDTH = 720;

/** /project/project-onboard-process: the wizard that starts a project, on its first step. */
export default function ProjectOnboardScreen() {
  const { draft, isBlank, updateDraft, discardDraft } = useAddProjectDraft();
  return (
    <PageFrame
      title="Start a project"
      actions={
        <Button variant="outlined" onClick={discardDraft} disabled={isBlank}>
          Discard draft
        </Button>
      }
    >
      <Stepper activeStep={0} aria-label="Steps" sx={{ maxWidth: FORM_WIDTH }}>
        {STEPS.map((step) => (
          <Step key={step}>
            <StepLabel>{step}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper
        component="form"
        variant="outlined"
        aria-labelledby="project-details-heading"
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, p: { xs: 2, md: 3 }, maxWidth: FORM_WIDTH }}
      >
        <Typography id="project-details-heading" variant="h6" component="h2">
          Project details
        </Typography>
        <TextField
          label="Project name"
          required
          value={draft.project_name}
          onChange={(event) => updateDraft({ project_name: event.target.value })}
        />
        <TextField
          label="Description"
          multiline
          minRows={3}
          value={draft.description}
          onChange={(event) => updateDraft({ description: event.target.value })}
        />
        <Box sx={{ maxWidth: { sm: 280 } }}>
          <LazyDateInput
            label="Deadline"
            size="medium"
            disablePast
            value={draft.deadline}
            onChange={(deadline) => updateDraft({ deadline })}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          Your draft is kept in this browser until the project is created or you discard it.
        </Typography>
      </Paper>
    </PageFrame>
  );
}
