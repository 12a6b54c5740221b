import { apiErrorMessage } from '@app/shared';
import type { Subscription } from '@app/shared/contract';
import { formatDate } from '@app/shared/format';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { cancelSubscription } from '../api/subscriptionRequests';

interface CancelSubscriptionDialogProps {
  subscription: Subscription;
  onClose(): void;
  onCancelled(): void;
}

/** A cancellation cannot be taken back: asked once more, with keeping the subscription as the default. */
export default function CancelSubscriptionDialog({ subscription, onClose, onCancelled }: CancelSubscriptionDialogProps) {
  const [busy, setBusy] = useState(false);
  const { plan, entity } = subscription;
  const consequence =
    subscription.status === 'scheduled'
      ? `It would have started on ${formatDate(subscription.start_date)}; it will not start.`
      : 'It stops today, and the client can then be given another plan.';

  const confirm = async () => {
    setBusy(true);
    try {
      const { message } = await cancelSubscription(subscription.id);
      enqueueSnackbar(message, { variant: 'success' });
      onCancelled();
      onClose();
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="cancel-subscription-title" aria-describedby="cancel-subscription-text">
      <DialogTitle id="cancel-subscription-title">{`Cancel the ${plan.name} subscription of ${entity.name}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-subscription-text">{`${consequence} This cannot be undone.`}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus disabled={busy}>
          Keep it
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
          {busy ? 'Cancelling…' : 'Cancel subscription'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
