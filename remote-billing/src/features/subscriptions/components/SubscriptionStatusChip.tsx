import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '@app/shared/contract';
import Chip, { type ChipProps } from '@mui/material/Chip';

// Filled where the subscription runs or will, outlined where it is over; every pair keeps 4.5:1.
const CHIP_LOOK: Record<SubscriptionStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  active: { color: 'success', variant: 'filled' },
  scheduled: { color: 'primary', variant: 'filled' },
  expired: { color: 'default', variant: 'outlined' },
  cancelled: { color: 'error', variant: 'outlined' },
};

export function SubscriptionStatusChip({ status }: { status: SubscriptionStatus }) {
  return <Chip size="small" label={SUBSCRIPTION_STATUS_LABELS[status]} {...CHIP_LOOK[status]} />;
}
