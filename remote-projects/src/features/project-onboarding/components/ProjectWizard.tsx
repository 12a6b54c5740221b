import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { PageFrame } from '@app/shared';
import { PROJECT_PATHS, type Entity, type EntityMember } from '@app/shared/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuestionnaireUploads } from '../../questionnaire';
import { useLookup, withQuery } from '@app/shared/page-parts';
import { projectPaths } from '../../../routes';
import { draftErrors, firstStepWithError, stepErrors, WIZARD_STEPS, type ProjectField, type ProjectFieldErrors } from '../draftValidation';
import { useAddProjectDraft } from '../hooks/useAddProjectDraft';
import { useProjectCreation } from '../hooks/useProjectCreation';
import type { AddProjectDraft } from '../stores/addProjectDraft';
import { ClientStep } from './ClientStep';
import { QuestionnairesStep } from './QuestionnairesStep';
import { TeamStep } from './TeamStep';

/** A change to the draft, and the field whose error it answers. */
export type DraftEdit = (fields: Partial<AddProjectDraft>, field: ProjectField) => void;

const FORM_WIDTH = 880;
const LAST_STEP = WIZARD_STEPS.length - 1;

/** Puts the keyboard on the first field with an error, so its message is read out and can be fixed. */
function focusField(field: ProjectField | undefined) {
  const container = field && document.getElementById(`project-${field}`);
  if (!container) return;
  const target = container.matches('input, textarea')
    ? container
    : container.querySelector<HTMLElement>('input:not([type="hidden"]):not([aria-hidden="true"]), textarea, [role="spinbutton"]');
  target?.focus();
}

const filesText = (count: number) => (count === 1 ? '1 file' : `${count} files`);

/** The wizard that starts a project: client and name, team and deadline, then the questionnaires. */
export function ProjectWizard() {
  const { draft, isBlank, updateDraft, discardDraft } = useAddProjectDraft();
  const uploads = useQuestionnaireUploads();
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<ProjectFieldErrors>({});
  const [pendingFocus, setPendingFocus] = useState<ProjectField | 'heading'>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const clients = useLookup<Entity>(PROJECT_PATHS.entities);
  const members = useLookup<EntityMember>(draft.entity_id ? withQuery(PROJECT_PATHS.entityMembers, { entity_id: draft.entity_id }) : null);

  const showErrors = (found: ProjectFieldErrors, onStep: number) => {
    setErrors(found);
    setStep(onStep);
    setPendingFocus(WIZARD_STEPS[onStep].fields.find((field) => found[field]));
  };
  const creation = useProjectCreation({
    draft,
    uploads,
    onCreated: discardDraft,
    onRefused: (found) => {
      const errorStep = firstStepWithError(found);
      if (errorStep >= 0) showErrors(found, errorStep);
    },
  });

  // Focus follows the wizard: to a field with an error, or to the heading of the step just opened.
  useEffect(() => {
    if (pendingFocus === 'heading') headingRef.current?.focus();
    else focusField(pendingFocus);
    setPendingFocus(undefined);
  }, [pendingFocus]);

  const goTo = (nextStep: number) => {
    setErrors({});
    setStep(nextStep);
    setPendingFocus('heading');
  };
  const edit: DraftEdit = (fields, field) => {
    updateDraft(fields);
    if (errors[field]) setErrors(({ [field]: _answered, ...rest }) => rest);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    if (step < LAST_STEP) {
      const onThisStep = stepErrors(step, found);
      if (Object.keys(onThisStep).length > 0) showErrors(onThisStep, step);
      else goTo(step + 1);
      return;
    }
    const errorStep = firstStepWithError(found);
    if (errorStep >= 0) showErrors(stepErrors(errorStep, found), errorStep);
    else void creation.create();
  };
  const discard = () => {
    discardDraft();
    uploads.clearFiles();
    goTo(0);
  };

  const { phase, project } = creation;
  const working = phase === 'creating' || phase === 'uploading';
  const finishText =
    phase === 'creating'
      ? 'Creating the project…'
      : phase === 'uploading'
        ? 'Uploading files…'
        : uploads.waiting > 0
          ? `Create project and upload ${filesText(uploads.waiting)}`
          : 'Create project';

  return (
    <PageFrame
      title="Start a project"
      actions={
        phase === 'editing' ? (
          <Button variant="outlined" onClick={discard} disabled={isBlank && uploads.files.length === 0}>
            Discard draft
          </Button>
        ) : null
      }
    >
      <Stepper activeStep={step} alternativeLabel aria-label="Steps" sx={{ maxWidth: FORM_WIDTH }}>
        {WIZARD_STEPS.map(({ title }) => (
          <Step key={title}>
            <StepLabel>{title}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper
        component="form"
        variant="outlined"
        noValidate
        aria-labelledby="wizard-step-heading"
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, p: { xs: 2, md: 3 }, maxWidth: FORM_WIDTH }}
      >
        <Typography id="wizard-step-heading" ref={headingRef} tabIndex={-1} variant="h6" component="h2" sx={{ outline: 'none' }}>
          {`Step ${step + 1} of ${WIZARD_STEPS.length}: ${WIZARD_STEPS[step].title}`}
        </Typography>
        {step === 0 ? <ClientStep draft={draft} errors={errors} clients={clients} onEdit={edit} /> : null}
        {step === 1 ? <TeamStep draft={draft} errors={errors} members={members} onEdit={edit} /> : null}
        {step === 2 ? (
          <QuestionnairesStep
            draft={draft}
            client={clients.items.find((client) => client.id === draft.entity_id)}
            members={members.items}
            uploads={uploads}
            createdName={phase === 'created' ? project?.name : undefined}
          />
        ) : null}
        {step < LAST_STEP ? (
          <Typography variant="body2" color="text.secondary">
            Your draft is kept in this browser until the project is created or you discard it. Files are chosen on the last step.
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
          {phase === 'created' && project ? (
            <>
              <Button component={RouterLink} to={projectPaths.details(project.id)} variant="outlined">
                Open the project
              </Button>
              <Button variant="contained" onClick={() => void creation.retryUploads()} disabled={uploads.busy || uploads.waiting === 0}>
                Try the failed files again
              </Button>
            </>
          ) : (
            <>
              <Button variant="text" onClick={() => goTo(step - 1)} disabled={step === 0 || working}>
                Back
              </Button>
              <Button type="submit" variant="contained" disabled={working}>
                {step < LAST_STEP ? 'Next' : finishText}
              </Button>
            </>
          )}
        </Box>
      </Paper>
    </PageFrame>
  );
}
