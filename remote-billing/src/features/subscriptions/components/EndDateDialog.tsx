import { apiErrorMessage, apiFieldErrors } from '@app/shared';
import type { Subscription } from '@app/shared/contract';
import { LazyDateInput } from '@app/shared/date-input';
import { formatDate, formatFilterDate } from '@app/shared/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { enqueueSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { changeEndDate } from '../api/subscriptionRequests';

interface EndDateDialogProps {
  subscription: Subscription;
  onClose(): void;
  onChanged(): void;
}

/** A YYYY-M-DD or YYYY-MM-DD day as a number that orders days (20270930). */
const dayNumber = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return year * 10_000 + month * 100 + date;
};

/**
 * Moves a subscription's end date (the day it ends), or makes it run until cancelled. The start is
 * checked here for a quick answer; the API checks it again, and that it reaches into no other
 * subscription of the client, and its message is shown as it is.
 */
export default function EndDateDialog({ subscription, onClose, onChanged }: EndDateDialogProps) {
  const { plan, entity, start_date: start } = subscription;
  const [endDate, setEndDate] = useState(subscription.end_date ? formatFilterDate(subscription.end_date) : '');
  const [openEnded, setOpenEnded] = useState(subscription.end_date === null);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = openEnded
      ? undefined
      : !endDate
        ? 'Choose an end date, or let it run until cancelled.'
        : dayNumber(endDate) < dayNumber(start)
          ? `The end date cannot be before the start date (${formatDate(start)}).`
          : undefined;
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const { message } = await changeEndDate(subscription.id, openEnded ? null : endDate);
      enqueueSnackbar(message, { variant: 'success' });
      onChanged();
      onClose();
    } catch (failure) {
      enqueueSnackbar(apiErrorMessage(failure), { variant: 'error' });
      setError(apiFieldErrors(failure).end_date?.[0]);
      setSaving(false);
    }
  };

  return (
    <Dialog open fullWidth maxWidth="xs" onClose={saving ? undefined : onClose} aria-labelledby="end-date-title" aria-describedby="end-date-text">
      <Box component="form" noValidate onSubmit={save}>
        <DialogTitle id="end-date-title">{`End date of the ${plan.name} subscription of ${entity.name}`}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText id="end-date-text">
            {`It started on ${formatDate(start)}. The end date is the day it ends: the client holds the plan until then.`}
          </DialogContentText>
          {openEnded ? null : (
            <Box>
              <LazyDateInput label="End date" size="medium" value={endDate} onChange={setEndDate} />
              {error ? <FormHelperText error>{error}</FormHelperText> : null}
            </Box>
          )}
          <FormControlLabel
            control={<Checkbox checked={openEnded} onChange={(event) => setOpenEnded(event.target.checked)} />}
            label="No end date: runs until cancelled"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Close
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving…' : 'Save end date'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
