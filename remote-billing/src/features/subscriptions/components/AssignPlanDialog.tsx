import { apiErrorMessage, apiFieldErrors, useAppDispatch, useAppSelector } from '@app/shared';
import { SUBSCRIPTION_PATHS, type CreateSubscriptionRequest, type EntitySubscription, type SubscriptionPlanRef } from '@app/shared/contract';
import { LazyDateInput } from '@app/shared/date-input';
import { formatDate, formatFilterDate } from '@app/shared/format';
import { useLookup } from '@app/shared/page-parts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useState, type FormEvent } from 'react';
import { assignPlan } from '../api/subscriptionRequests';
import { addSubscriptionGroup, type AddSubscriptionDraft } from '../stores/addSubscription';
import { formatPrice, termText } from './money';

type FieldErrors = Partial<Record<keyof AddSubscriptionDraft, string>>;

interface AssignPlanDialogProps {
  onClose(): void;
  onAssigned(): void;
  /** Where plans are made, for an organisation that has none to assign yet. */
  onShowPlans(): void;
}

function currentPlanText({ subscription }: EntitySubscription): string {
  if (!subscription) return 'no subscription';
  const until = subscription.end_date ? `ending ${formatDate(subscription.end_date)}` : 'until cancelled';
  return subscription.status === 'scheduled' ? `${subscription.plan.name} from ${formatDate(subscription.start_date)}` : `${subscription.plan.name} ${until}`;
}

/** What is sent: a change for a client with an active subscription, a start date otherwise. */
function requestOf(draft: AddSubscriptionDraft, hasActive: boolean): CreateSubscriptionRequest {
  const { entity_id, subscription_id, start_date, change } = draft;
  return hasActive && change ? { entity_id, subscription_id, change } : { entity_id, subscription_id, start_date };
}

/**
 * Assigns a plan to a client (the spec's add-subscription draft, kept in its redux group so that a
 * closed dialog keeps what was chosen). For a client with an active subscription it asks whether the
 * new plan starts when the current term ends or now (the current one then ends today); the date is
 * never moved silently. The API refuses any overlap with a message saying why.
 */
export default function AssignPlanDialog({ onClose, onAssigned, onShowPlans }: AssignPlanDialogProps) {
  const draft = useAppSelector(addSubscriptionGroup.select);
  const dispatch = useAppDispatch();
  const clients = useLookup<EntitySubscription>(SUBSCRIPTION_PATHS.entitySubscriptions);
  const plans = useLookup<SubscriptionPlanRef>(SUBSCRIPTION_PATHS.planLookup);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const update = (changes: Partial<AddSubscriptionDraft>) => dispatch(addSubscriptionGroup.actions.update(changes));

  useEffect(() => {
    if (!draft.start_date) dispatch(addSubscriptionGroup.actions.update({ start_date: formatFilterDate(new Date()) }));
  }, [draft.start_date, dispatch]);

  const client = clients.items.find((item) => item.id === draft.entity_id);
  const current = client?.subscription ?? null;
  const active = current?.status === 'active' ? current : null;

  // Another client's answer to "when" does not carry over.
  const chooseClient = (entityId: string) => update({ entity_id: entityId, change: '' });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!draft.entity_id) found.entity_id = 'Choose a client.';
    if (!draft.subscription_id) found.subscription_id = 'Choose a plan.';
    if (active && !draft.change) found.change = 'Choose when the new plan starts.';
    if (!active && !draft.start_date) found.start_date = 'Choose a start date.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const { message } = await assignPlan(requestOf(draft, active !== null));
      enqueueSnackbar(message, { variant: 'success' });
      dispatch(addSubscriptionGroup.actions.reset());
      onAssigned();
      onClose();
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      setErrors(Object.fromEntries(Object.entries(apiFieldErrors(error)).map(([field, messages]) => [field, messages[0]])));
      setSaving(false);
    }
  };

  const noPlans = !plans.loading && plans.items.length === 0;
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={saving ? undefined : onClose} aria-labelledby="assign-plan-title">
      <Box component="form" noValidate onSubmit={save}>
        <DialogTitle id="assign-plan-title">Assign a plan</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          {noPlans ? (
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={onShowPlans}>
                  Go to plans
                </Button>
              }
            >
              There is no plan to assign yet: create one first.
            </Alert>
          ) : null}
          <TextField
            select
            label="Client"
            required
            value={draft.entity_id}
            error={Boolean(errors.entity_id)}
            helperText={errors.entity_id}
            onChange={(event) => chooseClient(event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{clients.loading ? 'Loading clients…' : 'Choose a client'}</option>
            {clients.items.map((item) => (
              <option key={item.id} value={item.id}>
                {`${item.name} (${currentPlanText(item)})`}
              </option>
            ))}
          </TextField>
          {client && current && !active ? (
            <Alert severity="info">{`${client.name} has ${current.plan.name} from ${formatDate(current.start_date)}: choose a start date outside it, or cancel it first.`}</Alert>
          ) : null}
          <TextField
            select
            label="Plan"
            required
            value={draft.subscription_id}
            error={Boolean(errors.subscription_id)}
            helperText={errors.subscription_id}
            onChange={(event) => update({ subscription_id: event.target.value })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{plans.loading ? 'Loading plans…' : 'Choose a plan'}</option>
            {plans.items.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {`${plan.name}: ${formatPrice(plan.price, plan.currency, plan.billing_period)}, ${termText(plan.duration_months).toLowerCase()}`}
              </option>
            ))}
          </TextField>
          {client && active ? (
            <FormControl error={Boolean(errors.change)} required>
              <FormLabel id="assign-plan-change">{`${client.name} has ${active.plan.name} ${active.end_date ? `until ${formatDate(active.end_date)}` : 'until cancelled'}. When does the new plan start?`}</FormLabel>
              <RadioGroup
                aria-labelledby="assign-plan-change"
                value={draft.change}
                onChange={(event) => update({ change: event.target.value as AddSubscriptionDraft['change'] })}
              >
                <FormControlLabel
                  value="after_current"
                  disabled={!active.end_date}
                  control={<Radio />}
                  label={
                    active.end_date
                      ? `After the current term, on ${formatDate(active.end_date)}`
                      : `After the current term: not possible, ${active.plan.name} runs until cancelled`
                  }
                />
                <FormControlLabel value="now" control={<Radio />} label={`Change now: ${active.plan.name} ends today and the new plan starts today`} />
              </RadioGroup>
              <FormHelperText>{errors.change ?? "The end date follows from the plan's term."}</FormHelperText>
            </FormControl>
          ) : (
            <Box>
              <LazyDateInput label="Start date" size="medium" value={draft.start_date} onChange={(value) => update({ start_date: value })} />
              <FormHelperText error={Boolean(errors.start_date)}>{errors.start_date ?? "The end date follows from the plan's term."}</FormHelperText>
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Close
          </Button>
          <Button type="submit" variant="contained" disabled={saving || noPlans}>
            {saving ? 'Assigning…' : 'Assign plan'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
