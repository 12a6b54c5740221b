import { apiErrorMessage, apiFieldErrors } from '@app/shared';
import {
  BILLING_PERIOD_LABELS,
  BILLING_PERIODS,
  createSubscriptionPlanRequestSchema,
  SUBSCRIPTION_CURRENCIES,
  type BillingPeriod,
  type SubscriptionCurrency,
  type SubscriptionPlan,
  type UpdateSubscriptionPlanRequest,
} from '@app/shared/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { createPlan, updatePlan } from '../api/subscriptionRequests';

type PlanField = 'name' | 'description' | 'price' | 'currency' | 'billing_period' | 'duration_months';
type FieldErrors = Partial<Record<PlanField, string>>;

interface PlanDialogProps {
  /** The plan to edit; none: a new plan. */
  plan?: SubscriptionPlan;
  onClose(): void;
  onSaved(): void;
}

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Creates a plan or edits one; an edit sends only what changed, and sold subscriptions keep their terms. */
export default function PlanDialog({ plan, onClose, onSaved }: PlanDialogProps) {
  const [name, setName] = useState(plan?.name ?? '');
  const [description, setDescription] = useState(plan?.description ?? '');
  const [price, setPrice] = useState(plan ? String(plan.price) : '');
  const [currency, setCurrency] = useState<SubscriptionCurrency>(plan?.currency ?? 'USD');
  const [billingPeriod, setBillingPeriod] = useState<BillingPeriod>(plan?.billing_period ?? 'monthly');
  const [months, setMonths] = useState(plan?.duration_months ? String(plan.duration_months) : '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const request = {
      name,
      description,
      price: price.trim() === '' ? Number.NaN : Number(price),
      currency,
      billing_period: billingPeriod,
      duration_months: months.trim() === '' ? null : Number(months),
    };
    const checked = createSubscriptionPlanRequestSchema.safeParse(request);
    const found: FieldErrors = {};
    for (const issue of checked.error?.issues ?? []) found[issue.path[0] as PlanField] ??= issue.message;
    if (Number.isNaN(request.price)) found.price = 'Enter a price.';
    setErrors(found);
    if (!checked.success || Object.keys(found).length > 0) return;
    const changes: UpdateSubscriptionPlanRequest = plan
      ? Object.fromEntries(Object.entries(checked.data).filter(([field, value]) => value !== plan[field as PlanField]))
      : checked.data;
    if (plan && Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      const { message } = plan ? await updatePlan(plan.id, changes) : await createPlan(checked.data);
      enqueueSnackbar(message, { variant: 'success' });
      onSaved();
      onClose();
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      setErrors(Object.fromEntries(Object.entries(apiFieldErrors(error)).map(([field, messages]) => [field, messages[0]])));
      setSaving(false);
    }
  };

  const field = (name: PlanField) => ({ error: Boolean(errors[name]), helperText: errors[name] });
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={saving ? undefined : onClose} aria-labelledby="plan-dialog-title">
      <Box component="form" noValidate onSubmit={save}>
        <DialogTitle id="plan-dialog-title">{plan ? `Edit the ${plan.name} plan` : 'New plan'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          <TextField label="Plan name" required value={name} onChange={(event) => setName(event.target.value)} {...field('name')} />
          <TextField
            label="Description"
            multiline
            minRows={2}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            {...field('description')}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1.5fr' } }}>
            <TextField
              label="Price"
              required
              type="number"
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
              {...field('price')}
            />
            <TextField
              select
              label="Currency"
              value={currency}
              onChange={(event) => setCurrency(event.target.value as SubscriptionCurrency)}
              slotProps={nativeSelect}
              {...field('currency')}
            >
              {SUBSCRIPTION_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </TextField>
            <TextField
              select
              label="Billed"
              value={billingPeriod}
              onChange={(event) => setBillingPeriod(event.target.value as BillingPeriod)}
              slotProps={nativeSelect}
              {...field('billing_period')}
            >
              {BILLING_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {period === 'monthly' ? 'Monthly' : 'Yearly'} ({BILLING_PERIOD_LABELS[period]})
                </option>
              ))}
            </TextField>
          </Box>
          <TextField
            label="Term in months"
            type="number"
            value={months}
            onChange={(event) => setMonths(event.target.value)}
            slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
            error={Boolean(errors.duration_months)}
            helperText={errors.duration_months ?? 'Leave empty for a subscription that runs until cancelled.'}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Close
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving…' : plan ? 'Save changes' : 'Create plan'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
